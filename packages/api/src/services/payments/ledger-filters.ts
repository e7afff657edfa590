import { applications, rounds } from "@kairos/db";
import { type LedgerState, ledgerStateOf, type PaymentFilter } from "@kairos/shared";
import { type SQL, sql } from "drizzle-orm";
import { closedSql, netPaidSql, outstandingSql, overdueSql } from "./ledger-sql";

// The console list's payment column and filter (APP-26), decided in the database with the SQL
// twins of ledgerOf (ledger-sql.ts), so that a filtered page counts and pages as the rows do.

/** overdueSql needs its round: as a subquery, any query over `applications` can use it. */
const overdueOf = (today: string) =>
  sql<boolean>`exists (select 1 from ${rounds} where ${rounds.id} = ${applications.roundId} and ${overdueSql(today)})`;

/** Paid (nothing left), outstanding (anything left, overdue included) or overdue on `today`. */
export function paymentWhere(filter: PaymentFilter, today: string): SQL {
  switch (filter) {
    case "paid":
      return sql`(not ${closedSql} and ${outstandingSql} = 0)`;
    case "outstanding":
      return sql`(${outstandingSql} > 0)`;
    case "overdue":
      return overdueOf(today);
  }
}

/** The columns of a row's brief (selected beside the row). */
export const paymentBriefSql = (today: string) => ({
  paid: netPaidSql,
  outstanding: outstandingSql,
  overdue: overdueOf(today),
});

export interface PaymentBrief {
  /** Net of refunds, in the application's currency. */
  paid: number;
  outstanding: number;
  state: LedgerState;
  /** When the applicant withdrew (ISO), or null. */
  withdrawnAt: string | null;
}

/** The brief's state, as ledgerOf decides it. */
export function toPaymentBrief(
  row: { withdrawnAt: Date | null; status: string },
  brief: { paid: number; outstanding: number; overdue: boolean },
): PaymentBrief {
  const state = ledgerStateOf({
    withdrawn: row.withdrawnAt !== null,
    rejected: row.status === "rejected",
    outstanding: brief.outstanding,
    overdue: brief.overdue,
  });
  return {
    paid: brief.paid,
    outstanding: brief.outstanding,
    state,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}
