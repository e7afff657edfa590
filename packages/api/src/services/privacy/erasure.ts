import { applications, type Db, erasureLog, storedFiles, type Tx } from "@kairos/db";
import { ERASABLE_KINDS, type ErasableKind, type ErasedBy } from "@kairos/shared";
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { AppError } from "../../platform/errors";
import { describeError } from "../../platform/logger";
import { ERASABLE_TABLES, eraseFields } from "./erasure-fields";
import { eraseTraces } from "./erasure-traces";

// Erasure (decision 0033): the one way a person's data leaves the database, for the daily
// retention job, the person's own request and the staff. One transaction locks the record,
// refuses a held one, replaces its personal fields and those of the rows hanging off it, deletes
// its files' rows and writes the erasure log; the files' bytes are removed after the commit.
// A removal that fails is not lost: the file no longer has a stored_files row, so the hourly
// sweep of unreferenced uploads (storage/sweeper.ts) removes it on its next run.

export { ERASABLE_TABLES, erasedEmail } from "./erasure-fields";
export { ERASABLE_KINDS, type ErasableKind };

export type ErasureBy =
  | { type: "staff"; userId: string }
  | { type: "applicant" }
  | { type: "retention" };

export interface EraseRequest {
  kind: ErasableKind;
  id: number;
  by: ErasureBy;
  /** Why, for the log: e.g. "retention: 24 months after the round ended". Never personal data. */
  reason: string;
}

export interface EraseResult {
  erased: boolean;
  alreadyErased: boolean;
  /** Files the record lost (their bytes removed now, or by the sweep if removal failed). */
  filesDeleted: number;
}

export const ERASED_APPLICATION_MESSAGE =
  "This application's personal data was erased: there is no one to write to or note about.";

/**
 * Refuses a staff change that would mail or note about an erased applicant (409). Checked
 * before the change's own transaction: an erasure committing in between leaves only a mail to
 * the erased marker, which is no address and is never delivered.
 */
export async function refuseErasedApplications(db: Db | Tx, ids: number[]) {
  if (!ids.length) return;
  const [erased] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(inArray(applications.id, ids), isNotNull(applications.erasedAt)))
    .limit(1);
  if (erased) throw new AppError("CONFLICT", ERASED_APPLICATION_MESSAGE);
}

export const RECORD_HELD_MESSAGE =
  "This record is on hold, so it cannot be erased. Release the hold first.";
/**
 * The refusal of a held record (409): its own class, so that callers (the retention job, the
 * erasure requests) tell it apart from other conflicts without reading the message.
 */
export class RecordHeldError extends AppError {
  constructor() {
    super("CONFLICT", RECORD_HELD_MESSAGE);
    this.name = "RecordHeldError";
  }
}

const notFound = () => new AppError("NOT_FOUND", "Record not found");

type ErasureDeps = Pick<ApiDeps, "database" | "storage" | "logger">;

/** Erases one record; a second erasure answers `alreadyErased`. A held record is a 409 (RecordHeldError). */
export async function eraseRecord(
  deps: ErasureDeps,
  request: EraseRequest,
  now = new Date(),
): Promise<EraseResult> {
  const { kind, id, by, reason } = request;
  const table = ERASABLE_TABLES[kind];
  const done = await deps.database.db.transaction(async (tx) => {
    // The row lock makes a second erasure at the same moment wait, then find it erased.
    const [row] = await tx
      .select({ email: table.email, erasedAt: table.erasedAt, heldAt: table.heldAt })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!row) throw notFound();
    if (row.erasedAt) return { keys: null };
    if (row.heldAt) throw new RecordHeldError();
    const fileIds = await eraseFields(tx, kind, id);
    await eraseTraces(tx, kind, id, row.email, now);
    const files = fileIds.length
      ? await tx
          .delete(storedFiles)
          .where(inArray(storedFiles.id, fileIds))
          .returning({ key: storedFiles.key })
      : [];
    await tx.update(table).set({ erasedAt: now, erasedBy: by.type }).where(eq(table.id, id));
    await tx.insert(erasureLog).values({
      kind,
      recordId: id,
      byType: by.type,
      byUserId: by.type === "staff" ? by.userId : null,
      reason,
      erasedAt: now,
      filesDeleted: files.length,
    });
    return { keys: files.map((f) => f.key) };
  });
  if (!done.keys) return { erased: false, alreadyErased: true, filesDeleted: 0 };
  for (const key of done.keys) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      // Ids only in the log; the sweep of unreferenced uploads retries it (see above).
      deps.logger.warn("erased record's file not removed; the uploads sweep will", {
        kind,
        id,
        key,
        ...describeError(error),
      });
    }
  }
  deps.logger.info("record erased", { kind, id, by: by.type, files: done.keys.length });
  return { erased: true, alreadyErased: false, filesDeleted: done.keys.length };
}

export interface HoldRequest {
  kind: ErasableKind;
  id: number;
  userId: string;
  /** True holds the record from erasure; false releases it. */
  hold: boolean;
}

/** Holds a record from erasure or releases it; answers the record's hold as it now is. */
export async function holdRecord(
  db: Db,
  { kind, id, userId, hold }: HoldRequest,
  now = new Date(),
): Promise<{ id: number; heldAt: string | null }> {
  const table = ERASABLE_TABLES[kind];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ erasedAt: table.erasedAt, heldAt: table.heldAt })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!row) throw notFound();
    if (row.erasedAt) {
      throw new AppError("CONFLICT", "This record is already erased; there is nothing to hold.");
    }
    // Holding a held record keeps its first hold's time and holder.
    if (hold && row.heldAt) return { id, heldAt: row.heldAt.toISOString() };
    // A hold is not an update of the person's data: the registration's clock (its last
    // update) stays where it was.
    const hold_ = hold ? { heldAt: now, heldById: userId } : { heldAt: null, heldById: null };
    await tx
      .update(table)
      .set({ ...hold_, updatedAt: sql`${table.updatedAt}` })
      .where(eq(table.id, id));
    return { id, heldAt: hold ? now.toISOString() : null };
  });
}

export interface ErasureLogEntry {
  id: number;
  kind: ErasableKind;
  recordId: number;
  byType: ErasedBy;
  byUserId: string | null;
  reason: string;
  erasedAt: string;
  filesDeleted: number;
}

/** The erasure log, newest first. */
export async function listErasureLog(
  db: Db,
  { limit = 100, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<ErasureLogEntry[]> {
  const rows = await db
    .select()
    .from(erasureLog)
    .orderBy(desc(erasureLog.erasedAt), desc(erasureLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, erasedAt: r.erasedAt.toISOString() }));
}
