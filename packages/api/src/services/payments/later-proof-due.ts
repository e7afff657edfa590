import { type applications, type Db, paymentProofs, type Tx } from "@kairos/db";
import { type LaterProofDue, ledgerOf, paymentTerms } from "@kairos/shared";
import { and, desc, eq } from "drizzle-orm";
import { ledgerEntriesOf } from "./ledger-entries";

// Which later installment an applicant can prove now (APP-26): read by the applicant's page
// and checked again when the proof is uploaded (applicant/later-proof.ts).

type ApplicationFacts = Pick<
  typeof applications.$inferSelect,
  "id" | "status" | "paymentPlan" | "currency" | "amountDue" | "withdrawnAt"
>;

/**
 * The later installment the applicant can prove on `today` (the first not paid with the
 * application and not fully paid), or null: all paid, withdrawn, not accepted, or a single
 * payment.
 */
export async function laterProofDue(
  db: Db | Tx,
  app: ApplicationFacts,
  roundStart: string | null,
  today: string,
): Promise<LaterProofDue | null> {
  // Not accepted: nothing more is asked (the page says so).
  if (app.paymentPlan !== "two-payments" || app.withdrawnAt || app.status === "rejected") {
    return null;
  }
  const terms = paymentTerms({
    plan: app.paymentPlan,
    currency: app.currency,
    total: app.amountDue,
    roundStart,
  });
  const ledger = ledgerOf({ terms, entries: await ledgerEntriesOf(db, app.id), today });
  // ledgerOf's next, or, while staff have not recorded the first payment yet, the first later
  // one: the first's proof is the application's screenshot, and the reminder asks for this one.
  const next = ledger.installments.find((i) => !i.withApplication && i.paid < i.amount);
  if (!next) return null;
  const [last] = await db
    .select({ at: paymentProofs.createdAt })
    .from(paymentProofs)
    .where(and(eq(paymentProofs.applicationId, app.id), eq(paymentProofs.installment, next.number)))
    .orderBy(desc(paymentProofs.createdAt))
    .limit(1);
  return {
    installment: next.number,
    amount: next.amount - next.paid,
    currency: app.currency,
    dueDate: next.dueDate,
    uploadedAt: last?.at.toISOString() ?? null,
  };
}
