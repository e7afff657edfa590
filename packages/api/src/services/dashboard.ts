import { applications, assessmentBookings, assessmentSlots, type Db } from "@kairos/db";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@kairos/shared";
import { and, count, eq, gt, isNull } from "drizzle-orm";
import { pageViewsSince } from "./analytics";

export interface DashboardOverview {
  applications: { total: number; byStatus: Record<ApplicationStatus, number> };
  upcomingBookings: number;
  /** First-party page views over the last 7 days. */
  pageViewsLast7Days: number;
}

/** The dashboard's overview card: applications by status and booked slots still ahead. */
export async function dashboardOverview(db: Db, now = new Date()): Promise<DashboardOverview> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const [statusRows, [upcoming], pageViewsLast7Days] = await Promise.all([
    db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .groupBy(applications.status),
    db
      .select({ n: count() })
      .from(assessmentBookings)
      .innerJoin(assessmentSlots, eq(assessmentSlots.id, assessmentBookings.slotId))
      .where(and(isNull(assessmentBookings.cancelledAt), gt(assessmentSlots.startsAt, now))),
    pageViewsSince(db, weekAgo),
  ]);
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of statusRows) byStatus[row.status] = row.n;
  const total = statusRows.reduce((sum, row) => sum + row.n, 0);
  return {
    applications: { total, byStatus },
    upcomingBookings: upcoming?.n ?? 0,
    pageViewsLast7Days,
  };
}
