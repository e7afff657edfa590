import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Database, seed } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { DEFAULT_PUBLIC_CONFIG, defaultSiteSettings, SERVICES_BROCHURE_PATH } from "@kairos/shared";
import { build } from "esbuild";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { fakeWebDist, jsonRequest, testApp } from "./helpers";
import { staffSession } from "./staff-session";

// The services brochure is made by the server on request from the configuration in force
// (Settings over the environment), kept until that changes. The web build's server renderer
// exports the brochure's words (apps/web/src/entry-server.tsx re-exports content/brochure.ts);
// here that module alone is bundled into a fake build, so the real words and layout are tested.

async function webDistWithBrochure(): Promise<string> {
  const dist = fakeWebDist();
  mkdirSync(join(dist, "ssr"));
  await build({
    entryPoints: [join(import.meta.dirname, "../../web/src/content/brochure.ts")],
    outfile: join(dist, "ssr", "entry-server.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    logLevel: "warning",
  });
  return dist;
}

/** The text a reader of the PDF sees, on one line. */
async function pdfText(res: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe.each(testDatabases())("services brochure on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let admin: Record<string, string>;
  const defaults = defaultSiteSettings(DEFAULT_PUBLIC_CONFIG, "staff@kairos.example");

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    app = testApp(database, { webDist: await webDistWithBrochure() });
    admin = await staffSession(database, app, {
      email: "brochure-admin@example.com",
      password: "correct-horse-1",
      role: "admin",
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  const brochure = (headers: Record<string, string> = {}) =>
    app.request(SERVICES_BROCHURE_PATH, { headers });

  it("names the contacts and prices saved in Settings, and is kept until they change", async () => {
    const first = await brochure();
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    expect(first.headers.get("content-disposition")).toBe(
      'attachment; filename="kairos-services.pdf"',
    );
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const before = first.headers.get("etag") ?? "";
    expect(before).toMatch(/^"[\w-]+"$/);
    const text = await pdfText(first);
    expect(text).toContain("What We Offer");
    expect(text).toContain(`E-mail: ${DEFAULT_PUBLIC_CONFIG.supportEmail}`);
    expect(text).toContain(`Phone: ${DEFAULT_PUBLIC_CONFIG.supportPhone}`);
    expect(text).toContain("Living elsewhere: Pay $450 in full");

    // The same bytes while nothing changed; a browser that has them gets a 304.
    expect((await brochure()).headers.get("etag")).toBe(before);
    const unchanged = await brochure({ "if-none-match": before });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("cache-control")).toBe("no-cache");

    const saved = await app.request(
      "/api/settings",
      jsonRequest(
        "PUT",
        {
          ...defaults,
          supportEmail: "brochure-help@kairos.example",
          supportPhone: "+20 10 1234 5678",
          prices: {
            ...defaults.prices,
            USD: { listPrice: 550, discountedPrice: 480, installmentPrice: 275 },
          },
        },
        admin,
      ),
    );
    expect(saved.status).toBe(200);

    // At once after the save, even for a browser that has the old brochure.
    const changed = await brochure({ "if-none-match": before });
    expect(changed.status).toBe(200);
    const after = changed.headers.get("etag") ?? "";
    expect(after).not.toBe(before);
    const newText = await pdfText(changed);
    expect(newText).toContain("E-mail: brochure-help@kairos.example");
    expect(newText).toContain("Phone: +20 10 12345678");
    expect(newText).not.toContain(DEFAULT_PUBLIC_CONFIG.supportEmail);
    expect(newText).toContain("Living elsewhere: Pay $480 in full");
    expect((await brochure()).headers.get("etag")).toBe(after);
    expect((await brochure({ "if-none-match": after })).status).toBe(304);
  });

  it("says so while the web app is not built", async () => {
    const unbuilt = testApp(database);
    const res = await unbuilt.request(SERVICES_BROCHURE_PATH);
    expect(res.status).toBe(503);
  });
});
