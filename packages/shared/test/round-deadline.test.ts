import { describe, expect, it } from "vitest";
import {
  nextCohortOf,
  publicRoundStatus,
  ROUND_SEED,
  roundStatusLabel,
  roundUpdateSchema,
  takesApplications,
} from "../src";

const round4 = {
  id: "round-4",
  name: "Round 4",
  startDate: "2026-05-02",
  endDate: "2026-06-30",
  schedule: null,
  status: "open" as const,
};

describe("a round's application deadline", () => {
  it("takes applications through the deadline day, Egypt time, and not after", () => {
    const withDeadline = { ...round4, applicationDeadline: "2026-04-25" };
    expect(takesApplications(withDeadline, "2026-04-24")).toBe(true);
    expect(takesApplications(withDeadline, "2026-04-25")).toBe(true);
    expect(takesApplications(withDeadline, "2026-04-26")).toBe(false);
    expect(takesApplications(round4, "2026-05-02")).toBe(true);
    expect(takesApplications({ ...withDeadline, status: "closed" }, "2026-04-01")).toBe(false);
  });

  it("stops announcing a round once its deadline has passed", () => {
    const closed = ROUND_SEED.map((r) => ({ ...r, status: "closed" as const }));
    const rounds = [...closed, { ...round4, applicationDeadline: "2026-04-25" }];
    expect(nextCohortOf(rounds, "2026-04-25")?.roundId).toBe("round-4");
    expect(nextCohortOf(rounds, "2026-04-26")).toBeNull();
    // The seeded rounds have no deadline: round 3 is announced until it starts.
    expect(nextCohortOf(ROUND_SEED, "2026-02-07")?.roundId).toBe("round-3");
  });

  it("closes a round by its dates: in progress once started, completed once ended (GAP-26)", () => {
    const open = { ...round4, applicationDeadline: null };
    expect(publicRoundStatus(open, "2026-05-01")).toBe("open");
    // A round starting today still takes applications (Egypt's calendar day).
    expect(publicRoundStatus(open, "2026-05-02")).toBe("open");
    expect(takesApplications(open, "2026-05-02")).toBe(true);
    expect(publicRoundStatus(open, "2026-05-03")).toBe("in-progress");
    expect(takesApplications(open, "2026-05-03")).toBe(false);
    expect(roundStatusLabel(publicRoundStatus(open, "2026-05-03"))).toBe(
      "In Progress (Registration Closed)",
    );
    expect(publicRoundStatus(open, "2026-06-30")).toBe("in-progress");
    expect(publicRoundStatus(open, "2026-07-01")).toBe("past");
    expect(roundStatusLabel(publicRoundStatus(open, "2026-07-01"))).toBe("Completed");
    // Dates only close further: a closed round ahead stays closed, a past one past.
    expect(publicRoundStatus({ ...open, status: "closed" }, "2026-04-01")).toBe("closed");
    expect(publicRoundStatus({ ...open, status: "past" }, "2026-04-01")).toBe("past");
    expect(publicRoundStatus({ ...open, status: "closed" }, "2026-07-01")).toBe("past");
    // Undated: staff's status alone.
    const undated = { ...open, startDate: null, endDate: null };
    expect(publicRoundStatus(undated, "2030-01-01")).toBe("open");
  });

  it("refuses a deadline after the end date, allows one before the start, and clears a blank", () => {
    const refused = roundUpdateSchema.safeParse({ ...round4, applicationDeadline: "2026-07-01" });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["applicationDeadline", "Application deadline cannot be after the end date"],
    ]);
    const early = roundUpdateSchema.parse({ ...round4, applicationDeadline: "2026-04-01" });
    expect(early.applicationDeadline).toBe("2026-04-01");
    expect(roundUpdateSchema.parse(round4).applicationDeadline).toBeNull();
    const invalid = roundUpdateSchema.safeParse({ ...round4, applicationDeadline: "2026-02-30" });
    expect(invalid.error?.issues[0]?.message).toBe("Application deadline must be a real date");
  });
});
