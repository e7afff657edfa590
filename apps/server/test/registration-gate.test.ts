import { hashPassword, mailWaitlist } from "@kairos/api";
import {
  applications,
  assessmentSlots,
  type Database,
  demoRoundDates,
  EXAMPLE_PAYMENT,
  formSubmissions,
  seed,
  storedFiles,
  waitlist,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import {
  APPLICATION_MESSAGES,
  addCalendarDays,
  DEFAULT_PUBLIC_CONFIG,
  defaultSiteSettings,
  egyptToday,
  PUBLIC_CONFIG_ELEMENT_ID,
  type PublicConfig,
  WAITLIST_MESSAGES,
} from "@kairos/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { outboxOf, storedKeys } from "./forms";
import { callJson, jsonRequest, tempDir, testApp, testDeps, testStorage } from "./helpers";
import { bearerOf } from "./staff-session";
import { applicationForm, PAYMENT_INSTRUCTIONS } from "./submission-forms";

// A production start without demo data (GAP-27): /register takes no applications until the
// go-live checklist's public items hold (a round ahead, payment instructions, an assessment
// slot), says so in the page's configuration, keeps a "tell me when" list, and mails it once
// when registration opens. The spec's round-3 (February 7th to March 31st, 2026) is past:
// nothing announces it (GAP-26).

const ADMIN = { email: "admin@kairos.example", password: "kairos-admin" };

async function pageConfig(app: App, path = "/register"): Promise<PublicConfig> {
  const html = await (await app.request(path)).text();
  const match = html.match(
    new RegExp(`<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`),
  );
  if (!match?.[1]) throw new Error("no config block in the page");
  return JSON.parse(match[1]) as PublicConfig;
}

type Item = { id: string; done: boolean };
type Checklist = { items: Item[]; registrationOpen: boolean; demo: boolean };

const apply = (app: App, email: string, fields: Record<string, string> = {}) =>
  app.request("/api/trainings/apply", {
    method: "POST",
    body: applicationForm({ email, ...fields }),
  });

/** The mails to `to` in the outboxes, once the background "tell me when" run wrote them. */
async function mailsTo(to: string, dirs: string[], count = 1) {
  const find = () => dirs.flatMap(outboxOf).filter((mail) => mail.includes(`To: ${to}`));
  for (let i = 0; i < 100 && find().length < count; i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  // A moment more: a second mail, were one wrongly sent, would show too.
  await new Promise((r) => setTimeout(r, 100));
  return find();
}

describe.each(testDatabases())("the registration gate on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let admin: Record<string, string>;
  const outboxDir = tempDir("outbox");
  const storage = testStorage();

  const checklist = async (): Promise<Checklist> => {
    const res = await app.request("/trpc/dashboard.goLive", { headers: admin });
    expect(res.status).toBe(200);
    return ((await res.json()) as { result: { data: Checklist } }).result.data;
  };
  const notDone = async () =>
    (await checklist()).items.filter((item) => !item.done).map((item) => item.id);

  beforeAll(async () => {
    database = await open();
    // As `npm start` with DATABASE_URL and SEED_DEMO off: the rounds and the first admin only.
    await seed(database.db, {
      admin: { email: ADMIN.email, passwordHash: await hashPassword(ADMIN.password) },
      demoSlots: false,
    });
    app = testApp(database, { outboxDir, storage, submissionLimit: 1000 });
    admin = await bearerOf(app, ADMIN);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("keeps /register closed and announces no past round", async () => {
    const config = await pageConfig(app);
    expect(config).toMatchObject({ registrationOpen: false, nextCohort: null, demo: false });

    const res = await app.request("/trpc/assessments.rounds");
    const rounds = (
      (await res.json()) as {
        result: { data: { id: string; publicStatus: string; takesApplications: boolean }[] };
      }
    ).result.data;
    // Round 3 is open in the table, but its dates are past: Completed, not the next cohort.
    expect(rounds.find((r) => r.id === "round-3")).toMatchObject({
      publicStatus: "past",
      takesApplications: false,
    });

    const gate = await checklist();
    expect(gate.registrationOpen).toBe(false);
    expect(await notDone()).toEqual(
      expect.arrayContaining(["payment-instructions", "open-round", "assessment-slots"]),
    );
  });

  it("refuses an application with 409 and the reason, and stores nothing", async () => {
    const res = await apply(app, "early@example.com");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      success: false,
      code: "REGISTRATION_CLOSED",
      message: APPLICATION_MESSAGES.registrationClosed,
    });
    expect(await database.db.select().from(applications)).toEqual([]);
    expect(await database.db.select().from(storedFiles)).toEqual([]);
    expect(await storedKeys(storage)).toEqual([]);
    // The form's e-mail code at its contact step says the same, before any payment.
    const check = await app.request(
      "/trpc/applicant.sendEmailCode",
      jsonRequest("POST", { email: "early@example.com", trainingCourse: "round-3" }),
    );
    expect(check.status).toBe(409);
    expect(((await check.json()) as { error: { message: string } }).error.message).toBe(
      APPLICATION_MESSAGES.registrationClosed,
    );
    // Not counted as a stored submission either.
    const counted = await database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.form, "application"));
    expect(counted).toEqual([]);
  });

  it("keeps the 'tell me when' addresses, once each, and shows them to staff", async () => {
    const rest = await callJson<{ success: boolean; message: string }>(
      app,
      "POST",
      "/api/waitlist",
      {},
      { email: "Amal@Example.com" },
    );
    expect(rest).toEqual({
      status: 201,
      body: { success: true, message: WAITLIST_MESSAGES.joined, data: { joined: true } },
    });
    const trpc = await app.request(
      "/trpc/waitlist.join",
      jsonRequest("POST", { email: "omar@example.com" }),
    );
    expect(trpc.status).toBe(200);
    expect(await trpc.json()).toEqual({ result: { data: { message: WAITLIST_MESSAGES.joined } } });
    // Again (another case): the same answer, one entry.
    const again = await app.request(
      "/trpc/waitlist.join",
      jsonRequest("POST", { email: "AMAL@example.com" }),
    );
    expect(again.status).toBe(200);
    // A robot fills the honeypot: the same answer, nothing kept.
    const robot = await callJson(
      app,
      "POST",
      "/api/waitlist",
      {},
      {
        email: "robot@example.com",
        website: "http://spam.example",
      },
    );
    expect(robot.status).toBe(201);
    const invalid = await callJson(app, "POST", "/api/waitlist", {}, { email: "not-an-email" });
    expect(invalid).toEqual({
      status: 400,
      body: {
        success: false,
        code: "VALIDATION_FAILED",
        message: "Please enter a valid email address",
        errors: { email: "Please enter a valid email address" },
      },
    });

    // The page's form sent by the browser itself, before the script took over.
    const native = (body: string) =>
      app.request("/register", {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "http://localhost",
        },
        body,
      });
    const sent = await native("email=Nour%40Example.com&website=");
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/register?waitlist=joined");
    const typo = await native("email=nour%40&website=");
    expect(typo.headers.get("location")).toBe("/register?waitlist=invalid");

    const list = await callJson<{
      data: { entries: { email: string; mailedAt: string | null }[]; waiting: number };
    }>(app, "GET", "/api/waitlist", admin);
    expect(list.status).toBe(200);
    expect(list.body.data.waiting).toBe(3);
    expect(list.body.data.entries.map((e) => [e.email, e.mailedAt])).toEqual([
      ["nour@example.com", null],
      ["omar@example.com", null],
      ["amal@example.com", null],
    ]);
    expect((await callJson(app, "GET", "/api/waitlist", {})).status).toBe(401);
    // Nobody is mailed while registration is closed.
    expect(await mailWaitlist(testDeps(database, { outboxDir }))).toEqual({ queued: 0 });
    expect(outboxOf(outboxDir)).toEqual([]);
  });

  it("opens once the checklist's public items hold, and mails the list once", async () => {
    const today = egyptToday();
    const ahead = { startDate: addCalendarDays(today, 30), endDate: addCalendarDays(today, 82) };
    const round = await app.request(
      "/api/rounds/round-3",
      jsonRequest("PATCH", { name: "Round 3", status: "open", ...ahead }, admin),
    );
    expect(round.status).toBe(200);
    expect((await checklist()).registrationOpen).toBe(false);
    expect(await notDone()).not.toContain("open-round");

    const saved = await app.request(
      "/api/settings",
      jsonRequest(
        "PUT",
        { ...defaultSiteSettings(DEFAULT_PUBLIC_CONFIG), ...PAYMENT_INSTRUCTIONS },
        admin,
      ),
    );
    expect(saved.status).toBe(200);
    expect((await checklist()).registrationOpen).toBe(false);
    expect((await pageConfig(app)).registrationOpen).toBe(false);
    expect((await apply(app, "still-early@example.com")).status).toBe(409);

    const slot = await app.request(
      "/api/assessments/slots",
      jsonRequest(
        "POST",
        {
          mode: "single",
          roundId: "round-3",
          date: addCalendarDays(today, 7),
          time: "10:00",
          capacity: 1,
        },
        admin,
      ),
    );
    expect(slot.status).toBe(201);
    const gate = await checklist();
    expect(gate.registrationOpen).toBe(true);
    // Saving Settings checked the support contacts too; mail and the password are not public items.
    expect(await notDone()).toEqual(["mail-delivery", "admin-password"]);
    expect(await pageConfig(app)).toMatchObject({
      registrationOpen: true,
      nextCohort: { roundId: "round-3", ...ahead },
    });

    // The list hears at once, each address once.
    for (const to of ["amal@example.com", "omar@example.com", "nour@example.com"]) {
      const mails = await mailsTo(to, [outboxDir]);
      expect(mails, to).toHaveLength(1);
      expect(mails[0]).toContain("Subject: Applications are open: medical interpreter training");
      expect(mails[0]).toContain("http://localhost:3000/register");
      expect(mails[0]).toContain("Round 3");
    }
    expect(await mailsTo("robot@example.com", [outboxDir], 0)).toEqual([]);
    const entries = await database.db.select().from(waitlist);
    expect(entries.every((entry) => entry.mailedAt instanceof Date)).toBe(true);

    // The same application now goes in, with the slot.
    const [open] = await database.db
      .select()
      .from(assessmentSlots)
      .where(eq(assessmentSlots.roundId, "round-3"));
    const res = await apply(app, "early@example.com", { assessmentSlot: String(open?.id) });
    expect(res.status).toBe(201);
  });

  it("mails a later address once, even with two processes running the job together", async () => {
    await callJson(app, "POST", "/api/waitlist", {}, { email: "late@example.com" });
    // Two processes' schedulers on one database, each its own deps (and outbox folder).
    const other = tempDir("outbox");
    const runs = await Promise.all([
      mailWaitlist(testDeps(database, { outboxDir })),
      mailWaitlist(testDeps(database, { outboxDir: other })),
    ]);
    const queued = runs.reduce((sum, run) => sum + run.queued, 0);
    // The join's own run may have taken it first; in every case it went exactly once.
    expect(queued).toBeLessThanOrEqual(1);
    expect(await mailsTo("late@example.com", [outboxDir, other])).toHaveLength(1);
    expect(await mailWaitlist(testDeps(database, { outboxDir }))).toEqual({ queued: 0 });
  });
});

describe.each(testDatabases())("a demo install on $name", ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
    await seed(database.db, {
      demoSlots: true,
      examplePayment: ["instantPaymentDetails", "internationalPaymentUrl"],
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("takes applications with its example payment details, and says it is a demo", async () => {
    const deps = testDeps(database);
    const demo = testApp(
      database,
      {},
      { ...deps, publicConfig: { ...deps.publicConfig, demo: true } },
    );
    const config = await pageConfig(demo, "/");
    expect(config).toMatchObject({
      demo: true,
      registrationOpen: true,
      instantPaymentDetails: EXAMPLE_PAYMENT.instantPaymentDetails,
      nextCohort: { roundId: "round-3", ...demoRoundDates(egyptToday()) },
    });
  });

  it("does not let a production start take applications with the demo's examples", async () => {
    // The same database started later without SEED_DEMO: the examples are no instructions.
    const production = testApp(database);
    expect(await pageConfig(production)).toMatchObject({ demo: false, registrationOpen: false });
    const res = await production.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm(),
    });
    expect(res.status).toBe(409);
  });
});
