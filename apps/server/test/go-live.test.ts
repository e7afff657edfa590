import { changeOwnPassword, hashPassword, updateUser } from "@kairos/api";
import { assessmentSlots, type Database, rounds, seed, users } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { DEFAULT_PUBLIC_CONFIG, defaultSiteSettings } from "@kairos/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { loadEnv } from "../src/env";
import { examplePaymentFields } from "../src/start";
import { jsonRequest, testApp } from "./helpers";
import { bearerOf, staffSession } from "./staff-session";

// The dashboard's go-live checklist (GAP-27, decision 0009): what a fresh install lacks before
// applicants can apply, pay and book, as the first admin sees it; and when a password counts as
// changed.

const FIRST_ADMIN = { email: "admin@kairos.example", password: "kairos-admin" };
const OTHER_ADMIN = { email: "second-admin@example.com", password: "second-admin-pw" };
const MODERATOR = { email: "go-live-mod@example.com", password: "moderator-pw" };
const DAY = 24 * 60 * 60 * 1000;
const ALL_ITEMS = [
  "payment-instructions",
  "support-contacts",
  "open-round",
  "assessment-slots",
  "mail-delivery",
  "admin-password",
];

type Item = { id: string; done: boolean; mail?: Record<string, string> };
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.each(testDatabases())("go-live checklist on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let admin: Record<string, string>;

  const checklist = async (headers: Record<string, string>, on: App = app) => {
    const res = await on.request("/trpc/dashboard.goLive", { headers });
    const body = (await res.json()) as {
      result?: { data: { items: Item[]; registrationOpen: boolean } };
    };
    const data = body.result?.data;
    return {
      status: res.status,
      items: data?.items ?? [],
      registrationOpen: data?.registrationOpen,
    };
  };
  const doneOf = (items: Item[]) => items.filter((i) => i.done).map((i) => i.id);
  const mutate = async (path: string, input: unknown, headers = admin, on: App = app) => {
    const res = await on.request(`/trpc/${path}`, jsonRequest("POST", input, headers));
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  };
  const firstAdminRow = async () => {
    const [row] = await database.db.select().from(users).where(eq(users.email, FIRST_ADMIN.email));
    if (!row) throw new Error("no first admin");
    return row;
  };

  beforeAll(async () => {
    database = await open();
    // A fresh install: rounds, the first admin from the environment, no slots.
    await seed(database.db, {
      admin: { email: FIRST_ADMIN.email, passwordHash: await hashPassword(FIRST_ADMIN.password) },
      demoSlots: false,
    });
    // The seeded open round's dates are fixed (and past by now); make it one that has started,
    // whatever today is.
    await database.db
      .update(rounds)
      .set({ startDate: "2020-01-04", endDate: "2020-02-29" })
      .where(eq(rounds.id, "round-3"));
    app = testApp(database);
    admin = await bearerOf(app, FIRST_ADMIN);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("shows a fresh install every item not done, to admins only", async () => {
    const fresh = await checklist(admin);
    expect(fresh.status).toBe(200);
    expect(fresh.items.map(({ id, done }) => ({ id, done }))).toEqual(
      ALL_ITEMS.map((id) => ({ id, done: false })),
    );
    // Where mail goes from (MAIL_FROM) and where replies and staff alerts go: the
    // environment's addresses until an admin saves Settings.
    expect(fresh.items.find((i) => i.id === "mail-delivery")?.mail).toEqual({
      from: "Kairos <support@kairos.example>",
      replyTo: "support@kairos.example",
      staffAlerts: "staff@kairos.example",
    });
    expect(fresh.registrationOpen).toBe(false);

    expect((await checklist({})).status).toBe(401);
    const moderator = await staffSession(database, app, { ...MODERATOR, role: "moderator" });
    expect((await checklist(moderator)).status).toBe(403);
  });

  it("does not count the demo seed's example payment instructions", async () => {
    // A demo install of its own: the seed runs before the server reads any settings.
    const demo = await open();
    try {
      await seed(demo.db, {
        admin: { email: FIRST_ADMIN.email, passwordHash: await hashPassword(FIRST_ADMIN.password) },
        demoSlots: false,
        examplePayment: ["instantPaymentDetails", "internationalPaymentUrl"],
      });
      const demoApp = testApp(demo);
      const demoAdmin = await bearerOf(demoApp, FIRST_ADMIN);
      const res = await demoApp.request("/api/settings", { headers: demoAdmin });
      const { data } = (await res.json()) as {
        data: { settings: { instantPaymentDetails: string; internationalPaymentUrl: string } };
      };
      expect(data.settings.instantPaymentDetails).toMatch(/^EXAMPLE ONLY – replace in Settings/);
      expect(data.settings.internationalPaymentUrl).toMatch(/^https:\/\/example\.com\//);
      const { items } = await checklist(demoAdmin, demoApp);
      expect(items.find((i) => i.id === "payment-instructions")?.done).toBe(false);
      expect(items.find((i) => i.id === "support-contacts")?.done).toBe(false);
    } finally {
      await demo.close();
    }
  });

  it("marks each item done once it is fixed", async () => {
    await mutate("settings.update", {
      ...defaultSiteSettings(DEFAULT_PUBLIC_CONFIG),
      supportEmail: "help@kairos.example",
      instantPaymentDetails: "Send the amount to the wallet number given by our staff.",
      internationalPaymentUrl: "https://pay.example/kairos",
    });
    const saved = (await checklist(admin)).items;
    expect(doneOf(saved)).toEqual(["payment-instructions", "support-contacts"]);
    // Saved Settings win; a blank staff address means the support address. The sender stays.
    expect(saved.find((i) => i.id === "mail-delivery")?.mail).toEqual({
      from: "Kairos <support@kairos.example>",
      replyTo: "help@kairos.example",
      staffAlerts: "help@kairos.example",
    });

    const now = Date.now();
    await mutate("rounds.create", {
      id: "round-4",
      name: "Round 4",
      startDate: isoDay(now + 40 * DAY),
      endDate: isoDay(now + 90 * DAY),
      status: "open",
    });
    expect(doneOf((await checklist(admin)).items)).toEqual([
      "payment-instructions",
      "support-contacts",
      "open-round",
    ]);
    expect((await checklist(admin)).registrationOpen).toBe(false);
    await database.db
      .insert(assessmentSlots)
      .values({ roundId: "round-4", startsAt: new Date(now + 3 * DAY), capacity: 1 });
    const ready = await checklist(admin);
    expect(doneOf(ready.items)).toEqual([
      "payment-instructions",
      "support-contacts",
      "open-round",
      "assessment-slots",
    ]);
    // The public items hold: /register takes applications, whatever the other three say.
    expect(ready.registrationOpen).toBe(true);

    // The same database behind a server whose SMTP_URL is set.
    const withSmtp = testApp(database, { smtpUrl: "smtp://127.0.0.1:2525" });
    expect(doneOf((await checklist(admin, withSmtp)).items)).toEqual(
      ALL_ITEMS.filter((id) => id !== "admin-password"),
    );

    await mutate(
      "auth.changePassword",
      { currentPassword: FIRST_ADMIN.password, newPassword: "a-new-secret-1" },
      admin,
    );
    // Chosen by the admin themselves, with the current one (AUTH-21): they sign in with it.
    const again = await bearerOf(withSmtp, { ...FIRST_ADMIN, password: "a-new-secret-1" });
    const all = await checklist(again, withSmtp);
    expect(all.status).toBe(200);
    expect(all.items.map(({ id, done }) => ({ id, done }))).toEqual(
      ALL_ITEMS.map((id) => ({ id, done: true })),
    );
    expect(all.registrationOpen).toBe(true);
  });

  it("counts a password as changed only when its user chose it", async () => {
    const other = await staffSession(database, app, { ...OTHER_ADMIN, role: "admin" });
    const first = await firstAdminRow();
    expect(first.passwordChangedAt).toBeInstanceOf(Date);

    // Another admin resets the first admin's password: someone else knows it now.
    await mutate("users.update", { id: first.id, changes: { password: "reset-by-other" } }, other);
    expect((await firstAdminRow()).passwordChangedAt).toBeNull();
    const reset = await bearerOf(app, { ...FIRST_ADMIN, password: "reset-by-other" });
    const item = (await checklist(reset)).items.find((i) => i.id === "admin-password");
    expect(item).toEqual({ id: "admin-password", done: false });

    // The staff command acts as nobody: a reset from the shell does not count either.
    const own = (currentPassword: string, newPassword: string) =>
      changeOwnPassword(
        database.db,
        { id: "no-session", user: first },
        { currentPassword, newPassword },
        { ip: "192.0.2.9" },
      );
    await own("reset-by-other", "chosen-by-me");
    expect((await firstAdminRow()).passwordChangedAt).toBeInstanceOf(Date);
    const nobody = { id: "00000000-0000-0000-0000-000000000000" };
    await updateUser(database.db, first.id, { password: "from-the-shell" }, nobody);
    expect((await firstAdminRow()).passwordChangedAt).toBeNull();

    // Chosen again, then a change of name: the mark stays.
    await own("from-the-shell", "chosen-again");
    await updateUser(database.db, first.id, { firstName: "Amal" }, first);
    expect((await firstAdminRow()).passwordChangedAt).toBeInstanceOf(Date);
  });
});

describe("example payment instructions at start-up", () => {
  const real = { DATABASE_URL: "postgres://kairos@127.0.0.1:5432/kairos" };

  it("are filled only with SEED_DEMO on, and only where the environment sets none", () => {
    expect(examplePaymentFields(loadEnv(real))).toEqual([]);
    expect(examplePaymentFields(loadEnv({ ...real, SEED_DEMO: "0" }))).toEqual([]);
    expect(examplePaymentFields(loadEnv({ SEED_DEMO: "0" }))).toEqual([]);
    expect(examplePaymentFields(loadEnv({ ...real, SEED_DEMO: "1" }))).toEqual([
      "instantPaymentDetails",
      "internationalPaymentUrl",
    ]);
    // The embedded database is a demo unless told otherwise.
    expect(examplePaymentFields(loadEnv({}))).toHaveLength(2);
    const configured = loadEnv({
      ...real,
      SEED_DEMO: "1",
      INTERNATIONAL_PAYMENT_URL: "https://pay.example/kairos",
    });
    expect(examplePaymentFields(configured)).toEqual(["instantPaymentDetails"]);
  });
});
