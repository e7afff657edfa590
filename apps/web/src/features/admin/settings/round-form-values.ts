import type { RoundStatus } from "@kairos/shared";

/** The round dialog's values (round-modal.tsx), which its early-bird part edits too. */
export interface RoundFormValues {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  schedule: string;
  status: RoundStatus;
  applicationDeadline: string;
  earlyBirdEndsOn: string;
  /** Blank ("") is the list price of Settings. */
  regularPriceEgp: number | string;
  regularPriceUsd: number | string;
}
