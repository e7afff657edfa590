import { z } from "zod";
import type { ApplicationStatus } from "../enums";
import type { PaymentTerms } from "../plan-terms";
import { emailField, rowId } from "./common";

// The applicant's own page, /application/<token> (decision 0010): its inputs, messages and answer,
// shared by the REST routes, the tRPC procedures and the web app.

const LINK_UNKNOWN =
  "This link is not valid. Check that you opened the whole link from the e-mail, or ask for a new one on the Find my application page.";

/** Whether `token` is written as a personal link's token can be: nothing else is looked up. */
const TOKEN_FORM = /^[a-z2-7]{1,64}\.[a-z2-7]{1,64}$/;

/**
 * A personal link's token: `<id>.<secret>`, both base32 (see the sessions). Taken as sent, not
 * trimmed: a token with spaces or any other character is not a link's, and is answered as an
 * unknown one (404, the same message), never read as the token inside it.
 */
export const applicantTokenSchema = z
  .string(LINK_UNKNOWN)
  .regex(TOKEN_FORM, LINK_UNKNOWN)
  .meta({ description: "The personal link's token, `<id>.<secret>` (lower-case base32)" });

/**
 * The token as the tRPC procedures take it: any string, so that the service answers a malformed one as an unknown link (404), as REST does.
 */
export const applicantTokenInput = z.object({ token: z.string(LINK_UNKNOWN) });

export const applicantSlotInput = applicantTokenInput.extend({
  slotId: z.coerce.number("Please choose a time slot").pipe(rowId("Please choose a time slot")),
});
export type ApplicantSlotInput = z.infer<typeof applicantSlotInput>;

/** "Find my application": the address to send the links to. */
export const findApplicationSchema = z.object({ email: emailField() });

/** How many hours before the assessment the applicant may still change it (Settings). */
export const RESCHEDULE_CUTOFF = { defaultHours: 24, minHours: 0, maxHours: 336 } as const;

export const APPLICANT_MESSAGES = {
  linkUnknown: LINK_UNKNOWN,
  linkExpired:
    "This link has expired: its training round has ended. Write to us if you still need your application.",
  linkRevoked:
    "This link was withdrawn by our team. Ask for a new one on the Find my application page.",
  found:
    "If this address has applied, we have sent it an e-mail with a link to each of its applications. Each link works until its training round ends, and for at least 30 days; its page shows the date.",
  pastCutoff: (hours: number) =>
    `Your assessment can be changed or cancelled only up to ${hours} ${hours === 1 ? "hour" : "hours"} before it starts. Please write to us instead.`,
  targetPastCutoff: (hours: number) =>
    `Please choose a time at least ${hours} ${hours === 1 ? "hour" : "hours"} from now.`,
  noBooking: "You have no assessment booked.",
  alreadyBooked: "You already have an assessment booked. Reschedule it instead.",
  rejected: "This application was not accepted, so it cannot book an assessment.",
  proofNotPending:
    "A new proof of payment can be uploaded only while your payment is pending. Write to us if something is wrong with it.",
  otherRound: "This time belongs to another training round. Please choose one of your round.",
  notifySaved: "We will e-mail you when new assessment times open.",
  rescheduled: "Your assessment has a new time.",
  cancelled: "Your assessment booking is cancelled.",
  booked: "Your assessment is booked.",
  /** Added to an action's message by whether its mail went out (a failed one is retried). */
  mailed: "We have e-mailed you the updated calendar invitation.",
  mailQueued: "The e-mail to you could not be sent just now; we will send it as soon as we can.",
  proofReplaced: "Thank you. Your new proof of payment is with our team.",
  /** 409: no later installment is outstanding (all paid, withdrawn, or the plan has none). */
  laterProofNotDue:
    "No later payment is outstanding on this application, so there is no proof to upload. Write to us if something is wrong.",
  laterProofUploaded:
    "Thank you. Your proof of payment is with our team; they will check it against the payment received.",
  /** 429: the day's new proofs of payment are used up (decision 0015). */
  tooManyProofs: (limit: number) =>
    `You have sent ${limit} new ${limit === 1 ? "proof" : "proofs"} of payment in the last 24 hours, the most we accept in a day. Our team has the latest one; please wait before sending another, or write to us.`,
  /** 429: the application's booking changes for the hour or the day are used up. */
  tooManyChanges:
    "You have changed your assessment booking several times in a short time. Please wait before changing it again, or write to us.",
  /** 429: the booking changes from one network address are used up for the hour. */
  tooManyChangesFromAddress:
    "Too many assessment booking changes have come from your network in the last hour. Please try again later, or write to us.",
  /** Withdrawal (APP-26): the applicant's own or recorded by staff. */
  withdrawn: "Your application is withdrawn.",
  staffWithdrawn: "The withdrawal is recorded.",
  alreadyWithdrawn: (day: string) =>
    `This application was already withdrawn on ${day}. Nothing more was changed.`,
  withdrawnNoActions:
    "This application is withdrawn, so it cannot be changed any more. Write to us if this is a mistake.",
  /** What a withdrawal does to the money when Settings hold no refund policy. */
  askAboutRefund: (supportEmail: string) => `Ask ${supportEmail} about a refund.`,
  linkSent: "A new link was e-mailed to the applicant.",
  linksRevoked: "The applicant's links were revoked.",
} as const;

