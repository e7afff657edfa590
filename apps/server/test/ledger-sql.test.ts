import { netPaidSql, outstandingSql, overdueSql, secondDueSql } from "@kairos/api";
import { applicationPayments, applications, rounds } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { testApp } from "./helpers";
import { applicationForm, uniqueEmail, withRoomySlot } from "./submission-forms";

// The ledger's SQL (the console's filters, the dashboard, the reminders) says what ledgerOf
// says: corrections replace what they correct, refunds count against the paid, and only a
// later installment can be overdue, from the day after the round's start + 20.

describe.each(testDatabases())("the ledger in SQL on $name", ({ open }) => {
  const suite = withRoomySlot(open);
  let app: App;
  beforeAll(() => {
    app = testApp(suite.database, { submissionLimit: 1000 });
  });

  it("adds up an application's payments as ledgerOf does", async () => {
    const email = uniqueEmail("ledger");
    const applied = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({
        email,
        paymentPlan: "two-payments",
        assessmentSlot: String(suite.slotId),
      }),
    });
    expect(applied.status).toBe(201);
    const { db } = suite.database;
    const [row] = await db.select().from(applications).where(eq(applications.email, email));
    if (!row) throw new Error("no application");
    const entry = (
      amount: number,
      extra: Partial<typeof applicationPayments.$inferInsert> = {},
    ) => ({
      applicationId: row.id,
      kind: "payment" as const,
      amount,
      currency: row.currency,
      receivedOn: "2026-11-20",
      method: "cash" as const,
      requestId: crypto.randomUUID(),
      ...extra,
    });
    const [wrong] = await db.insert(applicationPayments).values(entry(100)).returning();
    await db
      .insert(applicationPayments)
      .values([
        entry(row.amountDue - Math.floor(row.amountDue / 2), { correctsId: wrong?.id }),
        entry(10, { kind: "refund" }),
      ]);
    const [round] = await db.select().from(rounds).where(eq(rounds.id, row.roundId));
    const read = async (today: string) => {
      const [facts] = await db
        .select({
          net: netPaidSql,
          outstanding: outstandingSql,
          due: secondDueSql,
          overdue: overdueSql(today),
        })
        .from(applications)
        .innerJoin(rounds, eq(rounds.id, applications.roundId))
        .where(eq(applications.id, row.id));
      return facts;
    };
    const first = row.amountDue - Math.floor(row.amountDue / 2);
    const due = round?.startDate ? await read("2000-01-01").then((f) => f?.due) : null;
    expect(due).not.toBeNull();
    expect(await read(due ?? "")).toEqual({
      net: first - 10,
      outstanding: row.amountDue - first + 10,
      due,
      overdue: false,
    });
    const dayAfter = new Date(`${due}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect((await read(dayAfter.toISOString().slice(0, 10)))?.overdue).toBe(true);
    // Rejected: nothing more is asked, so nothing is outstanding or overdue (ledgerStateOf).
    await db.update(applications).set({ status: "rejected" }).where(eq(applications.id, row.id));
    expect(await read(dayAfter.toISOString().slice(0, 10))).toMatchObject({
      outstanding: 0,
      overdue: false,
    });
  });
});
