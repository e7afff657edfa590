import {
  applicationHistory,
  applicationPayments,
  applications,
  type Db,
  paymentProofs,
  storedFiles,
  type Tx,
} from "@kairos/db";
import { APPLICANT_MESSAGES, applicationReference } from "@kairos/shared";
import { and, asc, desc, eq, gt, inArray, isNotNull } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { consoleApplicationUrl } from "../../mail/outgoing";
import { proofReplacedStaffMail } from "../../mail/proof-mail";
import { alertStaff } from "../../mail/staff-alerts";
import { AppError } from "../../platform/errors";
import { describeError } from "../../platform/logger";
import { tooManyRequests } from "../../platform/rate-limit";
import { insertFileRow, storeFilesWithRows } from "../../storage/files-with-rows";
import { newStorageKey } from "../../storage/storage";
import type { CheckedUpload } from "../../storage/uploads";
import { answer } from "./answer";
import { lockApplication, refuseWithdrawn } from "./application-lock";

// A new proof of payment from the applicant's page (decisions 0010 and 0015): a few a day,
// the current file and the two before it kept, one staff mail per burst.

const DAY_MS = 24 * 60 * 60_000;
/** Proof files an application keeps: the current one and the two it replaced last. */
export const PROOF_FILES_KEPT = 3;
const PRUNED_DETAIL =
  "New proof of payment uploaded; the previous one was deleted once newer ones replaced it";

const byApplicant = (applicationId: number, event: "proof-replaced" | "proof-uploaded") =>
  and(
    eq(applicationHistory.applicationId, applicationId),
    eq(applicationHistory.event, event),
    eq(applicationHistory.byApplicant, true),
  );

/**
 * The 429 once the application has had `limit` new proofs in the 24 hours before `now`, with
 * the wait until the oldest of those leaves the window. Counted on the history, where every
 * replacement is recorded: inside the transaction that holds the application's row lock, the
 * count is the database's, so parallel uploads never pass the limit.
 */
