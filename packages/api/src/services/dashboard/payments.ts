import { applications, type Db, rounds } from "@kairos/db";
import { type CurrencyCode, egyptToday } from "@kairos/shared";
import { asc, count, eq, sql } from "drizzle-orm";
import { outstandingSql, overdueSql } from "../payments/ledger-sql";

// The dashboard's payments card (APP-26): what is still to pay, per currency (amounts in two
// currencies are never added together), and how many applications are overdue on today's date
// (Egypt time), both from the SQL twins of ledgerOf.

export interface PaymentsOverview {
  outstanding: { currency: CurrencyCode; amount: number; applications: number }[];
  overdue: number;
}

export async function paymentsOverview(db: Db, now = new Date()): Promise<PaymentsOverview> {
  const today = egyptToday(now);
  const owed = db
    .select({ currency: applications.currency, amount: outstandingSql.as("amount") })
    .from(applications)
    .as("owed");
  const outstanding = await db
    .select({
      currency: owed.currency,
      amount: sql<number>`coalesce(sum(${owed.amount}), 0)::int`,
      applications: sql<number>`count(*) filter (where ${owed.amount} > 0)::int`,
    })
    .from(owed)
    .groupBy(owed.currency)
    .orderBy(asc(owed.currency));
  const [overdue] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(rounds, eq(rounds.id, applications.roundId))
    .where(overdueSql(today));
  return {
    outstanding: outstanding.filter((o) => o.amount > 0),
    overdue: overdue?.n ?? 0,
  };
}
