import { randomUUID } from "node:crypto";
import type { Dirent } from "node:fs";
import {
  type FileHandle,
  mkdir,
  open,
  readdir,
  readFile,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { AppError, STORAGE_FAILED_MESSAGE } from "../platform/errors";
import { describeError, type Logger } from "../platform/logger";

/** A stored object being read: its bytes as they arrive, and how many there are. */
export interface OpenedObject {
  stream: ReadableStream<Uint8Array>;
  size: number;
}

/**
 * Where uploaded bytes live; rows in stored_files say what they are. Two drivers follow one
 * contract (apps/server/test/storage-contract.test.ts): the local folder and an S3 bucket.
 */
export interface Storage {
  /**
   * Writes a new key. A key already stored is refused with an error whose `code` is `EEXIST`,
   * and the stored object stays as it was: keys are never reused (newStorageKey).
   */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The whole object, or null: for storage:migrate, which sends whole bytes to the bucket. */
  get(key: string): Promise<Uint8Array | null>;
  /** The object as a stream, or null: a download never holds a whole file in memory. */
  open(key: string): Promise<OpenedObject | null>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes a key; one that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Every stored key with when it was written (for the sweeper of unreferenced uploads). */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;
  /** Throws with a clear message when the storage cannot be reached (checked at start). */
  check(): Promise<void>;
}

/** A new random key under `folder`, e.g. `payment-screenshots/3f1c….png`. */
export const newStorageKey = (folder: string, extension: string) =>
  `${folder}/${randomUUID()}.${extension}`;

/** The error of a put whose key is already stored (the contract of Storage.put). */
export const keyTaken = (key: string) =>
  Object.assign(new Error(`${key} is already stored`), { code: "EEXIST" });

const isKeyTaken = (error: unknown) => (error as { code?: unknown }).code === "EEXIST";

/**
 * Writes an upload before its database rows. A write that fails (full disk, read-only or
 * unwritable folder, object store down) removes whatever part was written and answers 507
 * with a clear message: the caller then stores nothing, so there is no half submission. A key
 * already stored is not this write's to remove.
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
    if (!isKeyTaken(error)) await storage.delete(key).catch(() => {});
    throw new AppError("INSUFFICIENT_STORAGE", STORAGE_FAILED_MESSAGE);
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

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
      // `wx`: the file is created, never replaced (EEXIST when it is there).
      await writeFile(path, bytes, { flag: "wx" });
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      let handle: FileHandle;
      try {
        handle = await open(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        // The size of the file opened, not of one that may replace it under that name.
        const { size } = await handle.stat();
        const stream = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
        return { stream, size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if (isMissing(error)) return null;
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
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        const info = await stat(path).catch(() => null); // removed meanwhile
        if (info) yield { key: relative(base, path).split(sep).join("/"), writtenAt: info.mtime };
      }
    },
    async check() {
      await mkdir(base, { recursive: true });
    },
  };
}
