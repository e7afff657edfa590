import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { S3Options } from "@kairos/api";
import S3rver from "s3rver";

// The S3 driver's tests talk to a real S3 protocol server, s3rver, run in this Node process on
// a free port, with its objects in a temporary folder.

export const TEST_BUCKET = "kairos-test";

/** s3rver with the bucket TEST_BUCKET: the options to reach it, and how to stop it. */
export async function startS3rver() {
  const directory = mkdtempSync(join(tmpdir(), "kairos-test-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const options: S3Options = {
    bucket: TEST_BUCKET,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    options,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
