import { applications, assessmentBookings, assessmentSlots, type Db, type Tx } from "@kairos/db";
import {
  type CreateSlotsInput,
  EGYPT_TIME_ZONE,
  expandSlotPlan,
  SLOT_LIMITS,
  SLOT_MESSAGES,
  toZonedParts,
  type UpdateSlotInput,
} from "@kairos/shared";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { AppError } from "../../platform/errors";
import { describeError } from "../../platform/logger";
import { invalidatePublicReads } from "../../platform/public-reads";
import { mailWaitlistSoon } from "../applications/waitlist";
import { getRound } from "../rounds/read";
import { notifyOfNewSlots } from "./slot-openings";

// Staff management of assessment slots (/admin/slots, GAP-16). Every change of a slot's booked
// count is a conditional update on the slot row, so capacity holds under concurrency exactly as
// it does for applicants (see bookSlot in book.ts); a booking's move or cancellation,
// whoever acts, is changes.ts'.

export interface SlotBooking {
  id: number;
  applicationId: number | null;
  fullName: string | null;
  email: string;
  phone: string | null;
  bookedAt: string;
}

export interface ManagedSlot {
  id: number;
  startsAt: string;
  /** YYYY-MM-DD and HH:MM, Egypt time. */
  date: string;
  time: string;
  capacity: number;
  bookedCount: number;
  callLink: string | null;
  bookings: SlotBooking[];
}

/** The slots of a round, soonest first, each with its active bookings: one query. */
export async function listRoundSlots(db: Db, roundId: string) {
  const round = await getRound(db, roundId);
  const rows = await db
    .select({
      slot: assessmentSlots,
      bookingId: assessmentBookings.id,
      bookingEmail: assessmentBookings.email,
      bookedAt: assessmentBookings.createdAt,
      applicationId: applications.id,
      fullName: applications.fullName,
      phone: applications.phoneNumber,
    })
    .from(assessmentSlots)
    .leftJoin(
      assessmentBookings,
      and(
        eq(assessmentBookings.slotId, assessmentSlots.id),
        isNull(assessmentBookings.cancelledAt),
      ),
    )
    .leftJoin(applications, eq(applications.id, assessmentBookings.applicationId))
    .where(eq(assessmentSlots.roundId, roundId))
    .orderBy(asc(assessmentSlots.startsAt), asc(assessmentSlots.id), asc(assessmentBookings.id));

  const slots: ManagedSlot[] = [];
  for (const row of rows) {
    let slot = slots.at(-1);
    if (slot?.id !== row.slot.id) {
      slot = {
        id: row.slot.id,
        startsAt: row.slot.startsAt.toISOString(),
        ...toZonedParts(row.slot.startsAt, EGYPT_TIME_ZONE),
        capacity: row.slot.capacity,
        bookedCount: row.slot.bookedCount,
        callLink: row.slot.callLink,
        bookings: [],
      };
      slots.push(slot);
    }
    if (row.bookingId !== null && row.bookingEmail !== null && row.bookedAt !== null) {
      slot.bookings.push({
        id: row.bookingId,
        applicationId: row.applicationId,
        fullName: row.fullName,
        email: row.bookingEmail,
        phone: row.phone,
        bookedAt: row.bookedAt.toISOString(),
      });
    }
  }
  return { round: { id: round.id, name: round.name, status: round.status }, slots };
}

/**
 * Creates one slot or a series; past times and existing slots are skipped and counted. Then
 * the applicants who asked to hear of new times are mailed (slot-openings.ts); that never
 * fails the request, the slots are stored.
 */
