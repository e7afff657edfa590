import { applicationHistory, applicationPayments, type Db, type Tx } from "@kairos/db";
import {
  egyptToday,
  formatAmount,
  LEDGER_MESSAGES,
  type LedgerCorrectionInput,
  type LedgerEntryInput,
  PAYMENT_METHOD_LABELS,
  receiptNumber,
} from "@kairos/shared";
import { and, eq } from "drizzle-orm";
import { type StaffActor, staffHistory } from "../../auth/actor";
import type { ApiDeps } from "../../context";
import { AppError, isUniqueViolation } from "../../platform/errors";
import { deliverWebhooksSoon, queueWebhookEvent } from "../webhooks/webhooks";
import {
  entryDto,
  type LedgerEntryDto,
  type LedgerFacts,
  ledgerFactsOf,
  ledgerSummaryOf,
  proofsOf,
} from "./ledger-read";
import { sendReceipt } from "./receipts";

// The payments ledger of one application (APP-26, decision 0028): entries are only added, a
// correction is a new entry replacing an earlier one, and everything that adds money up goes
// through the shared ledgerOf (ledger-read.ts reads it).

type EntryRow = typeof applicationPayments.$inferSelect;

type NewEntry = (LedgerEntryInput | LedgerCorrectionInput) & { requestId?: string | undefined };

/** Whether a stored entry is the one `input` asks for (a retry), not another under its key. */
const sameEntry = (row: EntryRow, input: NewEntry, kind: string, correctsId: number | null) =>
  row.kind === kind &&
  row.amount === input.amount &&
  row.currency === input.currency &&
  row.receivedOn === input.receivedOn &&
  row.method === input.method &&
  (row.reference ?? undefined) === input.reference &&
  (row.proofFileId ?? undefined) === input.proofFileId &&
  (row.note ?? undefined) === input.note &&
  row.correctsId === correctsId;

/** The entry already stored under `requestId`, if any (a retry answers it again). */
async function storedUnder(db: Db | Tx, applicationId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(applicationPayments)
    .where(
      and(
        eq(applicationPayments.applicationId, applicationId),
        eq(applicationPayments.requestId, requestId),
      ),
    );
  return row;
}

async function checkEntry(tx: Tx, facts: LedgerFacts, input: NewEntry, now: Date) {
  if (input.currency !== facts.currency) {
    const message = LEDGER_MESSAGES.otherCurrency(facts.currency);
    throw new AppError("BAD_REQUEST", message, { currency: message });
  }
  if (input.receivedOn > egyptToday(now)) {
    throw new AppError("BAD_REQUEST", LEDGER_MESSAGES.future, {
      receivedOn: LEDGER_MESSAGES.future,
    });
  }
  if (input.proofFileId) {
    const proofs = await proofsOf(tx, facts);
    if (!proofs.some((p) => p.fileId === input.proofFileId)) {
      throw new AppError("BAD_REQUEST", LEDGER_MESSAGES.proof, {
        proofFileId: LEDGER_MESSAGES.proof,
      });
    }
  }
}

const HISTORY_EVENT = {
  payment: "payment-recorded",
  refund: "refund-recorded",
  correction: "payment-corrected",
} as const;

/** The history's line: "RCT-000042: LE 4,750 received on 2026-11-20 (Instant payment)". */
const historyDetail = (row: EntryRow) =>
  `${receiptNumber(row.id)}: ${formatAmount(row.amount, row.currency)} ${
    row.kind === "payment" ? "received" : "refunded"
  } on ${row.receivedOn} (${PAYMENT_METHOD_LABELS[row.method]})${
    row.correctsId ? `, correcting ${receiptNumber(row.correctsId)}` : ""
  }`;

export interface RecordedEntry {
  entry: LedgerEntryDto;
  /** False when the requestId had already recorded this entry (a retry: nothing new). */
  created: boolean;
  /** Whether the applicant's receipt went out now; null when none was due. */
  emailSent: boolean | null;
}

/**
 * Records a payment or refund (`kind`), or a correction of entry `correctsId` (which keeps its
 * kind), with its history line and, for a payment, its `payment.recorded` event, in one
 * transaction. The same `requestId` again answers the entry it stored (even when both come at
 * once: the application's row lock orders them, the unique index has the last word).
 */
