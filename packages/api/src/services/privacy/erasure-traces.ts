import { mailOutbox, staffAlertQueue, type Tx, webhookDeliveries } from "@kairos/db";
import { ERASED_MARKER, type ErasableKind } from "@kairos/shared";
import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";

// What a record left elsewhere (decision 0033): mails about the person not yet sent (the
// outbox keeps each whole), staff alerts waiting for or kept after the digest (their text
// names the person), and webhook deliveries, whose stored body is the event as sent.

/** The event whose body is an inbox entry's form, with its `id`, by kind. */
const INBOX_EVENT: Partial<Record<ErasableKind, string>> = {
  interpreter_request: "interpreter_request.received",
  contact_message: "contact_message.received",
};

function deliveriesOf(kind: ErasableKind, id: number): SQL {
  const p = webhookDeliveries.payload;
  const text = String(id);
  if (kind === "application") {
    return sql`(${p} #>> '{data,application,id}' = ${text}
      or ${p} #>> '{data,booking,applicationId}' = ${text}
      or ${p} #>> '{data,payment,applicationId}' = ${text})`;
  }
  const event = INBOX_EVENT[kind];
  if (!event) return sql`false`;
  return sql`(${webhookDeliveries.event} = ${event} and ${p} #>> '{data,id}' = ${text})`;
}

/**
 * Erases the traces of the record `id` whose e-mail was `email` (before its erasure), in the
 * caller's transaction.
 */
export async function eraseTraces(
  tx: Tx,
  kind: ErasableKind,
  id: number,
  email: string,
  now: Date,
) {
  // An application's mails carry its id; the inboxes' and registrations' are found by address.
  const byAddress = email
    ? and(
        isNull(mailOutbox.applicationId),
        or(
          sql`${mailOutbox.message} ->> 'to' = ${email}`,
          sql`${mailOutbox.message} ->> 'replyTo' = ${email}`,
        ),
      )
    : undefined;
  const mails =
    kind === "application" ? or(eq(mailOutbox.applicationId, id), byAddress) : byAddress;
  if (mails) await tx.delete(mailOutbox).where(mails);
  if (email) {
    await tx
      .update(staffAlertQueue)
      .set({ subject: ERASED_MARKER, text: ERASED_MARKER })
      .where(
        or(
          sql`strpos(${staffAlertQueue.text}, ${email}) > 0`,
          sql`strpos(${staffAlertQueue.subject}, ${email}) > 0`,
        ),
      );
  }
  // The body keeps its type and time (a receiver's log stays whole); one still waiting is not
  // sent, as its data is gone.
  const p = webhookDeliveries.payload;
  await tx
    .update(webhookDeliveries)
    .set({
      payload: sql`jsonb_build_object('type', ${p} -> 'type', 'timestamp', ${p} -> 'timestamp', 'data', jsonb_build_object('erased', true))`,
      nextAttemptAt: null,
      gaveUpAt: sql`case when ${webhookDeliveries.deliveredAt} is null then coalesce(${webhookDeliveries.gaveUpAt}, ${now.toISOString()}::timestamptz) end`,
      lastResponse: null,
    })
    .where(deliveriesOf(kind, id));
}