export async function createSlots(deps: ApiDeps, input: CreateSlotsInput, now = new Date()) {
  const { db } = deps.database;
  const round = await getRound(db, input.roundId);
  const existing = await db
    .select({ startsAt: assessmentSlots.startsAt })
    .from(assessmentSlots)
    .where(eq(assessmentSlots.roundId, round.id));
  const plan = expandSlotPlan(input, { now, existing: existing.map((e) => e.startsAt) });
  if (plan.starts.length > SLOT_LIMITS.slotsPerRequestMax) {
    throw new AppError("BAD_REQUEST", SLOT_MESSAGES.tooMany);
  }
  if (plan.starts.length === 0) throw new AppError("BAD_REQUEST", SLOT_MESSAGES.nothingToCreate);
  // A slot created by someone else since the read above is skipped by the unique index.
  const created = await db
    .insert(assessmentSlots)
    .values(
      plan.starts.map((startsAt) => ({
        roundId: round.id,
        startsAt,
        capacity: input.capacity,
        callLink: input.callLink ?? null,
      })),
    )
    .onConflictDoNothing({ target: [assessmentSlots.roundId, assessmentSlots.startsAt] })
    .returning({ id: assessmentSlots.id });
  invalidatePublicReads(db);
  // A first slot may open registration (GAP-27): the "tell me when" list hears at once.
  if (created.length > 0) mailWaitlistSoon(deps);
  // After the answer: mails to many waiting applicants (or a slow SMTP server) must not hold the
  // staff's request past its deadline, and the slots are stored whatever the mails do.
  if (created.length > 0) {
    void notifyOfNewSlots(deps, round.id).catch((error: unknown) =>
      deps.logger.error("slots created, new-times mails not completed", {
        roundId: round.id,
        ...describeError(error),
      }),
    );
  }
  return {
    created: created.length,
    skippedPast: plan.skippedPast,
    skippedExisting: plan.skippedExisting + plan.starts.length - created.length,
    skippedInvalid: plan.skippedInvalid,
  };
}

async function slotOrNotFound(db: Db | Tx, slotId: number) {
  const [slot] = await db.select().from(assessmentSlots).where(eq(assessmentSlots.id, slotId));
  if (!slot) throw new AppError("NOT_FOUND", SLOT_MESSAGES.slotNotFound);
  return slot;
}

/** Capacity and call link. The capacity never drops below the places already booked. */
export async function updateSlot(db: Db, input: UpdateSlotInput) {
  const [updated] = await db
    .update(assessmentSlots)
    .set({ capacity: input.capacity, callLink: input.callLink })
    .where(
      and(
        eq(assessmentSlots.id, input.slotId),
        sql`${assessmentSlots.bookedCount} <= ${input.capacity}`,
      ),
    )
    .returning();
  invalidatePublicReads(db);
  if (!updated) {
    const slot = await slotOrNotFound(db, input.slotId);
    throw new AppError("CONFLICT", SLOT_MESSAGES.capacityBelowBooked(slot.bookedCount), {
      capacity: SLOT_MESSAGES.capacityBelowBooked(slot.bookedCount),
    });
  }
  return {
    id: updated.id,
    capacity: updated.capacity,
    bookedCount: updated.bookedCount,
    callLink: updated.callLink,
  };
}

/**
 * Deletes a slot without active bookings. The condition `booked_count = 0` sits in the delete
 * itself, so a booking committed a moment earlier keeps its slot. The rows of bookings that
 * were cancelled or moved away go with the slot; the applications' history still tells them.
 */
export async function deleteSlot(db: Db, slotId: number) {
  await db.transaction(async (tx) => {
    await tx
      .delete(assessmentBookings)
      .where(and(eq(assessmentBookings.slotId, slotId), isNotNull(assessmentBookings.cancelledAt)));
    const [deleted] = await tx
      .delete(assessmentSlots)
      .where(and(eq(assessmentSlots.id, slotId), eq(assessmentSlots.bookedCount, 0)))
      .returning({ id: assessmentSlots.id });
    if (!deleted) {
      await slotOrNotFound(tx, slotId);
      throw new AppError("CONFLICT", SLOT_MESSAGES.deleteBooked);
    }
  });
  invalidatePublicReads(db);
  return { deleted: true, id: slotId };
}
