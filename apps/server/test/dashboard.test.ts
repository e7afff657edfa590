import {
  analyticsEvents,
  applications,
  assessmentBookings,
  assessmentSlots,
  contactMessages,
  type Database,
  interpreterRequests,
  seed,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { jsonRequest, testApp } from "./helpers";
import { staffSession } from "./staff-session";

// The staff dashboard: applications by status and round, the bookings of the next 7 days,
// new inbox items and the application funnel from the first-party events.

const MOD = { email: "mod@example.com", password: "moderator-pw" };
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases())("staff dashboard on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let staff: Record<string, string>;

  const query = async (path: string, input?: unknown, headers = staff) => {
    const qs = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const res = await app.request(`/trpc/${path}${qs}`, { headers });
    const body = (await res.json()) as { result?: { data: unknown } };
    return { status: res.status, data: body.result?.data as never };
  };
  const event = (action: string, label?: string) =>
    app.request(
      "/api/events",
      jsonRequest("POST", { type: "event", category: "Application", action, label }),
    );

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    app = testApp(database, { submissionLimit: 1000 });
    staff = await staffSession(database, app, { ...MOD, role: "moderator" });

    const applicant = (i: number, round: string, status: "pending" | "approved" | "rejected") => ({
      fullName: `Applicant ${i}`,
      email: `a${i}@example.com`,
      countryCode: "US",
      phoneNumber: "+15551234567",
      selectedCountry: "United States",
      selectedCity: "Boston",
      roundId: round,
      secondLanguage: "Arabic",
      occupation: "student" as const,
      interests: ["Want to earn extra income"],
      hearAbout: "facebook" as const,
      paymentPlan: "full-payment" as const,
      amountDue: 450,
      currency: "USD" as const,
      status,
    });
    const apps = await database.db
      .insert(applications)
      .values([
        applicant(1, "round-3", "pending"),
        applicant(2, "round-3", "pending"),
        applicant(3, "round-3", "approved"),
        applicant(4, "round-2", "rejected"),
      ])
      .returning({ id: applications.id, email: applications.email });

    const now = Date.now();
    const slots = await database.db
      .insert(assessmentSlots)
      .values([
        { roundId: "round-3", startsAt: new Date(now + 2 * DAY), capacity: 3, bookedCount: 2 },
        { roundId: "round-3", startsAt: new Date(now + 1 * DAY), capacity: 1, bookedCount: 1 },
        { roundId: "round-3", startsAt: new Date(now + 10 * DAY), capacity: 1, bookedCount: 1 },
        { roundId: "round-3", startsAt: new Date(now - 1 * DAY), capacity: 1, bookedCount: 1 },
      ])
      .returning({ id: assessmentSlots.id });
    const [in2, in1, in10, past] = slots.map((s) => s.id);
    await database.db.insert(assessmentBookings).values([
      { slotId: in2 ?? 0, roundId: "round-3", email: "a1@example.com", applicationId: apps[0]?.id },
      { slotId: in1 ?? 0, roundId: "round-3", email: "a2@example.com", applicationId: apps[1]?.id },
      // A booking without an application, one in 10 days, one past and one cancelled.
      { slotId: in2 ?? 0, roundId: "round-2", email: "walk-in@example.com" },
      { slotId: in10 ?? 0, roundId: "round-3", email: "a3@example.com" },
      { slotId: past ?? 0, roundId: "round-2", email: "a4@example.com" },
      {
        slotId: in2 ?? 0,
        roundId: "round-3",
        email: "gone@example.com",
        cancelledAt: new Date(),
      },
    ]);

    await database.db.insert(contactMessages).values([
      { name: "A", email: "a@example.com", subject: "Hello there", message: "A first message" },
      { name: "B", email: "b@example.com", subject: "Hello again", message: "A second message" },
      {
        name: "C",
        email: "c@example.com",
        subject: "Old one",
        message: "Handled already",
        inboxState: "handled",
      },
    ]);
    await database.db.insert(interpreterRequests).values({
      fullName: "Dana Smith",
      email: "dana@example.com",
      countryCode: "US",
      phoneNumber: "+12125550101",
      sourceLanguage: "English",
      targetLanguage: "Arabic",
      serviceType: "phone",
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("counts applications by status and by round, every round listed", async () => {
    const { status, data } = await query("dashboard.overview");
    expect(status).toBe(200);
    expect(data).toMatchObject({
      applications: {
        total: 4,
        byStatus: { pending: 2, approved: 1, rejected: 1, "payment-pending": 0 },
        byRound: [
          {
            round: "round-1",
            name: "Round 1",
            total: 0,
            byStatus: { pending: 0, approved: 0, rejected: 0, "payment-pending": 0 },
          },
          {
            round: "round-2",
            name: "Round 2",
            total: 1,
            byStatus: { pending: 0, approved: 0, rejected: 1, "payment-pending": 0 },
          },
          {
            round: "round-3",
            name: "Round 3",
            total: 3,
            byStatus: { pending: 2, approved: 1, rejected: 0, "payment-pending": 0 },
          },
        ],
      },
    });
  });

  it("lists the bookings of the next 7 days, earliest first, and the new inbox items", async () => {
    const { data } = await query("dashboard.overview");
    const overview = data as {
      upcomingBookings: number;
      nextBookings: {
        email: string;
        fullName: string | null;
        startsAt: string;
        roundName: string;
      }[];
      inbox: Record<string, number>;
    };
    expect(overview.upcomingBookings).toBe(4);
    expect(overview.nextBookings.map((b) => [b.email, b.fullName])).toEqual([
      ["a2@example.com", "Applicant 2"],
      ["a1@example.com", "Applicant 1"],
      ["walk-in@example.com", null],
    ]);
    expect(Date.parse(overview.nextBookings[0]?.startsAt ?? "")).toBeGreaterThan(Date.now());
    // Staff read the round by its name, not its id.
    expect(overview.nextBookings[0]?.roundName).toBe("Round 3");
    expect(overview.inbox).toEqual({ requests: 1, messages: 2, registrations: 0 });
  });

  it("counts the bookings of the next 7 days that were rescheduled or cancelled", async () => {
    const changes = async () =>
      ((await query("dashboard.overview")).data as { bookingChanges: unknown }).bookingChanges;
    // The cancelled booking above has no reason recorded: counted as neither.
    expect(await changes()).toEqual({ rescheduled: 0, cancelled: 0 });

    const now = Date.now();
    const [in3, in9, past] = (
      await database.db
        .insert(assessmentSlots)
        .values([
          { roundId: "round-3", startsAt: new Date(now + 3 * DAY), capacity: 5 },
          { roundId: "round-3", startsAt: new Date(now + 9 * DAY), capacity: 5 },
          { roundId: "round-3", startsAt: new Date(now - 2 * DAY), capacity: 5 },
        ])
        .returning({ id: assessmentSlots.id })
    ).map((s) => s.id ?? 0);
    const ended = (
      slotId: number | undefined,
      email: string,
      endReason: "moved" | "cancelled",
    ) => ({
      slotId: slotId ?? 0,
      roundId: "round-3",
      email,
      cancelledAt: new Date(),
      endReason,
    });
    await database.db.insert(assessmentBookings).values([
      ended(in3, "moved-1@example.com", "moved"),
      ended(in3, "moved-2@example.com", "moved"),
      ended(in3, "cancelled-1@example.com", "cancelled"),
      // Beyond the 7 days, and past: not counted.
      ended(in9, "cancelled-2@example.com", "cancelled"),
      ended(past, "moved-3@example.com", "moved"),
    ]);
    expect(await changes()).toEqual({ rescheduled: 2, cancelled: 1 });
  });

  it("refuses unknown analytics events and counts the funnel by period", async () => {
    const unknown = await app.request(
      "/api/events",
      jsonRequest("POST", { type: "event", category: "Application", action: "Hacked" }),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      success: false,
      errors: { action: "Unknown analytics event" },
    });

    // Three sessions opened the form; two completed step 1, one got to the end and submitted
    // (its "Submitted" event is not what counts: the four applications stored above are).
    for (let i = 0; i < 3; i++) expect((await event("Visited")).status).toBe(202);
    for (let i = 0; i < 2; i++) await event("Step Completed", "step-1");
    for (let step = 2; step <= 7; step++) await event("Step Completed", `step-${step}`);
    await event("Submitted", "round-3");
    // The same browser session again: sent marked as repeats, not counted as sessions.
    await event("Visited", "(repeat)");
    await event("Step Completed", "step-1 (repeat)");
    // Older sessions: one 20 days ago (in the 30-day period), one 100 days ago (in none).
    await database.db.insert(analyticsEvents).values([
      {
        type: "event",
        category: "Application",
        action: "Visited",
        createdAt: new Date(Date.now() - 20 * DAY),
      },
      {
        type: "event",
        category: "Application",
        action: "Visited",
        createdAt: new Date(Date.now() - 100 * DAY),
      },
    ]);

    const counts = async (days: number) => {
      const { status, data } = await query("analytics.funnel", { days });
      expect(status).toBe(200);
      return (data as { stages: { stage: string; count: number }[] }).stages;
    };
    expect(await counts(7)).toEqual([
      { stage: "visited", count: 3 },
      { stage: "step-1", count: 2 },
      ...[2, 3, 4, 5, 6, 7].map((n) => ({ stage: `step-${n}`, count: 1 })),
      { stage: "submitted", count: 4 },
    ]);
    expect((await counts(30))[0]).toEqual({ stage: "visited", count: 4 });
    expect((await counts(90))[0]).toEqual({ stage: "visited", count: 4 });
    expect((await query("analytics.funnel", { days: 12 })).status).toBe(400);
    expect((await query("analytics.funnel", { days: 7 }, {})).status).toBe(401);
    expect((await query("dashboard.overview", undefined, {})).status).toBe(401);
  });
});