/** One line of the applicant's history, in plain words. */
export interface ApplicantHistoryEntry {
  at: string;
  /** What happened, e.g. "Application submitted". */
  title: string;
  /** The team's message to the applicant with a status change (never the staff's note). */
  note: string | null;
}

/** A later installment whose proof the applicant can upload on their page. */
export interface LaterProofDue {
  /** 1-based: 2 is the second installment. */
  installment: number;
  amount: number;
  currency: "EGP" | "USD";
  dueDate: string | null;
  /** When a proof of it was last uploaded (ISO), if one was. */
  uploadedAt: string | null;
}

/** What /application/<token> shows. */
export interface ApplicantPage {
  reference: string;
  fullName: string;
  email: string;
  status: ApplicationStatus;
  /** The status in plain words. */
  statusText: string;
  history: ApplicantHistoryEntry[];
  round: {
    id: string;
    name: string;
    startDate: string | null;
    endDate: string | null;
    schedule: string | null;
  };
  /** planTermsText of `payment`: "Two Payments: LE 9,500 in total, LE 4,750 with ...". */
  plan: string;
  /** What the application owes, recorded when it was submitted, payment by payment. */
  payment: PaymentTerms;
  booking: {
    slotId: number;
    startsAt: string;
    /** The invitation's .ics text (same UID and SEQUENCE as the last mail's). */
    calendar: string;
    /** Until when it can still be moved or cancelled (ISO). */
    changeableUntil: string;
    changeable: boolean;
  } | null;
  /** Whether the applicant may book (no booking, not rejected). */
  canBook: boolean;
  /** Waiting for a mail when new slots open. */
  notifySlots: boolean;
  canReplaceProof: boolean;
  /**
   * A later installment still to pay (ledgerOf's next, after the first): what remains of it,
   * when it is due, and when the applicant last uploaded a proof of it; null when none is.
   */
  laterProof: LaterProofDue | null;
  cutoffHours: number;
  /**
   * Withdrawal: when it was withdrawn (ISO, null while it stands), and what withdrawing does to
   * the money (Settings' refund policy, or whom to ask), for the confirmation dialog.
   */
  withdrawnAt: string | null;
  refundPolicy: string;
  /** What happens next, in plain words. */
  next: string;
  linkExpiresAt: string;
}

/** A free slot the applicant can move to or book (past the cut-off). */
export interface ApplicantSlot {
  id: number;
  startsAt: string;
  /** YYYY-MM-DD and HH:MM, Egypt time. */
  date: string;
  time: string;
}
