import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// Text answers of the web app (scripts, styles, JSON data, the page) compressed with brotli or
// gzip. The files never change while the process runs (hashed names, one build per deploy), so
// each is compressed once, on the zlib thread pool, and kept in memory.

export type Encoding = "br" | "gzip";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE_TYPE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
const COMPRESSIBLE_PATH = /\.(js|mjs|css|json|map|svg|txt|xml|html|webmanifest)$/i;
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

export const isCompressibleType = (type: string | null | undefined) =>
  !!type && COMPRESSIBLE_TYPE.test(type);
export const isCompressiblePath = (path: string) => COMPRESSIBLE_PATH.test(path);

/** The encoding to answer with: brotli when the client takes it, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptEncoding
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return undefined;
}

/** Compressed `bytes`, or undefined when compressing would not pay. */
export async function compress(bytes: Uint8Array, encoding: Encoding): Promise<Buffer | undefined> {
  if (bytes.byteLength < MIN_BYTES) return undefined;
  const out =
    encoding === "br"
      ? await brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            // The best ratio for what a first visit downloads; the big data files (country
            // cities, up to 2 MB) would take seconds at 11.
            [constants.BROTLI_PARAM_QUALITY]: bytes.byteLength <= 512 * 1024 ? 11 : 6,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        })
      : await gzipAsync(bytes, { level: 9 });
  return out.byteLength < bytes.byteLength ? out : undefined;
}

export interface CompressedEntry {
  body: Buffer | undefined;
  type: string;
}

/**
 * Compressed bodies by key, bounded by their total size (64 MB; the whole web build is about
 * a tenth of that compressed). Concurrent first requests share one compression.
 */
export class CompressionCache {
  private entries = new Map<string, Promise<CompressedEntry>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string): Promise<CompressedEntry> | undefined {
    return this.entries.get(key);
  }

  /** Compresses `bytes` once for `key`; over the budget the result is returned, not kept. */
  add(key: string, bytes: Uint8Array, type: string, encoding: Encoding) {
    const pending = compress(bytes, encoding).then((body) => {
      const size = body?.byteLength ?? 0;
      if (this.bytes + size > this.maxBytes) this.entries.delete(key);
      else this.bytes += size;
      return { body, type };
    });
    this.entries.set(key, pending);
    pending.catch(() => this.entries.delete(key));
    return pending;
  }
}
