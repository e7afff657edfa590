// The contact page (docs/requirements.md, public-site §2 "Contact page"; requirements CON-01..03).

export const contactIntro =
  "Questions about the training or our interpreting services? Send us a message.";

export const replyPromise = "We reply to every message within 24 hours.";

export const businessHours: { days: string; hours: string }[] = [
  { days: "Mon-Fri", hours: "9:00 AM-6:00 PM EST" },
  { days: "Sat", hours: "10:00 AM-4:00 PM EST" },
  { days: "Sun", hours: "Closed" },
];
