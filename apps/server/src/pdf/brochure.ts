import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  type BrochureContent,
  type PublicConfig,
  SERVICES_BROCHURE_FILE_NAME,
} from "@kairos/shared";
import { Hono } from "hono";
import { etag } from "hono/etag";
import { brochurePdf } from "./brochure-pdf";

// The services brochure (SERVICES_BROCHURE_PATH), made on request from the public configuration
// in force (Settings over the environment), not at build time: its contacts, next cohort and
// prices follow Settings without a deploy. The web app words it (the server renderer the build
// leaves in $WEB_DIST/ssr/, as for the prerendered pages); this server lays it out.
//
// The PDF is kept until its words change. The configuration object stays the same until
// Settings change (the settings service's cache, which every process forgets when any of them
// saves Settings: cache-changes.ts), so most requests only compare that object. The PDF has no
// date of its own: equal words make equal bytes, in every process, so the ETag is the same
// whichever process answers.

interface Renderer {
  brochure(config: PublicConfig): BrochureContent;
}

interface Pdf {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

export function brochureRoutes(options: {
  webDist: string;
  publicConfig: () => Promise<PublicConfig>;
}) {
  const entry = join(options.webDist, "ssr", "entry-server.js");
  let renderer: Promise<Renderer> | undefined;
  const loadRenderer = () => {
    renderer ??= (import(pathToFileURL(entry).href) as Promise<Renderer>).catch(
      (error: unknown) => {
        renderer = undefined;
        throw error;
      },
    );
    return renderer;
  };

  // The words of each configuration object, as compared.
  const words = new WeakMap<PublicConfig, { content: BrochureContent; key: string }>();
  let last: { key: string; pdf: Promise<Pdf> } | undefined;
  const pdfFor = async (config: PublicConfig): Promise<Pdf> => {
    let known = words.get(config);
    if (!known) {
      const content = (await loadRenderer()).brochure(config);
      known = { content, key: JSON.stringify(content) };
      words.set(config, known);
    }
    if (last?.key !== known.key) {
      const pdf = brochurePdf(known.content).then((bytes) => ({
        bytes,
        etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`,
      }));
      const made = { key: known.key, pdf };
      last = made;
      // A failed layout is tried again by the next request.
      pdf.catch(() => {
        if (last === made) last = undefined;
      });
    }
    return last.pdf;
  };

  const app = new Hono();
  // A 304 when the browser has these bytes already.
  app.use(etag());
  app.get("/", async (c) => {
    if (!existsSync(entry)) {
      return c.text("The web app is not built. Run `npm run build` first.", 503);
    }
    const pdf = await pdfFor(await options.publicConfig());
    c.header("Content-Type", "application/pdf");
    c.header("Content-Disposition", `attachment; filename="${SERVICES_BROCHURE_FILE_NAME}"`);
    // Asked again each time (a 304 while unchanged), so a change of Settings shows at once.
    c.header("Cache-Control", "no-cache");
    c.header("ETag", pdf.etag);
    return c.body(pdf.bytes);
  });
  return app;
}
