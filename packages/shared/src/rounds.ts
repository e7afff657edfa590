import type { RoundStatus } from "./enums";

export interface RoundSeed {
  id: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
  schedule: string | null;
  status: RoundStatus;
}

// The rounds of application-and-admin.md §9; the first-run seed writes them to the database,
// which is the source of truth from then on (staff edit them in Settings).
export const ROUND_SEED: readonly RoundSeed[] = [
  {
    id: "round-1",
    name: "Round 1",
    startDate: null,
    endDate: null,
    schedule: null,
    status: "past",
  },
  {
    id: "round-2",
    name: "Round 2",
    startDate: "2025-10-25",
    endDate: "2025-12-16",
    schedule: null,
    status: "closed",
  },
  {
    id: "round-3",
    name: "Round 3",
    startDate: "2026-02-07",
    endDate: "2026-03-31",
    schedule: "Saturdays 4:00-6:30 PM EST and Tuesdays 5:00-7:30 PM EST",
    status: "open",
  },
];

/** The label a round carries in the application form's course step. */
export function roundStatusLabel(status: RoundStatus): string {
  switch (status) {
    case "open":
      return "Next Cohort";
    case "closed":
    case "in-progress":
      return "In Progress (Registration Closed)";
    case "past":
      return "Completed";
  }
}
