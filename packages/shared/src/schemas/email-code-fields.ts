import { applicationReference } from "../references";

// The application form's e-mail code (decision 0009) without zod: the form's first load shows
// these before its checks (./email-code.ts) are loaded.

export const EMAIL_CODE = {
  digits: 6,
  /** How long a code works. */
  minutes: 15,
  /** Wrong codes allowed before the code stops working. */
  tries: 5,
  /** A second request within this time keeps the code just sent instead of mailing another. */
  resendAfterSeconds: 30,
} as const;

export const CODE_FORMAT = `Please enter the ${EMAIL_CODE.digits}-digit code we e-mailed you`;

/**
 * What "send a code" did: `sent` a new code; `already-sent` none, since one went less than
 * `resendAfterSeconds` ago and still works; `not-sent` none could be delivered now (no mail
 * server, or it refused), so the form lets the applicant go on. It never depends on whether the
 * address has applied.
 */
export const EMAIL_CODE_DELIVERIES = ["sent", "already-sent", "not-sent"] as const;
export type EmailCodeDelivery = (typeof EMAIL_CODE_DELIVERIES)[number];

export interface EmailCodeSent {
  delivery: EmailCodeDelivery;
  message: string;
}

/** What the right code tells: whether the address has applied to the round, and its page. */
export type EmailCodeVerdict =
  | { applied: false; message: string }
  | { applied: true; message: string; reference: string; link: string };

export const EMAIL_CODE_MESSAGES = {
  sent: (email: string) =>
    `We sent a ${EMAIL_CODE.digits}-digit code to ${email}. It works for ${EMAIL_CODE.minutes} minutes.`,
  alreadySent: (email: string) =>
    `We sent a code to ${email} a moment ago, and it still works. If it has not arrived, look in your spam folder, or ask for a new code in half a minute.`,
  notSent: (email: string) =>
    `We could not send a code to ${email} just now. You can go on with your application.`,
  confirmed: "Thank you: your e-mail address is confirmed.",
  applied: (email: string, roundName: string, id: number) =>
    `You have already applied to ${roundName} with ${email} (reference ${applicationReference(id)}). You do not need to apply or pay again: your application, its status and your assessment are on your page.`,
  format: CODE_FORMAT,
  wrong: (left: number) =>
    left > 0
      ? `This code is not right. ${left} ${left === 1 ? "try" : "tries"} left.`
      : "This code is not right, and that was the last try. Please ask for a new code.",
  noTriesLeft: "Too many wrong codes. Please ask for a new code.",
  expired: "This code has expired. Please ask for a new code.",
  used: "This code has been used already. Please ask for a new code if you need one.",
  none: "No code was sent to this address for this course. Please ask for a code.",
  closed: "Registration for this training course is closed",
} as const;
