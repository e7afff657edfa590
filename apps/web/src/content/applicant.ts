import {
  addCalendarDays,
  calendarDayLabel,
  EGYPT_TIME_ZONE,
  egyptTimeLabel,
  toZonedParts,
} from "@kairos/shared";

// The applicant's own pages (decision 0010): "Find my application" at /application and the page a
// personal link opens, /application/<token>. The server's answers (statuses, what happens next,
// the outcome of each action) come in its own words; these are the page's fixed texts.

/**
 * When a link stops working, as the person reads it: a link that ends with its round ends at
 * the midnight after the round's last day, which reads as "the end of" that day (the day the
 * round ends, as "Find my application" says), any other end as its day and time.
 */
function linkEndLabel(expiresAt: Date): string {
  const { date, time } = toZonedParts(expiresAt, EGYPT_TIME_ZONE);
  if (time !== "00:00") return egyptTimeLabel(expiresAt);
  return `the end of ${calendarDayLabel(addCalendarDays(date, -1))} (Egypt time)`;
}

export const findApplicationTexts = {
  title: "Find my application",
  description:
    "Already applied for the medical interpreter training? Get an e-mail with the link to your application's page.",
  lead: "Enter the e-mail address you applied with. We will send it a link to the page of each of its applications, where you can follow your application and manage your assessment booking.",
  emailLabel: "E-mail address",
  submit: "Send me the link",
  failed: "Your request could not be sent. Please check your connection and try again.",
} as const;

/** The application form's dialogs: where the applicant follows an application afterwards. */
export const applicantPageNotes = {
  afterSubmit:
    "Your confirmation e-mail has a link to your application's page, where you can follow it and change your assessment booking. Lost the e-mail?",
  duplicate: "That e-mail has a link to the application's page. Lost it?",
} as const;

/** Where a page without a working link sends the visitor: "never a dead end". */
export const findApplicationLink = { label: "Find my application", to: "/application" } as const;

export const applicantPageTexts = {
  /** The browser tab's title: the page's heading holds the person's name, the title does not. */
  title: "Your application",
  heading: (fullName: string) => `${fullName}'s application`,
  reference: (reference: string) => `Reference ${reference}: please quote it when you write to us.`,
  loading: "Loading your application",
  loadFailed: "Your application could not be loaded. Please check your connection and try again.",
  retry: "Try again",
  newLinkHint: "You can ask for a new link to be e-mailed to you:",
  actionFailed: "That did not work. Please check your connection and try again.",
  linkExpires: (expiresAt: string) =>
    `This link works until ${linkEndLabel(new Date(expiresAt))}. Keep the e-mail it came in.`,
} as const;

export const applicantSections = {
  status: "Status",
  next: "What happens next",
  assessment: "Your language assessment",
  book: "Book your assessment",
  proof: "Upload a new proof of payment",
  laterProof: "Your next payment",
  round: "Your training round",
  history: "History",
} as const;

export const roundTexts = {
  dates: "Dates",
  schedule: "Class schedule",
  plan: "Payment plan",
  owed: "Amount owed",
  payments: "Payments",
} as const;

export const bookingTexts = {
  reschedule: "Reschedule",
  cancel: "Cancel booking",
  changeUntil: (when: string) => `You can reschedule or cancel it until ${when}.`,
  tooLate: (when: string) =>
    `It could be changed or cancelled on this page until ${when}. To change it now, please write to us at`,
  writeToChange: "To change it, please write to us at",
  rescheduleTitle: "Reschedule your assessment",
  rescheduleIntro: "Choose a new time. Your current time is freed once the new one is booked.",
  rescheduleConfirm: "Move my assessment",
  keepTime: "Keep my current time",
  noOtherSlots:
    "No other times are free at the moment. Please try again later, or write to us if you cannot attend.",
  cancelTitle: "Cancel your assessment booking",
  cancelQuestion:
    "Cancel your booked assessment? Its time is freed for other applicants. You can book a new time on this page afterwards, as long as times are free.",
  cancelConfirm: "Cancel my booking",
  keepBooking: "Keep my booking",
  bookIntro: "Choose a date and a time for your language assessment.",
  bookConfirm: "Book this time",
  noSlots: "No assessment times are free at the moment.",
  notify: "Notify me when new times open",
  notifying: "We will e-mail you when new times open.",
  slotsLoading: "Loading the free times",
  slotsFailed: "The free times could not be loaded. Please try again.",
} as const;

export const slotChooserTexts = {
  date: "Date",
  time: "Time (Egypt time)",
  chooseTime: "Please choose a time.",
} as const;

export const proofTexts = {
  intro:
    "If our team asked you to complete or correct your payment, upload a screenshot of the payment confirmation here.",
  label: "New proof of payment",
  inputLabel: "Upload a new proof of payment",
  submit: "Send the new proof of payment",
  chooseFile: "Please choose the screenshot to upload.",
} as const;

/** A later installment still to pay: what, by when, and its proof (APP-26). */
export const laterProofTexts = {
  due: (installment: string, amount: string, dueDate: string | null) =>
    `Your ${installment} of ${amount} is due ${dueDate ? `by ${dueDate}` : "by the end of the 3rd week after the course starts"}. Pay it as you paid the first, then upload a screenshot of the payment confirmation here so that our team can match it.`,
  uploaded: (at: string) =>
    `We received a proof of this payment on ${at}. Our team checks it against the payment received; upload another only if they ask you to.`,
  label: "Proof of your next payment",
  inputLabel: "Upload the proof of your next payment",
  submit: "Send the proof of payment",
  chooseFile: "Please choose the screenshot to upload.",
} as const;
