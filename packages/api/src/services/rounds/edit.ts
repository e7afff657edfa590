import { rounds } from "@kairos/db";
import type { RoundCreateInput, RoundUpdateInput } from "@kairos/shared";
import { asc, eq, sql } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { AppError, isUniqueViolation } from "../../platform/errors";
import { invalidatePublicReads } from "../../platform/public-reads";
import { mailWaitlistSoon } from "../applications/waitlist";
import { invalidateSiteSettings } from "../settings/settings";

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
