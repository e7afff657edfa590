import { analyticsEvents, type Db } from "@kairos/db";
import type { AnalyticsHit } from "@kairos/shared";
import { and, count, eq, gt } from "drizzle-orm";

/** Stores a page view or an event for the staff dashboard (nothing that identifies anyone). */
export async function recordHit(db: Db, hit: AnalyticsHit): Promise<void> {
  await db.insert(analyticsEvents).values(
    hit.type === "pageview"
      ? { type: "pageview", path: hit.path }
      : {
          type: "event",
          path: hit.path ?? null,
          category: hit.category,
          action: hit.action,
          label: hit.label ?? null,
        },
  );
}

/** Page views over the last `days` days. */
export async function pageViewsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.type, "pageview"), gt(analyticsEvents.createdAt, since)));
  return row?.n ?? 0;
}
