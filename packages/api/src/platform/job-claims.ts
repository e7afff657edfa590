import { jobClaims } from "@kairos/db";
import { lt } from "drizzle-orm";
import type { ApiDeps } from "../context";

// A job that every server process's scheduler offers to run, but that should run once per
// period across them all (the uploads sweep once an hour, the staff digest and retention once
// a day): the process whose insert of the period's claim row wins runs it, so the database
// decides, not a check before the insert. Claims older than two days are deleted.

const KEEP_MS = 2 * 24 * 60 * 60 * 1000;

/** True for the one process that claims `job` for `period` (e.g. "2026-11-25T23"). */
export async function claimJobRun(
  deps: Pick<ApiDeps, "database">,
  job: string,
  period: string,
  now = new Date(),
): Promise<boolean> {
  const claimed = await deps.database.db
    .insert(jobClaims)
    .values({ job, period, claimedAt: now })
    .onConflictDoNothing()
    .returning({ job: jobClaims.job });
  return claimed.length > 0;
}

/** Deletes the job claims of past periods (the scheduler runs it with its other clean-ups). */
export async function deleteOldJobClaims(deps: Pick<ApiDeps, "database">, now = new Date()) {
  await deps.database.db
    .delete(jobClaims)
    .where(lt(jobClaims.claimedAt, new Date(now.getTime() - KEEP_MS)));
}
