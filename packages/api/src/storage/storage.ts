import { randomUUID } from "node:crypto";
import type { Dirent } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { AppError, STORAGE_FAILED_MESSAGE } from "../errors";
import { describeError, type Logger } from "../logger";

/** Where uploaded bytes live; rows in stored_files say what they are. */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /** Every stored key with when it was written (for the sweeper of unreferenced uploads). */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;
}

/** A new random key under `folder`, e.g. `payment-screenshots/3f1c….png`. */
export const newStorageKey = (folder: string, extension: string) =>
  `${folder}/${randomUUID()}.${extension}`;

/**
 * Writes an upload before its database rows. A write that fails (full disk, read-only or
 * unwritable folder, object store down) removes whatever part was written and answers 507
 * with a clear message: the caller then stores nothing, so there is no half submission.
 */
export async function putUpload(
  storage: Storage,
  logger: Logger,
  key: string,
  bytes: Uint8Array,
): Promise<void> {
  try {
    await storage.put(key, bytes);
  } catch (error) {
    logger.error("upload could not be stored", { key, ...describeError(error) });
    await storage.delete(key).catch(() => {});
    throw new AppError("INSUFFICIENT_STORAGE", STORAGE_FAILED_MESSAGE);
  }
}

/** Local disk under one root folder (`$DATA_DIR/uploads`). */
export function localStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: "wx" });
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list() {
      let entries: Dirent[];
      try {
        entries = await readdir(base, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        const info = await stat(path).catch(() => null); // removed meanwhile
        if (info) yield { key: relative(base, path).split(sep).join("/"), writtenAt: info.mtime };
      }
    },
  };
}
