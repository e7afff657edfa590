import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { AppError, STORAGE_FAILED_MESSAGE } from "../errors";
import { describeError, type Logger } from "../logger";

/** Where uploaded bytes live; rows in stored_files say what they are. */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
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
  };
}
