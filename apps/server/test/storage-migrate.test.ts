import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { copyUploads, localStorage, s3Storage } from "@kairos/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../src/env";
import { storedKeys } from "./forms";
import { serverCommand, tempDir } from "./helpers";
import { startS3rver } from "./s3";

const run = promisify(execFile);

describe("the storage configuration", () => {
  it("keeps uploads in $DATA_DIR/uploads unless STORAGE=s3", () => {
    expect(loadEnv({ DATA_DIR: "/srv/kairos" }).storage).toEqual({
      driver: "local",
      root: "/srv/kairos/uploads",
    });
  });

  it("reads the bucket, its address and keys, with AWS's defaults", () => {
    const keys = { S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" };
    expect(loadEnv({ STORAGE: "s3", S3_BUCKET: "uploads", ...keys }).storage).toEqual({
      driver: "s3",
      bucket: "uploads",
      region: "us-east-1",
      endpoint: undefined,
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle: false,
    });
    const garage = loadEnv({
      STORAGE: "s3",
      S3_BUCKET: "uploads",
      S3_REGION: "garage",
      S3_ENDPOINT: "http://garage.internal:3900",
      S3_FORCE_PATH_STYLE: "true",
      ...keys,
    }).storage;
    expect(garage).toMatchObject({
      region: "garage",
      endpoint: "http://garage.internal:3900",
      forcePathStyle: true,
    });
  });

  it("refuses to start with STORAGE=s3 and no bucket or keys, naming each", () => {
    expect(() => loadEnv({ STORAGE: "s3" })).toThrow(
      [
        "Invalid configuration:",
        "  S3_BUCKET: required with STORAGE=s3",
        "  S3_ACCESS_KEY_ID: required with STORAGE=s3",
        "  S3_SECRET_ACCESS_KEY: required with STORAGE=s3",
      ].join("\n"),
    );
    expect(() => loadEnv({ STORAGE: "disk" })).toThrow("STORAGE must be local or s3");
    expect(() => loadEnv({ STORAGE: "s3", S3_FORCE_PATH_STYLE: "yes" })).toThrow(
      "S3_FORCE_PATH_STYLE must be true or false",
    );
  });
});

describe("npm run storage:migrate", () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let dataDir: string;
  const FILES: Record<string, string> = {
    "payment-screenshots/a.png": "first screenshot",
    "payment-screenshots/b.jpg": "second screenshot, longer",
    "interpreter-documents/c.pdf": "a resume",
  };

  beforeAll(async () => {
    s3 = await startS3rver();
    dataDir = tempDir("data");
    const uploads = localStorage(join(dataDir, "uploads"));
    for (const [key, text] of Object.entries(FILES)) {
      await uploads.put(key, new TextEncoder().encode(text));
    }
  });
  afterAll(async () => {
    await s3?.stop();
  });

  /** The script as an operator runs it, with the server's variables; its last line. */
  const migrate = async (env: Record<string, string> = {}) => {
    const { stdout } = await run(process.execPath, serverCommand("storage-migrate"), {
      cwd: join(import.meta.dirname, ".."),
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        STORAGE: "s3",
        S3_BUCKET: s3.options.bucket,
        S3_ENDPOINT: s3.options.endpoint,
        S3_ACCESS_KEY_ID: s3.options.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
        S3_FORCE_PATH_STYLE: "true",
        ...env,
      },
    });
    return stdout.trim().split("\n").at(-1);
  };

  it("copies every local upload into the bucket, and nothing the second time", async () => {
    expect(await migrate()).toBe(
      "Done: 3 copied, 0 already in the bucket, 0 replaced (another size)",
    );
    const bucket = s3Storage(s3.options);
    expect(await storedKeys(bucket)).toEqual(Object.keys(FILES).sort());
    for (const [key, text] of Object.entries(FILES)) {
      expect(new TextDecoder().decode((await bucket.get(key)) ?? undefined)).toBe(text);
    }
    expect(await migrate()).toBe(
      "Done: 0 copied, 3 already in the bucket, 0 replaced (another size)",
    );
  });

  it("goes on after an interruption and rewrites an object of another size", async () => {
    const local = localStorage(join(dataDir, "uploads"));
    const bucket = s3Storage(s3.options);
    // As if the last run stopped before one file, and another was changed meanwhile.
    await bucket.delete("interpreter-documents/c.pdf");
    await bucket.delete("payment-screenshots/a.png");
    await bucket.put("payment-screenshots/a.png", new TextEncoder().encode("short"));
    expect(await copyUploads(local, bucket)).toEqual({ copied: 1, skipped: 1, replaced: 1 });
    expect(
      new TextDecoder().decode((await bucket.get("payment-screenshots/a.png")) ?? undefined),
    ).toBe("first screenshot");
    expect(await copyUploads(local, bucket)).toEqual({ copied: 0, skipped: 3, replaced: 0 });
  });

  it("refuses to run without a bucket to copy into", async () => {
    await expect(migrate({ STORAGE: "local" })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("set STORAGE=s3 and the S3_* variables"),
    });
  });
});
