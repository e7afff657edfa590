import { type Db, type Tx, users, webhookDeliveries, webhookEndpoints } from "@kairos/db";
import {
  WEBHOOK_MESSAGES,
  type WebhookData,
  type WebhookEndpointCreate,
  type WebhookEvent,
} from "@kairos/shared";
import { and, arrayContains, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import type { StaffUser } from "../../auth/sessions";
import type { ApiDeps } from "../../context";
import { claimDue } from "../../platform/claim-due";
import { DueTimer } from "../../platform/due-timer";
import { AppError } from "../../platform/errors";
import { describeError } from "../../platform/logger";
import { webhookFailures, webhooksGivenUp } from "../../platform/metrics";
import { hostRefused } from "./address";
import { postWebhook } from "./post";

// Webhooks (decision 0013): events POSTed to the endpoints admins registered, signed in the
// Standard Webhooks format with the `standardwebhooks` library (the reference implementation),
// through a queue in the database: each delivery is stored before its first attempt and
// retried with growing delays, by whichever process claims it, until an answer is 2xx.

/** Delays after the 1st, 2nd, ... failed attempt; after the last, the delivery is given up. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [10, 60, 300, 1800, 7200, 21_600, 43_200, 86_400];
/** How long a process holds a claimed delivery while it sends it. */
const CLAIM_LEASE_MS = 2 * 60_000;
const BATCH = 20;
const TIMEOUT_MS = 10_000;

export interface WebhookEndpointView {
  id: string;
  url: string;
  events: WebhookEvent[];
  description: string | null;
  createdBy: string | null;
  createdAt: string;
}

const endpointView = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  description: webhookEndpoints.description,
  createdBy: users.email,
  createdAt: webhookEndpoints.createdAt,
};

const toView = (row: {
  id: string;
  url: string;
  events: string[];
  description: string | null;
  createdBy: string | null;
  createdAt: Date;
}): WebhookEndpointView => ({
  ...row,
  events: row.events as WebhookEvent[],
  createdAt: row.createdAt.toISOString(),
});

/** `whsec_` and 24 random bytes in base64, the Standard Webhooks secret format. */
const newSecret = () =>
  `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64")}`;

/**
 * Registers an endpoint; its signing secret is returned here only. HTTPS only, unless the
 * deployment allows plain HTTP (WEBHOOKS_ALLOW_HTTP, for development and the tests). An
 * address that is not public is refused whatever the scheme, unless it is in a network the
 * deployment trusts (WEBHOOKS_TRUSTED_NETWORKS, decision 0016).
 */
export async function createWebhookEndpoint(
  deps: Pick<ApiDeps, "database" | "webhooks">,
  input: WebhookEndpointCreate,
  creator: StaffUser,
) {
  const url = new URL(input.url);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && deps.webhooks?.allowHttp)) {
    throw new AppError("BAD_REQUEST", WEBHOOK_MESSAGES.url, { url: WEBHOOK_MESSAGES.url });
  }
  if (hostRefused(url, deps.webhooks?.trustedNetworks)) {
    const message = WEBHOOK_MESSAGES.privateAddress;
    throw new AppError("BAD_REQUEST", message, { url: message });
  }
  const secret = newSecret();
  const [row] = await deps.database.db
    .insert(webhookEndpoints)
    .values({
      url: input.url,
      events: input.events,
      description: input.description || null,
      secret,
      createdBy: creator.id,
    })
    .returning();
  if (!row) throw new Error("The endpoint was not stored");
  return { endpoint: toView({ ...row, createdBy: creator.email }), secret };
}

/** The endpoints in use, newest first. */
export async function listWebhookEndpoints(db: Db): Promise<WebhookEndpointView[]> {
  const rows = await db
    .select(endpointView)
    .from(webhookEndpoints)
    .leftJoin(users, eq(users.id, webhookEndpoints.createdBy))
    .where(isNull(webhookEndpoints.disabledAt))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(toView);
}

/** Removes an endpoint: nothing more is sent to it; its deliveries stay listed. */
export async function disableWebhookEndpoint(db: Db, id: string, now = new Date()) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ disabledAt: now })
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.disabledAt)))
    .returning({ id: webhookEndpoints.id });
  if (!row) throw new AppError("NOT_FOUND", WEBHOOK_MESSAGES.notFound);
  await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: null })
    .where(and(eq(webhookDeliveries.endpointId, id), isNull(webhookDeliveries.deliveredAt)));
}

/**
 * Queues `event` for every endpoint that asked for it, in the transaction of the change it
 * tells of: the event is stored with the change or not at all, so neither a process that
 * stops nor a database that fails right after the commit loses it (decision 0013). Once the
 * transaction has committed, the caller sends it at once with deliverWebhooksSoon (else the
 * scheduler's next run does).
 */
