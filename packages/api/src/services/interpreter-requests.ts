import { interpreterRequests } from "@kairos/db";
import type { InterpreterRequestInput } from "@kairos/shared";
import type { ApiDeps } from "../context";
import { interpreterRequestAcknowledgement, staffInterpreterRequestMail } from "../mail/templates";

export interface SubmissionResult {
  id: number;
  emailSent: boolean;
}

/** A filled honeypot: answer like a success so that the robot learns nothing; keep nothing. */
export function ignoreRobot(deps: ApiDeps, form: string): SubmissionResult {
  deps.logger.warn("honeypot submission ignored", { form });
  return { id: 0, emailSent: true };
}

/**
 * Stores an interpreter request, then tells the staff and acknowledges to the requester. The
 * row is committed first: a failed mail is logged and never loses the request.
 */
export async function submitInterpreterRequest(
  deps: ApiDeps,
  input: InterpreterRequestInput,
  meta: { ip: string },
): Promise<SubmissionResult> {
  deps.limits.submissions.hit(`interpreter-request:${meta.ip}`);
  const { website: honeypot, ...fields } = input;
  if (honeypot) return ignoreRobot(deps, "interpreter-request");
  const [row] = await deps.database.db
    .insert(interpreterRequests)
    .values(fields)
    .returning({ id: interpreterRequests.id });
  if (!row) throw new Error("insert returned nothing");
  const [staff, ack] = await Promise.all([
    deps.mailer.send({
      to: deps.mail.staffEmail,
      replyTo: input.email,
      ...staffInterpreterRequestMail(input, row.id),
    }),
    deps.mailer.send({ to: input.email, ...interpreterRequestAcknowledgement(input) }),
  ]);
  return { id: row.id, emailSent: staff && ack };
}
