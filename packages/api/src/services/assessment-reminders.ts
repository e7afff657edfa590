import {
  applicationHistory,
  applications,
  assessmentBookings,
  assessmentSlots,
  rounds,
  settings,
} from "@kairos/db";
import { EGYPT_TIME_ZONE, toZonedParts, zonedTimeToUtc } from "@kairos/shared";
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { ApiDeps } from "../context";
import { CALL_LINK_TEMPLATE, callLinkMail, missingCallLinksMail } from "../mail/call-link-mail";
import { supportEmailOf } from "./settings";

// Jobs of the in-process scheduler (apps/server/src/scheduler.ts), run every minute by every
// server process. Each mail is claimed in the database first, so that several processes
// running the same job at the same moment send it once.

/** Egypt wall-clock time from which the call links of the next day's slots are mailed. */
const CALL_LINK_SEND_TIME = "20:00";
/** From this Egypt time staff hear of the next day's booked slots that still lack a link. */
const MISSING_LINK_REMINDER_TIME = "18:00";

/** "2026-03-31" + 1 → "2026-04-01", on the calendar (no time zone involved). */
function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

const egyptMidnight = (day: string) => zonedTimeToUtc(day, "00:00", EGYPT_TIME_ZONE);

/** A slot's link counts only when staff actually entered one. */
const hasLink = sql`coalesce(trim(${assessmentSlots.callLink}), '') <> ''`;
const lacksLink = or(isNull(assessmentSlots.callLink), sql`trim(${assessmentSlots.callLink}) = ''`);

export interface CallLinkRun {
  sent: number;
  failed: number;
}

/**
 * Mails each active booking its slot's call link, once, from 20:00 Egypt time on the evening
 * before the slot. A run after that evening (the server was down at 20:00, a booking or a link
 * came late) still sends, up to the slot's start, never after. Each booking is claimed with a
 * conditional UPDATE (`call_link_mailed_at IS NULL`): Postgres lets only one of several
 * concurrent runs set it, the others find it taken. A failed mail gives the claim back, so a
 * later run tries again.
 */
export async function sendCallLinks(deps: ApiDeps, now = new Date()): Promise<CallLinkRun> {
  const { db } = deps.database;
  const { date, time } = toZonedParts(now, EGYPT_TIME_ZONE);
  // The evening whose 20:00 has passed most recently, and the day after it.
  const evening = time >= CALL_LINK_SEND_TIME ? date : addDays(date, -1);
  const until = egyptMidnight(addDays(evening, 2));

  const claimed = await db
    .update(assessmentBookings)
    .set({ callLinkMailedAt: now })
    .from(assessmentSlots)
    .where(
      and(
        eq(assessmentBookings.slotId, assessmentSlots.id),
        isNull(assessmentBookings.cancelledAt),
        isNull(assessmentBookings.callLinkMailedAt),
        hasLink,
        gt(assessmentSlots.startsAt, now),
        lt(assessmentSlots.startsAt, until),
      ),
    )
    .returning({
      id: assessmentBookings.id,
      email: assessmentBookings.email,
      applicationId: assessmentBookings.applicationId,
      roundId: assessmentSlots.roundId,
      startsAt: assessmentSlots.startsAt,
      callLink: assessmentSlots.callLink,
    });
  if (claimed.length === 0) return { sent: 0, failed: 0 };

  const applicationIds = claimed.flatMap((b) => (b.applicationId ? [b.applicationId] : []));
  const names = new Map(
    applicationIds.length
      ? (
          await db
            .select({ id: applications.id, fullName: applications.fullName })
            .from(applications)
            .where(inArray(applications.id, applicationIds))
        ).map((a) => [a.id, a.fullName])
      : [],
  );
  const roundNames = new Map(
    (
      await db
        .select({ id: rounds.id, name: rounds.name })
        .from(rounds)
        .where(
          inArray(
            rounds.id,
            claimed.map((b) => b.roundId),
          ),
        )
    ).map((r) => [r.id, r.name]),
  );

  const supportEmail = await supportEmailOf(deps);
  const run: CallLinkRun = { sent: 0, failed: 0 };
  for (const booking of claimed) {
    const sent = await deps.mailer.send({
      to: booking.email,
      ...callLinkMail({
        fullName: booking.applicationId ? (names.get(booking.applicationId) ?? null) : null,
        roundName: roundNames.get(booking.roundId) ?? booking.roundId,
        startsAt: booking.startsAt,
        callLink: booking.callLink ?? "",
        supportEmail,
      }),
    });
    if (sent) run.sent++;
    else {
      run.failed++;
      await db
        .update(assessmentBookings)
        .set({ callLinkMailedAt: null })
        .where(eq(assessmentBookings.id, booking.id));
    }
    if (booking.applicationId) {
      await db.insert(applicationHistory).values({
        applicationId: booking.applicationId,
        event: sent ? "mail-sent" : "mail-failed",
        detail: CALL_LINK_TEMPLATE,
      });
    }
  }
  return run;
}

export interface ReminderRun {
  /** true: mailed; false: the mail failed; null: nothing was due or another run sent it. */
  sent: boolean | null;
  slots: number;
}

/** The claim of the one reminder of `day`; a row of the settings table, created once. */
export const missingLinkReminderKey = (day: string) => `reminder:missing-call-links:${day}`;

/**
 * From 18:00 Egypt time: one mail to staff listing the next day's slots that have active
 * bookings but no call link. At most one per day across processes: the run that inserts the
 * day's claim row sends; a failed mail deletes the row again so a later run retries.
 */
export async function remindStaffOfMissingCallLinks(
  deps: ApiDeps,
  now = new Date(),
): Promise<ReminderRun> {
  const { db } = deps.database;
  const { date, time } = toZonedParts(now, EGYPT_TIME_ZONE);
  if (time < MISSING_LINK_REMINDER_TIME) return { sent: null, slots: 0 };
  const day = addDays(date, 1);

  const slots = await db
    .select({
      startsAt: assessmentSlots.startsAt,
      roundName: rounds.name,
      booked: count(assessmentBookings.id),
    })
    .from(assessmentSlots)
    .innerJoin(rounds, eq(rounds.id, assessmentSlots.roundId))
    .innerJoin(
      assessmentBookings,
      and(
        eq(assessmentBookings.slotId, assessmentSlots.id),
        isNull(assessmentBookings.cancelledAt),
      ),
    )
    .where(
      and(
        lacksLink,
        gte(assessmentSlots.startsAt, egyptMidnight(day)),
        lt(assessmentSlots.startsAt, egyptMidnight(addDays(day, 1))),
      ),
    )
    .groupBy(assessmentSlots.id, rounds.name)
    .orderBy(asc(assessmentSlots.startsAt));
  if (slots.length === 0) return { sent: null, slots: 0 };

  const key = missingLinkReminderKey(day);
  const claim = await db
    .insert(settings)
    .values({ key, value: { slots: slots.length, claimedAt: now.toISOString() } })
    .onConflictDoNothing({ target: settings.key })
    .returning({ key: settings.key });
  if (claim.length === 0) return { sent: null, slots: slots.length };

  const sent = await deps.mailer.send({
    to: deps.mail.staffEmail,
    ...missingCallLinksMail({ day, slots, slotsUrl: `${deps.mail.publicUrl}/admin/slots` }),
  });
  if (!sent) await db.delete(settings).where(eq(settings.key, key));
  return { sent, slots: slots.length };
}
