// Withdrawal on the applicant's page (APP-26, decision 0030): its section, its confirmation
// dialog, and the console's badge beside the status.

export const withdrawalTexts = {
  section: "Withdraw",
  intro:
    "If you can no longer take part, you can withdraw your application. This cannot be undone on this page.",
  open: "Withdraw my application",
  title: "Withdraw your application",
  question: (round: string) => `Withdraw your application to ${round}?`,
  booking: (when: string) => `Your assessment on ${when} will be cancelled and the slot freed.`,
  noBooking: "You have no assessment booked.",
  refund: "Refund",
  confirm: "Withdraw my application",
  keep: "Keep my application",
  withdrawnTitle: "Withdrawn",
  withdrawnOn: (day: string) => `Your application was withdrawn on ${day}.`,
  badge: "Withdrawn",
  staffTitle: "Withdrawal",
  recordQuestion:
    "Record that this applicant withdrew? A booking still to come is cancelled and its slot freed, the applicant and staff are e-mailed, and the history names you.",
  record: "Record withdrawal",
} as const;
