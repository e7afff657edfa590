// An S3 protocol server (s3rver) as a process of its own for bench/cluster.ts, so that the
// load generator and the store do not share one event loop. Prints {"port":N} once listening.
//   node bench/s3rver-child.mjs <directory> <bucket>
import S3rver from "s3rver";

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on("SIGTERM", () => server.close().then(() => process.exit(0)));
