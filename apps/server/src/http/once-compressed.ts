import { createHash } from "node:crypto";
import type { Context } from "hono";
import { compress, type Encoding, pickEncoding } from "./compression";

/**
 * A GET handler for a body that does not change while the process runs (the OpenAPI document,
 * the API reference's script): made at its first request, not at start (most processes never
 * serve it), then kept with its brotli and gzip forms, each compressed once on the zlib thread
 * pool. An ETag lets a client that has it already get a 304.
 */
export function onceCompressed(make: () => Promise<Uint8Array>, headers: Record<string, string>) {
  let body: Promise<{ raw: Uint8Array<ArrayBuffer>; etag: string }> | undefined;
  const compressed = new Map<Encoding, Promise<Uint8Array<ArrayBuffer> | undefined>>();
  const made = () => {
    body ??= make().then((bytes) => ({
      raw: new Uint8Array(bytes),
      etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`,
    }));
    // A failure is not kept: the next request tries again.
    body.catch(() => {
      body = undefined;
    });
    return body;
  };
  const encoded = (encoding: Encoding) => {
    let bytes = compressed.get(encoding);
    if (!bytes) {
      bytes = made().then(async ({ raw }) => {
        const out = await compress(raw, encoding);
        return out && new Uint8Array(out);
      });
      compressed.set(encoding, bytes);
    }
    return bytes;
  };
  return async (c: Context) => {
    const { raw, etag } = await made();
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    c.header("ETag", etag);
    c.header("Vary", "Accept-Encoding");
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    const encoding = pickEncoding(c.req.header("accept-encoding"));
    const bytes = encoding ? await encoded(encoding) : undefined;
    if (!encoding || !bytes) return c.body(raw);
    c.header("Content-Encoding", encoding);
    return c.body(bytes);
  };
}
