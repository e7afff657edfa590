import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  applicationHistory,
  applications,
  assessmentBookings,
  assessmentSlots,
  type Database,
  openDatabase,
  seed,
  settings,
} from "@kairos/db";
import { applicationRow, testDatabases } from "@kairos/db/testing";
import { DEFAULT_PUBLIC_CONFIG, EGYPT_TIME_ZONE, zonedTimeToUtc } from "@kairos/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiDeps } from "../src/context";
import type { Mailer, MailMessage } from "../src/mail/mailer";
import { createLogger } from "../src/platform/logger";
import { createLimits } from "../src/platform/rate-limit";
import {
  missingLinkReminderKey,
  remindStaffOfMissingCallLinks,
  sendAssessmentReminders,
  sendCallLinks,
} from "../src/services/bookings/reminders";
import { eraseRecord } from "../src/services/privacy/erasure";
import { localStorage } from "../src/storage/storage";

// The applicants' reminders 24 hours before the assessment, the call links added after them
// (decision 0010) and the staff reminder of missing call links (CONST-17): what the applicants and
// staff receive, and that concurrent runs (several server processes) send each mail once.

/** A mailer that records what it was given; `failing` makes every send fail. */
function recordingMailer() {
  const sent: MailMessage[] = [];
  const mailer = {
    sent,
    failing: false as boolean,
    async send(message: MailMessage) {
      // A real send takes a while: let concurrent runs interleave here.
      await new Promise((resolve) => setImmediate(resolve));
      if (mailer.failing) return false;
      sent.push(message);
      return true;
    },
  } satisfies Mailer & { sent: MailMessage[]; failing: boolean };
  return mailer;
}

function depsOf(database: Database, mailer: Mailer): ApiDeps {
  const logger = createLogger("silent");
  return {
    database,
    logger,
    mailer,
    mail: {
      staffEmail: "staff@kairos.example",
      supportEmail: "support@kairos.example",
      from: "Kairos <support@kairos.example>",
      publicUrl: "https://kairos.example",
      smtp: false,
    },
    publicConfig: DEFAULT_PUBLIC_CONFIG,
    // The reminders write no upload: a folder that is never created.
    storage: localStorage(join(tmpdir(), "kairos-reminders-no-uploads")),
    limits: createLimits({ db: database.db, logger }),
  };
}

const egypt = (day: string, time: string) => zonedTimeToUtc(day, time, EGYPT_TIME_ZONE);

function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

