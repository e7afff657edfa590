import { applications, rounds } from "@kairos/db";
import {
  ERASABLE_KINDS,
  type ErasableKind,
  egyptToday,
  type RetentionSettings,
} from "@kairos/shared";
import { and, asc, eq, gt, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ApiDeps } from "../../context";
import { claimJobRun } from "../../platform/job-claims";
import { describeError } from "../../platform/logger";
import { getSiteSettings } from "../settings/settings";
import { ERASABLE_TABLES, eraseRecord, RecordHeldError } from "./erasure";

// Retention (decision 0033): once a day, across every process, the records past the time
// Settings keep them are erased (erasure.ts: files deleted, personal fields replaced, the row
// kept so that the dashboard's counts and the ledger stay right, one erasure-log row each).
// A held record is left alone. Every process's scheduler offers the run each minute; the one
// that claims the Egypt day runs it.

const BATCH = 100;

export type RetentionCounts = Record<ErasableKind, number>;

export interface RetentionRun {
  erased: RetentionCounts;
  /** Past their time but held by staff: kept. */
  held: RetentionCounts;
}

const zero = (): RetentionCounts => ({
  application: 0,
  interpreter_registration: 0,
  interpreter_request: 0,
  contact_message: 0,
});

/** `at` plus `months` is before `now`: the record's time is over (whole months, as Postgres adds them). */
const pastMonths = (at: AnyPgColumn, months: number, now: Date) =>
  sql`${at} + make_interval(months => ${months}) < ${now.toISOString()}::timestamptz`;

/**
 * When each kind's time is over. An application: its round's end date (an Egypt day) plus the
 * months is before today in Egypt; a round without an end date keeps its applications. A
 * registration: its last update plus the months; a request or message: its arrival.
 */
function pastTime(kind: ErasableKind, keep: RetentionSettings, now: Date): SQL {
  switch (kind) {
    case "application":
      return sql`(${rounds.endDate} + make_interval(months => ${keep.applicationMonths}))::date < ${egyptToday(now)}::date`;
    case "interpreter_registration":
      return pastMonths(
        ERASABLE_TABLES.interpreter_registration.updatedAt,
        keep.registrationMonths,
        now,
      );
    case "interpreter_request":
      return pastMonths(ERASABLE_TABLES.interpreter_request.createdAt, keep.inboxMonths, now);
    case "contact_message":
      return pastMonths(ERASABLE_TABLES.contact_message.createdAt, keep.inboxMonths, now);
  }
}

/** The next ids of `kind` past their time (not erased yet), after `afterId`, held or not. */
async function dueIds(
  deps: Pick<ApiDeps, "database">,
  kind: ErasableKind,
  keep: RetentionSettings,
  now: Date,
  afterId: number,
) {
  const table = ERASABLE_TABLES[kind];
  const where = and(isNull(table.erasedAt), gt(table.id, afterId), pastTime(kind, keep, now));
  const query = deps.database.db
    .select({ id: table.id, heldAt: table.heldAt })
    .from(table)
    .$dynamic();
  const joined =
    kind === "application"
      ? query.innerJoin(rounds, and(eq(rounds.id, applications.roundId), isNotNull(rounds.endDate)))
      : query;
  return joined.where(where).orderBy(asc(table.id)).limit(BATCH);
}

/**
 * Erases every record past its time as `now` sees it. Safe to run twice at once: each erasure
 * locks its row, and the second finds it erased (no second log row).
 */
export async function eraseExpiredRecords(
  deps: Pick<ApiDeps, "database" | "storage" | "logger" | "publicConfig" | "mail">,
  now = new Date(),
): Promise<RetentionRun> {
  const { retention } = await getSiteSettings(deps);
  const run: RetentionRun = { erased: zero(), held: zero() };
  for (const kind of ERASABLE_KINDS) {
    let afterId = 0;
    for (;;) {
      const due = await dueIds(deps, kind, retention, now, afterId);
      for (const { id, heldAt } of due) {
        afterId = id;
        if (heldAt) {
          run.held[kind]++;
          continue;
        }
        try {
          const done = await eraseRecord(
            deps,
            { kind, id, by: { type: "retention" }, reason: reasonOf(kind, retention) },
            now,
          );
          if (done.erased) run.erased[kind]++;
        } catch (error) {
          // Held meanwhile: kept, as staff asked. Anything else waits for tomorrow's run.
          if (error instanceof RecordHeldError) {
            run.held[kind]++;
          } else {
            deps.logger.error("retention: record not erased", {
              kind,
              id,
              ...describeError(error),
            });
          }
        }
      }
      if (due.length < BATCH) break;
    }
  }
  return run;
}

/** The erasure log's reason: which setting, never the person. */
function reasonOf(kind: ErasableKind, keep: RetentionSettings): string {
  switch (kind) {
    case "application":
      return `Retention: ${keep.applicationMonths} months after the round ended`;
    case "interpreter_registration":
      return `Retention: ${keep.registrationMonths} months after the last update`;
    case "interpreter_request":
    case "contact_message":
      return `Retention: ${keep.inboxMonths} months after it arrived`;
  }
}

/**
 * The scheduler's daily offer: the one process that claims the Egypt day (from its first
 * minute, midnight, a quiet hour) erases what is past its time. The claim names the periods
 * too: when an admin shortens one, what it puts past its time goes that same day, not the next.
 * Null when it was not this process's turn.
 */
export async function runDailyRetention(
  deps: ApiDeps,
  now = new Date(),
): Promise<RetentionRun | null> {
  const { retention } = await getSiteSettings(deps);
  const periods = `${retention.applicationMonths}-${retention.registrationMonths}-${retention.inboxMonths}`;
  if (!(await claimJobRun(deps, "retention", `${egyptToday(now)}:${periods}`, now))) return null;
  return eraseExpiredRecords(deps, now);
}
