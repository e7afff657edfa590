import { followCacheChanges } from "@kairos/api";
import { type Database, openDatabase, SITE_SETTINGS_KEY, seed, settings } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { DEFAULT_PUBLIC_CONFIG, defaultSiteSettings } from "@kairos/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { jsonRequest, recordingMailer, testApp, testDeps } from "./helpers";
import { staffSession } from "./staff-session";
import { contactMessage, uniqueEmail } from "./submission-forms";

// Several server processes on one database (decision 0012): a Settings change saved through
// one process is served by the others at once (a Postgres NOTIFY), not after the cache's 15 s
// expiry. On Postgres the two "processes" are two connection pools; PGlite has one process by
// nature, so there the other process's change is a row written beside the app, then announced.

const ADMIN = {
  email: "cache-admin@example.com",
  password: "admin-password",
  role: "admin" as const,
};

describe.each(testDatabases())("caches across processes on $name", ({ open }) => {
  let first: Database;
  let second: Database;
  const stops: (() => Promise<void>)[] = [];
  let reader: App;
  let readerAuth: Record<string, string>;
  const readerMail = recordingMailer();
  beforeAll(async () => {
    first = await open();
    await seed(first.db, { demoSlots: false });
    second = first.driver === "postgres" ? await openDatabase({ url: first.location }) : first;
    const logger = testDeps(first).logger;
    stops.push(await followCacheChanges(first, logger));
    if (second !== first) stops.push(await followCacheChanges(second, logger));
    reader = testApp(second, { mailer: readerMail });
    readerAuth = await staffSession(second, reader, ADMIN);
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    if (second !== first) await second.close();
    await first.close();
  });

  const supportEmailSeenBy = async (app: App, auth: Record<string, string>) => {
    const res = await app.request("/api/settings", { headers: auth });
    return ((await res.json()) as { data: { settings: { supportEmail: string } } }).data.settings
      .supportEmail;
  };

  it("serves a Settings change made elsewhere within a second, to the page and to mail", async () => {
    // The reader has the settings cached.
    expect(await supportEmailSeenBy(reader, readerAuth)).toBe(DEFAULT_PUBLIC_CONFIG.supportEmail);
    const contacts = {
      ...defaultSiteSettings(DEFAULT_PUBLIC_CONFIG),
      supportEmail: "help@kairos.example",
      staffEmail: "alerts@kairos.example",
    };

    if (second !== first) {
      // Saved through the other process, as an admin would.
      const writer = testApp(first);
      const saved = await writer.request("/api/settings", jsonRequest("PUT", contacts, readerAuth));
      expect(saved.status).toBe(200);
    } else {
      // Written beside the app, then announced as the other process's service does.
      await first.db.insert(settings).values({
        key: SITE_SETTINGS_KEY,
        value: contacts,
      });
      await first.db.execute(`select pg_notify('kairos_cache', 'settings')`);
    }
    // Far inside the 15 s expiry: only the message can have made the reader read it again.
    await expect
      .poll(() => supportEmailSeenBy(reader, readerAuth), { timeout: 1_000, interval: 50 })
      .toBe("help@kairos.example");

    // The reader's mail follows too: the staff alert goes to the saved address, and the
    // sender's acknowledgement has its replies go to the saved support address.
    const sender = uniqueEmail("cache-contact");
    const sent = await reader.request(
      "/api/contact/submit",
      jsonRequest("POST", contactMessage({ email: sender })),
    );
    expect(sent.status).toBe(201);
    expect(readerMail.sent.map((m) => [m.to, m.replyTo]).sort()).toEqual(
      [
        // A staff alert has no Reply-To: it names no one (decision 0035).
        ["alerts@kairos.example", undefined],
        [sender, "help@kairos.example"],
      ].sort(),
    );
  });
});