describe.each(testDatabases())("assessment mail jobs on $name", ({ open }) => {
  let database: Database;
  /** A second connection pool to the same database, like a second server process. */
  let other: Database | null = null;

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    if (database.driver === "postgres") other = await openDatabase({ url: database.location });
  });
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  let counter = 0;
  /** An applicant of round-3 with an active (or cancelled) booking of `slotId`. */
  async function book(slotId: number, options: { cancelled?: boolean } = {}) {
    const email = `booker-${++counter}@example.com`;
    const [app] = await database.db
      .insert(applications)
      .values(applicationRow({ fullName: `Booker ${counter}`, email }))
      .returning();
    await database.db.insert(assessmentBookings).values({
      slotId,
      roundId: "round-3",
      email,
      applicationId: app?.id,
      cancelledAt: options.cancelled ? new Date() : null,
    });
    return { email, applicationId: app?.id ?? 0 };
  }

  async function slot(startsAt: Date, callLink: string | null, capacity = 30) {
    const [row] = await database.db
      .insert(assessmentSlots)
      .values({ roundId: "round-3", startsAt, callLink, capacity })
      .returning();
    return row?.id ?? 0;
  }

  /** On `day`: 10:00 with a link (two bookings, one cancelled), 12:00 without a link. */
  async function dayOfSlots(day: string) {
    const withLink = await slot(egypt(day, "10:00"), `https://meet.example/${day}?a=1&b=2`);
    const withoutLink = await slot(egypt(day, "12:00"), null);
    const booked = [await book(withLink), await book(withLink)];
    const cancelled = await book(withLink, { cancelled: true });
    const unlinked = await book(withoutLink);
    return { withLink, withoutLink, booked, cancelled, unlinked };
  }

  const historyOf = (applicationId: number) =>
    database.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, applicationId))
      .orderBy(asc(applicationHistory.id));
  const bookingOf = async (email: string) => {
    const [booking] = await database.db
      .select()
      .from(assessmentBookings)
      .where(eq(assessmentBookings.email, email));
    return booking;
  };
  const PAGE_LINE =
    /Your application, your assessment and what happens next are on your own page: https:\/\/kairos\.example\/application\/[a-z2-7]+\.[a-z2-7]+\n/;

  it("reminds each active booking 24 hours before, with the call link its slot has", async () => {
    const day = "2027-03-03";
    const { withLink, booked, cancelled, unlinked } = await dayOfSlots(day);
    // A booking staff made without an application: no name and no personal page.
    await database.db
      .insert(assessmentBookings)
      .values({ slotId: withLink, roundId: "round-3", email: "walk-in@example.com" });
    const mailer = recordingMailer();
    const deps = depsOf(database, mailer);

    const early = await sendAssessmentReminders(deps, egypt(addDays(day, -1), "09:59"));
    expect(early).toEqual({ sent: 0, failed: 0 });
    expect(mailer.sent).toEqual([]);

    const run = await sendAssessmentReminders(deps, egypt(addDays(day, -1), "10:00"));
    expect(run).toEqual({ sent: 3, failed: 0 });
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(
      [...booked.map((b) => b.email), "walk-in@example.com"].sort(),
    );
    const mail = mailer.sent.find((m) => m.to === booked[0]?.email);
    expect(mail?.subject).toBe("Reminder: your Kairos language assessment");
    expect(mail?.text).toContain("Dear Booker");
    expect(mail?.text).toContain(
      "language assessment for the Kairos medical interpreter training (Round 3) on Wednesday, 3 March 2027 at 10:00 AM (Egypt time)",
    );
    expect(mail?.text).toContain("Join the call with the link below at that time.");
    expect(mail?.text).toContain(`Call link: https://meet.example/${day}?a=1&b=2`);
    expect(mail?.text).toContain("a working camera and microphone");
    expect(mail?.text).toContain("support@kairos.example");
    expect(mail?.text).toMatch(PAGE_LINE);
    expect(mail?.html).toContain(
      `<a href="https://meet.example/${day}?a=1&#38;b=2">https://meet.example/${day}?a=1&#38;b=2</a>`,
    );
    const walkIn = mailer.sent.find((m) => m.to === "walk-in@example.com");
    expect(walkIn?.text).toMatch(/^Hello,/);
    expect(walkIn?.text).not.toContain("your own page");
    expect(await historyOf(booked[0]?.applicationId ?? 0)).toMatchObject([
      { event: "mail-sent", detail: "Assessment reminder" },
    ]);
    // The cancelled booking got nothing, nor the 12:00 slot, 26 hours away.
    expect(mailer.sent.some((m) => m.to === cancelled.email || m.to === unlinked.email)).toBe(
      false,
    );

    // Later runs find every reminder claimed, and the link went with the reminder.
    const later = egypt(addDays(day, -1), "10:01");
    expect(await sendAssessmentReminders(deps, later)).toEqual({ sent: 0, failed: 0 });
    expect(await sendCallLinks(deps, later)).toEqual({ sent: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(3);

    // The slot without a link: its reminder says the link will follow.
    const noon = await sendAssessmentReminders(deps, egypt(addDays(day, -1), "12:00"));
    expect(noon).toEqual({ sent: 1, failed: 0 });
    const unlinkedMail = mailer.sent.at(-1);
    expect(unlinkedMail?.to).toBe(unlinked.email);
    expect(unlinkedMail?.text).toContain("The call link will follow by e-mail.");
    expect(unlinkedMail?.text).not.toContain("Call link:");
    expect(unlinkedMail?.text).toMatch(PAGE_LINE);
  });

  it("mails neither reminder nor call link to an erased applicant, whose booking stays", async () => {
    const day = "2027-05-19";
    const linked = await slot(egypt(day, "10:00"), null);
    const kept = await book(linked);
    const erased = await book(linked);
    const mailer = recordingMailer();
    const deps = depsOf(database, mailer);
    await eraseRecord(deps, {
      kind: "application",
      id: erased.applicationId,
      by: { type: "retention" },
      reason: "test",
    });
    expect(await sendAssessmentReminders(deps, egypt(addDays(day, -1), "10:00"))).toEqual({
      sent: 1,
      failed: 0,
    });
    await database.db
      .update(assessmentSlots)
      .set({ callLink: "https://meet.example/late" })
      .where(eq(assessmentSlots.id, linked));
    expect(await sendCallLinks(deps, egypt(addDays(day, -1), "11:00"))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(mailer.sent.map((m) => m.to)).toEqual([kept.email, kept.email]);
  });

  it("sends the reminder of an evening slot from 20:00 the evening before (the spec's night before)", async () => {
    const day = "2027-04-14";
    const late = await slot(egypt(day, "21:00"), "https://meet.example/late");
    const booker = await book(late);
    const mailer = recordingMailer();
    const deps = depsOf(database, mailer);
    // 25 hours before: the 24 hours have not begun, nor the evening before.
    expect(await sendAssessmentReminders(deps, egypt(addDays(day, -1), "19:59"))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await sendAssessmentReminders(deps, egypt(addDays(day, -1), "20:00"))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(mailer.sent.map((m) => m.to)).toEqual([booker.email]);
    expect(mailer.sent[0]?.text).toContain("Call link: https://meet.example/late");
  });

  it("sends one reminder per booking when several runs race, in one or two processes", async () => {
    const day = "2027-03-08";
    const slotId = await slot(egypt(day, "11:00"), "https://meet.example/race");
    const booked = [];
    for (let i = 0; i < 12; i++) booked.push(await book(slotId));
    const mailer = recordingMailer();
    const at = egypt(addDays(day, -1), "11:00");
    const runs = await Promise.all([
      sendAssessmentReminders(depsOf(database, mailer), at),
      sendAssessmentReminders(depsOf(database, mailer), at),
      sendAssessmentReminders(depsOf(other ?? database, mailer), at),
      sendAssessmentReminders(depsOf(other ?? database, mailer), at),
    ]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(12);
    const recipients = mailer.sent.map((m) => m.to).sort();
    expect(recipients).toEqual(booked.map((b) => b.email).sort());
    const mailed = await database.db
      .select({
        reminder: assessmentBookings.reminderMailedAt,
        link: assessmentBookings.callLinkMailedAt,
      })
      .from(assessmentBookings)
      .where(eq(assessmentBookings.slotId, slotId));
    expect(mailed.every((b) => b.reminder !== null && b.link !== null)).toBe(true);
  });

  it("mails a call link added after the reminder once, on its own", async () => {
    const day = "2027-03-13";
    const slotId = await slot(egypt(day, "14:00"), null);
    const booked = await book(slotId);
    const mailer = recordingMailer();
    const deps = depsOf(database, mailer);
    const evening = addDays(day, -1);

    expect(await sendAssessmentReminders(deps, egypt(evening, "14:00"))).toEqual({
      sent: 1,
      failed: 0,
    });
    // No link yet: nothing more to send.
    expect(await sendCallLinks(deps, egypt(evening, "14:01"))).toEqual({ sent: 0, failed: 0 });

    await database.db
      .update(assessmentSlots)
      .set({ callLink: "https://meet.example/late-link" })
      .where(eq(assessmentSlots.id, slotId));
    // The first attempt fails; the link is given back for the next run.
    mailer.failing = true;
    expect(await sendCallLinks(deps, egypt(evening, "18:00"))).toEqual({ sent: 0, failed: 1 });
    expect((await bookingOf(booked.email))?.callLinkMailedAt).toBeNull();
    mailer.failing = false;

    const at = egypt(evening, "18:01");
    const runs = await Promise.all([
      sendCallLinks(depsOf(database, mailer), at),
      sendCallLinks(depsOf(other ?? database, mailer), at),
    ]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(mailer.sent.map((m) => m.to)).toEqual([booked.email, booked.email]);
    const linkMail = mailer.sent[1];
    expect(linkMail?.subject).toBe("Your Kairos language assessment: call link");
    expect(linkMail?.text).toContain("Call link: https://meet.example/late-link");
    expect(linkMail?.text).toContain("Saturday, 13 March 2027 at 2:00 PM (Egypt time)");
    expect(linkMail?.text).toMatch(PAGE_LINE);
    expect((await historyOf(booked.applicationId)).map((h) => [h.event, h.detail])).toEqual([
      ["mail-sent", "Assessment reminder"],
      ["mail-failed", "Assessment call link"],
      ["mail-sent", "Assessment call link"],
    ]);

    // Neither job sends anything more.
    const later = egypt(evening, "20:00");
    expect(await sendAssessmentReminders(deps, later)).toEqual({ sent: 0, failed: 0 });
    expect(await sendCallLinks(deps, later)).toEqual({ sent: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(2);
  });

  it("catches up after a pause, but never for a slot that has started", async () => {
    const day = "2027-03-18";
    const early = await slot(egypt(day, "00:30"), "https://meet.example/early");
    const late = await slot(egypt(day, "09:00"), "https://meet.example/late");
    const missed = await book(early);
    const due = await book(late);
    const mailer = recordingMailer();
    // The server was down from the day before until 01:00.
    const run = await sendAssessmentReminders(depsOf(database, mailer), egypt(day, "01:00"));
    expect(run).toEqual({ sent: 1, failed: 0 });
    expect(mailer.sent.map((m) => m.to)).toEqual([due.email]);
    expect(await historyOf(missed.applicationId)).toEqual([]);
  });

  it("gives the claim back when the reminder fails, so the next run sends it", async () => {
    const day = "2027-03-23";
    const slotId = await slot(egypt(day, "15:00"), "https://meet.example/retry");
    const booked = await book(slotId);
    const mailer = recordingMailer();
    mailer.failing = true;
    const deps = depsOf(database, mailer);
    const failed = await sendAssessmentReminders(deps, egypt(addDays(day, -1), "15:00"));
    expect(failed).toEqual({ sent: 0, failed: 1 });
    const booking = await bookingOf(booked.email);
    expect(booking?.reminderMailedAt).toBeNull();
    expect(booking?.callLinkMailedAt).toBeNull();
    expect(await historyOf(booked.applicationId)).toMatchObject([
      { event: "mail-failed", detail: "Assessment reminder" },
    ]);

    mailer.failing = false;
    const at = egypt(addDays(day, -1), "15:01");
    expect(await sendAssessmentReminders(deps, at)).toEqual({ sent: 1, failed: 0 });
    expect(await sendCallLinks(deps, at)).toEqual({ sent: 0, failed: 0 });
    expect(mailer.sent.map((m) => m.to)).toEqual([booked.email]);
    expect(mailer.sent[0]?.text).toContain("Call link: https://meet.example/retry");
    expect((await historyOf(booked.applicationId)).map((h) => h.event)).toEqual([
      "mail-failed",
      "mail-sent",
    ]);
  });

  it("reminds staff once per day, from 18:00, of booked slots without a link", async () => {
    const day = "2027-03-28";
    await dayOfSlots(day);
    // A slot without a link but with only a cancelled booking is not listed.
    await book(await slot(egypt(day, "16:00"), null), { cancelled: true });
    const mailer = recordingMailer();
    const evening = addDays(day, -1);

    const early = await remindStaffOfMissingCallLinks(
      depsOf(database, mailer),
      egypt(evening, "17:59"),
    );
    expect(early).toEqual({ sent: null, slots: 0 });

    const runs = await Promise.all([
      remindStaffOfMissingCallLinks(depsOf(database, mailer), egypt(evening, "18:00")),
      remindStaffOfMissingCallLinks(depsOf(database, mailer), egypt(evening, "18:00")),
      remindStaffOfMissingCallLinks(depsOf(other ?? database, mailer), egypt(evening, "18:00")),
    ]);
    expect(runs.filter((r) => r.sent === true)).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0];
    expect(mail?.to).toBe("staff@kairos.example");
    expect(mail?.subject).toBe(`Call links missing for 1 assessment slot on ${day}`);
    expect(mail?.text).toContain("12:00 PM (Egypt time): Round 3: 1 booked");
    expect(mail?.text).not.toContain("10:00 AM");
    expect(mail?.text).not.toContain("4:00 PM");
    expect(mail?.html).toContain('<a href="https://kairos.example/admin/slots">');

    const later = await remindStaffOfMissingCallLinks(
      depsOf(database, mailer),
      egypt(evening, "19:30"),
    );
    expect(later.sent).toBeNull();
    expect(mailer.sent).toHaveLength(1);
  });

  it("retries the staff reminder after a failed mail", async () => {
    const day = "2027-04-02";
    await dayOfSlots(day);
    const mailer = recordingMailer();
    mailer.failing = true;
    const deps = depsOf(database, mailer);
    const evening = addDays(day, -1);
    expect(await remindStaffOfMissingCallLinks(deps, egypt(evening, "18:00"))).toEqual({
      sent: false,
      slots: 1,
    });
    const claims = await database.db
      .select()
      .from(settings)
      .where(inArray(settings.key, [missingLinkReminderKey(day)]));
    expect(claims).toEqual([]);
    mailer.failing = false;
    expect(await remindStaffOfMissingCallLinks(deps, egypt(evening, "18:01"))).toEqual({
      sent: true,
      slots: 1,
    });
    expect(mailer.sent).toHaveLength(1);
    // Adding the link stops nothing already sent, and the reminders carry it.
    await database.db
      .update(assessmentSlots)
      .set({ callLink: "https://meet.example/added" })
      .where(
        and(
          eq(assessmentSlots.roundId, "round-3"),
          eq(assessmentSlots.startsAt, egypt(day, "12:00")),
        ),
      );
    mailer.sent.length = 0;
    const reminders = await sendAssessmentReminders(deps, egypt(evening, "20:00"));
    expect(reminders).toEqual({ sent: 3, failed: 0 });
    expect(mailer.sent.every((m) => m.text.includes("Call link: https://meet.example/"))).toBe(
      true,
    );
  });
});
