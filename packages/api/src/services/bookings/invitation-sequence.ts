import { assessmentBookings, type Db, type Tx } from "@kairos/db";
import { count, eq, sql } from "drizzle-orm";

/**
 * The calendar invitation's SEQUENCE after the application's latest booking change: one more
 * for each booking row after the first (a booking or a move) and for each cancellation, so a
 * calendar always takes the newest invitation for the same UID (decision 0010).
 */
export async function invitationSequence(db: Db | Tx, applicationId: number): Promise<number> {
  const [row] = await db
    .select({
      rows: count(),
      cancelled: count(sql`case when ${assessmentBookings.endReason} = 'cancelled' then 1 end`),
    })
    .from(assessmentBookings)
    .where(eq(assessmentBookings.applicationId, applicationId));
  return Math.max((row?.rows ?? 0) - 1, 0) + (row?.cancelled ?? 0);
}
