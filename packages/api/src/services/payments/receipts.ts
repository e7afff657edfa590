import { applicationHistory, applicationPayments } from "@kairos/db";
import {
  applicationReference,
  calendarDayLabel,
  currentEntries,
  formatAmount,
  type LedgerSummary,
  PAYMENT_METHOD_LABELS,
  paymentDueText,
  receiptNumber,
} from "@kairos/shared";
import { eq } from "drizzle-orm";
import { type StaffActor, staffHistory } from "../../auth/actor";
import type { ApiDeps } from "../../context";
import { sendOrQueue } from "../../mail/outbox";
import { toPerson } from "../../mail/outgoing";
import { type MailContent, pageLine, render } from "../../mail/templates";
import { AppError } from "../../platform/errors";
import { describeError } from "../../platform/logger";
import { issueApplicantLink } from "../applicant/links";
import { ledgerEntriesOf, ledgerFactsOf, ledgerSummaryOf } from "./ledger-read";

// Receipts (decision 0028): when staff record a payment, the applicant is mailed one, and their
// page offers each as a PDF. Both say the same lines (receiptLines), what remained is added up
// by ledgerOf over the entries up to the receipt's own.

type EntryRow = typeof applicationPayments.$inferSelect;

export interface Receipt {
  number: string;
  applicationReference: string;
  fullName: string;
  lines: { label: string; value: string }[];
  /** Set when the receipt replaces an earlier one (a corrected payment). */
  replaces: string | null;
}

/** "LE 4,750 by Friday, 27 February 2026", or null when nothing is left to pay. */
export const nextPaymentText = (summary: LedgerSummary) => {
  if (!summary.next) return null;
  const installment = summary.installments[summary.next.number - 1];
  const due = installment ? paymentDueText({ ...installment, dueDate: summary.next.dueDate }) : "";
  return `${formatAmount(summary.next.amount, summary.currency)} ${due}`.trim();
};

function receiptOf(
  entry: EntryRow,
  facts: { id: number; fullName: string },
  summary: LedgerSummary,
): Receipt {
  const next = nextPaymentText(summary);
  return {
    number: receiptNumber(entry.id),
    applicationReference: applicationReference(facts.id),
    fullName: facts.fullName,
    replaces: entry.correctsId ? receiptNumber(entry.correctsId) : null,
    lines: [
      { label: "Receipt number", value: receiptNumber(entry.id) },
      { label: "Application reference", value: applicationReference(facts.id) },
      { label: "Amount", value: formatAmount(entry.amount, entry.currency) },
      { label: "Currency", value: entry.currency },
      { label: "Date received", value: calendarDayLabel(entry.receivedOn) },
      { label: "Method", value: PAYMENT_METHOD_LABELS[entry.method] },
      ...(entry.reference ? [{ label: "Payment reference", value: entry.reference }] : []),
      { label: "Outstanding", value: formatAmount(summary.outstanding, summary.currency) },
      ...(next ? [{ label: "Next payment", value: next }] : []),
    ],
  };
}

/**
 * The receipt of payment `entryId` of the application: what remained is as of that payment
 * (the entries up to it). Only a payment that still counts has one (a corrected one's receipt
 * was replaced by its correction's).
 */
export async function receiptFor(
  deps: Pick<ApiDeps, "database">,
  applicationId: number,
  entryId: number,
  now = new Date(),
): Promise<Receipt> {
  const { db } = deps.database;
  const facts = await ledgerFactsOf(db, applicationId);
  const rows = (await ledgerEntriesOf(db, applicationId)).map((r) => r.row);
  const entry = currentEntries(rows).find((e) => e.id === entryId && e.kind === "payment");
  if (!entry) throw new AppError("NOT_FOUND", "Receipt not found");
  const upToIt = rows.filter((r) => r.id <= entry.id);
  return receiptOf(entry, facts, ledgerSummaryOf(facts, upToIt, now));
}

/** The mail of `receipt`, with the link to the applicant's page. */
export function receiptMail(receipt: Receipt, link: string): MailContent {
  return render(
    `Receipt ${receipt.number} for your payment (${receipt.applicationReference})`,
    [
      `Dear ${receipt.fullName},`,
      `Thank you: we have received your payment.${
        receipt.replaces ? ` This receipt replaces receipt ${receipt.replaces}.` : ""
      }`,
    ],
    receipt.lines,
    [
      pageLine(link),
      "Your page also keeps each receipt as a PDF to download, and says what to pay next and how.",
    ],
  );
}

/**
 * Mails the applicant the receipt of payment `entry`, after its commit; queued when SMTP fails,
 * and recorded on the history (mail-sent / mail-failed) as the status mails are. Never throws.
 */
export async function sendReceipt(
  deps: ApiDeps,
  entry: EntryRow,
  actor: StaffActor,
  now: Date,
): Promise<boolean> {
  const { db } = deps.database;
  const applicationId = entry.applicationId;
  const template = "Payment receipt";
  try {
    const facts = await ledgerFactsOf(db, applicationId);
    const receipt = await receiptFor(deps, applicationId, entry.id, now);
    const link = await issueApplicantLink(deps, applicationId, { now });
    const mail = await toPerson(deps, facts.email, receiptMail(receipt, link));
    const sent = await sendOrQueue(deps, mail, { applicationId, template });
    await db.insert(applicationHistory).values({
      applicationId,
      event: sent ? "mail-sent" : "mail-failed",
      ...staffHistory(actor),
      detail: template,
    });
    return sent;
  } catch (error) {
    deps.logger.error("payment recorded, receipt mail not completed", {
      applicationId,
      ...describeError(error),
    });
    return false;
  }
}

/** The receipts the applicant may download: the payments that count, oldest first. */
export async function receiptsOf(deps: Pick<ApiDeps, "database">, applicationId: number) {
  const rows = await deps.database.db
    .select()
    .from(applicationPayments)
    .where(eq(applicationPayments.applicationId, applicationId));
  return currentEntries(rows)
    .filter((r) => r.kind === "payment")
    .sort((a, b) => a.id - b.id)
    .map((r) => ({
      id: r.id,
      number: receiptNumber(r.id),
      amount: r.amount,
      currency: r.currency,
      receivedOn: r.receivedOn,
    }));
}
