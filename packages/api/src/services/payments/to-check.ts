import {
  applicationPayments,
  applications,
  type Db,
  paymentProofs,
  rounds,
  storedFiles,
} from "@kairos/db";
import {
  applicationReference,
  egyptToday,
  ledgerOf,
  type PaymentToCheck,
  paymentTerms,
} from "@kairos/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { closedSql } from "./ledger-sql";

// "Payments to check" (APP-26): the proofs of payment that no current ledger entry matches,
// oldest first: the later installments' proofs from the applicants' pages (payment_proofs),
// and the screenshots sent with applications that have no payment recorded yet. A proof
// leaves the list once staff record a payment with it (or, for a first screenshot, any
// payment), and comes back if that entry is corrected by one without it.

/** Most rows read at once: the list is a work queue, cleared as payments are recorded. */
const MAX_ROWS = 500;

/** A ledger entry `e` that no later entry corrects. */
const current = sql`not exists (select 1 from ${applicationPayments} c where c.corrects_id = e.id)`;

const matched = sql`exists (select 1 from ${applicationPayments} e
  where e.proof_file_id = ${paymentProofs.fileId} and ${current})`;

const paymentRecorded = sql`exists (select 1 from ${applicationPayments} e
  where e.application_id = ${applications.id} and e.kind = 'payment' and ${current})`;

const facts = {
  applicationId: applications.id,
  fullName: applications.fullName,
  email: applications.email,
  plan: applications.paymentPlan,
  currency: applications.currency,
  amountDue: applications.amountDue,
  withdrawnAt: applications.withdrawnAt,
  roundName: rounds.name,
  roundStart: rounds.startDate,
};

/** The proofs to check, oldest first, with what each installment still expects. */
export async function paymentsToCheck(db: Db, now = new Date()): Promise<PaymentToCheck[]> {
  const later = await db
    .select({
      ...facts,
      fileId: paymentProofs.fileId,
      installment: paymentProofs.installment,
      uploadedAt: paymentProofs.createdAt,
    })
    .from(paymentProofs)
    .innerJoin(applications, eq(applications.id, paymentProofs.applicationId))
    .innerJoin(rounds, eq(rounds.id, applications.roundId))
    .where(sql`not ${matched}`)
    .limit(MAX_ROWS);
  const first = await db
    .select({
      ...facts,
      fileId: storedFiles.id,
      installment: sql<number>`1`,
      uploadedAt: storedFiles.createdAt,
    })
    .from(applications)
    .innerJoin(rounds, eq(rounds.id, applications.roundId))
    .innerJoin(storedFiles, eq(storedFiles.id, applications.paymentScreenshotId))
    .where(and(sql`not ${closedSql}`, sql`not ${paymentRecorded}`))
    .limit(MAX_ROWS);

  const ids = [...new Set([...later, ...first].map((r) => r.applicationId))];
  const entries = ids.length
    ? await db
        .select({
          applicationId: applicationPayments.applicationId,
          id: applicationPayments.id,
          kind: applicationPayments.kind,
          amount: applicationPayments.amount,
          correctsId: applicationPayments.correctsId,
        })
        .from(applicationPayments)
        .where(inArray(applicationPayments.applicationId, ids))
    : [];
  const today = egyptToday(now);
  const row = (r: (typeof later)[number], kind: PaymentToCheck["kind"]): PaymentToCheck => {
    const ledger = ledgerOf({
      terms: paymentTerms({
        plan: r.plan,
        currency: r.currency,
        total: r.amountDue,
        roundStart: r.roundStart,
      }),
      entries: entries.filter((e) => e.applicationId === r.applicationId),
      today,
      withdrawn: r.withdrawnAt !== null,
    });
    const installment = ledger.installments[r.installment - 1];
    return {
      kind,
      applicationId: r.applicationId,
      reference: applicationReference(r.applicationId),
      fullName: r.fullName,
      email: r.email,
      roundName: r.roundName,
      installment: r.installment,
      expected: {
        amount: installment ? installment.amount - installment.paid : 0,
        currency: r.currency,
      },
      uploadedAt: r.uploadedAt.toISOString(),
      file: `/files/${r.fileId}`,
    };
  };
  return [...later.map((r) => row(r, "later")), ...first.map((r) => row(r, "first"))].sort(
    (a, b) => a.uploadedAt.localeCompare(b.uploadedAt) || a.applicationId - b.applicationId,
  );
}

/** How many proofs wait to be checked (the dashboard's figure). */
export async function countPaymentsToCheck(db: Db): Promise<number> {
  const [later] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentProofs)
    .where(sql`not ${matched}`);
  const [first] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(
      and(
        sql`${applications.paymentScreenshotId} is not null`,
        sql`not ${closedSql}`,
        sql`not ${paymentRecorded}`,
      ),
    );
  return (later?.n ?? 0) + (first?.n ?? 0);
}
