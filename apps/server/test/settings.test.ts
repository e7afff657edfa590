import { type Database, seed, settings } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import {
  addCalendarDays,
  DEFAULT_PUBLIC_CONFIG,
  defaultSiteSettings,
  egyptToday,
  PUBLIC_CONFIG_ELEMENT_ID,
  type PublicConfig,
} from "@kairos/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { jsonRequest, testApp } from "./helpers";
import { staffSession } from "./staff-session";

const ADMIN = { email: "settings-admin@example.com", password: "correct-horse-1" };
const MODERATOR = { email: "settings-mod@example.com", password: "battery-staple-2" };

/** The configuration the server injected into the app page. */
/** The Egypt calendar day `n` days from today. */
const day = (n: number) => addCalendarDays(egyptToday(), n);

async function pageConfig(app: App): Promise<PublicConfig> {
  const html = await (await app.request("/")).text();
  const match = html.match(
    new RegExp(`<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`),
  );
  if (!match?.[1]) throw new Error("no config block in the page");
  return JSON.parse(match[1]) as PublicConfig;
}

describe.each(testDatabases())("settings and rounds on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let admin: Record<string, string>;
  let moderator: Record<string, string>;

  // The tests' server has STAFF_EMAIL staff@kairos.example (helpers.ts).
  const defaults = defaultSiteSettings(DEFAULT_PUBLIC_CONFIG, "staff@kairos.example");

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    app = testApp(database);
    admin = await staffSession(database, app, { ...ADMIN, role: "admin" });
    moderator = await staffSession(database, app, { ...MODERATOR, role: "moderator" });
  });
  afterAll(async () => {
    await database?.close();
  });

  const ROUTES: [string, string, unknown?][] = [
    ["GET", "/api/settings"],
    ["PUT", "/api/settings", defaults],
    ["GET", "/api/rounds"],
    ["GET", "/api/rounds/round-3"],
    ["PATCH", "/api/rounds/round-3", { name: "Round 3" }],
    ["GET", "/api/users"],
    ["POST", "/api/users", { email: "x@example.com", password: "long-enough", role: "admin" }],
    ["PUT", "/api/users/00000000-0000-4000-8000-000000000000", { firstName: "X" }],
  ];

  it("answers a visitor 401 and a moderator 403 on every users, settings and rounds route", async () => {
    for (const [method, path, body] of ROUTES) {
      const visitor = await app.request(path, jsonRequest(method, body));
      expect(visitor.status, `${method} ${path}`).toBe(401);
      expect(await visitor.json()).toEqual({
        success: false,
        code: "UNAUTHENTICATED",
        message:
          "Authentication required: send an API key as Authorization: Bearer <key>, or a session token from POST /api/auth/login",
      });
      const mod = await app.request(path, jsonRequest(method, body, moderator));
      expect(mod.status, `${method} ${path}`).toBe(403);
      expect(await mod.json()).toEqual({
        success: false,
        code: "FORBIDDEN",
        message: "Access denied. Admin permissions required.",
      });
    }
  });

  it("answers a moderator 403 on every tRPC settings procedure", async () => {
    for (const query of ["settings.get", "rounds.list"]) {
      expect((await app.request(`/trpc/${query}`)).status).toBe(401);
      expect((await app.request(`/trpc/${query}`, { headers: moderator })).status).toBe(403);
    }
    for (const [mutation, input] of [
      ["settings.update", defaults],
      ["rounds.update", { id: "round-3", changes: {} }],
      ["rounds.create", { id: "round-9" }],
    ] as const) {
      const res = await app.request(`/trpc/${mutation}`, jsonRequest("POST", input, moderator));
      expect(res.status, mutation).toBe(403);
    }
    const allowed = await app.request("/trpc/settings.get", { headers: admin });
    expect(allowed.status).toBe(200);
  });

  it("serves the spec's values until an admin saves settings", async () => {
    const res = await app.request("/api/settings", { headers: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { settings: defaults } });
    const config = await pageConfig(app);
    expect(config.prices.EGP).toEqual({
      listPrice: 9500,
      discountedPrice: 8500,
      installmentPrice: 4750,
    });
    // The spec's round-3 (February 7th to March 31st, 2026) is past: no cohort is announced.
    expect(config.nextCohort).toBeNull();
    // The staff alerts' address is not the page's business.
    expect(config).not.toHaveProperty("staffEmail");
  });

  it("refuses invalid settings and rounds with 400 and field messages", async () => {
    const badSettings = await app.request(
      "/api/settings",
      jsonRequest(
        "PUT",
        {
          ...defaults,
          prices: {
            ...defaults.prices,
            USD: { listPrice: 500, discountedPrice: -1, installmentPrice: 250 },
          },
          supportEmail: "nobody",
          staffEmail: "staff at kairos",
          internationalPaymentUrl: "javascript:alert(1)",
        },
        admin,
      ),
    );
    expect(badSettings.status).toBe(400);
    expect(await badSettings.json()).toMatchObject({
      success: false,
      errors: {
        "prices.USD.discountedPrice": "The USD early bird price must be more than 0",
        supportEmail: "Please enter a valid support email address",
        staffEmail: "Please enter a valid email address for the staff alerts, or leave it blank",
        internationalPaymentUrl: "The payment link must be an https:// address",
      },
    });

    const round = {
      name: "Round 3",
      startDate: "2026-03-01",
      endDate: "2026-02-01",
      status: "open",
    };
    const badRound = await app.request("/api/rounds/round-3", jsonRequest("PATCH", round, admin));
    expect(badRound.status).toBe(400);
    expect(await badRound.json()).toMatchObject({
      errors: { endDate: "End date cannot be before the start date" },
    });
    const missing = await app.request(
      "/api/rounds/round-99",
      jsonRequest("PATCH", { ...round, endDate: "2026-04-01" }, admin),
    );
    expect(missing.status).toBe(404);
    expect((await app.request("/api/rounds/round-99", { headers: admin })).status).toBe(404);
  });

  it("puts saved settings and round dates into the page at once", async () => {
    const saved = await app.request(
      "/api/settings",
      jsonRequest(
        "PUT",
        {
          ...defaults,
          prices: {
            ...defaults.prices,
            USD: { listPrice: 550, discountedPrice: 480, installmentPrice: 275 },
          },
          supportEmail: "Help@Kairos.Example",
          internationalPaymentUrl: "https://pay.example/kairos",
        },
        admin,
      ),
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      message: "Settings saved",
      data: { settings: { supportEmail: "help@kairos.example" } },
    });
    const [row] = await database.db.select().from(settings);
    expect(row?.updatedById).toEqual(expect.any(String));

    const moved = await app.request(
      "/api/rounds/round-3",
      jsonRequest(
        "PATCH",
        {
          name: "Round 3",
          startDate: day(40),
          endDate: day(90),
          schedule: "Saturdays 4:00-6:30 PM EST",
          status: "open",
        },
        admin,
      ),
    );
    expect(moved.status).toBe(200);

    const html = await (await app.request("/")).text();
    expect(html).toContain("help@kairos.example");
    const config = await pageConfig(app);
    expect(config.supportEmail).toBe("help@kairos.example");
    expect(config.prices.USD).toEqual({
      listPrice: 550,
      discountedPrice: 480,
      installmentPrice: 275,
    });
    expect(config.internationalPaymentUrl).toBe("https://pay.example/kairos");
    expect(config.nextCohort).toEqual({
      roundId: "round-3",
      name: "Round 3",
      startDate: day(40),
      endDate: day(90),
      schedule: "Saturdays 4:00-6:30 PM EST",
    });
  });

  it("clears an optional payment field instead of falling back to the environment", async () => {
    const res = await app.request(
      "/api/settings",
      jsonRequest("PUT", { ...defaults, internationalPaymentUrl: "" }, admin),
    );
    expect(res.status).toBe(200);
    expect((await pageConfig(app)).internationalPaymentUrl).toBeUndefined();
  });

  it("announces a new open round and none when every round is closed", async () => {
    const created = await app.request(
      "/trpc/rounds.create",
      jsonRequest(
        "POST",
        {
          id: "round-4",
          name: "Round 4",
          startDate: day(20),
          endDate: day(70),
          status: "open",
        },
        admin,
      ),
    );
    expect(created.status).toBe(200);
    expect((await pageConfig(app)).nextCohort?.roundId).toBe("round-4");
    const again = await app.request(
      "/trpc/rounds.create",
      jsonRequest(
        "POST",
        { id: "round-4", name: "Again", startDate: null, endDate: null, status: "closed" },
        admin,
      ),
    );
    expect(again.status).toBe(409);

    for (const id of ["round-3", "round-4"]) {
      const closed = await app.request(
        "/trpc/rounds.update",
        jsonRequest(
          "POST",
          { id, changes: { name: "Closed", startDate: null, endDate: null, status: "closed" } },
          admin,
        ),
      );
      expect(closed.status).toBe(200);
    }
    expect((await pageConfig(app)).nextCohort).toBeNull();
    // A closed round takes no applications: the public round list says so too.
    const rounds = await app.request("/trpc/assessments.rounds");
    const list = ((await rounds.json()) as { result: { data: { id: string; status: string }[] } })
      .result.data;
    expect(list.find((r) => r.id === "round-3")?.status).toBe("closed");
  });
});
