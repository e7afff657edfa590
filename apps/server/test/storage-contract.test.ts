import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { localStorage, s3Storage } from "@kairos/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedKeys } from "./forms";
import { tempDir } from "./helpers";
import { startS3rver } from "./s3";

// What the uploads code relies on from a storage, held by both drivers: the local folder and an
// S3 bucket (s3rver, started by this file). The server's upload tests run on both too
// (`npm run test:s3`); these are the driver's own promises, each key and edge case.

let s3: Awaited<ReturnType<typeof startS3rver>>;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3?.stop();
});

const DRIVERS = [
  {
    name: "the local folder",
    fresh: () => localStorage(tempDir("storage")),
    unusable: () => {
      // Root ignores permissions, so the folder is made impossible instead: under a file.
      const base = tempDir("storage");
      writeFileSync(join(base, "file"), "");
      return localStorage(join(base, "file", "uploads"));
    },
  },
  {
    name: "an S3 bucket",
    // A prefix of its own in the bucket: every test starts from an empty storage.
    fresh: () => s3Storage({ ...s3.options, prefix: `${randomUUID()}/` }),
    unusable: () => s3Storage({ ...s3.options, bucket: "kairos-missing" }),
  },
];

/** Every byte value, then a pattern: what a body's framing or a text encoding would change. */
function bytesOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7 + (i >> 8)) & 0xff;
  return bytes;
}

async function streamed(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe.each(DRIVERS)("storage on $name", ({ fresh, unusable }) => {
  it("gives back the bytes it was given, whole or as a stream with their size", async () => {
    const storage = fresh();
    // Larger than one chunk of a stream (64 KiB), with every byte value.
    const bytes = bytesOf(3 * 1024 * 1024 + 17);
    await storage.put("payment-screenshots/a.png", bytes);
    expect(Buffer.from((await storage.get("payment-screenshots/a.png")) ?? [])).toEqual(
      Buffer.from(bytes),
    );
    expect(await storage.size("payment-screenshots/a.png")).toBe(bytes.byteLength);
    const opened = await storage.open("payment-screenshots/a.png");
    expect(opened?.size).toBe(bytes.byteLength);
    expect(Buffer.from(await streamed(opened?.stream ?? new ReadableStream()))).toEqual(
      Buffer.from(bytes),
    );
  });

  it("answers null for a key it does not hold, and deletes one without an error", async () => {
    const storage = fresh();
    expect(await storage.get("interpreter-documents/none.pdf")).toBeNull();
    expect(await storage.open("interpreter-documents/none.pdf")).toBeNull();
    expect(await storage.size("interpreter-documents/none.pdf")).toBeNull();
    await expect(storage.delete("interpreter-documents/none.pdf")).resolves.toBeUndefined();
    expect(await storedKeys(storage)).toEqual([]);
  });

  it("refuses to write a key again (EEXIST) and keeps what was stored", async () => {
    const storage = fresh();
    await storage.put("payment-screenshots/once.png", bytesOf(100));
    await expect(storage.put("payment-screenshots/once.png", bytesOf(5))).rejects.toMatchObject({
      code: "EEXIST",
    });
    expect(await storage.size("payment-screenshots/once.png")).toBe(100);
  });

  it("deletes a key: it is gone for every read and from the list", async () => {
    const storage = fresh();
    await storage.put("payment-screenshots/gone.png", bytesOf(10));
    await storage.put("payment-screenshots/kept.png", bytesOf(10));
    await storage.delete("payment-screenshots/gone.png");
    expect(await storage.get("payment-screenshots/gone.png")).toBeNull();
    expect(await storage.open("payment-screenshots/gone.png")).toBeNull();
    expect(await storedKeys(storage)).toEqual(["payment-screenshots/kept.png"]);
    // Written again after its deletion, as a new key.
    await storage.put("payment-screenshots/gone.png", bytesOf(3));
    expect(await storage.size("payment-screenshots/gone.png")).toBe(3);
  });

  it("lists every key under its folders with when it was written, past one page of a listing", async () => {
    const storage = fresh();
    // An S3 listing answers 1,000 keys a page.
    const keys = Array.from({ length: 1_005 }, (_, i) => `folder-${i % 3}/${i}.png`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => storage.put(key, bytesOf(1))));
    }
    const listed: { key: string; writtenAt: Date }[] = [];
    for await (const entry of storage.list()) listed.push(entry);
    expect(listed.map((e) => e.key).sort()).toEqual([...keys].sort());
    const now = Date.now();
    for (const { writtenAt } of listed) {
      expect(Math.abs(writtenAt.getTime() - now)).toBeLessThan(10 * 60_000);
    }
  });

  it("says whether it can be used", async () => {
    await expect(fresh().check()).resolves.toBeUndefined();
    await expect(unusable().check()).rejects.toThrow();
  });
});

describe("the S3 driver", () => {
  it("says which bucket cannot be used, and why", async () => {
    const missing = s3Storage({ ...s3.options, bucket: "kairos-missing" });
    await expect(missing.check()).rejects.toThrow(
      `The bucket kairos-missing at ${s3.options.endpoint} cannot be used: HTTP 404`,
    );
  });

  it("keeps each prefix's keys to itself, listed without the prefix", async () => {
    const one = s3Storage({ ...s3.options, prefix: "one/" });
    const two = s3Storage({ ...s3.options, prefix: "two/" });
    await one.put("payment-screenshots/a.png", bytesOf(4));
    await two.put("payment-screenshots/b.png", bytesOf(4));
    expect(await storedKeys(one)).toEqual(["payment-screenshots/a.png"]);
    expect(await one.get("payment-screenshots/b.png")).toBeNull();
    const whole = s3Storage(s3.options);
    expect(await storedKeys(whole)).toEqual(
      expect.arrayContaining(["one/payment-screenshots/a.png", "two/payment-screenshots/b.png"]),
    );
  });
});
