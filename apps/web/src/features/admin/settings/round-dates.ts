/** The open rounds (they take applications) whose start date is before `today` (YYYY-MM-DD). */
export function startedOpenRounds<R extends { status: string; startDate: string | null }>(
  rounds: readonly R[],
  today: string,
): R[] {
  return rounds.filter((r) => r.status === "open" && r.startDate !== null && r.startDate < today);
}
