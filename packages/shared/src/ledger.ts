import type { LedgerEntryKind } from "./enums";
import type { PaymentTerms } from "./plan-terms";

// The payments ledger added up (APP-26): what an application owes (its plan's payments, from
// the total recorded on it), what was received and given back, and so what is paid, still
// outstanding or overdue. The console, its filters' SQL, the dashboard, the applicant's page,
// the receipts, the reminders, the CSV and the REST API read an application's money through
// this one function, so they cannot disagree.

export interface LedgerEntryFacts {
  id: number;
  kind: LedgerEntryKind;
  amount: number;
  /** The entry this one corrects (which then no longer counts). */
  correctsId: number | null;
}

export type InstallmentState = "paid" | "partly-paid" | "due" | "overdue";
export type LedgerState = "paid" | "outstanding" | "overdue" | "withdrawn" | "rejected";

export interface InstallmentStatus {
  /** 1-based: 2 is the second installment. */
  number: number;
  amount: number;
  /** What of the net paid covers this installment (earlier installments are covered first). */
  paid: number;
  /** The last day (YYYY-MM-DD), or null: with the application, or a round without a date. */
  dueDate: string | null;
  withApplication: boolean;
  state: InstallmentState;
}

export interface LedgerSummary {
  currency: PaymentTerms["currency"];
  total: number;
  received: number;
  refunded: number;
  /** received - refunded. */
  net: number;
  /** What is still to pay (0 once withdrawn or rejected: nothing more is asked). */
  outstanding: number;
  /** Paid beyond the total (to give back, or already given back). */
  overpaid: number;
  installments: InstallmentStatus[];
  /** The first installment not fully paid, with what remains of it; null when all is paid. */
  next: { number: number; amount: number; dueDate: string | null } | null;
  state: LedgerState;
}

/** The entries that count: those no later entry corrects. */
export function currentEntries<T extends LedgerEntryFacts>(entries: readonly T[]): T[] {
  const corrected = new Set(entries.map((e) => e.correctsId).filter((id) => id !== null));
  return entries.filter((e) => !corrected.has(e.id));
}

/**
 * The one rule of an application's payment state, for ledgerOf and for the console's list
 * (whose figures come from SQL): nothing more is asked once withdrawn or rejected.
 */
export function ledgerStateOf(facts: {
  withdrawn: boolean;
  rejected: boolean;
  outstanding: number;
  overdue: boolean;
}): LedgerState {
  if (facts.withdrawn) return "withdrawn";
  if (facts.rejected) return "rejected";
  if (facts.outstanding === 0) return "paid";
  return facts.overdue ? "overdue" : "outstanding";
}

/**
 * The ledger of one application on `today` (YYYY-MM-DD, Egypt time). An installment is overdue
 * from the day after its due date until it is paid; the payment made with the application is
 * never overdue (staff check its proof instead).
 */
export function ledgerOf(args: {
  terms: PaymentTerms;
  entries: readonly LedgerEntryFacts[];
  today: string;
  withdrawn?: boolean;
  /** Rejected by staff: nothing more is asked (a refund is recorded as one). */
  rejected?: boolean;
}): LedgerSummary {
  const { terms, today } = args;
  const current = currentEntries(args.entries);
  const sum = (kind: LedgerEntryKind) =>
    current.filter((e) => e.kind === kind).reduce((total, e) => total + e.amount, 0);
  const received = sum("payment");
  const refunded = sum("refund");
  const net = received - refunded;
  let left = Math.max(0, net);
  const installments = terms.payments.map((payment, i): InstallmentStatus => {
    const paid = Math.min(left, payment.amount);
    left -= paid;
    const late = payment.dueDate !== null && payment.dueDate < today;
    const state: InstallmentState =
      paid === payment.amount ? "paid" : late ? "overdue" : paid > 0 ? "partly-paid" : "due";
    return {
      number: i + 1,
      amount: payment.amount,
      paid,
      dueDate: payment.dueDate,
      withApplication: payment.withApplication,
      state,
    };
  });
  const open = installments.find((i) => i.paid < i.amount);
  const withdrawn = args.withdrawn === true;
  const rejected = args.rejected === true;
  const closed = withdrawn || rejected;
  const outstanding = closed ? 0 : Math.max(0, terms.total - net);
  const state = ledgerStateOf({
    withdrawn,
    rejected,
    outstanding,
    overdue: installments.some((i) => i.state === "overdue"),
  });
  return {
    currency: terms.currency,
    total: terms.total,
    received,
    refunded,
    net,
    outstanding,
    overpaid: Math.max(0, net - terms.total),
    installments,
    next:
      open && !closed
        ? { number: open.number, amount: open.amount - open.paid, dueDate: open.dueDate }
        : null,
    state,
  };
}

export const LEDGER_STATE_LABELS: Record<LedgerState, string> = {
  paid: "Paid",
  outstanding: "Outstanding",
  overdue: "Overdue",
  // Beside a status badge that already says why: what it means for the money.
  withdrawn: "Nothing due (withdrawn)",
  rejected: "Nothing due (rejected)",
};
