import { roundHasStarted, takesApplications } from "@kairos/shared";

/**
 * The rounds that take applications `today` (YYYY-MM-DD, Egypt time) although their start date
 * is before it. One whose application deadline has passed takes none, so is not among them.
 */
export function startedOpenRounds<
  R extends { status: string; startDate: string | null; applicationDeadline?: string | null },
>(rounds: readonly R[], today: string): R[] {
  return rounds.filter((r) => takesApplications(r, today) && roundHasStarted(r, today));
}
