import { APPLICANT_MESSAGES } from "@kairos/shared";
import type { ApiDeps } from "../../context";
import { applicantPage } from "./page";

/**
 * The answer of each action: what happened and whether it was mailed (said in the message too,
 * so that no caller reads "e-mailed" of a mail that waits for a retry), and the page as it is now.
 */
export const answer = async (
  deps: ApiDeps,
  applicationId: number,
  done: string,
  emailSent: boolean | null,
) => {
  const mail =
    emailSent === true
      ? ` ${APPLICANT_MESSAGES.mailed}`
      : emailSent === false
        ? ` ${APPLICANT_MESSAGES.mailQueued}`
        : "";
  return { message: `${done}${mail}`, emailSent, page: await applicantPage(deps, applicationId) };
};
