import {
  applicationHistory,
  applications,
  assessmentBookings,
  assessmentSlots,
  rounds,
  settings,
} from "@kairos/db";
import { addCalendarDays, EGYPT_TIME_ZONE, egyptMidnight, toZonedParts } from "@kairos/shared";
import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
} from "drizzle-orm";
import type { ApiDeps } from "../../context";
import {
  type AssessmentMailArgs,
  assessmentReminderMail,
  CALL_LINK_TEMPLATE,
  callLinkMail,
  missingCallLinksMail,
  REMINDER_TEMPLATE,
} from "../../mail/call-link-mail";
import { toPerson, toStaff } from "../../mail/outgoing";
import type { MailContent } from "../../mail/templates";
import { describeError } from "../../platform/logger";
import { issueApplicantLink } from "../applicant/links";
import { supportEmailOf } from "../settings/settings";

// Jobs of the in-process scheduler (apps/server/src/scheduler.ts), run every minute by every
// server process. Each mail is claimed in the database first, so that several processes
// running the same job at the same moment send it once.

/** How long before the assessment its reminder goes out. */
const REMINDER_AHEAD_MS = 24 * 60 * 60 * 1000;
/**
 * The specification sends the call link "the night before the slot": from this Egypt time on
 * the evening before, a reminder still due goes out even if the 24 hours have not begun (a
 * slot after 20:00), so the link is never later than that evening.
 */
const EVENING_BEFORE = "20:00";

/** The first instant after the day whose evening-before time has passed most recently. */
function nightBeforeHorizon(now: Date): Date {
  const { date, time } = toZonedParts(now, EGYPT_TIME_ZONE);
  const evening = time >= EVENING_BEFORE ? date : addCalendarDays(date, -1);
  return egyptMidnight(addCalendarDays(evening, 2));
}
/** From this Egypt time staff hear of the next day's booked slots that still lack a link. */
const MISSING_LINK_REMINDER_TIME = "18:00";

/** A slot's link counts only when staff actually entered one. */
const hasLink = sql<boolean>`coalesce(trim(${assessmentSlots.callLink}), '') <> ''`;
/** A booking whose applicant was erased has no address left to write to (decision 0033). */
const applicantKept = sql`not exists (select 1 from ${applications} where ${applications.id} = ${assessmentBookings.applicationId} and ${applications.erasedAt} is not null)`;
const lacksLink = or(isNull(assessmentSlots.callLink), sql`trim(${assessmentSlots.callLink}) = ''`);

/** How many of a run's claimed mails went out, and how many were given back to retry. */
export interface AssessmentMailRun {
  sent: number;
  failed: number;
}

/** What a claim returns of each booking it took. */
const claimedColumns = {
  id: assessmentBookings.id,
  email: assessmentBookings.email,
  applicationId: assessmentBookings.applicationId,
  roundId: assessmentSlots.roundId,
  startsAt: assessmentSlots.startsAt,
  callLink: assessmentSlots.callLink,
  callLinkMailedAt: assessmentBookings.callLinkMailedAt,
  withLink: hasLink,
};

interface ClaimedBooking {
  id: number;
  email: string;
  applicationId: number | null;
  roundId: string;
  startsAt: Date;
  callLink: string | null;
  callLinkMailedAt: Date | null;
  withLink: boolean;
}

/**
 * Mails each claimed booking what `build` makes of it, with a new personal link for its
 * application, and records the outcome on the application's history. A booking whose mail did
 * not go (or whose link could not be minted) is handed to `giveBack`, so a later run retries.
 */
async function mailClaimed(
  deps: ApiDeps,
  claimed: ClaimedBooking[],
  template: string,
  build: (booking: ClaimedBooking, args: AssessmentMailArgs) => MailContent,
  giveBack: (booking: ClaimedBooking) => Promise<unknown>,
): Promise<AssessmentMailRun> {
  const run: AssessmentMailRun = { sent: 0, failed: 0 };
  if (claimed.length === 0) return run;
  const { db } = deps.database;
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

  for (const booking of claimed) {
    let sent = false;
    try {
      const link = booking.applicationId
        ? await issueApplicantLink(deps, booking.applicationId)
        : null;
      const content = build(booking, {
        fullName: booking.applicationId ? (names.get(booking.applicationId) ?? null) : null,
        roundName: roundNames.get(booking.roundId) ?? booking.roundId,
        startsAt: booking.startsAt,
        supportEmail,
        link,
      });
      sent = await deps.mailer.send(await toPerson(deps, booking.email, content));
    } catch (error) {
      deps.logger.error("assessment mail not sent", {
        bookingId: booking.id,
        template,
        ...describeError(error),
      });
    }
    if (sent) run.sent++;
    else {
      run.failed++;
      await giveBack(booking);
    }
    if (booking.applicationId) {
      await db.insert(applicationHistory).values({
        applicationId: booking.applicationId,
        event: sent ? "mail-sent" : "mail-failed",
        detail: template,
      });
    }
  }
  return run;
}

