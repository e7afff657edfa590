import type { Storage } from "./storage";

export interface CopyCounts {
  /** Written to the target. */
  copied: number;
  /** Already in the target with the same size. */
  skipped: number;
  /** In the target with another size: written again from the source. */
  replaced: number;
}

/** Objects copied at once: an object store answers each request in tens of milliseconds. */
const PARALLEL = 8;

/**
 * Copies every object of `from` into `to` under the same key (storage:migrate: the local
 * uploads folder into the bucket). An object already in `to` with the same size is skipped, so
 * a second run copies nothing and an interrupted run goes on where it stopped; a put is all or
 * nothing, so an interruption leaves no partial object behind. One of another size is written
 * again: the source is the truth. `onProgress` hears the counts after each object.
 */
export async function copyUploads(
  from: Storage,
  to: Storage,
  onProgress: (counts: CopyCounts) => void = () => {},
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, skipped: 0, replaced: 0 };
  const copyOne = async (key: string) => {
    const [size, there] = await Promise.all([from.size(key), to.size(key)]);
    if (size !== null && size === there) {
      counts.skipped++;
    } else {
      const bytes = await from.get(key);
      if (!bytes) return; // removed meanwhile (the sweeper)
      if (there !== null) await to.delete(key);
      await to.put(key, bytes);
      counts[there === null ? "copied" : "replaced"]++;
    }
    onProgress(counts);
  };
  let batch: string[] = [];
  for await (const { key } of from.list()) {
    batch.push(key);
    if (batch.length < PARALLEL) continue;
    await Promise.all(batch.map(copyOne));
    batch = [];
  }
  await Promise.all(batch.map(copyOne));
  return counts;
}
