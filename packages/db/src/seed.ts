import {
  addCalendarDays,
  EGYPT_TIME_ZONE,
  egyptToday,
  ROUND_SEED,
  toZonedParts,
  zonedTimeToUtc,
} from "@kairos/shared";
import { and, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "./client";
import { assessmentSlots, rounds, SITE_SETTINGS_KEY, sessions, settings, users } from "./schema";

export interface SeedOptions {
  /**
   * The first admin, created (or, if the e-mail exists, reactivated as admin with this
   * password) only while no active admin exists.
   */
  admin?: { email: string; passwordHash: string } | undefined;
  /**
   * Demo mode (embedded mode or SEED_DEMO=1): the demo round kept dated ahead while nobody has
   * edited it (demoRoundDates), and demo assessment slots for it.
   */
  demoSlots: boolean;
  /**
   * Demo mode: the payment fields to fill with EXAMPLE_PAYMENT (those the environment leaves
   * unset), written only while no settings document exists, so never over saved settings.
   */
  examplePayment?: readonly ExamplePaymentField[];
  now?: Date;
}

/**
 * Payment instructions for a demo database, marked as examples so that nobody pays by them;
 * the go-live checklist does not count them as set.
 */
export const EXAMPLE_PAYMENT = {
  instantPaymentDetails:
    "EXAMPLE ONLY – replace in Settings: the instant-payment details (Egypt) applicants pay to.",
  internationalPaymentUrl: "https://example.com/example-only-replace-in-settings",
} as const;
export type ExamplePaymentField = keyof typeof EXAMPLE_PAYMENT;

export interface SeedReport {
  roundsCreated: number;
  adminCreated: boolean;
  /** The demo round's new dates, when this run moved them ahead. */
  demoRoundMoved: { startDate: string; endDate: string } | null;
  slotsCreated: number;
  examplePaymentCreated: boolean;
}

/** Demo slot times, Egypt wall clock, on each of the coming weekdays. */
const DEMO_SLOT_TIMES = ["10:00", "12:00", "14:00", "16:00", "18:00"] as const;
const DEMO_WEEKDAYS = 10;
const DEMO_ROUND = "round-3";
/** The demo round is moved once its start is nearer than this (or past)... */
const DEMO_ROUND_MIN_LEAD_DAYS = 14;
/** ...to the first Saturday at least this many days ahead. */
const DEMO_ROUND_LEAD_DAYS = 28;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * Where a demo puts its round on `today` (Egypt time): starting on the first Saturday at least
 * DEMO_ROUND_LEAD_DAYS ahead (the spec's round starts on a Saturday), as long as the spec's
 * round (52 days). The spec's dates (February 7th to March 31st, 2026) are past, and a round
 * that has started takes no applications: a demo whose round stayed there could not be tried
 * (docs/decisions/0009-applicant-journeys.md).
 */
export function demoRoundDates(today: string): { startDate: string; endDate: string } {
  const spec = ROUND_SEED.find((round) => round.id === DEMO_ROUND);
  const length =
    spec?.startDate && spec.endDate ? dayNumber(spec.endDate) - dayNumber(spec.startDate) : 52;
  const earliest = addCalendarDays(today, DEMO_ROUND_LEAD_DAYS);
  const weekday = new Date(`${earliest}T12:00:00Z`).getUTCDay();
  const startDate = addCalendarDays(earliest, (6 - weekday + 7) % 7);
  return { startDate, endDate: addCalendarDays(startDate, length) };
}

/**
 * First-run seed. Idempotent: rounds only into an empty table, the admin only while there is no
 * user, the demo round's dates only while nobody has edited it and its start is near or past,
 * demo slots only while the open round has no future slot (so a demo database that sat unused
 * for a while still offers bookable dates), example payment instructions only while no
 * settings are stored.
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedReport> {
  const now = options.now ?? new Date();
  const report: SeedReport = {
    roundsCreated: 0,
    adminCreated: false,
    demoRoundMoved: null,
    slotsCreated: 0,
    examplePaymentCreated: false,
  };

  const [roundCount] = await db.select({ n: count() }).from(rounds);
  if (roundCount?.n === 0) {
    const created = await db
      .insert(rounds)
      .values([...ROUND_SEED])
      .onConflictDoNothing()
      .returning({ id: rounds.id });
    report.roundsCreated = created.length;
  }

  if (options.admin) {
    const [activeAdmins] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.active, true)));
    if (activeAdmins?.n === 0) {
      const email = options.admin.email.toLowerCase();
      // The configured password is not one the admin chose: the go-live checklist asks again.
      const admin = {
        role: "admin" as const,
        active: true,
        passwordHash: options.admin.passwordHash,
        passwordChangedAt: null,
      };
      const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
      if (existing) {
        await db.update(users).set(admin).where(eq(users.id, existing.id));
        await db.delete(sessions).where(eq(sessions.userId, existing.id));
      } else {
        await db.insert(users).values({ ...admin, email, username: "admin" });
      }
      report.adminCreated = true;
    }
  }

  if (options.demoSlots) {
    // Only a round nobody has edited (updated_at still its created_at, kept so by this move
    // too), still open without a deadline: a demo's staff who set dates keep them.
    const today = egyptToday(now);
    const dates = demoRoundDates(today);
    const moved = await db
      .update(rounds)
      .set({ ...dates, updatedAt: sql`${rounds.createdAt}` })
      .where(
        and(
          eq(rounds.id, DEMO_ROUND),
          eq(rounds.status, "open"),
          isNull(rounds.applicationDeadline),
          sql`${rounds.updatedAt} = ${rounds.createdAt}`,
          or(
            isNull(rounds.startDate),
            lt(rounds.startDate, addCalendarDays(today, DEMO_ROUND_MIN_LEAD_DAYS)),
          ),
        ),
      )
      .returning({ id: rounds.id });
    if (moved.length > 0) report.demoRoundMoved = dates;

    const [future] = await db
      .select({ n: count() })
      .from(assessmentSlots)
      .where(and(eq(assessmentSlots.roundId, DEMO_ROUND), gt(assessmentSlots.startsAt, now)));
    const [round] = await db.select().from(rounds).where(eq(rounds.id, DEMO_ROUND));
    if (round && future?.n === 0) {
      const values = comingWeekdays(now, DEMO_WEEKDAYS).flatMap((day) =>
        DEMO_SLOT_TIMES.map((time) => ({
          roundId: DEMO_ROUND,
          startsAt: zonedTimeToUtc(day, time, EGYPT_TIME_ZONE),
          capacity: 1,
        })),
      );
      const created = await db
        .insert(assessmentSlots)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: assessmentSlots.id });
      report.slotsCreated = created.length;
    }
  }

  const exampleFields = options.examplePayment ?? [];
  if (exampleFields.length > 0) {
    const value = Object.fromEntries(exampleFields.map((f) => [f, EXAMPLE_PAYMENT[f]]));
    // No updatedById: nobody saved these, so the support contacts still count as unchecked.
    const created = await db
      .insert(settings)
      .values({ key: SITE_SETTINGS_KEY, value })
      .onConflictDoNothing({ target: settings.key })
      .returning({ key: settings.key });
    report.examplePaymentCreated = created.length > 0;
  }
  return report;
}

/** The next `n` Monday-to-Friday dates (YYYY-MM-DD, Egypt calendar) after today. */
export function comingWeekdays(now: Date, n: number): string[] {
  const today = toZonedParts(now, EGYPT_TIME_ZONE).date;
  const cursor = new Date(`${today}T12:00:00Z`);
  const days: string[] = [];
  while (days.length < n) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    const weekday = cursor.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(cursor.toISOString().slice(0, 10));
  }
  return days;
}
