// The next cohort as the pages announce it (CONST-03): the open round staff set in Settings.
// A module of its own, because the hero's banner needs it on the first page while the rest of
// the course copy loads with the sections below.

import { formatCohortDate, formatCohortRange, type NextCohort as OpenRound } from "@kairos/shared";
import { publicConfig } from "../lib/data/config";

export interface NextCohortCopy {
  /** "February 7th, 2026"; null when no round is open. */
  startDate: string | null;
  /** "February 7th to March 31st, 2026", or the to-be-announced text. */
  dates: string;
  /** YYYY-MM-DD, for structured data. */
  isoStart: string | null;
  isoEnd: string | null;
  languages: string;
}

export const COHORT_TO_BE_ANNOUNCED = "Dates to be announced";

/** The copy of the open round (the spec's is February 7th to March 31st, 2026). */
export function nextCohortCopy(round: OpenRound | null): NextCohortCopy {
  const start = round?.startDate ?? null;
  const end = round?.endDate ?? null;
  return {
    startDate: start ? formatCohortDate(start) : null,
    dates: start && end ? formatCohortRange(start, end) : COHORT_TO_BE_ANNOUNCED,
    isoStart: start,
    isoEnd: end,
    languages: "English plus any other language",
  };
}

/**
 * The next cohort (CONST-03): the open round staff set in Settings, which the server writes
 * into the page, so a new cohort is announced without a deploy.
 */
// Getters, not values: the server renderer renders with several configurations in one process
// (entry-server.tsx sets each before rendering), so nothing may keep the first one it saw.
let cached: { round: OpenRound | null; copy: NextCohortCopy } | undefined;
function current(): NextCohortCopy {
  const round = publicConfig.nextCohort;
  if (cached?.round !== round) cached = { round, copy: nextCohortCopy(round) };
  return cached.copy;
}

export const nextCohort: NextCohortCopy = {
  get startDate() {
    return current().startDate;
  },
  get dates() {
    return current().dates;
  },
  get isoStart() {
    return current().isoStart;
  },
  get isoEnd() {
    return current().isoEnd;
  },
  get languages() {
    return current().languages;
  },
};
