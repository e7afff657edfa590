import {
  applicationHistory,
  applications,
  type Db,
  paymentProofs,
  rounds,
  storedFiles,
  type Tx,
} from "@kairos/db";
import {
  APPLICANT_MESSAGES,
  applicationReference,
  egyptToday,
  formatAmount,
  type LaterProofDue,
} from "@kairos/shared";
import { eq } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { installmentName } from "../../mail/installment-mail";
import { consoleApplicationUrl } from "../../mail/outgoing";
import { laterProofStaffMail } from "../../mail/proof-mail";
import { alertStaff } from "../../mail/staff-alerts";
import { AppError } from "../../platform/errors";
import { describeError } from "../../platform/logger";
import { insertFileRow, storeFilesWithRows } from "../../storage/files-with-rows";
import { newStorageKey } from "../../storage/storage";
import type { CheckedUpload } from "../../storage/uploads";
import { laterProofDue } from "../payments/later-proof-due";
import { answer } from "./answer";
import { lockApplication } from "./application-lock";
import { firstOfBurst, refuseOverLimit } from "./payment-proof";

// The proof of a later installment, uploaded by the applicant on their page (APP-26): kept in
// payment_proofs beside the ledger, for staff to match with the payment they record; listed
// under "Payments to check" until a ledger entry matches it (payments-to-check.ts).

async function roundStartOf(db: Db | Tx, roundId: string) {
  const [round] = await db
    .select({ startDate: rounds.startDate })
    .from(rounds)
    .where(eq(rounds.id, roundId));
  return round?.startDate ?? null;
}

type Stored = { fullName: string; email: string; due: LaterProofDue | null };

/**
 * Stores the proof of the later installment outstanding (409 when none is), in the limits of
 * the proofs a day (decision 0015), records it on the history as the applicant's and tells
 * staff ("proofs" alerts, once per burst).
 */
export async function uploadLaterProof(
  deps: ApiDeps,
  applicationId: number,
  screenshot: CheckedUpload,
  now = new Date(),
) {
  const { db } = deps.database;
  const limit = deps.limits.applicant.proofsPerDay;
  await refuseOverLimit(db, applicationId, limit, now, "proof-uploaded");
  const key = newStorageKey("payment-screenshots", screenshot.extension);
  const stored = await storeFilesWithRows<Stored>(
    deps,
    [{ key, bytes: screenshot.bytes }],
    (markCommitting) =>
      db.transaction(async (tx) => {
        const app = await lockApplication(tx, applicationId);
        const due = await laterProofDue(
          tx,
          app,
          await roundStartOf(tx, app.roundId),
          egyptToday(now),
        );
        if (!due) throw new AppError("CONFLICT", APPLICANT_MESSAGES.laterProofNotDue);
        await refuseOverLimit(tx, applicationId, limit, now, "proof-uploaded");
        const fileId = await insertFileRow(tx, key, screenshot);
        await tx
          .insert(paymentProofs)
          .values({ applicationId, fileId, installment: due.installment, createdAt: now });
        await tx.insert(applicationHistory).values({
          applicationId,
          event: "proof-uploaded",
          byApplicant: true,
          fileId,
          detail: `Proof of the ${installmentName(due.installment)} uploaded`,
          createdAt: now,
        });
        markCommitting();
        return { fullName: app.fullName, email: app.email, due };
      }),
    async () => {
      const [found] = await db
        .select({ fullName: applications.fullName, email: applications.email })
        .from(paymentProofs)
        .innerJoin(storedFiles, eq(storedFiles.id, paymentProofs.fileId))
        .innerJoin(applications, eq(applications.id, paymentProofs.applicationId))
        .where(eq(storedFiles.key, key));
      // Stored although the commit's answer was lost: staff see it in Payments to check.
      return found ? { ...found, due: null } : null;
    },
  );
  if (stored.due && (await firstOfBurst(deps, applicationId))) {
    await tellStaff(deps, applicationId, stored.due);
  }
  return answer(deps, applicationId, APPLICANT_MESSAGES.laterProofUploaded, null);
}

async function tellStaff(deps: ApiDeps, applicationId: number, due: LaterProofDue) {
  try {
    const content = laterProofStaffMail({
      reference: applicationReference(applicationId),
      installment: installmentName(due.installment),
      expected: `${formatAmount(due.amount, due.currency)} (${due.currency})`,
      url: consoleApplicationUrl(deps, applicationId),
    });
    await alertStaff(deps, "proofs", content, {
      owner: { applicationId, template: "Proof of a later payment (staff)" },
    });
  } catch (error) {
    deps.logger.error("later proof stored, staff mail not completed", {
      applicationId,
      ...describeError(error),
    });
  }
}
