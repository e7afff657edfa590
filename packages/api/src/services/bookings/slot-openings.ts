import { applications, assessmentBookings } from "@kairos/db";
import { and, eq, isNotNull, ne, notExists } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { NEW_SLOTS_TEMPLATE, newSlotsMail } from "../../mail/slot-openings-mail";
import { mailApplicant } from "./applicant-mail";
import { activeBookingOfApplication } from "./book";

// "E-mail me when new times open" (decision 0010): an applicant without a booking asks on their
// page (notifyWhenSlotsOpen), or applied when no time was open; the next slots staff create
// in the round send them one mail.

/**
 * After staff created slots in `roundId`: takes every waiting request of the round whose
 * application is not rejected and has no active booking, in one conditional UPDATE (several
 * processes creating slots at once mail each applicant once), and mails each applicant with a
 * new personal link. Mail failures are queued for retry and recorded on the history; the
 * request is not kept for the next slots.
 */
export async function notifyOfNewSlots(deps: ApiDeps, roundId: string) {
  const { db } = deps.database;
  const waiting = await db
    .update(applications)
    .set({ notifySlotsSince: null })
    .where(
      and(
        eq(applications.roundId, roundId),
        isNotNull(applications.notifySlotsSince),
        ne(applications.status, "rejected"),
        notExists(
          db
            .select({ id: assessmentBookings.id })
            .from(assessmentBookings)
            .where(activeBookingOfApplication),
        ),
      ),
    )
    .returning({ id: applications.id });
  let sent = 0;
  for (const { id } of waiting) {
    if (await mailApplicant(deps, id, NEW_SLOTS_TEMPLATE, newSlotsMail)) sent++;
  }
  return { notified: waiting.length, sent };
}
