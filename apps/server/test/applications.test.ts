import type { Storage } from "@kairos/api";
import {
  applications,
  assessmentBookings,
  assessmentSlots,
  type Database,
  rounds,
  seed,
  storedFiles,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { calendarDayLabel, secondPaymentDue } from "@kairos/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { APPLICATION_FIELDS, formOf, invitationOf, outboxOf, PDF, PNG, storedKeys } from "./forms";
import { jsonRequest, tempDir, testApp, testStorage } from "./helpers";
import { staffSession } from "./staff-session";
import { addSlots, openRegistration, uniqueEmail } from "./submission-forms";

/** A training application with a unique e-mail; a field set to "" is left out. */
function applicationForm(
  fields: Record<string, string> = {},
  file: Buffer | null = PNG,
  name = "pay.png",
) {
  const values = { ...APPLICATION_FIELDS, email: uniqueEmail(), ...fields };
  const form = formOf(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "")));
  if (file) form.set("paymentScreenshot", new File([file], name, { type: "image/png" }));
  return form;
}

const apply = async (app: App, form: FormData): Promise<Response> =>
  app.request("/api/trainings/apply", { method: "POST", body: form });

describe.each(testDatabases())("training applications on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let outboxDir: string;
  let storage: Storage;
  let slots: (typeof assessmentSlots.$inferSelect)[];

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    await openRegistration(database, { spareSlot: false });
    slots = await addSlots(database, "round-3", [3, 4, 5, 6, 7, 8]);
    outboxDir = tempDir("outbox");
    storage = testStorage();
    app = testApp(database, { outboxDir, storage, submissionLimit: 10_000 });
  });
  afterAll(async () => {
    await database?.close();
  });

  const slot = (i: number) => {
    const s = slots[i];
    if (!s) throw new Error(`no slot ${i}`);
    return s;
  };

  it("lists available dates and slots in Egypt time, and checks availability", async () => {
    const dates = await app.request("/api/assessments/available-dates/round-3");
    const body = (await dates.json()) as { success: boolean; data: { available_dates: string[] } };
    expect(body.success).toBe(true);
    expect(body.data.available_dates).toHaveLength(6);
    const first = body.data.available_dates[0] ?? "";
    const daySlots = await app.request(`/api/assessments/available-slots/round-3/${first}`);
    expect(await daySlots.json()).toEqual({
      success: true,
      data: {
        available_time_slots: [
          { id: slot(0).id, time: "10:00", date: first, round_name: "Round 3" },
        ],
      },
    });
    const check = await app.request(`/api/assessments/check-availability/${slot(0).id}`);
    expect(await check.json()).toEqual({ success: true, data: { available: true } });
    expect((await app.request("/api/assessments/available-dates/round-9")).status).toBe(404);
    expect(await (await app.request("/api/assessments/available-dates/round-2")).json()).toEqual({
      success: true,
      data: { available_dates: [] },
    });
  });

  it("accepts a complete application, books its slot and mails a confirmation with an .ics", async () => {
    const email = uniqueEmail();
    const res = await apply(app, applicationForm({ email, assessmentSlot: String(slot(0).id) }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      success: boolean;
      data: {
        message: string;
        emailSent: boolean;
        application: { id: number } & Record<string, unknown>;
        reference: string;
        calendar: string;
      };
    };
    expect(body.success).toBe(true);
    expect(body.data.message).toBe("Application submitted successfully");
    expect(body.data.emailSent).toBe(true);
    expect(body.data.application).toMatchObject({
      email,
      trainingCourse: "round-3",
      assessmentSlot: String(slot(0).id),
      applicationStatus: "pending",
      interests: ["Want to earn extra income"],
      paymentScreenshot: expect.stringMatching(/^\/files\/[0-9a-f-]{36}$/),
    });
    const [booking] = await database.db
      .select()
      .from(assessmentBookings)
      .where(eq(assessmentBookings.email, email));
    expect(booking?.slotId).toBe(slot(0).id);
    const check = await app.request(`/api/assessments/check-availability/${slot(0).id}`);
    expect(await check.json()).toEqual({ success: true, data: { available: false } });

    // The reference to quote and the booking as an invitation the applicant can add.
    const reference = `APP-${String(body.data.application.id).padStart(6, "0")}`;
    expect(body.data.reference).toBe(reference);
    expect(body.data.calendar.replace(/\r?\n[ \t]/g, "")).toContain(
      `UID:assessment-${reference}@kairos`,
    );

    const mail = outboxOf(outboxDir).find((m) => m.includes(`To: ${email}`));
    expect(mail).toContain("10:00 AM (Egypt time)");
    expect(mail).toContain(reference);
    // Egypt pays in pounds: the plan with its amount from Settings, recorded on the application.
    expect(mail).toContain("Full Payment: LE 8,500 with the application");
    expect(body.data.application).toMatchObject({ amountDue: 8500, currency: "EGP" });
    // A new link to the applicant's own page.
    expect(mail).toMatch(
      /Your application, your assessment and what happens next are on your own page: http:\/\/localhost:3000\/application\/[a-z2-7]+\.[a-z2-7]+/,
    );
    const ics = invitationOf(mail);
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toMatch(/DTSTART:\d{8}T080000Z/);
    expect(ics).toContain(`UID:assessment-${reference}@kairos`);
    expect(ics).toContain("SEQUENCE:0");
    expect(ics).toContain("LOCATION:Online video call");
    expect(ics).toMatch(/ORGANIZER;CN="?Kairos"?:mailto:support@/i);
  });

  it("records what the plan owes when it is submitted; a later price change rewrites none of it", async () => {
    const admin = await staffSession(database, app, {
      email: "prices-admin@example.com",
      password: "prices-admin-pw",
      role: "admin",
    });
    const [room] = await addSlots(database, "round-3", [60], 10);
    const withRoom = (fields: Record<string, string>) =>
      applicationForm({ assessmentSlot: String(room?.id), ...fields });
    const outside = { selectedCountry: "United States", selectedCity: "Boston", countryCode: "US" };

    // Two payments from the US: twice the USD installment, the second by the 3rd week's end.
    const early = uniqueEmail();
    const first = await apply(
      app,
      withRoom({ email: early, paymentPlan: "two-payments", ...outside }),
    );
    expect(first.status).toBe(201);
    const { application } = ((await first.json()) as { data: { application: { id: number } } })
      .data;
    expect(application).toMatchObject({
      paymentPlan: "two-payments",
      amountDue: 500,
      currency: "USD",
    });
    // Round 3 moved ahead of today to take applications: its second payment's day follows.
    const [round3] = await database.db.select().from(rounds).where(eq(rounds.id, "round-3"));
    const due = calendarDayLabel(secondPaymentDue(round3?.startDate ?? null) ?? "");
    expect(outboxOf(outboxDir).find((m) => m.includes(`To: ${early}`))).toContain(
      `Two Payments: $500 in total, $250 with the application and $250 by ${due}`,
    );

    // Settings change: the early bird price is the full payment, the installment its own amount.
    const settings = await app.request("/api/settings", { headers: admin });
    const current = ((await settings.json()) as { data: { settings: Record<string, unknown> } })
      .data.settings;
    const changed = await app.request(
      "/api/settings",
      jsonRequest(
        "PUT",
        {
          ...current,
          prices: {
            EGP: { listPrice: 9500, discountedPrice: 8000, installmentPrice: 4500 },
            USD: { listPrice: 500, discountedPrice: 450, installmentPrice: 260 },
          },
        },
        admin,
      ),
    );
    expect(changed.status).toBe(200);
    try {
      const stored = await app.request(`/api/trainings/${application.id}`, { headers: admin });
      expect(
        ((await stored.json()) as { data: { application: unknown } }).data.application,
      ).toMatchObject({ amountDue: 500, currency: "USD" });

      // A form still showing the old price is refused before anything is stored.
      const stale = uniqueEmail();
      const refused = await apply(
        app,
        withRoom({ email: stale, paymentPlan: "full-payment", amountDue: "8500" }),
      );
      expect(refused.status).toBe(409);
      const message =
        "The price of this payment plan changed while you were applying: it is now LE 8,000. Please reload the page to see the new prices; your answers stay saved in this browser.";
      expect(await refused.json()).toMatchObject({
        success: false,
        code: "PRICE_CHANGED",
        message,
        errors: { paymentPlan: message },
      });
      expect(
        await database.db.select().from(applications).where(eq(applications.email, stale)),
      ).toEqual([]);

      // The amount shown now is taken, and recorded.
      const now = uniqueEmail();
      const taken = await apply(
        app,
        withRoom({ email: now, paymentPlan: "full-payment", amountDue: "8000" }),
      );
      expect(taken.status).toBe(201);
      const [row] = await database.db
        .select()
        .from(applications)
        .where(eq(applications.email, now));
      expect(row).toMatchObject({ amountDue: 8000, currency: "EGP" });
      expect(outboxOf(outboxDir).find((m) => m.includes(`To: ${now}`))).toContain(
        "Full Payment: LE 8,000 with the application",
      );
    } finally {
      const restored = await app.request("/api/settings", jsonRequest("PUT", current, admin));
      expect(restored.status).toBe(200);
    }
  });

  it("rejects what it must, with honest statuses", async () => {
    const cases: [string, FormData, number, string][] = [
      [
        "invalid fields",
        applicationForm({ fullName: "A", interests: "[]" }),
        400,
        "Full name must be at least 2 characters",
      ],
      [
        "a closed round",
        applicationForm({ trainingCourse: "round-2" }),
        400,
        "Registration for this training course is closed",
      ],
      [
        "an unknown round",
        applicationForm({ trainingCourse: "round-9" }),
        400,
        "Please select a training course",
      ],
      [
        "no slot while slots are free",
        applicationForm(),
        400,
        "Please select an assessment time slot",
      ],
      [
        "no screenshot",
        applicationForm({ assessmentSlot: String(slot(1).id) }, null),
        400,
        "Please upload a payment screenshot before proceeding.",
      ],
      [
        "a PDF named .png",
        applicationForm({ assessmentSlot: String(slot(1).id) }, PDF, "pay.png"),
        415,
        "Only image files (JPG, PNG, JPEG) are accepted.",
      ],
    ];
    for (const [what, form, status, message] of cases) {
      const res = await apply(app, form);
      expect(res.status, what).toBe(status);
      expect(((await res.json()) as { message: string }).message, what).toBe(message);
    }
    const round1Slot = (await addSlots(database, "round-1", [9]))[0];
    await database.db.execute("update rounds set status = 'open' where id = 'round-1'" as never);
    const otherRound = await apply(
      app,
      applicationForm({ assessmentSlot: String(round1Slot?.id) }),
    );
    expect(otherRound.status).toBe(400);
    await database.db.execute("update rounds set status = 'past' where id = 'round-1'" as never);

    const huge = await apply(
      app,
      applicationForm(
        { assessmentSlot: String(slot(1).id) },
        Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]),
      ),
    );
    expect(huge.status).toBe(413);
    const json = await app.request("/api/trainings/apply", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(415);
  });

  it("answers 409 for a duplicate and for a slot taken meanwhile, leaving no file behind", async () => {
    const email = uniqueEmail();
    expect(
      (await apply(app, applicationForm({ email, assessmentSlot: String(slot(2).id) }))).status,
    ).toBe(201);
    const again = await apply(app, applicationForm({ email, assessmentSlot: String(slot(3).id) }));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toContain("already exists");

    const taken = await apply(app, applicationForm({ assessmentSlot: String(slot(2).id) }));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      success: false,
      code: "SLOT_TAKEN",
      message:
        "Sorry, the time slot you selected is no longer available. Someone else may have booked it while you were completing your application.",
    });
    const files = await database.db.select().from(storedFiles);
    expect(await storedKeys(storage)).toEqual(files.map((f) => f.key).sort());
  });

  it("books exactly once when 50 applicants race for one slot", async () => {
    const target = slot(4);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        apply(app, applicationForm({ assessmentSlot: String(target.id) })).then((r) => r.status),
      ),
    );
    // One place, one winner. On a busy machine the queue of 50 transactions on PGlite can
    // outlast the request deadline: a caller then gets the honest 503 (its retry replays the
    // outcome), so the booking rows, not the statuses, say who won.
    expect(
      results.filter((s) => ![201, 409, 503].includes(s)),
      results.join(),
    ).toEqual([]);
    expect(results.filter((s) => s === 201).length).toBeLessThanOrEqual(1);
    expect(results.filter((s) => s === 409).length).toBeGreaterThanOrEqual(
      49 - results.filter((s) => s === 503).length,
    );
    const bookings = await database.db
      .select()
      .from(assessmentBookings)
      .where(eq(assessmentBookings.slotId, target.id));
    expect(bookings).toHaveLength(1);
    const [row] = await database.db
      .select()
      .from(assessmentSlots)
      .where(eq(assessmentSlots.id, target.id));
    expect(row?.bookedCount).toBe(1);
    const files = await database.db.select().from(storedFiles);
    expect(await storedKeys(storage)).toHaveLength(files.length);
  });

  it("keeps one application when 20 requests of one e-mail race", async () => {
    const email = uniqueEmail();
    const free = await addSlots(
      database,
      "round-3",
      Array.from({ length: 20 }, (_, i) => 20 + i),
    );
    const results = await Promise.all(
      free.map((s) =>
        apply(app, applicationForm({ email, assessmentSlot: String(s.id) })).then((r) => r.status),
      ),
    );
    expect(results.filter((s) => s === 201)).toHaveLength(1);
    expect(results.filter((s) => s === 409)).toHaveLength(19);
    expect(
      await database.db.select().from(applications).where(eq(applications.email, email)),
    ).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(assessmentBookings)
        .where(eq(assessmentBookings.email, email)),
    ).toHaveLength(1);
  });

  describe("POST /api/assessments/book/{slotId}", () => {
    const STAFF = { email: "booking-mod@example.com", password: "moderator-pw" };
    let staff: Record<string, string>;
    let room: (typeof assessmentSlots.$inferSelect)[];
    beforeAll(async () => {
      staff = await staffSession(database, app, { ...STAFF, role: "moderator" });
      room = await addSlots(database, "round-3", [50, 51, 52, 53], 50);
    });
    const roomy = (i: number) => room[i]?.id ?? 0;
    const book = (slotId: number, email: string, headers: Record<string, string> = staff) =>
      app.request(`/api/assessments/book/${slotId}`, jsonRequest("POST", { email }, headers));
    const bookingsOf = (email: string) =>
      database.db.select().from(assessmentBookings).where(eq(assessmentBookings.email, email));
    /** An applicant of round-3 whose booking staff cancelled: free to be booked again. */
    const applicantWithoutBooking = async () => {
      const email = uniqueEmail();
      const res = await apply(app, applicationForm({ email, assessmentSlot: String(roomy(0)) }));
      expect(res.status).toBe(201);
      const [booking] = await bookingsOf(email);
      const cancel = await app.request(
        `/api/assessments/bookings/${booking?.id}/cancel`,
        jsonRequest("POST", {}, staff),
      );
      expect(cancel.status).toBe(200);
      return email;
    };
    const activeBookings = async (email: string) =>
      (await bookingsOf(email)).filter((b) => b.cancelledAt === null);

    it("is staff only: a visitor learns nothing about who applied and books nothing", async () => {
      const email = await applicantWithoutBooking();
      for (const target of [email, "nobody@example.com"]) {
        const res = await book(roomy(1), target, {});
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({
          success: false,
          code: "UNAUTHENTICATED",
          message:
            "Authentication required: send an API key as Authorization: Bearer <key>, or a session token from POST /api/auth/login",
        });
      }
      expect(await activeBookings(email)).toEqual([]);
    });

    it("books for staff, with the spec's answers for unknown and already booked", async () => {
      const unknown = await book(slot(5).id, "nobody@example.com");
      expect(unknown.status).toBe(404);
      const email = uniqueEmail();
      await apply(app, applicationForm({ email, assessmentSlot: String(slot(1).id) }));
      const second = await book(slot(5).id, email);
      expect(second.status).toBe(409);

      const fresh = await applicantWithoutBooking();
      const booked = await book(roomy(1), fresh);
      expect(booked.status).toBe(201);
      expect(await booked.json()).toMatchObject({
        success: true,
        message: "Time slot booked",
        data: { booking: { slotId: roomy(1), email: fresh, roundId: "round-3" } },
      });
    });

    it("refuses a round that is no longer open", async () => {
      const email = await applicantWithoutBooking();
      await database.db.update(rounds).set({ status: "closed" }).where(eq(rounds.id, "round-3"));
      try {
        const res = await book(roomy(2), email);
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({
          success: false,
          code: "REGISTRATION_CLOSED",
          message: "Registration for this training course is closed",
        });
      } finally {
        await database.db.update(rounds).set({ status: "open" }).where(eq(rounds.id, "round-3"));
      }
      expect(await activeBookings(email)).toEqual([]);
    });

    it("is limited like the forms, per address", async () => {
      const limited = testApp(database, { outboxDir, storage, formLimits: { perAddress: 2 } });
      const emails = [
        await applicantWithoutBooking(),
        await applicantWithoutBooking(),
        await applicantWithoutBooking(),
      ];
      const statuses: number[] = [];
      for (const email of emails) {
        const res = await limited.request(
          `/api/assessments/book/${roomy(3)}`,
          jsonRequest("POST", { email }, staff),
          { incoming: { socket: { remoteAddress: "198.51.100.200" } } },
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
      expect(await activeBookings(emails[2] ?? "")).toEqual([]);
    });
  });
});
