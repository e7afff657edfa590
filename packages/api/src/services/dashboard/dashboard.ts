import {
  applications,
  assessmentBookings,
  assessmentSlots,
  contactMessages,
  type Db,
  interpreterRegistrations,
  interpreterRequests,
  rounds,
} from "@kairos/db";
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type BookingEndReason,
} from "@kairos/shared";
import { and, asc, count, eq, gt, isNotNull, isNull, lte } from "drizzle-orm";
import { pageViewsSince } from "../analytics/page-views";
import { inboxCounts } from "../inbox/inbox";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most bookings the dashboard lists for the coming week. */
const NEXT_BOOKINGS_LIMIT = 50;

type StatusCounts = Record<ApplicationStatus, number>;

export interface RoundCounts {
  round: string;
  name: string;
  total: number;
  byStatus: StatusCounts;
}

export interface UpcomingBooking {
  id: number;
  /** The slot's start (ISO, UTC); shown in Egypt time. */
  startsAt: string;
  round: string;
  /** The round as staff read it ("Round 3"). */
  roundName: string;
  email: string;
  /** The applicant's name, when the booking belongs to an application. */
  fullName: string | null;
  applicationId: number | null;
}

export interface DashboardOverview {
  applications: { total: number; byStatus: StatusCounts; byRound: RoundCounts[] };
  /** Booked slots still ahead. */
  upcomingBookings: number;
  /** The booked slots of the next 7 days, earliest first. */
  nextBookings: UpcomingBooking[];
  /**
   * Bookings of slots in the next 7 days that ended: moved to another time (by staff or the
   * applicant) or cancelled.
   */
  bookingChanges: { rescheduled: number; cancelled: number };
  /** New (unopened) items in each staff inbox. */
  inbox: { requests: number; messages: number; registrations: number };
  /** First-party page views over the last 7 days. */
  pageViewsLast7Days: number;
}

const zeroStatuses = () =>
  Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as StatusCounts;

/** Applications by round and status; every round appears, also without applications. */
async function applicationCounts(db: Db) {
  const rows = await db
    .select({
      round: rounds.id,
      name: rounds.name,
      status: applications.status,
      n: count(applications.id),
    })
    .from(rounds)
    .leftJoin(applications, eq(applications.roundId, rounds.id))
    .groupBy(rounds.id, rounds.name, applications.status)
    .orderBy(asc(rounds.id));
  const byStatus = zeroStatuses();
  const byRound = new Map<string, RoundCounts>();
  for (const row of rows) {
    const entry = byRound.get(row.round) ?? {
      round: row.round,
      name: row.name,
      total: 0,
      byStatus: zeroStatuses(),
    };
    byRound.set(row.round, entry);
    if (!row.status) continue;
    entry.byStatus[row.status] += row.n;
    entry.total += row.n;
    byStatus[row.status] += row.n;
  }
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return { total, byStatus, byRound: [...byRound.values()] };
}

async function nextBookings(db: Db, now: Date): Promise<UpcomingBooking[]> {
  const rows = await db
    .select({
      id: assessmentBookings.id,
      startsAt: assessmentSlots.startsAt,
      round: assessmentBookings.roundId,
      roundName: rounds.name,
      email: assessmentBookings.email,
      fullName: applications.fullName,
      applicationId: assessmentBookings.applicationId,
    })
    .from(assessmentBookings)
    .innerJoin(assessmentSlots, eq(assessmentSlots.id, assessmentBookings.slotId))
    .innerJoin(rounds, eq(rounds.id, assessmentBookings.roundId))
    .leftJoin(applications, eq(applications.id, assessmentBookings.applicationId))
    .where(
      and(
        isNull(assessmentBookings.cancelledAt),
        gt(assessmentSlots.startsAt, now),
        lte(assessmentSlots.startsAt, new Date(now.getTime() + 7 * DAY_MS)),
      ),
    )
    .orderBy(asc(assessmentSlots.startsAt), asc(assessmentBookings.id))
    .limit(NEXT_BOOKINGS_LIMIT);
  return rows.map((r) => ({ ...r, startsAt: r.startsAt.toISOString() }));
}

/** The ended bookings of slots in the next 7 days, by why they ended. */
async function bookingChanges(db: Db, now: Date) {
  const rows = await db
    .select({ reason: assessmentBookings.endReason, n: count() })
    .from(assessmentBookings)
    .innerJoin(assessmentSlots, eq(assessmentSlots.id, assessmentBookings.slotId))
    .where(
      and(
        isNotNull(assessmentBookings.endReason),
        gt(assessmentSlots.startsAt, now),
        lte(assessmentSlots.startsAt, new Date(now.getTime() + 7 * DAY_MS)),
      ),
    )
    .groupBy(assessmentBookings.endReason);
  const of = (reason: BookingEndReason) => rows.find((r) => r.reason === reason)?.n ?? 0;
  return { rescheduled: of("moved"), cancelled: of("cancelled") };
}

/**
 * The dashboard's overview: applications by status and round, the booked slots ahead (and
 * those of the next 7 days), new items in the inboxes and recent page views.
 */
export async function dashboardOverview(db: Db, now = new Date()): Promise<DashboardOverview> {
  const [apps, [upcoming], next, changes, requests, messages, registrations, pageViewsLast7Days] =
    await Promise.all([
      applicationCounts(db),
      db
        .select({ n: count() })
        .from(assessmentBookings)
        .innerJoin(assessmentSlots, eq(assessmentSlots.id, assessmentBookings.slotId))
        .where(and(isNull(assessmentBookings.cancelledAt), gt(assessmentSlots.startsAt, now))),
      nextBookings(db, now),
      bookingChanges(db, now),
      inboxCounts(db, interpreterRequests),
      inboxCounts(db, contactMessages),
      inboxCounts(db, interpreterRegistrations),
      pageViewsSince(db, new Date(now.getTime() - 7 * DAY_MS)),
    ]);
  return {
    applications: apps,
    upcomingBookings: upcoming?.n ?? 0,
    nextBookings: next,
    bookingChanges: changes,
    inbox: {
      requests: requests.new,
      messages: messages.new,
      registrations: registrations.new,
    },
    pageViewsLast7Days,
  };
}
