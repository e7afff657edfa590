import type { Db, mailOutbox, webhookDeliveries } from "@kairos/db";
import { and, asc, inArray, lte, type SQL, sql } from "drizzle-orm";

/** The tables of rows tried again later: each row has its next attempt and its attempts. */
type RetriedTable = typeof mailOutbox | typeof webhookDeliveries;

/**
 * Claims up to `batch` rows of `table` that are due (`next_attempt_at <= now`, and `where`):
 * their next attempt moves a lease ahead and their attempts count one more, in one
 * `UPDATE ... RETURNING`, so that of several processes running this at once, Postgres lets
 * one take each row. A claimant that dies leaves the row to be claimed again once the lease
 * has run out.
 */
export async function claimDue<T extends RetriedTable>(
  db: Db,
  table: T,
  options: { now: Date; batch: number; leaseMs: number; where?: SQL },
): Promise<T["$inferSelect"][]> {
  // One table type for the query builder: both have the columns used here.
  const t = table as typeof mailOutbox;
  const due = and(options.where, lte(t.nextAttemptAt, options.now));
  const oldestDue = db
    .select({ id: t.id })
    .from(t)
    .where(due)
    .orderBy(asc(t.nextAttemptAt))
    .limit(options.batch);
  return db
    .update(t)
    .set({
      nextAttemptAt: new Date(options.now.getTime() + options.leaseMs),
      attempts: sql`${t.attempts} + 1`,
    })
    .where(and(due, inArray(t.id, oldestDue)))
    .returning() as Promise<T["$inferSelect"][]>;
}
