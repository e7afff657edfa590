import { describe, expect, it } from "vitest";
import { ledgerOf, paymentTerms } from "../src";

// The ledger as the console, the applicant's page and the reminders read it (APP-26): two
// installments of LE 9,500 for a round starting 7 February 2026 (second due 27 February).
const twoPayments = paymentTerms({
  plan: "two-payments",
  currency: "EGP",
  total: 9500,
  roundStart: "2026-02-07",
});
const payment = (id: number, amount: number, correctsId: number | null = null) => ({
  id,
  kind: "payment" as const,
  amount,
  correctsId,
});

describe("ledgerOf", () => {
  it("owes both installments before anything is recorded, and nothing is overdue", () => {
    const ledger = ledgerOf({ terms: twoPayments, entries: [], today: "2026-02-10" });
    expect(ledger).toMatchObject({ outstanding: 9500, net: 0, state: "outstanding" });
    expect(ledger.next).toEqual({ number: 1, amount: 4750, dueDate: null });
  });

  it("asks for the second installment once the first is recorded, overdue the day after its date", () => {
    const entries = [payment(1, 4750)];
    const onTheDay = ledgerOf({ terms: twoPayments, entries, today: "2026-02-27" });
    expect(onTheDay.state).toBe("outstanding");
    expect(onTheDay.next).toEqual({ number: 2, amount: 4750, dueDate: "2026-02-27" });
    const dayAfter = ledgerOf({ terms: twoPayments, entries, today: "2026-02-28" });
    expect(dayAfter.state).toBe("overdue");
    expect(dayAfter.installments.map((i) => i.state)).toEqual(["paid", "overdue"]);
  });

  it("counts a correction instead of the entry it corrects, and a refund against the paid", () => {
    const entries = [
      payment(1, 4000),
      payment(2, 4750, 1),
      payment(3, 4750),
      { id: 4, kind: "refund" as const, amount: 1000, correctsId: null },
    ];
    const ledger = ledgerOf({ terms: twoPayments, entries, today: "2026-02-10" });
    expect(ledger).toMatchObject({ received: 9500, refunded: 1000, net: 8500, outstanding: 1000 });
  });

  it("asks nothing more of a rejected application, whatever its dates", () => {
    const ledger = ledgerOf({
      terms: twoPayments,
      entries: [payment(1, 4750)],
      today: "2026-03-10",
      rejected: true,
    });
    expect(ledger).toMatchObject({ outstanding: 0, state: "rejected", next: null });
  });

  it("asks nothing more once withdrawn", () => {
    const ledger = ledgerOf({
      terms: twoPayments,
      entries: [payment(1, 4750)],
      today: "2026-03-10",
      withdrawn: true,
    });
    expect(ledger).toMatchObject({ outstanding: 0, state: "withdrawn", next: null });
  });
});
