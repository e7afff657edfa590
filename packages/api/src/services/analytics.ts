import type { AnalyticsHit } from "@kairos/shared";
import type { Logger } from "../logger";

/** The first-party analytics log: page views and events, one structured line each. */
export function recordHit(logger: Logger, hit: AnalyticsHit): void {
  logger.info("analytics", { ...hit });
}