export async function queueWebhookEvent<E extends WebhookEvent>(
  tx: Db | Tx,
  event: E,
  // Typed by the schema the REST document publishes for the event (webhook-payloads.ts).
  data: WebhookData<E>,
  now = new Date(),
) {
  const payload = { type: event, timestamp: now.toISOString(), data };
  // One statement (INSERT ... SELECT): the changes that queue events hold row locks meanwhile.
  // (drizzle's insert().select() takes every column of the table; the columns are snake_case.)
  await tx.execute(sql`
    insert into ${webhookDeliveries} (endpoint_id, event, payload, next_attempt_at)
    select ${webhookEndpoints.id}, ${event}, ${JSON.stringify(payload)}::jsonb, ${now.toISOString()}::timestamptz
    from ${webhookEndpoints}
    where ${and(isNull(webhookEndpoints.disabledAt), arrayContains(webhookEndpoints.events, [event]))}`);
}

/** A booking's event: who changed it (staff, the applicant) and where it stands now. */
export const queueBookingEvent = (
  tx: Db | Tx,
  event: "booking.made" | "booking.moved" | "booking.cancelled",
  booking: { applicationId: number | null; slotId: number; startsAt: Date; fromSlotId?: number },
  by: "staff" | "applicant",
  now = new Date(),
) => {
  const { applicationId, slotId, startsAt, fromSlotId } = booking;
  const data = {
    booking: { applicationId, slotId, startsAt: startsAt.toISOString(), fromSlotId, by },
  };
  return queueWebhookEvent(tx, event, data, now);
};

/** Per process (its deps): whether a run is going, and whether another is asked for after it. */
const soonRuns = new WeakMap<ApiDeps, { again: boolean }>();

/**
 * Sends the due deliveries now, after the commit that queued them, without making the request
 * wait. Calls that come while a run is going ask for one more after it, rather than a claim
 * each (a rush of bookings would otherwise compete for the same rows). A failure is logged and
 * left to the scheduler's next run.
 */
export function deliverWebhooksSoon(deps: ApiDeps) {
  const going = soonRuns.get(deps);
  if (going) {
    going.again = true;
    return;
  }
  const state = { again: true };
  soonRuns.set(deps, state);
  void (async () => {
    while (state.again) {
      state.again = false;
      await deliverDueWebhooks(deps);
    }
  })()
    .catch((error: unknown) =>
      deps.logger.error("webhook delivery run failed", describeError(error)),
    )
    .finally(() => soonRuns.delete(deps));
}

/** Per process (its deps): the timer that sends each failed delivery's next try when due. */
const retryTimers = new WeakMap<ApiDeps, DueTimer>();

const retryTimer = (deps: ApiDeps) => {
  let timer = retryTimers.get(deps);
  if (!timer) {
    timer = new DueTimer(() => deliverWebhooksSoon(deps));
    retryTimers.set(deps, timer);
  }
  return timer;
};

/** Ends this process's timed retries (the server is stopping): other processes' sweeps remain. */
export function stopWebhookRetries(deps: ApiDeps) {
  retryTimer(deps).stop();
}

export interface WebhookRun {
  delivered: number;
  failed: number;
  gaveUp: number;
}

/**
 * One signed POST; the answer's status and the start of its body, or, when there is no
 * answer, one text for every reason (decision 0016): the console must not tell a closed port
 * from an open one or a refused address from a name that does not resolve. The reason goes to
 * the log.
 */
async function send(
  deps: Pick<ApiDeps, "webhooks" | "logger">,
  delivery: { id: string; payload: unknown },
  endpoint: { id: string; url: string; secret: string },
): Promise<{ status: number | null; response: string }> {
  const body = JSON.stringify(delivery.payload);
  // Signed at the moment it leaves: receivers refuse a timestamp far from their clock.
  const now = new Date();
  const signature = new Webhook(endpoint.secret).sign(`msg_${delivery.id}`, now, body);
  try {
    const { status, excerpt } = await postWebhook(
      new URL(endpoint.url),
      body,
      {
        "content-type": "application/json",
        "user-agent": "Kairos-Webhooks/1",
        "webhook-id": `msg_${delivery.id}`,
        "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
        "webhook-signature": signature,
      },
      {
        timeoutMs: deps.webhooks?.timeoutMs ?? TIMEOUT_MS,
        trusted: deps.webhooks?.trustedNetworks ?? [],
        resolve: deps.webhooks?.resolve,
      },
    );
    return { status, response: excerpt };
  } catch (error) {
    const { stack: _, ...reason } = describeError(error);
    deps.logger.warn("webhook delivery got no answer", {
      deliveryId: delivery.id,
      endpointId: endpoint.id,
      ...reason,
    });
    return { status: null, response: WEBHOOK_MESSAGES.unreachable };
  }
}

