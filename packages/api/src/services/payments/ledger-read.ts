import {
  apiKeys,
  applicationPayments,
  applications,
  type Db,
  paymentProofs,
  rounds,
  type Tx,
  users,
} from "@kairos/db";
import { egyptToday, type LedgerSummary, ledgerOf, receiptNumber } from "@kairos/shared";
import { asc, eq } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { AppError } from "../../platform/errors";
import { termsOf } from "../applications/submit";

// Reading an application's payments ledger (APP-26, decision 0028): its entries, its facts
// (terms, withdrawal, proofs) and its summary, which the shared ledgerOf adds up.

export type EntryRow = typeof applicationPayments.$inferSelect;

/** An entry as staff and callers see it. */
export function toEntryDto(
  row: EntryRow,
  who: { recordedBy: string | null; apiKey: string | null },
) {
  return {
    id: row.id,
    receipt: receiptNumber(row.id),
    kind: row.kind,
    amount: row.amount,
    currency: row.currency,
    receivedOn: row.receivedOn,
    method: row.method,
    reference: row.reference,
    proofFileId: row.proofFileId,
    correctsId: row.correctsId,
    note: row.note,
    requestId: row.requestId,
    recordedBy: who.recordedBy,
    apiKey: who.apiKey,
    createdAt: row.createdAt.toISOString(),
  };
}
export type LedgerEntryDto = ReturnType<typeof toEntryDto> & { correctedById: number | null };

/** The application's money facts: its terms, withdrawal and proofs. */
export async function ledgerFactsOf(db: Db | Tx, applicationId: number, lock = false) {
  const query = db
    .select({
      id: applications.id,
      email: applications.email,
      fullName: applications.fullName,
      paymentPlan: applications.paymentPlan,
      currency: applications.currency,
      amountDue: applications.amountDue,
      withdrawnAt: applications.withdrawnAt,
      status: applications.status,
      paymentScreenshotId: applications.paymentScreenshotId,
      roundStart: rounds.startDate,
    })
    .from(applications)
    .innerJoin(rounds, eq(rounds.id, applications.roundId))
    .where(eq(applications.id, applicationId));
  const [found] = await (lock ? query.for("update", { of: applications }) : query);
  if (!found) throw new AppError("NOT_FOUND", "Application not found");
  return found;
}
export type LedgerFacts = Awaited<ReturnType<typeof ledgerFactsOf>>;

export const ledgerSummaryOf = (
  facts: LedgerFacts,
  entries: readonly EntryRow[],
  now: Date,
): LedgerSummary =>
  ledgerOf({
    terms: termsOf(facts, { startDate: facts.roundStart }),
    entries,
    today: egyptToday(now),
    withdrawn: facts.withdrawnAt !== null,
    rejected: facts.status === "rejected",
  });

export async function ledgerEntriesOf(db: Db | Tx, applicationId: number) {
  return db
    .select({ row: applicationPayments, recordedBy: users.email, apiKey: apiKeys.name })
    .from(applicationPayments)
    .leftJoin(users, eq(users.id, applicationPayments.recordedById))
    .leftJoin(apiKeys, eq(apiKeys.id, applicationPayments.apiKeyId))
    .where(eq(applicationPayments.applicationId, applicationId))
    .orderBy(asc(applicationPayments.createdAt), asc(applicationPayments.id));
}

/** The proofs an entry may name: the application's screenshot and its later proofs. */
export async function proofsOf(db: Db | Tx, facts: LedgerFacts) {
  const later = await db
    .select({ fileId: paymentProofs.fileId, installment: paymentProofs.installment })
    .from(paymentProofs)
    .where(eq(paymentProofs.applicationId, facts.id))
    .orderBy(asc(paymentProofs.createdAt));
  return [
    ...(facts.paymentScreenshotId
      ? [{ fileId: facts.paymentScreenshotId, label: "Proof sent with the application" }]
      : []),
    ...later.map((p) => ({
      fileId: p.fileId,
      label: `Proof of payment ${p.installment}`,
    })),
  ];
}

/** The ledger of `applicationId`: its summary on `now`'s day (Egypt time) and every entry. */
export async function applicationLedger(
  deps: Pick<ApiDeps, "database">,
  applicationId: number,
  now = new Date(),
) {
  const { db } = deps.database;
  const facts = await ledgerFactsOf(db, applicationId);
  const rows = await ledgerEntriesOf(db, applicationId);
  const correctedBy = new Map(
    rows.filter((r) => r.row.correctsId !== null).map((r) => [r.row.correctsId, r.row.id]),
  );
  return {
    summary: ledgerSummaryOf(
      facts,
      rows.map((r) => r.row),
      now,
    ),
    withdrawnAt: facts.withdrawnAt?.toISOString() ?? null,
    entries: rows.map(
      (r): LedgerEntryDto => ({
        ...toEntryDto(r.row, r),
        correctedById: correctedBy.get(r.row.id) ?? null,
      }),
    ),
    proofs: await proofsOf(db, facts),
  };
}

/** One entry as staff see it, with who recorded it and what corrected it. */
export async function entryDto(db: Db, row: EntryRow): Promise<LedgerEntryDto> {
  const [who] = await db
    .select({ recordedBy: users.email, apiKey: apiKeys.name })
    .from(applicationPayments)
    .leftJoin(users, eq(users.id, applicationPayments.recordedById))
    .leftJoin(apiKeys, eq(apiKeys.id, applicationPayments.apiKeyId))
    .where(eq(applicationPayments.id, row.id));
  const [later] = await db
    .select({ id: applicationPayments.id })
    .from(applicationPayments)
    .where(eq(applicationPayments.correctsId, row.id));
  return {
    ...toEntryDto(row, who ?? { recordedBy: null, apiKey: null }),
    correctedById: later?.id ?? null,
  };
}
