import { applicationHistory, type Db, mailOutbox, type Tx } from "@kairos/db";
import { count, eq, isNull } from "drizzle-orm";
import type { ApiDeps } from "../context";
import { claimDue } from "../platform/claim-due";
import { describeError } from "../platform/logger";
import { mailGivenUp, mailSendFailures } from "../platform/metrics";
import type { MailMessage } from "./mailer";
import type { AddressedMail } from "./outgoing";

// A mail that fails when it is due (SMTP down) is kept in `mail_outbox` and retried by the
// scheduler, so an SMTP outage delays mail instead of losing it.

/** Minutes to wait before each retry; after the last one the mail is given up (and logged). */
const MAIL_RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 240] as const;
/** How long a claimed row stays with the process sending it; a crashed sender's row returns. */
const CLAIM_LEASE_MS = 10 * 60_000;
/** Rows per scheduler run, so one run stays short even after a long outage. */
const BATCH = 25;

/** The application a mail belongs to: a later success is recorded on its history. */
export interface MailOwner {
  applicationId: number;
  /** The history's `detail`, e.g. "Application confirmation". */
  template: string;
}

type StoredAttachment = { filename: string; contentType: string; content: string; base64?: true };
type StoredMessage = Omit<MailMessage, "attachments"> & { attachments?: StoredAttachment[] };

function toStored(message: MailMessage): StoredMessage {
  return {
    ...message,
    attachments: message.attachments?.map((a) =>
      typeof a.content === "string"
        ? { ...a, content: a.content }
        : { ...a, content: Buffer.from(a.content).toString("base64"), base64: true as const },
    ),
  };
}

function fromStored(stored: StoredMessage): MailMessage {
  return {
    ...stored,
    attachments: stored.attachments?.map(({ base64, ...a }) => ({
      ...a,
      content: base64 ? Buffer.from(a.content, "base64") : a.content,
    })),
  };
}

const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/**
 * Sends `message` (addressed by toPerson or toStaff) now; if that fails, queues it as it is,
 * Reply-To included, for the scheduler's retries. Resolves whether it went out now (the
 * `emailSent` callers report). Never throws: the data is already committed and a mail problem
 * must not turn a stored submission into an error.
 */
export async function sendOrQueue(
  deps: ApiDeps,
  message: AddressedMail,
  owner?: MailOwner,
  now = new Date(),
): Promise<boolean> {
  if (await deps.mailer.send(message)) return true;
  mailSendFailures.inc();
  try {
    await deps.database.db.insert(mailOutbox).values({
      message: toStored(message),
      applicationId: owner?.applicationId,
      template: owner?.template,
      nextAttemptAt: minutesAfter(now, MAIL_RETRY_DELAYS_MINUTES[0]),
    });
  } catch (error) {
    deps.logger.error("mail could not be queued for a retry", {
      template: owner?.template,
      ...describeError(error),
    });
  }
  return false;
}

/**
 * Stores `messages` in the outbox inside the caller's transaction: a mail that must go exactly
 * when its data changes is committed with that change or not at all, so that neither an SMTP
 * outage nor the process stopping before the send loses it. Who sends it first:
 * - "outbox" (a batch, such as the waiting list's): due at once, for the outbox's own run
 *   (sendDueMail), which claims each row, so that several processes send each once;
 * - "caller" (one mail the caller sends right after its commit with sendQueuedMail, whose
 *   answer says whether it went): due a minute later, when the scheduler takes it over.
 * Returns the stored rows.
 */
