import { EMAIL_CODE } from "@kairos/shared";
import { type MailContent, render } from "./templates";

/** The application form's e-mail code (decision 0009); the code leads the subject and the text. */
export function emailCodeMail(args: {
  code: string;
  roundName: string;
  supportEmail: string;
}): MailContent {
  return render(
    `${args.code} is your Kairos application code`,
    [
      `Your code to confirm this e-mail address on the application for the medical interpreter training (${args.roundName}) is:`,
      args.code,
      `Enter it on the form within ${EMAIL_CODE.minutes} minutes. If you did not ask for it, you can ignore this e-mail: nothing happens without the code.`,
    ],
    [],
    [`Questions? Write to us at ${args.supportEmail}.`, "Kairos"],
  );
}
