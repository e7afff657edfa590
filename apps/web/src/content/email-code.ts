import { EMAIL_CODE_STEP } from "./application";

/**
 * Step 2's e-mail code (decision 0009): the address is confirmed with a code before the form
 * says whether it has applied to the course, so the form tells nobody else. The messages with
 * the address come from the server (EMAIL_CODE_MESSAGES).
 */
export const EMAIL_CODE_TEXTS = {
  heading: EMAIL_CODE_STEP.heading,
  codeLabel: "6-digit code",
  codeHint: "From the e-mail we just sent. It may take a minute; look in your spam folder too.",
  confirm: EMAIL_CODE_STEP.confirm,
  resend: "Send a new code",
  /** Before the server's message, after "Send a new code". */
  newCode: "A new code is on its way.",
  change: "Change the e-mail address",
  notSentTitle: "No code sent",
  tryAgain: "Try again",
  notChecked: "We could not check the code just now. You can go on with your application.",
  /** When the form's own code to ask for one did not load (the connection dropped). */
  notAsked: "We could not ask for a code just now. You can go on with your application.",
  openPage: "Open your application page",
  otherEmail: "Use another e-mail address",
} as const;
