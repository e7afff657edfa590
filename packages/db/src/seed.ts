import { EGYPT_TIME_ZONE, ROUND_SEED, toZonedParts, zonedTimeToUtc } from "@kairos/shared";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "./client";
import { assessmentSlots, rounds, sessions, users } from "./schema";

export interface SeedOptions {
  /**
   * The first admin, created (or, if the e-mail exists, reactivated as admin with this
   * password) only while no active admin exists.
   */
  admin?: { email: string; passwordHash: string } | undefined;
  /** Demo assessment slots for the open round (embedded mode or SEED_DEMO=1). */
  demoSlots: boolean;
  now?: Date;
}

export interface SeedReport {
  roundsCreated: number;
  adminCreated: boolean;
  slotsCreated: number;
}

/** Demo slot times, Egypt wall clock, on each of the coming weekdays. */
const DEMO_SLOT_TIMES = ["10:00", "12:00", "14:00", "16:00", "18:00"] as const;
const DEMO_WEEKDAYS = 10;
const DEMO_ROUND = "round-3";

/**
 * First-run seed. Idempotent: rounds only into an empty table, the admin only while there is no
 * user, demo slots only while the open round has no future slot (so a demo database that sat
 * unused for a while still offers bookable dates).
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedReport> {
  const now = options.now ?? new Date();
  const report: SeedReport = { roundsCreated: 0, adminCreated: false, slotsCreated: 0 };

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
      const admin = {
        role: "admin" as const,
        active: true,
        passwordHash: options.admin.passwordHash,
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