export async function refuseOverLimit(
  db: Db | Tx,
  applicationId: number,
  limit: number,
  now: Date,
  event: "proof-replaced" | "proof-uploaded" = "proof-replaced",
) {
  const recent = await db
    .select({ at: applicationHistory.createdAt })
    .from(applicationHistory)
    .where(
      and(
        byApplicant(applicationId, event),
        gt(applicationHistory.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .orderBy(asc(applicationHistory.createdAt));
  const freesUp = recent[recent.length - limit]?.at;
  if (!freesUp) return;
  const waitMs = freesUp.getTime() + DAY_MS - now.getTime();
  throw tooManyRequests(APPLICANT_MESSAGES.tooManyProofs(limit), Math.ceil(waitMs / 1000));
}

/**
 * Of `fileIds`, those no ledger entry (the proof a recorded payment matches) nor later proof
 * references: a file a payment was matched to stays with its entry for good.
 */
async function notInLedger(tx: Tx, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const matched = await tx
    .select({ id: applicationPayments.proofFileId })
    .from(applicationPayments)
    .where(inArray(applicationPayments.proofFileId, fileIds));
  const later = await tx
    .select({ id: paymentProofs.fileId })
    .from(paymentProofs)
    .where(inArray(paymentProofs.fileId, fileIds));
  const kept = new Set([...matched, ...later].map((f) => f.id));
  return fileIds.filter((id) => !kept.has(id));
}

/**
 * Deletes the rows of the proof files older than the PROOF_FILES_KEPT last ones, in the
 * replacement's transaction, and gives their keys: the bytes go only after that commits, so a
 * failure never leaves the application without its proof (a key whose removal fails is left to
 * the uploads sweeper, since no row references it any more).
 */
async function dropOldProofs(tx: Tx, applicationId: number): Promise<string[]> {
  const older = await tx
    .select({ id: applicationHistory.id, fileId: applicationHistory.fileId })
    .from(applicationHistory)
    .where(
      and(
        eq(applicationHistory.applicationId, applicationId),
        eq(applicationHistory.event, "proof-replaced"),
        isNotNull(applicationHistory.fileId),
      ),
    )
    .orderBy(desc(applicationHistory.id))
    .offset(PROOF_FILES_KEPT - 1);
  const fileIds = await notInLedger(
    tx,
    older.flatMap((h) => (h.fileId ? [h.fileId] : [])),
  );
  if (fileIds.length === 0) return [];
  await tx
    .update(applicationHistory)
    .set({ detail: PRUNED_DETAIL })
    .where(
      inArray(
        applicationHistory.id,
        older.map((h) => h.id),
      ),
    );
  // The history's file_id becomes null with the row (ON DELETE SET NULL).
  const gone = await tx
    .delete(storedFiles)
    .where(inArray(storedFiles.id, fileIds))
    .returning({ key: storedFiles.key });
  return gone.map((f) => f.key);
}

/**
 * A new payment screenshot while the status is payment-pending: stored with its row as at
 * application time (storeFilesWithRows), the application pointing at it, the history keeping
 * the previous file; the oldest files beyond PROOF_FILES_KEPT removed; then staff are told,
 * once per burst.
 */
export async function replacePaymentProof(
  deps: ApiDeps,
  applicationId: number,
  screenshot: CheckedUpload,
  now = new Date(),
) {
  const { db } = deps.database;
  const limit = deps.limits.applicant.proofsPerDay;
  // Before any byte is written: a flood past the limit costs a read, not a file.
  await refuseOverLimit(db, applicationId, limit, now);
  const key = newStorageKey("payment-screenshots", screenshot.extension);
  const replaced = await storeFilesWithRows(
    deps,
    [{ key, bytes: screenshot.bytes }],
    (markCommitting) =>
      db.transaction(async (tx) => {
        const app = await lockApplication(tx, applicationId);
        refuseWithdrawn(app);
        if (app.status !== "payment-pending") {
          throw new AppError("CONFLICT", APPLICANT_MESSAGES.proofNotPending);
        }
        await refuseOverLimit(tx, applicationId, limit, now);
        await tx
          .update(applications)
          .set({ paymentScreenshotId: await insertFileRow(tx, key, screenshot) })
          .where(eq(applications.id, applicationId));
        await tx.insert(applicationHistory).values({
          applicationId,
          event: "proof-replaced",
          byApplicant: true,
          fileId: app.paymentScreenshotId,
          detail: "New proof of payment uploaded; the previous one is kept here",
          createdAt: now,
        });
        const dropped = await dropOldProofs(tx, applicationId);
        markCommitting();
        return { fullName: app.fullName, email: app.email, dropped };
      }),
    async () => {
      const [found] = await db
        .select({ fullName: applications.fullName, email: applications.email })
        .from(applications)
        .innerJoin(storedFiles, eq(storedFiles.id, applications.paymentScreenshotId))
        .where(eq(storedFiles.key, key));
      // The dropped files' keys are unknown here: the sweeper removes them (no row is theirs).
      return found ? { ...found, dropped: [] } : null;
    },
  );
  for (const old of replaced.dropped) {
    await deps.storage.delete(old).catch((error) => {
      deps.logger.warn("old proof of payment not removed, left to the sweeper", {
        key: old,
        ...describeError(error),
      });
    });
  }
  // The staff's mail is queued for retry when it fails; the applicant's answer does not wait on it.
  if (await firstOfBurst(deps, applicationId)) {
    await tellStaffOfNewProof(deps, applicationId);
  }
  return answer(deps, applicationId, APPLICANT_MESSAGES.proofReplaced, null);
}

/**
 * Whether this replacement mails staff: the first in PROOF_STAFF_MAIL_GAP_MS does, claimed by
 * one atomic count in `rate_limits`; the later ones of a burst are on the application's page.
 */
export async function firstOfBurst(deps: ApiDeps, applicationId: number) {
  try {
    await deps.limits.applicant.proofStaffMail.hit(String(applicationId));
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "TOO_MANY_REQUESTS") return false;
    throw error;
  }
}

async function tellStaffOfNewProof(deps: ApiDeps, applicationId: number) {
  try {
    const content = proofReplacedStaffMail({
      reference: applicationReference(applicationId),
      url: consoleApplicationUrl(deps, applicationId),
    });
    return await alertStaff(deps, "proofs", content, {
      owner: { applicationId, template: "Proof of payment replaced (staff)" },
    });
  } catch (error) {
    deps.logger.error("proof replaced, staff mail not completed", {
      applicationId,
      ...describeError(error),
    });
    return false;
  }
}
