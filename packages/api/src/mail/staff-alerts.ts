import { staffAlertQueue } from "@kairos/db";
import type { AlertDelivery, StaffAlertKind } from "@kairos/shared";
import type { ApiDeps } from "../context";
import { describeError } from "../platform/logger";
import { getSiteSettings } from "../services/settings/settings";
import type { MailMessage } from "./mailer";
import { type MailOwner, sendOrQueue } from "./outbox";
import { toStaff } from "./outgoing";

/**
 * What a staff alert says: a subject and a text (and its HTML), never an attachment. It names
 * the record by its reference and links to it in the console; the person's details and their
 * documents stay behind the console's sign-in and its access log (decision 0035).
 */
type Content = Pick<MailMessage, "subject" | "text" | "html">;

/** How Settings send `kind`; a failed read sends it one by one (an alert is never lost). */
async function deliveryOf(deps: ApiDeps, kind: StaffAlertKind): Promise<AlertDelivery> {
  try {
    return (await getSiteSettings(deps)).staffAlerts[kind];
  } catch {
    return "each";
  }
}

/**
 * A staff alert of `kind` (a new application, proof, withdrawal, request, message or
 * registration), sent as Settings say for that kind: at once ("each"), into the daily digest's
 * queue ("digest", staff-digest.ts mails it), or not at all ("off": the webhooks still tell
 * any system that listens). True when it is taken care of (sent, queued for the digest, or
 * off); false when it waits in the mail outbox for a retry.
 */
export async function alertStaff(
  deps: ApiDeps,
  kind: StaffAlertKind,
  content: Content,
  options: { owner?: MailOwner } = {},
): Promise<boolean> {
  // Only these parts, whatever else a caller's object holds: no attachment is ever mailed.
  const { subject, text, html } = content;
  const delivery = await deliveryOf(deps, kind);
  if (delivery === "off") return true;
  if (delivery === "digest") {
    try {
      await deps.database.db.insert(staffAlertQueue).values({ kind, subject, text });
      return true;
    } catch (error) {
      // The queue cannot take it (database trouble): mailing it alone beats losing it.
      deps.logger.error("staff alert could not join the digest; sending it now", {
        kind,
        ...describeError(error),
      });
    }
  }
  return sendOrQueue(deps, await toStaff(deps, { subject, text, html }), options.owner);
}
