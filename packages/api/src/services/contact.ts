import { contactMessages } from "@kairos/db";
import type { ContactMessageInput } from "@kairos/shared";
import type { ApiDeps } from "../context";
import { contactAcknowledgement, staffContactMail } from "../mail/templates";
import { ignoreRobot, type SubmissionResult } from "./interpreter-requests";

/** Stores a contact message, then mails the staff and an acknowledgement to the sender. */
export async function submitContactMessage(
  deps: ApiDeps,
  input: ContactMessageInput,
  meta: { ip: string },
): Promise<SubmissionResult> {
  deps.limits.submissions.hit(`contact:${meta.ip}`);
  const { website: honeypot, ...fields } = input;
  if (honeypot) return ignoreRobot(deps, "contact");
  const [row] = await deps.database.db
    .insert(contactMessages)
    .values(fields)
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("insert returned nothing");
  const [staff, ack] = await Promise.all([
    deps.mailer.send({
      to: deps.mail.staffEmail,
      replyTo: input.email,
      ...staffContactMail(input, row.id),
    }),
    deps.mailer.send({ to: input.email, ...contactAcknowledgement(input) }),
  ]);
  return { id: row.id, emailSent: staff && ack };
}
