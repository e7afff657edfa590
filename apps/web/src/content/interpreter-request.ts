// The marketing column of /request-interpreter (docs/requirements.md, public-site §2 "Request Interpreter page").

export const requestIntro =
  "Tell us what you need and we will connect you with a trained medical interpreter.";

export const whyChooseUs: string[] = [
  "Interpreters trained in medical terminology and the interpreter code of ethics",
  "On-site, phone and video remote interpreting",
  "English paired with the languages your patients speak",
  "A clear answer on availability before you commit",
];

export const howItWorks: { title: string; text: string }[] = [
  { title: "Send your request", text: "Tell us the languages, the type of service and where." },
  { title: "We confirm the details", text: "We contact you to confirm the date, time and cost." },
  { title: "Your interpreter joins", text: "On site, by phone or by video, as agreed." },
];

export const serviceTypeOptions = [
  {
    value: "onsite",
    label: "On-site",
    description: "An interpreter joins you in person at your facility.",
  },
  {
    value: "phone",
    label: "Phone Interpreting",
    description: "An interpreter joins the conversation by phone.",
  },
  {
    value: "video",
    label: "Video Remote Interpreting",
    description: "An interpreter joins by video call.",
  },
] as const;
