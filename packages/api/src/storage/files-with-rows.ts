import { storedFiles, type Tx } from "@kairos/db";
import type { ApiDeps } from "../context";
import { isDatabaseUnavailable, unavailable } from "../platform/errors";
import { describeError } from "../platform/logger";
import { putUpload } from "./storage";
import type { CheckedUpload } from "./uploads";

export interface UploadToStore {
  key: string;
  bytes: Uint8Array;
}

/**
 * Writes `files`, then runs `transaction`, whose rows reference them (stored_files.key), all
 * or nothing for the caller. The files are removed again only when the rows are known not to
 * be stored:
 * - the transaction failed before its COMMIT was sent (Postgres rolled it back), or
 * - the connection was lost after COMMIT was sent, and `findCommitted` could ask the database
 *   and found nothing.
 * When the connection was lost after COMMIT and the database cannot say, the rows may exist:
 * the files stay, the caller gets the 503, and the uploads sweeper removes them later if no
 * row references them (sweepUnreferencedUploads). When `findCommitted` finds the rows, their
 * result is the outcome, as if the COMMIT's answer had arrived.
 */
export async function storeFilesWithRows<T>(
  deps: ApiDeps,
  files: readonly UploadToStore[],
  transaction: (markCommitting: () => void) => Promise<T>,
  findCommitted: () => Promise<T | null>,
): Promise<T> {
  const written: string[] = [];
  const removeFiles = () =>
    Promise.all(written.map((key) => deps.storage.delete(key).catch(() => {})));
  let committing = false;
  try {
    for (const file of files) {
      await putUpload(deps.storage, deps.logger, file.key, file.bytes);
      written.push(file.key);
    }
    return await transaction(() => {
      committing = true;
    });
  } catch (error) {
    if (!committing || !isDatabaseUnavailable(error)) {
      await removeFiles();
      throw error;
    }
    let committed: T | null;
    try {
      committed = await findCommitted();
    } catch (lookup) {
      deps.logger.warn("stored or not unknown: files kept for the sweeper", {
        keys: written,
        ...describeError(lookup),
      });
      throw unavailable();
    }
    if (committed !== null) {
      deps.logger.warn("commit answer lost, rows found stored", { keys: written });
      return committed;
    }
    await removeFiles();
    throw error;
  }
}

/** The stored_files row of `upload`, written under `key`, in the caller's transaction: its id. */
export async function insertFileRow(tx: Tx, key: string, upload: CheckedUpload): Promise<string> {
  const [file] = await tx
    .insert(storedFiles)
    .values({
      key,
      originalName: upload.originalName,
      contentType: upload.contentType,
      size: upload.bytes.byteLength,
    })
    .returning({ id: storedFiles.id });
  if (!file) throw new Error("insert returned nothing");
  return file.id;
}
