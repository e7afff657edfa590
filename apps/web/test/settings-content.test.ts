import { describe, expect, it } from "vitest";
import { COHORT_TO_BE_ANNOUNCED, nextCohortCopy } from "../src/content/cohort";
import { quotedTerms } from "../src/features/applications/quote";

// The copy that follows Settings: the open round's dates and the plan prices.

describe("next cohort copy", () => {
  it("formats the open round like the spec's copy", () => {
    const copy = nextCohortCopy({
      roundId: "round-4",
      name: "Round 4",
      startDate: "2026-05-02",
      endDate: "2026-06-23",
      schedule: null,
    });
    expect(copy).toMatchObject({
      startDate: "May 2nd, 2026",
      dates: "May 2nd to June 23rd, 2026",
      isoStart: "2026-05-02",
    });
  });

  it("says the dates are to be announced when no round is open", () => {
    expect(nextCohortCopy(null)).toMatchObject({ startDate: null, dates: COHORT_TO_BE_ANNOUNCED });
  });
});

describe("plan prices from a table set in Settings", () => {
  const table = {
    EGP: { listPrice: 10000, discountedPrice: 9000, installmentPrice: 5000 },
    USD: { listPrice: 600, discountedPrice: 500, installmentPrice: 275 },
  };
  it("charges the early bird price in full, or twice the installment", () => {
    expect(quotedTerms("full-payment", true, null, table)).toMatchObject({ total: 9000 });
    expect(quotedTerms("two-payments", false, "2026-05-02", table)).toMatchObject({
      currency: "USD",
      total: 550,
      payments: [
        { amount: 275, withApplication: true },
        { amount: 275, dueDate: "2026-05-22" },
      ],
    });
  });
});
