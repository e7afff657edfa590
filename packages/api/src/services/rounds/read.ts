import { type Db, rounds } from "@kairos/db";
import { egyptToday, publicRoundStatus, takesApplications } from "@kairos/shared";
import { asc, eq } from "drizzle-orm";
import { AppError } from "../../platform/errors";
import { cachedPublicRead } from "../../platform/public-reads";

// Reading rounds, apart from editing them (edit.ts, which mails the "tell me when" list when
// registration opens): the bookings and the form read a round without depending on the list.

/** Every round, oldest first (ids sort as round-1, round-2, ...). */
function listRounds(db: Db) {
  return db.select().from(rounds).orderBy(asc(rounds.id));
}

/**
 * listRounds for the public site (the tRPC `assessments.rounds`), cached: see public-reads.ts.
 * Whether each round takes applications is decided when the list is read (a start date or a
 * deadline passes at midnight in Egypt without any write), so the cached list is at most
 * PUBLIC_READ_TTL_MS late.
 */
export function publicRounds(db: Db) {
  return cachedPublicRead(db, "rounds", async () => {
    const today = egyptToday();
    return (await listRounds(db)).map((round) => ({
      ...round,
      /** What the site shows: staff's status closed further by the dates (GAP-26). */
      publicStatus: publicRoundStatus(round, today),
      takesApplications: takesApplications(round, today),
    }));
  });
}

export async function getRound(db: Db, id: string) {
  const [round] = await db.select().from(rounds).where(eq(rounds.id, id));
  if (!round) throw new AppError("NOT_FOUND", "Training course not found");
  return round;
}
