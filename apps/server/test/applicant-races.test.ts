import { bookAssessment, rescheduleAssessment } from "@kairos/api";
import { applications, assessmentBookings, assessmentSlots, type Database, seed } from "@kairos/db";
import { applicationRow, testDatabases } from "@kairos/db/testing";
import { APPLICANT_MESSAGES, SLOT_MESSAGES } from "@kairos/shared";
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordingMailer, testDeps } from "./helpers";

// Decision 0010: applicants rescheduling at the same moment onto too few free places. The database
// decides: exactly as many moves succeed as there are places, no slot goes over its capacity,
// and every place a mover left is free for someone else.

const MOVERS = 200;
const TARGETS = 4;
const TARGET_CAPACITY = 5; // 20 free places in all
const DAY_MS = 24 * 60 * 60 * 1000;

/** `n` applicants of round-3, each with its own booked slot (when `booked`). */
async function applicants(database: Database, n: number, prefix: string, booked: boolean) {
  const base = Date.now() + 10 * DAY_MS;
  const slots = booked
    ? await database.db
        .insert(assessmentSlots)
        .values(
          Array.from({ length: n }, (_, i) => ({
            roundId: "round-3",
            startsAt: new Date(base + i * 60_000),
            capacity: 1,
            bookedCount: 1,
          })),
        )
        .returning({ id: assessmentSlots.id })
    : [];
  const rows = await database.db
    .insert(applications)
    .values(
      Array.from({ length: n }, (_, i) =>
        applicationRow({
          fullName: `Applicant ${prefix} ${i}`,
          email: `${prefix}-${i}@example.com`,
        }),
      ),
    )
    .returning({ id: applications.id, email: applications.email });
  if (booked) {
    await database.db.insert(assessmentBookings).values(
      rows.map((row, i) => ({
        slotId: slots[i]?.id ?? 0,
        roundId: "round-3",
        email: row.email,
        applicationId: row.id,
      })),
    );
  }
  return rows.map((row, i) => ({ applicationId: row.id, slotId: slots[i]?.id ?? null }));
}

describe.each(testDatabases())("applicants rescheduling at once on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it(`moves exactly ${TARGETS * TARGET_CAPACITY} of ${MOVERS}, overbooks nothing and frees every place left`, async () => {
    const deps = testDeps(database, { mailer: recordingMailer() });
    const movers = await applicants(database, MOVERS, "mover", true);
    const targets = await database.db
      .insert(assessmentSlots)
      .values(
        Array.from({ length: TARGETS }, (_, i) => ({
          roundId: "round-3",
          startsAt: new Date(Date.now() + (20 + i) * DAY_MS),
          capacity: TARGET_CAPACITY,
        })),
      )
      .returning({ id: assessmentSlots.id });

    const outcomes = await Promise.allSettled(
      movers.map((m, i) =>
        rescheduleAssessment(deps, m.applicationId, targets[i % TARGETS]?.id ?? 0),
      ),
    );
    const moved = outcomes.flatMap((o, i) => (o.status === "fulfilled" ? [movers[i]] : []));
    const refusals = outcomes.flatMap((o) => (o.status === "rejected" ? [o.reason] : []));
    expect(moved).toHaveLength(TARGETS * TARGET_CAPACITY);
    expect(new Set(refusals.map((r: Error) => r.message))).toEqual(
      new Set([SLOT_MESSAGES.targetUnavailable]),
    );

    // Each target full, never over; its active bookings are exactly its count.
    const targetIds = targets.map((t) => t.id);
    const full = await database.db
      .select({ bookedCount: assessmentSlots.bookedCount, capacity: assessmentSlots.capacity })
      .from(assessmentSlots)
      .where(inArray(assessmentSlots.id, targetIds));
    expect(full).toEqual(targetIds.map(() => ({ bookedCount: 5, capacity: 5 })));
    const [active] = await database.db
      .select({ n: count() })
      .from(assessmentBookings)
      .where(
        and(inArray(assessmentBookings.slotId, targetIds), isNull(assessmentBookings.cancelledAt)),
      );
    expect(active?.n).toBe(TARGETS * TARGET_CAPACITY);
    // No slot anywhere holds more active bookings than its count says.
    const drift = await database.db
      .select({ id: assessmentSlots.id })
      .from(assessmentSlots)
      .leftJoin(
        assessmentBookings,
        and(
          eq(assessmentBookings.slotId, assessmentSlots.id),
          isNull(assessmentBookings.cancelledAt),
        ),
      )
      .groupBy(assessmentSlots.id)
      .having(sql`count(${assessmentBookings.id}) <> ${assessmentSlots.bookedCount}`);
    expect(drift).toEqual([]);

    // Every place the movers left is free, and others can book it.
    const freed = moved.map((m) => m?.slotId ?? 0);
    const counts = await database.db
      .select({ bookedCount: assessmentSlots.bookedCount })
      .from(assessmentSlots)
      .where(inArray(assessmentSlots.id, freed));
    expect(counts.every((c) => c.bookedCount === 0)).toBe(true);
    const newcomers = await applicants(database, freed.length, "newcomer", false);
    const booked = await Promise.allSettled(
      newcomers.map((n, i) => bookAssessment(deps, n.applicationId, freed[i] ?? 0)),
    );
    expect(booked.filter((b) => b.status === "fulfilled")).toHaveLength(freed.length);
    for (const answer of booked) {
      if (answer.status === "fulfilled")
        expect(answer.value.message).toBe(
          `${APPLICANT_MESSAGES.booked} ${APPLICANT_MESSAGES.mailed}`,
        );
    }
  });
});
