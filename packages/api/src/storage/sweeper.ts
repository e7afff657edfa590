import { storedFiles } from "@kairos/db";
import { inArray } from "drizzle-orm";
import type { ApiDeps } from "../context";

/**
 * How old an upload must be before the sweeper may remove it. An upload is written before the
 * transaction that records it, so a younger file without a row may belong to a request still
 * running; no request lasts anywhere near an hour.
 */
export const UPLOAD_SWEEP_DELAY_MS = 60 * 60_000;
const BATCH = 200;

/**
 * Removes uploads that no stored_files row references and that are older than `olderThanMs`:
 * files whose transaction failed when the database could not say whether it had committed
 * (storeFilesWithRows keeps them then), or whose removal failed after their rows were
 * deleted. A referenced file is never removed. Resolves how many files were removed.
 */
export async function sweepUnreferencedUploads(
  deps: Pick<ApiDeps, "database" | "storage" | "logger">,
  { now = new Date(), olderThanMs = UPLOAD_SWEEP_DELAY_MS } = {},
): Promise<number> {
  const before = now.getTime() - olderThanMs;
  let removed = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const referenced = await deps.database.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(inArray(storedFiles.key, batch));
    const keep = new Set(referenced.map((r) => r.key));
    for (const key of batch) {
      if (keep.has(key)) continue;
      await deps.storage.delete(key);
      removed++;
      deps.logger.info("unreferenced upload removed", { key });
    }
    batch = [];
  };
  for await (const { key, writtenAt } of deps.storage.list()) {
    if (writtenAt.getTime() > before) continue;
    batch.push(key);
    if (batch.length >= BATCH) await sweep();
  }
  if (batch.length) await sweep();
  return removed;
}
