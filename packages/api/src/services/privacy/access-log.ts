import { accessLog, apiKeys, type Db, users } from "@kairos/db";
import {
  ACCESS_ACTION_LABELS,
  ACCESS_SUBJECT_LABELS,
  type AccessAction,
  type AccessLogFilters,
  type AccessLogListQuery,
  type AccessSubject,
  addCalendarDays,
  egyptIsoWithOffset,
  egyptMidnight,
  egyptToday,
  paginationOf,
} from "@kairos/shared";
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { csvStream, safeCell } from "../../platform/csv";

// The staff access log (decision 0035): who opened which uploaded file and who downloaded which
// export. A row is written before the first byte is sent; a row that cannot be written stops
// the download (the database's error is the caller's 503), so no access goes unrecorded.

/** Who is reading, as the request tells it: never a name or an address book entry. */
export interface Accessor {
  /** The staff member, or the admin an API key acts for. */
  userId: string;
  apiKeyId?: string | null | undefined;
  requestId?: string | null | undefined;
  /** The client's address as the per-address limits count it (TRUST_PROXY). */
  ip?: string | null | undefined;
}

/** What was read: a file of a record, or an export with its filters. */
export type AccessEntry =
  | {
      action: "file-opened";
      subject: AccessSubject;
      fileId: string;
      applicationId?: number | undefined;
      registrationId?: number | undefined;
    }
  | { action: "export-downloaded"; subject: AccessSubject; filters: Record<string, unknown> };

/** Records one access; throws what the database throws (its unavailability is a 503). */
export async function recordAccess(db: Db, who: Accessor, entry: AccessEntry) {
  await db.insert(accessLog).values({
    userId: who.userId,
    apiKeyId: who.apiKeyId ?? null,
    requestId: who.requestId ?? null,
    ip: who.ip ?? null,
    ...entry,
  });
}

/** The rows matching `filters`: one person (their keys' accesses too), one action, Egypt days. */
function filterWhere(filters: AccessLogFilters): SQL | undefined {
  return and(
    filters.userId ? eq(accessLog.userId, filters.userId) : undefined,
    filters.action ? eq(accessLog.action, filters.action) : undefined,
    filters.from ? gte(accessLog.at, egyptMidnight(filters.from)) : undefined,
    filters.to ? lt(accessLog.at, egyptMidnight(addCalendarDays(filters.to, 1))) : undefined,
  );
}

const listed = {
  id: accessLog.id,
  at: accessLog.at,
  userId: accessLog.userId,
  userEmail: users.email,
  apiKeyId: accessLog.apiKeyId,
  apiKeyName: apiKeys.name,
  action: accessLog.action,
  subject: accessLog.subject,
  fileId: accessLog.fileId,
  applicationId: accessLog.applicationId,
  registrationId: accessLog.registrationId,
  filters: accessLog.filters,
  requestId: accessLog.requestId,
  ip: accessLog.ip,
};

const selectRows = (db: Db, where: SQL | undefined) =>
  db
    .select(listed)
    .from(accessLog)
    .leftJoin(users, eq(users.id, accessLog.userId))
    .leftJoin(apiKeys, eq(apiKeys.id, accessLog.apiKeyId))
    .where(where)
    .orderBy(desc(accessLog.id));

export type AccessLogRow = Omit<Awaited<ReturnType<typeof selectRows>>[number], "at"> & {
  at: string;
  action: AccessAction;
};

/** A page of the log, newest first. */
export async function listAccessLog(db: Db, query: AccessLogListQuery) {
  const where = filterWhere(query);
  const [total] = await db.select({ n: count() }).from(accessLog).where(where);
  const rows = await selectRows(db, where)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    rows: rows.map((r): AccessLogRow => ({ ...r, at: r.at.toISOString() })),
    pagination: paginationOf(query.page, query.limit, total?.n ?? 0),
  };
}

const BATCH = 1000;

const COLUMNS = [
  "ID",
  "At (Egypt time)",
  "Staff member",
  "Staff e-mail",
  "API key",
  "Action",
  "What",
  "File",
  "Application",
  "Interpreter registration",
  "Filters",
  "Request ID",
  "Client address",
];

async function* csvRows(db: Db, filters: AccessLogFilters) {
  let before: number | undefined;
  for (;;) {
    const batch = await selectRows(
      db,
      and(filterWhere(filters), before === undefined ? undefined : lt(accessLog.id, before)),
    ).limit(BATCH);
    for (const r of batch)
      yield [
        r.id,
        egyptIsoWithOffset(r.at),
        r.userId,
        r.userEmail,
        r.apiKeyName ? `${r.apiKeyName} (${r.apiKeyId})` : r.apiKeyId,
        ACCESS_ACTION_LABELS[r.action],
        ACCESS_SUBJECT_LABELS[r.subject],
        r.fileId,
        r.applicationId,
        r.registrationId,
        r.filters ? JSON.stringify(r.filters) : "",
        r.requestId,
        r.ip,
      ].map(safeCell);
    if (batch.length < BATCH) return;
    before = batch.at(-1)?.id;
  }
}

/** The export's file name: `access-log-{YYYY-MM-DD}.csv`, Egypt's day. */
export const accessLogFileName = (now = new Date()) => `access-log-${egyptToday(now)}.csv`;

/**
 * The log as CSV (UTF-8 with a BOM, a header row, newest first), after recording this export
 * in it: the export of the log is an access like any other.
 */
export async function exportAccessLogCsv(db: Db, filters: AccessLogFilters, who: Accessor) {
  await recordAccess(db, who, {
    action: "export-downloaded",
    subject: "access-log-csv",
    filters,
  });
  return csvStream(COLUMNS, csvRows(db, filters));
}
