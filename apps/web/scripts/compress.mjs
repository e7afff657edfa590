// Writes a Brotli (.br) and a gzip (.gz) copy next to each script, stylesheet and JSON data
// file of the build, which the server sends to browsers that accept them (serveStatic's
// `precompressed`, apps/server/src/web.ts): compressed once at build time, not per request.
//
//   node scripts/compress.mjs [--dist dist]

import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const at = args.indexOf("--dist");
const dist = resolve(
  at >= 0 ? args[at + 1] : join(dirname(fileURLToPath(import.meta.url)), "..", "dist"),
);
const started = Date.now();

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(js|css|json|svg)$/.test(name)) yield path;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const folder of ["static", "assets"]) {
  for (const path of files(join(dist, folder))) {
    const bytes = readFileSync(path);
    if (bytes.length < 1024) continue; // not worth a round of decompression
    const br = brotliCompressSync(bytes, {
      params: {
        // The largest data files (city lists) at a quality that keeps the build quick.
        [constants.BROTLI_PARAM_QUALITY]: bytes.length > 256_000 ? 9 : 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    count += 1;
    raw += bytes.length;
    brotli += br.length;
  }
}
console.log(
  `compress: ${count} files, ${(raw / 1e6).toFixed(1)} MB -> ${(brotli / 1e6).toFixed(1)} MB brotli in ${Date.now() - started} ms`,
);