/**
 * Mails each active booking whose slot starts within the next 24 hours (or on the day after the
 * evening-before time that has passed, see EVENING_BEFORE) its reminder, once: the
 * time, the call link when the slot has one (which then counts as mailed) and the personal
 * link. A run after the 24-hour mark (the server was down, a booking came late) still sends,
 * up to the slot's start, never after. Each booking is claimed with a conditional UPDATE
 * (`reminder_mailed_at IS NULL`): Postgres lets only one of several concurrent runs set it,
 * the others find it taken. A failed mail gives the claim back, so a later run tries again.
 */
export async function sendAssessmentReminders(
  deps: ApiDeps,
  now = new Date(),
): Promise<AssessmentMailRun> {
  const { db } = deps.database;
  const claimedAt = sql`${now.toISOString()}::timestamptz`;
  const claimed = await db
    .update(assessmentBookings)
    .set({
      reminderMailedAt: now,
      // A link already in the slot goes with the reminder: it counts as mailed.
      callLinkMailedAt: sql`case when ${hasLink} then coalesce(${assessmentBookings.callLinkMailedAt}, ${claimedAt}) else ${assessmentBookings.callLinkMailedAt} end`,
    })
    .from(assessmentSlots)
    .where(
      and(
        eq(assessmentBookings.slotId, assessmentSlots.id),
        isNull(assessmentBookings.cancelledAt),
        isNull(assessmentBookings.reminderMailedAt),
        applicantKept,
        gt(assessmentSlots.startsAt, now),
        or(
          lte(assessmentSlots.startsAt, new Date(now.getTime() + REMINDER_AHEAD_MS)),
          lt(assessmentSlots.startsAt, nightBeforeHorizon(now)),
        ),
      ),
    )
    .returning(claimedColumns);
  return mailClaimed(
    deps,
    claimed,
    REMINDER_TEMPLATE,
    (booking, args) =>
      assessmentReminderMail({ ...args, callLink: booking.withLink ? booking.callLink : null }),
    (booking) =>
      db
        .update(assessmentBookings)
        .set({
          reminderMailedAt: null,
          // The link goes back only if this claim marked it (not if it had gone before).
          ...(booking.callLinkMailedAt?.getTime() === now.getTime()
            ? { callLinkMailedAt: null }
            : {}),
        })
        .where(eq(assessmentBookings.id, booking.id)),
  );
}

/**
 * Mails the call link alone, once, to each active booking whose reminder went out without one
 * and whose slot (still to come) has a link now: staff added it after the reminder. Claimed
 * like the reminders (`call_link_mailed_at IS NULL`), given back when the mail fails.
 */
export async function sendCallLinks(deps: ApiDeps, now = new Date()): Promise<AssessmentMailRun> {
  const { db } = deps.database;
  const claimed = await db
    .update(assessmentBookings)
    .set({ callLinkMailedAt: now })
    .from(assessmentSlots)
    .where(
      and(
        eq(assessmentBookings.slotId, assessmentSlots.id),
        isNull(assessmentBookings.cancelledAt),
        isNotNull(assessmentBookings.reminderMailedAt),
        applicantKept,
        isNull(assessmentBookings.callLinkMailedAt),
        hasLink,
        gt(assessmentSlots.startsAt, now),
      ),
    )
    .returning(claimedColumns);
  return mailClaimed(
    deps,
    claimed,
    CALL_LINK_TEMPLATE,
    (booking, args) => callLinkMail({ ...args, callLink: booking.callLink ?? "" }),
    (booking) =>
      db
        .update(assessmentBookings)
        .set({ callLinkMailedAt: null })
        .where(eq(assessmentBookings.id, booking.id)),
  );
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
  const day = addCalendarDays(date, 1);

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
        lt(assessmentSlots.startsAt, egyptMidnight(addCalendarDays(day, 1))),
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

  const content = missingCallLinksMail({
    day,
    slots,
    slotsUrl: `${deps.mail.publicUrl}/admin/slots`,
  });
  const sent = await deps.mailer.send(await toStaff(deps, content));
  if (!sent) await db.delete(settings).where(eq(settings.key, key));
  return { sent, slots: slots.length };
}
