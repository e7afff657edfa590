import { calendarDayLabel } from "@kairos/shared";
import { publicConfig } from "../lib/data/config";

// The early-bird deadline of the next cohort (GAP-25, decision 0030), as the landing page's
// banner and pricing card and the form's payment step say it. The server recomputes the
// configuration each Egypt day, so these switch at the deadline without a new build.

/** "Early-bird price until Friday, 15 January 2027" while it is in force; null otherwise. */
export function earlyBirdUntil(): string | null {
  const early = publicConfig.earlyBird;
  return early && !early.over ? `Early-bird price until ${calendarDayLabel(early.endsOn)}` : null;
}

/** True once the round's deadline has passed: paying in full costs the regular price. */
export const earlyBirdIsOver = (): boolean => !!publicConfig.earlyBird?.over;

/** The cohort banner's second line (LAND-08), with the deadline when the round has one. */
export function earlyBirdBannerText(): string {
  const until = earlyBirdUntil();
  if (until) return `${until}. See pricing.`;
  if (earlyBirdIsOver()) return "See pricing and payment plans.";
  return "Early bird discount available. See pricing.";
}