export async function queueMail(
  tx: Db | Tx,
  messages: MailMessage[],
  template: string,
  firstTry: "outbox" | "caller",
  now = new Date(),
): Promise<{ id: number; message: MailMessage }[]> {
  if (messages.length === 0) return [];
  const rows = await tx
    .insert(mailOutbox)
    .values(
      messages.map((message) => ({
        message: toStored(message),
        template,
        // attempts 0: the outbox's first claim counts the first try (see retryQueuedMail).
        ...(firstTry === "outbox"
          ? { attempts: 0, nextAttemptAt: now }
          : { nextAttemptAt: minutesAfter(now, MAIL_RETRY_DELAYS_MINUTES[0]) }),
      })),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((row, i) => ({ id: row.id, message: messages[i] as MailMessage }));
}

/** Sends the queued mails due at `now`, batch after batch while batches come full. */
export async function sendDueMail(deps: ApiDeps, now = new Date()): Promise<MailRetryRun> {
  const total: MailRetryRun = { sent: 0, failed: 0, gaveUp: 0 };
  for (;;) {
    const run = await retryQueuedMail(deps, now);
    total.sent += run.sent;
    total.failed += run.failed;
    total.gaveUp += run.gaveUp;
    if (run.sent + run.failed + run.gaveUp < BATCH) return total;
  }
}

/**
 * Sends a mail that `queueMail` stored for its caller: sent, its row goes; failed, the row stays
 * for the scheduler's retries. Resolves whether it went out now; never throws.
 */
export async function sendQueuedMail(
  deps: ApiDeps,
  queued: { id: number; message: MailMessage },
): Promise<boolean> {
  if (!(await deps.mailer.send(queued.message))) {
    mailSendFailures.inc();
    return false;
  }
  try {
    await deps.database.db.delete(mailOutbox).where(eq(mailOutbox.id, queued.id));
  } catch (error) {
    // The row comes due in a minute and the mail goes out once more: a second copy, not a loss.
    deps.logger.error("a sent mail stayed in the outbox", {
      outboxId: queued.id,
      ...describeError(error),
    });
  }
  return true;
}

/**
 * Sends `message` once and never queues it: for a mail that is worth only its moment, such as
 * the application form's e-mail code, which a later code replaces and the form does without
 * when it cannot be sent (decision 0009). Resolves whether it went out.
 */
export async function sendNow(deps: ApiDeps, message: MailMessage): Promise<boolean> {
  if (await deps.mailer.send(message)) return true;
  mailSendFailures.inc();
  return false;
}

export interface MailRetryRun {
  sent: number;
  failed: number;
  gaveUp: number;
}

/**
 * Retries the queued mails that are due. Each row is claimed by moving its next attempt a
 * lease ahead (`UPDATE ... WHERE next_attempt_at <= now RETURNING`): Postgres lets one of
 * several concurrent runs take it. A success deletes the row and, for an application's mail,
 * adds `mail-sent` to its history (after the earlier `mail-failed`).
 */
export async function retryQueuedMail(deps: ApiDeps, now = new Date()): Promise<MailRetryRun> {
  const { db } = deps.database;
  const claimed = await claimDue(db, mailOutbox, {
    now,
    batch: BATCH,
    leaseMs: CLAIM_LEASE_MS,
    where: isNull(mailOutbox.gaveUpAt),
  });

  const run: MailRetryRun = { sent: 0, failed: 0, gaveUp: 0 };
  for (const row of claimed) {
    const message = fromStored(row.message as StoredMessage);
    if (await deps.mailer.send(message)) {
      run.sent++;
      await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
      if (row.applicationId !== null) {
        await db.insert(applicationHistory).values({
          applicationId: row.applicationId,
          event: "mail-sent",
          detail: row.template,
        });
      }
      continue;
    }
    run.failed++;
    mailSendFailures.inc();
    // attempts counts the first try at the request, so retry n has attempts n + 1.
    const delay = MAIL_RETRY_DELAYS_MINUTES[row.attempts - 1];
    if (delay === undefined) {
      run.gaveUp++;
      mailGivenUp.inc();
      deps.logger.error("mail given up after retries", {
        outboxId: row.id,
        template: row.template,
        attempts: row.attempts,
      });
      await db.update(mailOutbox).set({ gaveUpAt: now }).where(eq(mailOutbox.id, row.id));
    } else {
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: minutesAfter(now, delay) })
        .where(eq(mailOutbox.id, row.id));
    }
  }
  return run;
}

/** The mails waiting for a retry (the metrics' queue depth); given-up rows are not waiting. */
export async function countQueuedMail(deps: Pick<ApiDeps, "database">): Promise<number> {
  const [row] = await deps.database.db
    .select({ queued: count() })
    .from(mailOutbox)
    .where(isNull(mailOutbox.gaveUpAt));
  return row?.queued ?? 0;
}
