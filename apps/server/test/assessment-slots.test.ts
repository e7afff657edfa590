import { createUser } from "@kairos/api";
import {
  applicationHistory,
  assessmentBookings,
  assessmentSlots,
  type Database,
  seed,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import {
  EGYPT_TIME_ZONE,
  expandSlotPlan,
  SLOT_MESSAGES,
  toZonedParts,
  zonedTimeToUtc,
} from "@kairos/shared";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { invitationOf, outboxOf, screenshotFile } from "./forms";
import { jsonRequest, tempDir, testApp } from "./helpers";
import { bearerOf, staffSession } from "./staff-session";
import { openRegistration } from "./submission-forms";

const ADMIN = { email: "slots-admin@example.com", password: "admin-password" };
const MOD = { email: "slots-mod@example.com", password: "moderator-password" };

/** YYYY-MM-DD of the Egypt-time day `days` from today. */
const egyptDay = (days: number) => {
  const today = toZonedParts(new Date(), EGYPT_TIME_ZONE).date;
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

let counter = 0;
function applicationForm(slotId: number, email = `slot-applicant-${counter++}@example.com`) {
  const form = new FormData();
  const values: Record<string, string> = {
    trainingCourse: "round-3",
    secondLanguage: "Arabic",
    fullName: `Applicant ${counter}`,
    countryCode: "EG",
    phoneNumber: "+201001234567",
    email,
    selectedCountry: "Egypt",
    selectedCity: "Cairo",
    occupation: "student",
    interests: JSON.stringify(["Want to earn extra income"]),
    jobReferrals: "yes",
    hearAbout: "facebook",
    paymentPlan: "full-payment",
    assessmentSlot: String(slotId),
  };
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  form.set("paymentScreenshot", screenshotFile());
  return form;
}

interface ListedSlot {
  id: number;
  date: string;
  time: string;
  capacity: number;
  bookedCount: number;
  callLink: string | null;
  bookings: { id: number; applicationId: number; fullName: string; email: string; phone: string }[];
}
type Body = { success: boolean; message?: string; data: Record<string, unknown> };

describe.each(testDatabases())("assessment slot management on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let outboxDir: string;
  let admin: Record<string, string>;
  let moderator: Record<string, string>;
  let adminId: string;

  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = admin,
  ) => {
    const res = await app.request(`/api${path}`, jsonRequest(method, body, headers));
    return { status: res.status, body: (await res.json()) as Body };
  };
  const listSlots = async () =>
    (await call("GET", "/assessments/slots?round=round-3")).body.data.slots as ListedSlot[];
  /** A future slot of its own, created directly. */
  const addSlot = async (days: number, time: string, capacity = 1, roundId = "round-3") => {
    const [slot] = await database.db
      .insert(assessmentSlots)
      .values({
        roundId,
        startsAt: zonedTimeToUtc(egyptDay(days), time, EGYPT_TIME_ZONE),
        capacity,
      })
      .returning();
    if (!slot) throw new Error("no slot");
    return slot;
  };
  const apply = async (slotId: number, email?: string) => {
    const res = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm(slotId, email),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { data: { application: { id: number; email: string } } };
    return body.data.application;
  };
  const bookingOf = async (applicationId: number) => {
    const [booking] = await database.db
      .select()
      .from(assessmentBookings)
      .where(eq(assessmentBookings.applicationId, applicationId))
      .orderBy(asc(assessmentBookings.id));
    if (!booking) throw new Error("no booking");
    return booking;
  };
  const historyOf = (applicationId: number) =>
    database.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, applicationId))
      .orderBy(asc(applicationHistory.id));
  const countOf = async (slotId: number) => {
    const [row] = await database.db
      .select({ n: assessmentSlots.bookedCount })
      .from(assessmentSlots)
      .where(eq(assessmentSlots.id, slotId));
    return row?.n;
  };

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    await openRegistration(database, { spareSlot: false });
    outboxDir = tempDir("outbox");
    app = testApp(database, { outboxDir, submissionLimit: 10_000 });
    adminId = (await createUser(database.db, { ...ADMIN, role: "admin" })).id;
    admin = await bearerOf(app, ADMIN);
    moderator = await staffSession(database, app, { ...MOD, role: "moderator" });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("is for signed-in staff only, moderators included", async () => {
    for (const [method, path] of [
      ["GET", "/assessments/slots?round=round-3"],
      ["POST", "/assessments/slots"],
      ["PATCH", "/assessments/slots/1"],
      ["DELETE", "/assessments/slots/1"],
      ["POST", "/assessments/bookings/1/move"],
      ["POST", "/assessments/bookings/1/cancel"],
    ] as const) {
      const res = await app.request(
        `/api${path}`,
        jsonRequest(method, method === "GET" ? undefined : {}),
      );
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    const trpc = await app.request(
      `/trpc/assessmentSlots.list?input=${encodeURIComponent(JSON.stringify({ roundId: "round-3" }))}`,
    );
    expect(trpc.status).toBe(401);
    const asModerator = await call("GET", "/assessments/slots?round=round-3", undefined, moderator);
    expect(asModerator.status).toBe(200);
    expect(asModerator.body.data).toMatchObject({ round: { id: "round-3", name: "Round 3" } });
    expect((await call("GET", "/assessments/slots?round=round-9")).status).toBe(404);
  });

  it("creates a weekly series in Egypt time, then skips the slots that already exist", async () => {
    const fromDate = egyptDay(2);
    const toDate = egyptDay(15);
    const days = [weekdayOf(egyptDay(3)), weekdayOf(egyptDay(5))];
    const series = {
      mode: "series",
      roundId: "round-3",
      fromDate,
      toDate,
      daysOfWeek: days,
      startTime: "15:30",
      endTime: "16:30",
      lengthMinutes: 30,
      capacity: 2,
      callLink: "https://meet.example.com/kairos",
    };
    const created = await call("POST", "/assessments/slots", series, moderator);
    expect(created.status).toBe(201);
    // Two weekdays over two weeks, two 30-minute slots each: 8 slots.
    expect(created.body.data).toEqual({
      created: 8,
      skippedPast: 0,
      skippedExisting: 0,
      skippedInvalid: 0,
    });
    const slots = await listSlots();
    expect(slots).toHaveLength(8);
    expect(slots[0]).toMatchObject({
      date: egyptDay(3),
      time: "15:30",
      capacity: 2,
      bookedCount: 0,
      callLink: "https://meet.example.com/kairos",
      bookings: [],
    });
    expect(slots.map((s) => s.time)).toEqual(Array(4).fill(["15:30", "16:00"]).flat());

    // The same series again creates nothing, and says why.
    const again = await call("POST", "/assessments/slots", series);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(SLOT_MESSAGES.nothingToCreate);

    // A longer range creates only the new times and counts the rest.
    const longer = await call("POST", "/assessments/slots", {
      ...series,
      endTime: "17:00",
    });
    expect(longer.status).toBe(201);
    expect(longer.body.data).toMatchObject({ created: 4, skippedExisting: 8 });
    const expected = expandSlotPlan(
      { ...series, mode: "series", endTime: "17:00" },
      { now: new Date() },
    );
    expect(await listSlots()).toHaveLength(expected.starts.length);

    const past = await call("POST", "/assessments/slots", {
      mode: "single",
      roundId: "round-3",
      date: egyptDay(-1),
      time: "10:00",
      capacity: 1,
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(SLOT_MESSAGES.nothingToCreate);

    const invalid = await call("POST", "/assessments/slots", { ...series, daysOfWeek: [] });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      success: false,
      message: SLOT_MESSAGES.daysOfWeek,
      errors: { daysOfWeek: SLOT_MESSAGES.daysOfWeek },
    });
  });

  it("edits capacity and call link, never below the places booked", async () => {
    const slot = await addSlot(30, "11:00", 3);
    await apply(slot.id);
    await apply(slot.id);
    const lower = await call("PATCH", `/assessments/slots/${slot.id}`, {
      capacity: 1,
      callLink: "",
    });
    expect(lower.status).toBe(409);
    expect(lower.body.message).toBe(
      "The capacity cannot be lower than the 2 bookings already made for this slot",
    );
    const badLink = await call("PATCH", `/assessments/slots/${slot.id}`, {
      capacity: 2,
      callLink: "meet.example.com/x",
    });
    expect(badLink.status).toBe(400);
    expect(badLink.body.message).toBe(SLOT_MESSAGES.callLink);
    const ok = await call("PATCH", `/assessments/slots/${slot.id}`, {
      capacity: 2,
      callLink: "https://meet.example.com/room-2",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({
      slot: {
        id: slot.id,
        capacity: 2,
        bookedCount: 2,
        callLink: "https://meet.example.com/room-2",
      },
    });
    // Now full: the public booking calls see no place left.
    const check = await app.request(`/api/assessments/check-availability/${slot.id}`);
    expect(await check.json()).toEqual({ success: true, data: { available: false } });
    expect(
      (await call("PATCH", "/assessments/slots/999999", { capacity: 2, callLink: "" })).status,
    ).toBe(404);
  });

  it("deletes only slots without active bookings", async () => {
    const booked = await addSlot(31, "11:00", 2);
    const free = await addSlot(31, "12:00", 2);
    await apply(booked.id);
    const refused = await call("DELETE", `/assessments/slots/${booked.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SLOT_MESSAGES.deleteBooked);
    expect(await countOf(booked.id)).toBe(1);

    const deleted = await call("DELETE", `/assessments/slots/${free.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ deleted: true, id: free.id });
    expect((await call("DELETE", `/assessments/slots/${free.id}`)).status).toBe(404);
  });

  it("moves a booking, keeps the old row, writes history and mails the new time", async () => {
    const from = await addSlot(40, "10:00", 1);
    const to = await addSlot(41, "15:30", 1);
    const application = await apply(from.id);
    const before = await bookingOf(application.id);

    const moved = await call("POST", `/assessments/bookings/${before.id}/move`, {
      toSlotId: to.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      success: true,
      message: "Booking moved",
      data: { fromSlotId: from.id, toSlotId: to.id, emailSent: true },
    });
    expect(await countOf(from.id)).toBe(0);
    expect(await countOf(to.id)).toBe(1);

    const listed = await listSlots();
    expect(listed.find((s) => s.id === from.id)?.bookings).toEqual([]);
    expect(listed.find((s) => s.id === to.id)?.bookings).toEqual([
      expect.objectContaining({
        applicationId: application.id,
        fullName: expect.stringMatching(/^Applicant/),
        email: application.email,
        phone: "+201001234567",
      }),
    ]);

    const rows = await database.db
      .select()
      .from(assessmentBookings)
      .where(eq(assessmentBookings.applicationId, application.id))
      .orderBy(asc(assessmentBookings.id));
    expect(rows.map((r) => [r.slotId, r.cancelledAt !== null, r.cancelledById])).toEqual([
      [from.id, true, adminId],
      [to.id, false, null],
    ]);

    const history = await historyOf(application.id);
    const move = history.find((h) => h.event === "booking-moved");
    expect(move?.actorId).toBe(adminId);
    expect(move?.detail).toContain("10:00 AM (Egypt time) to ");
    expect(move?.detail).toContain("3:30 PM (Egypt time)");
    expect(history.at(-1)).toMatchObject({
      event: "mail-sent",
      detail: "Assessment booking moved",
    });

    const mail = outboxOf(outboxDir).find(
      (m) => m.includes(`To: ${application.email}`) && m.includes("has a new time"),
    );
    expect(mail).toContain("3:30 PM (Egypt time)");
    // The invitation moves the calendar's event: the application's UID, a higher SEQUENCE.
    const ics = invitationOf(mail);
    expect(ics).toContain(`UID:assessment-APP-${String(application.id).padStart(6, "0")}@kairos`);
    expect(ics).toContain("SEQUENCE:1");

    // The old booking cannot be moved again; the new one cannot go to a full or past slot.
    const stale = await call("POST", `/assessments/bookings/${before.id}/move`, {
      toSlotId: from.id,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(SLOT_MESSAGES.bookingInactive);
    const current = rows[1]?.id;
    const full = await addSlot(42, "10:00", 1);
    await apply(full.id);
    const intoFull = await call("POST", `/assessments/bookings/${current}/move`, {
      toSlotId: full.id,
    });
    expect(intoFull.status).toBe(409);
    expect(intoFull.body.message).toBe(SLOT_MESSAGES.targetUnavailable);
    const past = await addSlot(-2, "10:00", 1);
    const intoPast = await call("POST", `/assessments/bookings/${current}/move`, {
      toSlotId: past.id,
    });
    expect(intoPast.status).toBe(409);
    const otherRound = await addSlot(43, "10:00", 1, "round-2");
    const intoOtherRound = await call("POST", `/assessments/bookings/${current}/move`, {
      toSlotId: otherRound.id,
    });
    expect(intoOtherRound.status).toBe(400);
    expect(intoOtherRound.body.message).toBe(SLOT_MESSAGES.otherRound);
    expect(await countOf(to.id)).toBe(1);
  });

  it("lets exactly one of 10 concurrent moves into a slot of capacity 1", async () => {
    const source = await addSlot(50, "10:00", 10);
    const target = await addSlot(51, "10:00", 1);
    const applications = [];
    for (let i = 0; i < 10; i++) applications.push(await apply(source.id));
    const bookings = await Promise.all(applications.map((a) => bookingOf(a.id)));
    const results = await Promise.all(
      bookings.map((b) =>
        call("POST", `/assessments/bookings/${b.id}/move`, { toSlotId: target.id }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0]?.body.message).toBe(SLOT_MESSAGES.targetUnavailable);
    expect(await countOf(target.id)).toBe(1);
    expect(await countOf(source.id)).toBe(9);
    const active = await database.db
      .select()
      .from(assessmentBookings)
      .where(and(eq(assessmentBookings.slotId, target.id)));
    expect(active).toHaveLength(1);
  });

  it("cancels a booking: the place is free again, the applicant is told", async () => {
    const slot = await addSlot(60, "13:00", 1);
    const application = await apply(slot.id);
    const booking = await bookingOf(application.id);
    const cancelled = await call("POST", `/assessments/bookings/${booking.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      message: "Booking cancelled",
      data: { bookingId: booking.id, slotId: slot.id, emailSent: true },
    });
    expect(await countOf(slot.id)).toBe(1 - 1);
    const check = await app.request(`/api/assessments/check-availability/${slot.id}`);
    expect(await check.json()).toEqual({ success: true, data: { available: true } });
    expect((await bookingOf(application.id)).cancelledById).toBe(adminId);

    const history = await historyOf(application.id);
    expect(history.map((h) => h.event)).toEqual([
      "submitted",
      "mail-sent",
      "booking-cancelled",
      "mail-sent",
    ]);
    expect(history[2]?.detail).toContain("1:00 PM (Egypt time) cancelled");
    const mail = outboxOf(outboxDir).find(
      (m) => m.includes(`To: ${application.email}`) && m.includes("was cancelled"),
    );
    expect(mail).toContain("You can book a new time on your page");
    expect(invitationOf(mail)).toContain("METHOD:CANCEL");

    const again = await call("POST", `/assessments/bookings/${booking.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SLOT_MESSAGES.bookingInactive);
    expect((await call("POST", "/assessments/bookings/999999/cancel")).status).toBe(404);

    // Its booking history no longer blocks deleting the slot.
    const deleted = await call("DELETE", `/assessments/slots/${slot.id}`);
    expect(deleted.status).toBe(200);
  });
});
