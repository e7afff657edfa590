import { applications } from "@kairos/db";
import { type ApplicationStatus, isRowId } from "@kairos/shared";
import { asc, inArray } from "drizzle-orm";
import type { StaffActor } from "../../auth/actor";
import type { ApiDeps } from "../../context";
import { AppError } from "../../platform/errors";
import { refuseErasedApplications } from "../privacy/erasure";
import { afterStatusChanges, type StatusChange, writeStatusChange } from "./admin";

export interface BulkStatusChange extends Omit<StatusChange, "notes"> {
  ids: readonly number[];
}

/** The 404 of a bulk change naming an id of no application: which ones, and that none changed. */
export const bulkNotFoundMessage = (ids: readonly number[]) =>
  `${ids.length === 1 ? "No application has the id" : "No applications have the ids"} ${ids.join(", ")}: no status was changed`;

/**
 * Sets one status on several applications in one transaction, each as a single change does
 * (writeStatusChange: its history entry, webhook event, a rejection's freed booking), then
 * mails each applicant after the commit (afterStatusChanges). All or nothing: an id of no
 * application refuses the whole call, naming it. An application already in the status is left
 * as it is, with no history entry and no mail, so that a repeated call (a double submit, a
 * retry) changes each application once: its rows are locked in id order, so a second call at
 * the same time waits and then finds them changed.
 */
export async function changeStatuses(deps: ApiDeps, input: BulkStatusChange, actor: StaffActor) {
  const { db } = deps.database;
  const change: StatusChange = {
    status: input.status,
    // A blank message is none (the schema trims it).
    applicantMessage: input.applicantMessage || undefined,
    notify: input.notify,
  };
  const ids = [...new Set(input.ids)];
  const changed = await db.transaction(async (tx) => {
    // An id past a Postgres integer names no application (and must not reach the query).
    const found = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(inArray(applications.id, ids.filter(isRowId)))
      .orderBy(asc(applications.id))
      .for("update");
    const known = new Set(found.map((row) => row.id));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0) throw new AppError("NOT_FOUND", bulkNotFoundMessage(missing));
    await refuseErasedApplications(tx, ids.filter(isRowId));
    const toChange = found.filter((row) => row.status !== change.status);
    for (const row of toChange) await writeStatusChange(tx, row.id, row.status, change, actor);
    return toChange.map((row): { id: number; fromStatus: ApplicationStatus } => ({
      id: row.id,
      fromStatus: row.status,
    }));
  });
  const mailed = changed.length ? await afterStatusChanges(deps, changed, change, actor) : null;
  const changedIds = new Set(changed.map((c) => c.id));
  return {
    status: change.status,
    /** Now in the status, in the order asked. */
    changed: ids.filter((id) => changedIds.has(id)),
    /** Already in the status: nothing written. */
    unchanged: ids.filter((id) => !changedIds.has(id)),
    /** The applicants e-mailed, and those whose mail could not be sent now (it is retried). */
    emailed: [...(mailed ?? [])].filter(([, sent]) => sent).map(([id]) => id),
    notEmailed: [...(mailed ?? [])].filter(([, sent]) => !sent).map(([id]) => id),
  };
}

export type BulkStatusResult = Awaited<ReturnType<typeof changeStatuses>>;
