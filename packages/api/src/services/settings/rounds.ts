import { type Db, rounds } from "@kairos/db";
import {
  egyptToday,
  publicRoundStatus,
  type RoundCreateInput,
  type RoundUpdateInput,
  takesApplications,
} from "@kairos/shared";
import { asc, eq, sql } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { AppError } from "../../platform/errors";
import { cachedPublicRead, invalidatePublicReads } from "../../platform/public-reads";
import { mailWaitlistSoon } from "../applications/waitlist";
import { invalidateSiteSettings } from "./settings";

// Rounds as admins edit them in Settings. The site announces the first open round ahead and the
// application accepts only such rounds (takesApplications over this table's status and dates),
// so a change here takes effect on the next page and the next submission.

type Deps = Pick<ApiDeps, "database">;

/** After a round is saved: the caches forgotten, and the "tell me when" list mailed if it opened registration. */
function roundsChanged(deps: ApiDeps) {
  invalidateSiteSettings(deps.database);
  invalidatePublicReads(deps.database.db);
  mailWaitlistSoon(deps);
}

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

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23505" ||
  (error as { cause?: { code?: string } })?.cause?.code === "23505";

/** Every round, by start date (undated first: they are the oldest), then id. */
export function listRoundsForSettings({ database }: Deps) {
  return database.db
    .select()
    .from(rounds)
    .orderBy(sql`${rounds.startDate} asc nulls first`, asc(rounds.id));
}

export async function updateRound(deps: ApiDeps, id: string, input: RoundUpdateInput) {
  const [round] = await deps.database.db
    .update(rounds)
    .set(input)
    .where(eq(rounds.id, id))
    .returning();
  if (!round) throw new AppError("NOT_FOUND", "Round not found");
  roundsChanged(deps);
  return round;
}

export async function createRound(deps: ApiDeps, input: RoundCreateInput) {
  try {
    const [round] = await deps.database.db.insert(rounds).values(input).returning();
    if (!round) throw new Error("insert returned nothing");
    roundsChanged(deps);
    return round;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("CONFLICT", `A round with the id ${input.id} already exists`, {
        id: `A round with the id ${input.id} already exists`,
      });
    }
    throw error;
  }
}
