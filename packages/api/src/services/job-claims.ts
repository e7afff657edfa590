import { settings } from "@kairos/db";
import { and, like, lt } from "drizzle-orm";
import type { ApiDeps } from "../context";

// A job that every server process's scheduler offers to run, but that should run once per
// period across them all (the uploads sweep, once an hour): the process whose insert of the
// period's claim row wins runs it (as the staff's daily reminder claims its day). Claims are
// rows of the settings table under `job:`; those older than two days are deleted.

const PREFIX = "job:";
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;

/** True for the one process that claims `job` for `period` (e.g. "2026-11-25T23"). */
export async function claimJobRun(
  deps: Pick<ApiDeps, "database">,
  job: string,
  period: string,
  now = new Date(),
): Promise<boolean> {
  const claimed = await deps.database.db
    .insert(settings)
    .values({ key: `${PREFIX}${job}:${period}`, value: {}, updatedAt: now })
    .onConflictDoNothing({ target: settings.key })
    .returning({ key: settings.key });
  return claimed.length > 0;
}

/** Deletes the job claims of past periods (the scheduler runs it with its other clean-ups). */
export async function deleteOldJobClaims(deps: Pick<ApiDeps, "database">, now = new Date()) {
  await deps.database.db
    .delete(settings)
    .where(
      and(
        like(settings.key, `${PREFIX}%`),
        lt(settings.updatedAt, new Date(now.getTime() - KEEP_MS)),
      ),
    );
}
