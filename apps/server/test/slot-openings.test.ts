import { applicationHistory, applications, assessmentBookings, type Database } from "@kairos/db";
import { applicationRow, testDatabases } from "@kairos/db/testing";
import { EGYPT_TIME_ZONE, toZonedParts } from "@kairos/shared";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { APPLICATION_FIELDS } from "./forms";
import { jsonRequest, recordingMailer, testApp } from "./helpers";
import { staffSession } from "./staff-session";
import { addSlots, applicationForm, uniqueEmail, withSeededDatabase } from "./submission-forms";

// "E-mail me when new times open" (decision 0010): the applicants who wait for assessment times get
// one mail when staff next create slots in their round, and only then.

const ADMIN = { email: "openings-admin@example.com", password: "admin-password" };
const SUBJECT = "New assessment times are open";

/** YYYY-MM-DD of the Egypt-time day `days` from today. */
const egyptDay = (days: number) => {
  const today = toZonedParts(new Date(), EGYPT_TIME_ZONE).date;
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe.each(testDatabases())("mails of new assessment times on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  let database: Database;
  let app: App;
  let admin: Record<string, string>;
  const mailer = recordingMailer();

  beforeAll(async () => {
    database = suite.database;
    app = testApp(database, { mailer, submissionLimit: 1000 });
    admin = await staffSession(database, app, { ...ADMIN, role: "admin" });
  });

  /** An application stored directly, waiting for new times unless told otherwise. */
  async function waiting(fields: Partial<typeof applications.$inferInsert> = {}) {
    const [row] = await database.db
      .insert(applications)
      .values(
        applicationRow({
          fullName: "Waiting Applicant",
          email: uniqueEmail("waiting"),
          notifySlotsSince: new Date(),
          ...fields,
        }),
      )
      .returning();
    if (!row) throw new Error("no application");
    return row;
  }

  const createSlots = async (days: number[], time: string) => {
    const res = await app.request(
      "/api/assessments/slots",
      jsonRequest(
        "POST",
        {
          mode: "series",
          roundId: "round-3",
          fromDate: egyptDay(days[0] ?? 0),
          toDate: egyptDay(days.at(-1) ?? 0),
          daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
          startTime: time,
          endTime: `${String(Number(time.slice(0, 2)) + 1).padStart(2, "0")}:00`,
          lengthMinutes: 30,
          capacity: 2,
        },
        admin,
      ),
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { created: number } }).data.created;
  };
  const newTimesMailsTo = (email: string) =>
    mailer.sent.filter((m) => m.to === email && m.subject === SUBJECT);

  it("mails each waiting applicant once, when staff next create slots in their round", async () => {
    // No time is open: the application goes in without one and waits for new times.
    const email = uniqueEmail("no-slot");
    const applied = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ ...APPLICATION_FIELDS, email }),
    });
    expect(applied.status).toBe(201);
    const { id } = ((await applied.json()) as { data: { application: { id: number } } }).data
      .application;

    // Not mailed: one with a booking, one rejected, one waiting for another round.
    const booked = await waiting();
    const [slot] = await addSlots(database, "round-3", [20]);
    await database.db.insert(assessmentBookings).values({
      slotId: slot?.id ?? 0,
      roundId: "round-3",
      email: booked.email,
      applicationId: booked.id,
    });
    const rejected = await waiting({ status: "rejected" });
    const otherRound = await waiting({ roundId: "round-2" });

    // One series of several slots: one mail, sent after the staff's answer.
    expect(await createSlots([3, 4], "10:00")).toBe(4);
    await expect.poll(() => newTimesMailsTo(email).length).toBe(1);
    const mails = newTimesMailsTo(email);
    expect(mails[0]?.text).toContain(`Dear ${APPLICATION_FIELDS.fullName},`);
    expect(mails[0]?.text).toContain(
      "new times are open for the language assessment of the medical interpreter training (Round 3)",
    );
    expect(mails[0]?.text).toContain("To book one, open your page, choose a time");
    expect(mails[0]?.text).toMatch(
      /on your own page: http:\/\/localhost:3000\/application\/[a-z2-7]+\.[a-z2-7]+/,
    );
    const history = () =>
      database.db
        .select({ event: applicationHistory.event, detail: applicationHistory.detail })
        .from(applicationHistory)
        .where(eq(applicationHistory.applicationId, id))
        .orderBy(asc(applicationHistory.id));
    await expect
      .poll(async () => (await history()).at(-1))
      .toEqual({ event: "mail-sent", detail: "New assessment times" });

    // More slots right after: the applicant did not ask again, so no second mail. (A mail that
    // must not come is waited for: on a slow machine the wait can end too early and let a wrong
    // mail pass, never fail a right run.)
    expect(await createSlots([5], "12:00")).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(newTimesMailsTo(email)).toHaveLength(1);
    for (const other of [booked, rejected, otherRound]) {
      expect(newTimesMailsTo(other.email)).toEqual([]);
    }
    // The other round's applicant still waits for their round's times.
    const [still] = await database.db
      .select({ since: applications.notifySlotsSince })
      .from(applications)
      .where(eq(applications.id, otherRound.id));
    expect(still?.since).not.toBeNull();
  });

  it("keeps the slots when the mail fails, and records the failure", async () => {
    const applicant = await waiting();
    mailer.failing = true;
    try {
      expect(await createSlots([6], "14:00")).toBe(2);
      await expect
        .poll(() =>
          database.db
            .select({ event: applicationHistory.event, detail: applicationHistory.detail })
            .from(applicationHistory)
            .where(eq(applicationHistory.applicationId, applicant.id)),
        )
        .toEqual([{ event: "mail-failed", detail: "New assessment times" }]);
    } finally {
      mailer.failing = false;
    }
  });
});