/**
 * Sends the deliveries that are due. Each is claimed by moving its next attempt a lease ahead
 * (`UPDATE ... WHERE next_attempt_at <= now RETURNING`), so that of several processes one
 * sends it. A 2xx answer delivers it; anything else schedules the next attempt (and this
 * process's timer for it), or gives up after the last delay.
 */
export async function deliverDueWebhooks(deps: ApiDeps, now = new Date()): Promise<WebhookRun> {
  const { db } = deps.database;
  const claimed = await claimDue(db, webhookDeliveries, {
    now,
    batch: BATCH,
    leaseMs: CLAIM_LEASE_MS,
  });
  const run: WebhookRun = { delivered: 0, failed: 0, gaveUp: 0 };
  if (claimed.length === 0) return run;
  const ids = [...new Set(claimed.map((d) => d.endpointId))];
  const endpoints = await db
    .select()
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.id, ids));
  const byId = new Map(endpoints.map((e) => [e.id, e]));
  // All at once: a run lasts one timeout however many receivers are slow, well inside the
  // claim's lease, so that no other run claims a delivery still being sent.
  await Promise.all(
    claimed.map(async (delivery) => {
      const outcome = await attempt(deps, delivery, byId.get(delivery.endpointId), now);
      if (outcome === "delivered") run.delivered++;
      if (outcome !== "failed" && outcome !== "gave up") return;
      run.failed++;
      webhookFailures.inc();
      if (outcome === "gave up") {
        run.gaveUp++;
        webhooksGivenUp.inc();
      }
    }),
  );
  return run;
}

type Delivery = typeof webhookDeliveries.$inferSelect;
type Endpoint = typeof webhookEndpoints.$inferSelect;

/** One try of `delivery`, its row updated with the answer: delivered, failed, or given up. */
async function attempt(
  deps: ApiDeps,
  delivery: Delivery,
  endpoint: Endpoint | undefined,
  now: Date,
): Promise<"delivered" | "failed" | "gave up" | "removed"> {
  const { db } = deps.database;
  const update = (values: Partial<Delivery>) =>
    db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, delivery.id));
  if (!endpoint || endpoint.disabledAt) {
    // Removed meanwhile: nothing more is sent.
    await update({ nextAttemptAt: null });
    return "removed";
  }
  const { status, response } = await send(deps, delivery, endpoint);
  const answered = { lastAttemptAt: now, lastStatus: status, lastResponse: response };
  if (status !== null && status >= 200 && status < 300) {
    await update({ ...answered, deliveredAt: now, nextAttemptAt: null });
    return "delivered";
  }
  const delay = WEBHOOK_RETRY_DELAYS_SECONDS[delivery.attempts - 1];
  if (delay === undefined) {
    await update({ ...answered, nextAttemptAt: null, gaveUpAt: now });
    return "gave up";
  }
  const next = new Date(now.getTime() + delay * 1000);
  await update({ ...answered, nextAttemptAt: next });
  // The next try on the schedule's time (10 s is 10 s), not at the scheduler's next minute:
  // this process wakes then and claims it like any run, so whichever process claims it first
  // sends it; the scheduler's sweep remains for a process that stopped meanwhile.
  retryTimer(deps).add(delivery.id, next);
  return "failed";
}

/** Deliveries still to be answered 2xx, for the metrics (counted at each scrape). */
export async function countPendingWebhooks(db: Db): Promise<number> {
  const [row] = await db
    .select({ pending: count() })
    .from(webhookDeliveries)
    .where(and(isNull(webhookDeliveries.deliveredAt), isNull(webhookDeliveries.gaveUpAt)));
  return row?.pending ?? 0;
}

/** Sends a delivery again now (the console's "send again"), whatever became of it. */
export async function resendWebhookDelivery(deps: ApiDeps, id: string, now = new Date()) {
  const [row] = await deps.database.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: now, gaveUpAt: null, deliveredAt: null })
    .where(eq(webhookDeliveries.id, id))
    .returning({ id: webhookDeliveries.id });
  if (!row) throw new AppError("NOT_FOUND", WEBHOOK_MESSAGES.deliveryNotFound);
  deliverWebhooksSoon(deps);
}

/** The latest deliveries (of one endpoint, or all), with their last answer. */
export async function listWebhookDeliveries(db: Db, endpointId?: string, limit = 50) {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(endpointId ? eq(webhookDeliveries.endpointId, endpointId) : undefined)
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    endpointId: row.endpointId,
    event: row.event as WebhookEvent,
    attempts: row.attempts,
    state: row.deliveredAt ? "delivered" : row.gaveUpAt ? "given up" : "pending",
    lastStatus: row.lastStatus,
    lastResponse: row.lastResponse,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
