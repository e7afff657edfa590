import { staffAlertQueue } from "@kairos/db";
import { EGYPT_TIME_ZONE, toZonedParts } from "@kairos/shared";
import { asc, isNull } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { DIGEST_TEMPLATE, staffDigestMail } from "../../mail/digest-mail";
import { queueMail, sendQueuedMail } from "../../mail/outbox";
import { toStaffWith } from "../../mail/outgoing";
import { claimJobRun } from "../../platform/job-claims";
import { getSiteSettings, mailSettingsOf } from "../settings/settings";

// The daily digest of the staff alerts that Settings send that way (alertStaff queues them).
// Every process's scheduler offers it each minute; from Settings' digest hour (Egypt time) on,
// the one process that claims the Egypt day mails it. The rows it takes are marked in one
// UPDATE ... RETURNING, in the same transaction that stores the digest mail in the outbox:
// either both happen or neither, so an alert is in exactly one digest, and a digest that
// cannot be sent (SMTP down) waits in the outbox for the retries instead of being lost.

export interface DigestRun {
  /** The alerts mailed (or queued to be) in the digest; null when it was not this run's turn. */
  alerts: number | null;
  /** Whether the digest went out now (false: it waits in the outbox, or there was none). */
  sent: boolean;
}

export async function sendStaffDigest(deps: ApiDeps, now = new Date()): Promise<DigestRun> {
  const { date, time } = toZonedParts(now, EGYPT_TIME_ZONE);
  const { digestHour } = await getSiteSettings(deps);
  if (Number(time.slice(0, 2)) < digestHour) return { alerts: null, sent: false };
  if (!(await claimJobRun(deps, "staff-digest", date, now))) return { alerts: null, sent: false };

  // Read before the transaction, which must not wait on another connection (the embedded
  // database has one).
  const contacts = await mailSettingsOf(deps);
  const queued = await deps.database.db.transaction(async (tx) => {
    const taken = await tx
      .update(staffAlertQueue)
      .set({ digestedAt: now })
      .where(isNull(staffAlertQueue.digestedAt))
      .returning({
        id: staffAlertQueue.id,
        kind: staffAlertQueue.kind,
        subject: staffAlertQueue.subject,
        text: staffAlertQueue.text,
        createdAt: staffAlertQueue.createdAt,
      });
    if (taken.length === 0) return null;
    taken.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    const [mail] = await queueMail(
      tx,
      [toStaffWith(deps, contacts, staffDigestMail(date, taken))],
      DIGEST_TEMPLATE,
      "caller",
      now,
    );
    return mail ? { mail, alerts: taken.length } : null;
  });
  if (!queued) return { alerts: 0, sent: false };
  return { alerts: queued.alerts, sent: await sendQueuedMail(deps, queued.mail) };
}

/** The alerts still waiting for a digest (the dashboard and the tests read it). */
export async function pendingDigestAlerts(deps: Pick<ApiDeps, "database">) {
  return deps.database.db
    .select()
    .from(staffAlertQueue)
    .where(isNull(staffAlertQueue.digestedAt))
    .orderBy(asc(staffAlertQueue.createdAt));
}
