import { type Logger, localStorage } from "@kairos/api";
import {
  assessmentBookings,
  assessmentSlots,
  type Database,
  formSubmissions,
  loginFailures,
  seed,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { EGYPT_TIME_ZONE, zonedTimeToUtc } from "@kairos/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../src/env";
import { startScheduler } from "../src/scheduler";
import { recordingMailer, tempDir, testDeps } from "./helpers";

// The in-process scheduler of the assessment mails: runs at start, survives a failing run,
// and stops only after the run in progress. (The jobs themselves: packages/api tests.)

function recordingLogger() {
  const lines: { level: string; msg: string }[] = [];
  const log = (level: string) => (msg: string) => void lines.push({ level, msg });
  const logger: Logger = {
    debug: log("debug"),
    info: log("info"),
    warn: log("warn"),
    error: log("error"),
  };
  return { lines, logger };
}

describe("REMINDERS", () => {
  it("is on by default and turned off with REMINDERS=off", () => {
    expect(loadEnv({}).reminders).toBe(true);
    expect(loadEnv({ REMINDERS: "off" }).reminders).toBe(false);
    expect(() => loadEnv({ REMINDERS: "maybe" })).toThrow("REMINDERS must be on or off");
  });
});

describe.each(testDatabases())("the mail scheduler on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("runs the jobs at start; stop() waits for that run", async () => {
    const startsAt = zonedTimeToUtc("2027-05-04", "10:00", EGYPT_TIME_ZONE);
    const [slot] = await database.db
      .insert(assessmentSlots)
      .values({ roundId: "round-3", startsAt, callLink: "https://meet.example/s" })
      .returning();
    await database.db
      .insert(assessmentBookings)
      .values({ slotId: slot?.id ?? 0, roundId: "round-3", email: "sched@example.com" });
    const mailer = recordingMailer();
    const { lines, logger } = recordingLogger();
    const scheduler = startScheduler(
      { ...testDeps(database, { mailer }), logger },
      { now: () => zonedTimeToUtc("2027-05-03", "10:00", EGYPT_TIME_ZONE) },
    );
    await scheduler.stop();
    // 24 hours before: one reminder, which carries the slot's call link.
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ["sched@example.com", "Reminder: your Kairos language assessment"],
    ]);
    expect(mailer.sent[0]?.text).toContain("Call link: https://meet.example/s");
    expect(lines).toContainEqual({ level: "info", msg: "assessment reminders mailed" });
  });

  it("forgets the form submissions and failed sign-ins that no longer count against a limit", async () => {
    const now = new Date("2027-05-03T12:00:00Z");
    const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
    const entry = { form: "contact", ip: "198.51.100.1", email: "old@example.com" };
    await database.db.insert(formSubmissions).values([
      { ...entry, createdAt: minutesAgo(11) },
      { ...entry, createdAt: minutesAgo(9) },
    ]);
    // And the failed sign-ins that left their 15 minutes.
    const failure = { email: "someone@example.com", ip: "198.51.100.1" };
    await database.db.insert(loginFailures).values([
      { ...failure, createdAt: minutesAgo(16) },
      { ...failure, createdAt: minutesAgo(14) },
    ]);
    const scheduler = startScheduler(testDeps(database), { now: () => now });
    await scheduler.stop();
    const left = await database.db.select().from(formSubmissions);
    expect(left.map((r) => r.createdAt)).toEqual([minutesAgo(9)]);
    const failures = await database.db.select().from(loginFailures);
    expect(failures.map((r) => r.createdAt)).toEqual([minutesAgo(14)]);
  });

  it("sweeps the uploads once an hour across processes", async () => {
    // Three processes' schedulers on one database and one store, started in the same hour.
    const store = localStorage(tempDir("uploads"));
    let listed = 0;
    const counting = {
      ...store,
      list() {
        listed++;
        return store.list();
      },
    };
    const at = (iso: string) => () => new Date(iso);
    const run = async (now: () => Date) => {
      const schedulers = [1, 2, 3].map(() =>
        startScheduler({ ...testDeps(database), storage: counting }, { now }),
      );
      await Promise.all(schedulers.map((s) => s.stop()));
    };
    await run(at("2027-06-01T10:05:00Z"));
    expect(listed).toBe(1);
    await run(at("2027-06-01T10:45:00Z"));
    expect(listed).toBe(1);
    await run(at("2027-06-01T11:00:00Z"));
    expect(listed).toBe(2);
  });

  it("logs a failing run instead of throwing", async () => {
    const { lines, logger } = recordingLogger();
    const broken = {
      ...database,
      db: new Proxy(database.db, {
        get() {
          throw new Error("database unreachable");
        },
      }),
    };
    const scheduler = startScheduler({ ...testDeps(database), database: broken, logger });
    await scheduler.stop();
    expect(lines).toContainEqual({ level: "error", msg: "scheduled mail run failed" });
  });
});
