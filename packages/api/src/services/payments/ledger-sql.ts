import { applicationPayments, applications, rounds } from "@kairos/db";
import { SECOND_PAYMENT_DAYS_AFTER_START } from "@kairos/shared";
import { sql } from "drizzle-orm";

// The ledger's rules (shared ledger.ts) as SQL, for what must be decided in the database: the
// console's paid / outstanding / overdue filters over a paginated list, the dashboard's totals
// and the installment reminders' choice of applications. Keep in step with ledgerOf.

/**
 * What an application has paid, net of refunds, counting only the entries no later entry
 * corrects. Correlated to `applications.id` of the outer query.
 */
export const netPaidSql = sql<number>`coalesce((
  select sum(case when p.kind = 'payment' then p.amount else -p.amount end)
  from ${applicationPayments} p
  where p.application_id = ${applications.id}
    and not exists (select 1 from ${applicationPayments} c where c.corrects_id = p.id)
), 0)::int`;

/** Nothing more is asked of it: withdrawn or rejected (ledgerStateOf's rule). */
export const closedSql = sql<boolean>`(${applications.withdrawnAt} is not null or ${applications.status} = 'rejected')`;

/** What is still to pay: nothing once closed (needs `applications` in the query). */
export const outstandingSql = sql<number>`case when ${closedSql} then 0
  else greatest(0, ${applications.amountDue} - ${netPaidSql}) end`;

/**
 * The second installment's last day (APP-26: the round's start + 20 days), null for a round
 * without a start date. Needs `rounds` joined on the application's round.
 */
export const secondDueSql = sql<
  string | null
>`(${rounds.startDate} + ${SECOND_PAYMENT_DAYS_AFTER_START}::int)::date`;

/**
 * Overdue on `today` (YYYY-MM-DD, Egypt time): only a later installment can be (the first is
 * paid with the application), so a two-payments plan not fully paid after its second due date.
 */
export const overdueSql = (
  today: string,
) => sql<boolean>`(${applications.paymentPlan} = 'two-payments'
  and not ${closedSql}
  and ${secondDueSql} < ${today}::date
  and ${netPaidSql} < ${applications.amountDue})`;
