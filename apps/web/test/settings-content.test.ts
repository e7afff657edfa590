import { describe, expect, it } from "vitest";
import { COHORT_TO_BE_ANNOUNCED, nextCohortCopy } from "../src/content/cohort";
import { planPrice } from "../src/features/applications/steps";

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
    EGP: { listPrice: 10000, discountedPrice: 9000 },
    USD: { listPrice: 600, discountedPrice: 500 },
    plans: { "full-payment": { EGP: 9000, USD: 500 }, "two-payments": { EGP: 5000, USD: 275 } },
  };
  it("shows the table's amounts with the currency symbol", () => {
    expect(planPrice("full-payment", true, table)).toMatchObject({ text: "LE 9,000" });
    expect(planPrice("two-payments", false, table)).toMatchObject({
      amount: 275,
      text: "$275",
      installments: 2,
    });
  });
});
