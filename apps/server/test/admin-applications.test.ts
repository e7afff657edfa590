import {
  applications,
  assessmentBookings,
  assessmentSlots,
  type Database,
  rounds,
  seed,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { egyptToday } from "@kairos/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { APPLICATION_FIELDS, formOf, screenshotFile } from "./forms";
import { jsonRequest, testApp } from "./helpers";
import { staffSession } from "./staff-session";
import { openRegistration } from "./submission-forms";

const ADMIN = { email: "admin@example.com", password: "admin-password" };
const MOD = { email: "mod@example.com", password: "moderator-password" };

type Json = Record<string, unknown> & { data: Record<string, unknown> };

describe.each(testDatabases())("admin applications over REST on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let admin: Record<string, string>;
  let moderator: Record<string, string>;

  const get = async (path: string, headers: Record<string, string> = admin) => {
    const res = await app.request(path, { headers });
    return {
      status: res.status,
      res,
      body: (await res
        .clone()
        .json()
        .catch(() => ({}))) as Json,
    };
  };

  /** A slot `days` ahead, and an application (as the public form sends it) that books it. */
  const applyForNewSlot = async (fullName: string, email: string, days: number) => {
    const [slot] = await database.db
      .insert(assessmentSlots)
      .values({ roundId: "round-3", startsAt: new Date(Date.now() + days * 86_400_000) })
      .returning();
    const form = formOf({
      ...APPLICATION_FIELDS,
      fullName,
      email,
      assessmentSlot: String(slot?.id),
    });
    form.set("paymentScreenshot", screenshotFile());
    const created = await app.request("/api/trainings/apply", { method: "POST", body: form });
    expect(created.status).toBe(201);
    const { application } = (
      (await created.json()) as { data: { application: { id: number; paymentScreenshot: string } } }
    ).data;
    return { slot, application };
  };

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    await openRegistration(database, { spareSlot: false });
    app = testApp(database, { submissionLimit: 1000 });
    admin = await staffSession(database, app, { ...ADMIN, role: "admin" });
    moderator = await staffSession(database, app, { ...MOD, role: "moderator" });
    // 25 applications over two rounds, oldest first; one Arabic name.
    const base = Date.parse("2026-01-01T10:00:00Z");
    await database.db.insert(applications).values(
      Array.from({ length: 25 }, (_, i) => ({
        fullName: i === 24 ? "ليلى حسن" : `Applicant ${String(i).padStart(2, "0")}`,
        email: `a${i}@example.com`,
        countryCode: i % 2 ? "EG" : "US",
        phoneNumber: "+15551234567",
        selectedCountry: i % 2 ? "Egypt" : "United States",
        selectedCity: i % 2 ? "Cairo" : "Boston",
        roundId: i < 15 ? "round-3" : "round-2",
        secondLanguage: "Arabic",
        occupation: "student" as const,
        interests:
          i === 13 ? ["Want to earn extra income", "other"] : ["Want to earn extra income"],
        otherInterest:
          i === 3 ? '=HYPERLINK("http://x.example")' : i === 13 ? "Community work" : null,
        hearAbout: "facebook" as const,
        paymentPlan: "full-payment" as const,
        amountDue: i % 2 ? 8500 : 450,
        currency: i % 2 ? ("EGP" as const) : ("USD" as const),
        status: i % 5 === 0 ? ("approved" as const) : ("pending" as const),
        createdAt: new Date(base + i * 60_000),
      })),
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  it("answers 401 without a session on every staff route", async () => {
    for (const [method, path] of [
      ["GET", "/api/trainings"],
      ["GET", "/api/trainings/1"],
      ["GET", "/api/trainings/email/a1@example.com"],
      ["PATCH", "/api/trainings/1/status"],
      ["PATCH", "/api/trainings/1/notes"],
      ["DELETE", "/api/trainings/1"],
      ["GET", "/api/trainings/export"],
      ["GET", "/api/trainings/export/round-3"],
      ["GET", "/api/assessments/booked-slots/round-3"],
      ["GET", "/api/files/00000000-0000-0000-0000-000000000000"],
    ] as const) {
      const res = await app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toEqual({
        success: false,
        code: "UNAUTHENTICATED",
        message:
          "Authentication required: send an API key as Authorization: Bearer <key>, or a session token from POST /api/auth/login",
      });
    }
  });

  it("paginates newest first and filters by status, round and a search across pages", async () => {
    const page1 = await get("/api/trainings?page=1&limit=10");
    expect(page1.body.data.pagination).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalItems: 25,
      itemsPerPage: 10,
    });
    const list = page1.body.data.applications as { fullName: string }[];
    expect(list[0]?.fullName).toBe("ليلى حسن");
    const page3 = await get("/api/trainings?page=3&limit=10");
    expect(page3.body.data.applications).toHaveLength(5);

    const approved = await get("/api/trainings?status=approved", moderator);
    expect(approved.body.data.pagination).toMatchObject({ totalItems: 5 });
    const round2 = await get("/api/trainings?round=round-2");
    expect(round2.body.data.pagination).toMatchObject({ totalItems: 10 });
    const search = await get("/api/trainings?q=applicant%2003&limit=10");
    expect((search.body.data.applications as { email: string }[]).map((a) => a.email)).toEqual([
      "a3@example.com",
    ]);
    const byCountry = await get("/api/trainings?q=egypt");
    expect(byCountry.body.data.pagination).toMatchObject({ totalItems: 12 });
    const capped = await get("/api/trainings?limit=100000");
    expect(capped.body.data.pagination).toMatchObject({ itemsPerPage: 100 });
  });

  it("changes status with notes and records the history; saves notes", async () => {
    const [row] = await database.db
      .select()
      .from(applications)
      .where(eq(applications.email, "a1@example.com"));
    const id = row?.id;
    const res = await app.request(
      `/api/trainings/${id}/status`,
      jsonRequest(
        "PATCH",
        { status: "payment-pending", notes: "Second installment due" },
        moderator,
      ),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: { application: Record<string, unknown>; history: Record<string, unknown>[] };
    };
    expect(body.data.application).toMatchObject({
      applicationStatus: "payment-pending",
      notes: "Second installment due",
    });
    expect(body.data.history.at(-2)).toMatchObject({
      event: "status-changed",
      fromStatus: "pending",
      toStatus: "payment-pending",
      notes: "Second installment due",
      actor: MOD.email,
    });
    // The applicant was notified (the default); status-mail.test.ts covers the mails.
    expect(body.data.history.at(-1)).toMatchObject({
      event: "mail-sent",
      detail: "Payment pending",
    });
    const bad = await app.request(
      `/api/trainings/${id}/status`,
      jsonRequest("PATCH", { status: "archived" }, admin),
    );
    expect(bad.status).toBe(400);
    const notes = await app.request(
      `/api/trainings/${id}/notes`,
      jsonRequest("PATCH", { notes: "Called on Monday" }, admin),
    );
    expect(notes.status).toBe(200);
    const fetched = await get(`/api/trainings/${id}`);
    expect(fetched.body.data.application).toMatchObject({ notes: "Called on Monday" });
    expect((await get("/api/trainings/999999")).status).toBe(404);
    const byPath = (await get("/api/trainings/email/a1@example.com", moderator)).body.data;
    expect(byPath.applications).toHaveLength(1);
    // The documented form (the list's `email`), exact and in any case, gives the same ones.
    const byQuery = (await get("/api/trainings?email=A1@Example.com", moderator)).body.data;
    expect(byQuery.applications).toEqual(byPath.applications);
    expect(
      (await get("/api/trainings?email=a1@example.co", moderator)).body.data.applications,
    ).toEqual([]);
    const invalid = await get("/api/trainings?email=a1", moderator);
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ email: "Please enter a valid email address" });
  });

  it("lets only an admin delete, which frees the slot and removes the screenshot", async () => {
    const { slot, application } = await applyForNewSlot("Delete Me", "delete-me@example.com", 3);

    const image = await app.request(`/api${application.paymentScreenshot}`, { headers: moderator });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("cache-control")).toContain("private");
    expect((await app.request(`/api${application.paymentScreenshot}`)).status).toBe(401);

    const denied = await app.request(`/api/trainings/${application.id}`, {
      method: "DELETE",
      headers: moderator,
    });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({
      success: false,
      code: "FORBIDDEN",
      message: "Access denied. Admin permissions required.",
    });
    const deleted = await app.request(`/api/trainings/${application.id}`, {
      method: "DELETE",
      headers: admin,
    });
    expect(deleted.status).toBe(200);
    const [freed] = await database.db
      .select()
      .from(assessmentSlots)
      .where(eq(assessmentSlots.id, slot?.id ?? 0));
    expect(freed?.bookedCount).toBe(0);
    const [booking] = await database.db
      .select()
      .from(assessmentBookings)
      .where(eq(assessmentBookings.email, "delete-me@example.com"));
    expect(booking?.cancelledAt).not.toBeNull();
    expect(
      (await app.request(`/api${application.paymentScreenshot}`, { headers: admin })).status,
    ).toBe(404);
  });

  it("frees a slot still to come when the application is rejected", async () => {
    const { slot, application } = await applyForNewSlot("Reject Me", "reject-me@example.com", 4);
    // Staff read the booked slot as a time beside its id, on both transports' shared answer.
    const opened = await app.request(`/api/trainings/${application.id}`, { headers: moderator });
    expect(((await opened.json()) as Json).data.application).toMatchObject({
      assessmentSlot: String(slot?.id),
      assessmentStartsAt: slot?.startsAt.toISOString(),
    });

    const rejected = await app.request(
      `/api/trainings/${application.id}/status`,
      jsonRequest("PATCH", { status: "rejected", notify: false }, moderator),
    );
    expect(rejected.status).toBe(200);
    const body = (await rejected.json()) as {
      data: { application: Record<string, unknown>; history: { event: string }[] };
    };
    expect(body.data.application).toMatchObject({
      applicationStatus: "rejected",
      assessmentSlot: null,
      assessmentStartsAt: null,
    });
    expect(body.data.history.map((h) => h.event)).toContain("booking-cancelled");
    const [freed] = await database.db
      .select()
      .from(assessmentSlots)
      .where(eq(assessmentSlots.id, slot?.id ?? 0));
    expect(freed?.bookedCount).toBe(0);
    const available = await app.request(`/api/assessments/check-availability/${slot?.id}`);
    expect(await available.json()).toMatchObject({ data: { available: true } });
    // Leave the 25 seeded applications as the other tests expect them.
    const removed = await app.request(`/api/trainings/${application.id}`, {
      method: "DELETE",
      headers: admin,
    });
    expect(removed.status).toBe(200);
  });

  it("exports CSV with a BOM, a header, one row per application and safe cells", async () => {
    const res = await app.request("/api/trainings/export/round-3", { headers: moderator });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    // The file is named by Egypt's day.
    const today = egyptToday();
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="round-3-applications-${today}.csv"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trim().split("\n");
    expect(lines[0]).toMatch(/^ID,Full name,Email,/);
    expect(lines).toHaveLength(1 + 15);
    const all = await app.request("/api/trainings/export?status=approved", { headers: admin });
    expect(all.headers.get("content-disposition")).toContain(`all-applications-${today}.csv`);
    const allText = await all.text();
    expect(allText.trim().split("\n")).toHaveLength(1 + 5);
    const everything = await (
      await app.request("/api/trainings/export", { headers: admin })
    ).text();
    expect(everything).toContain("ليلى حسن");
    // A cell that would start a formula is neutralised with an apostrophe.
    expect(everything).toContain(`"'=HYPERLINK(""http://x.example"")"`);
    expect(everything).not.toMatch(/,"?=HYPERLINK/);
    // Codes as a person reads them; the round's id keeps a column of its own.
    expect(lines[0]).toContain(",Training course,Round ID,");
    expect(lines[1]).toContain(",Round 3,round-3,");
    expect(lines[1]).toContain(",Student,");
    expect(lines[1]).toContain(",Facebook,");
    // What each application owes, as recorded: a plain number beside its currency.
    expect(lines[0]).toContain(",Payment plan,Amount due,Currency,");
    expect(lines[1]).toContain(",United States,Boston,");
    expect(lines[1]).toContain(",Full Payment,450,USD,");
    expect(lines[2]).toContain(",Egypt,Cairo,");
    expect(lines[2]).toContain(",Full Payment,8500,EGP,");
    expect(lines[1]).toMatch(/,(Pending|Approved|Rejected|Payment pending),/);
    expect(text).not.toMatch(/,(full-payment|facebook|student|pending),/);
    // Dates on Egypt's clock with the offset (ISO 8601), never raw UTC: the newest, applied
    // at 10:14 UTC on 1 January, reads 12:14 in Cairo (+02:00 in winter).
    expect(lines[0]).toContain(",Status,Applied (Egypt time),Updated (Egypt time),Notes");
    expect(lines[0]).toContain(",Assessment date (Egypt time),Assessment time (Egypt time),");
    expect(lines[1]).toContain(",2026-01-01T12:14:00+02:00,");
    expect(lines[1]).toMatch(/,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[23]:00,/);
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT[\d:.]+Z/);
    // "other" as the applicant's own words, beside the raw column.
    expect(lines[2]).toContain(",Want to earn extra income; Other: Community work,Community work,");
  });

  it("links each screenshot in the export by an address that opens for signed-in staff", async () => {
    const { application } = await applyForNewSlot("Link Me", "link-me@example.com", 5);
    const csv = await (await app.request("/api/trainings/export", { headers: admin })).text();
    const link = csv.match(/https?:\/\/[^,\s]+\/api\/files\/[0-9a-f-]{36}/)?.[0] ?? "";
    expect(link).toBe(`http://localhost:3000/api${application.paymentScreenshot}`);
    const opened = await app.request(new URL(link).pathname, { headers: moderator });
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toBe("image/png");
    const removed = await app.request(`/api/trainings/${application.id}`, {
      method: "DELETE",
      headers: admin,
    });
    expect(removed.status).toBe(200);
  });

  it("lists booked slots by round and Egypt-time date", async () => {
    const startsAt = new Date("2027-03-01T08:30:00Z"); // 10:30 in Cairo
    const [slot] = await database.db
      .insert(assessmentSlots)
      .values({ roundId: "round-3", startsAt, capacity: 2, bookedCount: 1 })
      .returning();
    await database.db
      .insert(assessmentBookings)
      .values({ slotId: slot?.id ?? 0, roundId: "round-3", email: "a2@example.com" });
    const res = await get("/api/assessments/booked-slots/round-3?entry_date=2027-03-01", moderator);
    expect(res.body).toEqual({
      success: true,
      data: {
        booked_slots: [
          {
            id: expect.any(Number),
            email: "a2@example.com",
            entry_date: "2027-03-01",
            entry_time: "10:30",
            round_name: "Round 3",
            slot_id: slot?.id,
          },
        ],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 10 },
      },
    });
    const other = await get(
      "/api/assessments/booked-slots/round-3?entry_date=2027-03-02",
      moderator,
    );
    expect(other.body.data.booked_slots).toEqual([]);
  });

  // INC-01: the console's first view is every round's bookings from today on, so a newly
  // opened round does not hide the earlier one's; a past booking is not among them.
  it("lists every round's upcoming bookings without a round", async () => {
    await database.db
      .insert(rounds)
      .values({ id: "round-9", name: "Round 9", status: "open", startDate: "2027-09-04" });
    const [soon, past] = await database.db
      .insert(assessmentSlots)
      .values([
        { roundId: "round-3", startsAt: new Date("2027-04-05T08:00:00Z"), capacity: 1 },
        { roundId: "round-3", startsAt: new Date("2020-04-05T08:00:00Z"), capacity: 1 },
      ])
      .returning();
    await database.db.insert(assessmentBookings).values([
      { slotId: soon?.id ?? 0, roundId: "round-3", email: "upcoming@example.com" },
      { slotId: past?.id ?? 0, roundId: "round-3", email: "long-ago@example.com" },
    ]);
    const all = await get("/api/assessments/booked-slots?limit=100", moderator);
    expect(all.status).toBe(200);
    const listed = all.body.data.booked_slots as { email: string }[];
    const emails = listed.map((b) => b.email);
    expect(emails).toContain("upcoming@example.com");
    expect(emails).not.toContain("long-ago@example.com");
    const row = listed.find((b) => b.email === "upcoming@example.com");
    expect(row).toMatchObject({
      entry_date: "2027-04-05",
      entry_time: "10:00",
      round_name: "Round 3",
    });
    const round9 = await get("/api/assessments/booked-slots/round-9", moderator);
    expect(round9.body.data.pagination).toMatchObject({ totalItems: 0 });
  });
});
