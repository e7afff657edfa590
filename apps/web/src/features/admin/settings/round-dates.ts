import { roundHasStarted } from "@kairos/shared";

/**
 * The rounds still open in Settings whose start date is before `today` (YYYY-MM-DD, Egypt
 * time): the site shows them as in progress (or completed) and takes no applications for them
 * (GAP-26), which staff who left them open may not expect.
 */
export function startedOpenRounds<R extends { status: string; startDate: string | null }>(
  rounds: readonly R[],
  today: string,
): R[] {
  return rounds.filter((r) => r.status === "open" && roundHasStarted(r, today));
}
