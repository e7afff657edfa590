import { type Db, waitlist } from "@kairos/db";
import {
  paginationOf,
  WAITLIST_MESSAGES,
  type WaitlistJoinInput,
  type WaitlistListQuery,
} from "@kairos/shared";
import { count, desc, isNotNull, isNull } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { queueMail, sendDueMail } from "../../mail/outbox";
import { registrationOpenMail } from "../../mail/waitlist-mail";
import { recordSubmission } from "../../platform/form-limits";
import { describeError } from "../../platform/logger";
import { getSettingsConfig } from "../settings/settings";
import { registrationIsOpen } from "./registration-gate";

// The "tell me when" list (GAP-27): while /register takes no applications, a visitor leaves an
// address; once registration opens, every address waiting is mailed once. Staff see the list
// on the dashboard. Nothing has to be remembered: the scheduler checks every minute, and a
// staff change that may open registration (Settings, a round, slots) checks at once.

export const REGISTRATION_OPEN_TEMPLATE = "Registration open";

/**
 * Adds the address (counted against the form's limits like the other public forms). The answer
 * is the same whether it was on the list already; an address already mailed is put back to
 * wait, since the person asks again. A filled honeypot stores nothing and answers the same.
 */
export function joinWaitlist(deps: ApiDeps, input: WaitlistJoinInput, meta: { ip: string }) {
  const { website: honeypot, email } = input;
  return recordSubmission(deps, { form: "waitlist", ip: meta.ip, email }, async () => {
    if (!honeypot) {
      await deps.database.db
        .insert(waitlist)
        .values({ email })
        .onConflictDoUpdate({ target: waitlist.email, set: { mailedAt: null } });
      // Registration may be open already (the form is on the page only while it is not, but
      // the API takes it any time): then the mail goes at once.
      mailWaitlistSoon(deps);
    }
    return { message: WAITLIST_MESSAGES.joined };
  });
}

/** The list for staff, newest first, with how many wait and how many were mailed. */
export async function listWaitlist(db: Db, query: WaitlistListQuery) {
  const [entries, [waiting], [mailed]] = await Promise.all([
    db
      .select()
      .from(waitlist)
      .orderBy(desc(waitlist.createdAt), desc(waitlist.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(waitlist).where(isNull(waitlist.mailedAt)),
    db.select({ n: count() }).from(waitlist).where(isNotNull(waitlist.mailedAt)),
  ]);
  const waitingCount = waiting?.n ?? 0;
  const mailedCount = mailed?.n ?? 0;
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      email: entry.email,
      createdAt: entry.createdAt.toISOString(),
      mailedAt: entry.mailedAt?.toISOString() ?? null,
    })),
    waiting: waitingCount,
    mailed: mailedCount,
    pagination: paginationOf(query.page, query.limit, waitingCount + mailedCount),
  };
}

/**
 * While registration is open, mails every address still waiting, once: the addresses are
 * marked and their mails queued in one transaction (the conditional UPDATE lets one of several
 * processes take each address), then the outbox sends them and retries a failure. A process
 * that stops after the commit leaves the mails queued for the next process's scheduler; none
 * is lost and none goes twice.
 */
export async function mailWaitlist(deps: ApiDeps, now = new Date()) {
  const { db } = deps.database;
  const [someone] = await db
    .select({ id: waitlist.id })
    .from(waitlist)
    .where(isNull(waitlist.mailedAt))
    .limit(1);
  if (!someone || !(await registrationIsOpen(deps, now))) return { queued: 0 };
  const config = await getSettingsConfig(deps);
  const content = registrationOpenMail({
    cohort: config.nextCohort,
    registerUrl: `${deps.mail.publicUrl}/register`,
    supportEmail: config.supportEmail,
  });
  const queued = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(waitlist)
      .set({ mailedAt: now })
      .where(isNull(waitlist.mailedAt))
      .returning({ email: waitlist.email });
    const messages = claimed.map(({ email }) => ({ to: email, ...content }));
    await queueMail(tx, messages, REGISTRATION_OPEN_TEMPLATE, "outbox", now);
    return claimed.length;
  });
  if (queued > 0) {
    deps.logger.info("registration open: the waiting list was mailed", { queued });
    await sendDueMail(deps, now);
  }
  return { queued };
}

/** mailWaitlist after a change that may open registration, without holding its request. */
export function mailWaitlistSoon(deps: ApiDeps) {
  void mailWaitlist(deps).catch((error: unknown) =>
    deps.logger.error("waiting list not mailed", describeError(error)),
  );
}
