import { storedFiles } from "@kairos/db";
import { eq } from "drizzle-orm";
import { recordOfFile, requireScope, type ScopedKey } from "../../auth/file-scopes";
import type { ApiDeps } from "../../context";
import { AppError } from "../../platform/errors";
import { type Accessor, recordAccess } from "./access-log";

/**
 * A stored file for signed-in staff (the screenshot `<img>`, a document's download), or for an
 * API key holding the scope of the record the file belongs to (recordOfFile; 404 for a file of
 * no record, 403 without the scope): its row, and its bytes as a stream with their size, so
 * that no whole file is held in memory. Unless `peek` (a HEAD, which sends no bytes), the
 * access is recorded in the staff access log (decision 0035) once the bytes are found and
 * before any is sent: when the row cannot be written, the stream is let go and the caller gets
 * the database's failure (503), never the file.
 */
export async function openStoredFile(
  deps: ApiDeps,
  fileId: string,
  who: Accessor & { key?: ScopedKey | null | undefined },
  peek = false,
) {
  const { db } = deps.database;
  const record = await recordOfFile(db, fileId);
  if (!record) throw new AppError("NOT_FOUND", "File not found");
  if (who.key) requireScope(who.key, record.scope);
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  const opened = file ? await deps.storage.open(file.key) : null;
  if (!file || !opened) throw new AppError("NOT_FOUND", "File not found");
  if (!peek) {
    const { scope: _scope, ...subject } = record;
    await recordAccess(db, who, { action: "file-opened", fileId, ...subject }).catch(
      async (error: unknown) => {
        await opened.stream.cancel().catch(() => {});
        throw error;
      },
    );
  }
  return { file, ...opened };
}