async function addEntry(
  deps: ApiDeps,
  applicationId: number,
  input: NewEntry,
  target: { kind: "payment" | "refund" } | { correctsId: number },
  actor: StaffActor,
  now: Date,
): Promise<RecordedEntry> {
  const { db } = deps.database;
  const requestId = input.requestId;
  if (!requestId) {
    throw new AppError("BAD_REQUEST", LEDGER_MESSAGES.requestIdMissing, {
      requestId: LEDGER_MESSAGES.requestIdMissing,
    });
  }
  const again = async (): Promise<RecordedEntry> => {
    const row = await storedUnder(db, applicationId, requestId);
    if (!row) throw new Error("ledger entry vanished");
    const correctsId = "correctsId" in target ? target.correctsId : null;
    const kind = "kind" in target ? target.kind : row.kind;
    if (!sameEntry(row, input, kind, correctsId))
      throw AppError.conflict("CONFLICT", LEDGER_MESSAGES.reused);
    return { entry: await entryDto(db, row), created: false, emailSent: null };
  };
  let stored: EntryRow | "again";
  try {
    stored = await db.transaction(async (tx) => {
      const facts = await ledgerFactsOf(tx, applicationId, true);
      if (await storedUnder(tx, applicationId, requestId)) return "again" as const;
      let kind: "payment" | "refund";
      let correctsId: number | null = null;
      if ("correctsId" in target) {
        const [original] = await tx
          .select()
          .from(applicationPayments)
          .where(
            and(
              eq(applicationPayments.id, target.correctsId),
              eq(applicationPayments.applicationId, applicationId),
            ),
          );
        if (!original) throw new AppError("NOT_FOUND", LEDGER_MESSAGES.entryNotFound);
        const [later] = await tx
          .select({ id: applicationPayments.id })
          .from(applicationPayments)
          .where(eq(applicationPayments.correctsId, original.id));
        if (later) throw alreadyCorrected(original.id);
        kind = original.kind;
        correctsId = original.id;
      } else kind = target.kind;
      await checkEntry(tx, facts, input, now);
      const [row] = await tx
        .insert(applicationPayments)
        .values({
          applicationId,
          kind,
          amount: input.amount,
          currency: input.currency,
          receivedOn: input.receivedOn,
          method: input.method,
          reference: input.reference ?? null,
          proofFileId: input.proofFileId ?? null,
          correctsId,
          note: input.note ?? null,
          requestId,
          recordedById: actor.id,
          apiKeyId: actor.apiKeyId ?? null,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error("ledger insert returned nothing");
      await tx.insert(applicationHistory).values({
        applicationId,
        event: correctsId ? HISTORY_EVENT.correction : HISTORY_EVENT[kind],
        ...staffHistory(actor),
        detail: historyDetail(row),
        notes: row.note,
      });
      if (kind === "payment") {
        const entries = await tx
          .select()
          .from(applicationPayments)
          .where(eq(applicationPayments.applicationId, applicationId));
        await queueWebhookEvent(
          tx,
          "payment.recorded",
          {
            payment: {
              id: row.id,
              receipt: receiptNumber(row.id),
              applicationId,
              amount: row.amount,
              currency: row.currency,
              receivedOn: row.receivedOn,
              method: row.method,
              reference: row.reference,
              correctsId: row.correctsId,
              outstanding: ledgerSummaryOf(facts, entries, now).outstanding,
            },
          },
          now,
        );
      }
      return row;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same requestId won at the same moment, or the entry was corrected meanwhile.
    if (await storedUnder(db, applicationId, requestId)) return again();
    if ("correctsId" in target) throw alreadyCorrected(target.correctsId);
    throw error;
  }
  if (stored === "again") return again();
  deliverWebhooksSoon(deps);
  const emailSent = stored.kind === "payment" ? await sendReceipt(deps, stored, actor, now) : null;
  return { entry: await entryDto(db, stored), created: true, emailSent };
}

const alreadyCorrected = (id: number) =>
  AppError.conflict("CONFLICT", LEDGER_MESSAGES.alreadyCorrected(receiptNumber(id)));

/** Records a payment received or a refund given (LedgerEntryInput's `kind`). */
export const recordLedgerEntry = (
  deps: ApiDeps,
  applicationId: number,
  input: LedgerEntryInput,
  actor: StaffActor,
  now = new Date(),
) => addEntry(deps, applicationId, input, { kind: input.kind }, actor, now);

/** Replaces entry `entryId` by a new one with `input`'s values; the original stays, corrected. */
export const correctLedgerEntry = (
  deps: ApiDeps,
  applicationId: number,
  entryId: number,
  input: LedgerCorrectionInput,
  actor: StaffActor,
  now = new Date(),
) => addEntry(deps, applicationId, input, { correctsId: entryId }, actor, now);
