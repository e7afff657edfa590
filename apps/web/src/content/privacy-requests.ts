// Access and erasure (decision 0034): the applicant's "Your data" section and its dialog, the
// public request form at /privacy/request and its confirmation page, and the staff queue.

export const yourDataTexts = {
  section: "Your data",
  intro:
    "Download everything we hold about your application (a ZIP file with your data and your files), or ask us to delete it.",
  download: "Download my data",
  delete: "Delete my data",
  title: "Delete your data",
  question:
    "Delete your application's personal data and files? This cannot be undone: your page stops working and we keep only a record that an application was erased.",
  when: "If nothing is left to pay and your training round has ended, your data is deleted at once, and we e-mail you a confirmation first. Otherwise our team receives your request, with the reason, and deletes it as soon as it can.",
  confirm: "Delete my data",
  keep: "Keep my data",
  deletedTitle: "Your data was deleted",
} as const;

export const privacyFormTexts = {
  title: "Your data: a copy or its deletion",
  intro:
    "If you registered as an interpreter, asked for an interpreter or wrote to us, you can ask for a copy of what we hold about you or ask us to delete it. We first send a link to your address to make sure it is yours. Applicants to the training can do both on their own application page.",
  email: "Your e-mail address",
  emailHint: "The address you used with us",
  wants: "What would you like?",
  submit: "Send",
  confirmTitle: "Confirm your request",
  confirmIntro: "Press the button to confirm that this request is yours.",
  confirm: "Confirm my request",
} as const;

export const privacyQueueTexts = {
  title: "Privacy requests",
  intro:
    "Requests for a copy of someone's data or its deletion: from an applicant's page when their data could not be deleted at once, and from the public form once the address was confirmed. Each decision is e-mailed to the requester; every erasure is logged.",
  empty: "No open requests.",
  kind: { application: "Application", email_address: "E-mail address" },
  wants: { copy: "Copy", erasure: "Erasure" },
  columns: {
    subject: "About",
    wants: "Asks for",
    reason: "Reason",
    age: "Age",
    actions: "Actions",
  },
  records: (n: number) => `${n} ${n === 1 ? "record" : "records"}`,
  age: (days: number) => (days === 0 ? "today" : `${days} ${days === 1 ? "day" : "days"}`),
  erase: "Erase",
  copy: "Send a copy",
  refuse: "Refuse",
  refuseTitle: "Refuse the request",
  refuseReason: "Reason (e-mailed to the requester)",
  eraseTitle: "Erase this person's data",
  eraseQuestion:
    "Erase every record this request is about? Their personal fields and files are removed for good; the erasure is logged.",
  cancel: "Cancel",
  decided: "Decided, and the requester was e-mailed.",
  nav: "Privacy requests",
} as const;
