import type { StaffAlertKind } from "@kairos/shared";
import type { ApiDeps } from "../context";
import type { MailMessage } from "./mailer";
import { type MailOwner, sendOrQueue } from "./outbox";
import { toStaff } from "./outgoing";

type Content = Omit<MailMessage, "to" | "replyTo">;

/**
 * A staff alert of `kind` (a new application, proof, withdrawal, request, message or
 * registration), sent as Settings say for that kind. True when it is taken care of (sent, or
 * queued for the digest); false when it waits in the mail outbox for a retry.
 */
export async function alertStaff(
  deps: ApiDeps,
  kind: StaffAlertKind,
  content: Content,
  options: { replyTo?: string; owner?: MailOwner } = {},
): Promise<boolean> {
  void kind;
  return sendOrQueue(deps, await toStaff(deps, content, options.replyTo), options.owner);
}
