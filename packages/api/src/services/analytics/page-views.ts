import { analyticsEvents, applications, type Db } from "@kairos/db";
import { type AnalyticsHit, APPLICATION_FUNNEL, analyticsPath } from "@kairos/shared";
import { and, count, eq, gt, lte } from "drizzle-orm";
import type { ApiDeps } from "../../context";

/**
 * Stores a page view or an event for the staff dashboard (nothing that identifies anyone: a
 * personal link's key is replaced, whoever sent it, decision 0032).
 */
async function recordHit(db: Db, hit: AnalyticsHit): Promise<void> {
  await db.insert(analyticsEvents).values(
    hit.type === "pageview"
      ? { type: "pageview", path: analyticsPath(hit.path) }
      : {
          type: "event",
          path: hit.path === undefined ? null : analyticsPath(hit.path),
          category: hit.category,
          action: hit.action,
          label: hit.label ?? null,
        },
  );
}

/**
 * A visitor's hit (REST and tRPC): anyone may send them, so each address may record only so
 * many a minute (`deps.limits.events`, 429 beyond), far above what a browser sends.
 */
export async function recordVisitorHit(deps: ApiDeps, hit: AnalyticsHit, ip: string) {
  await deps.limits.events.hit(ip);
  await recordHit(deps.database.db, hit);
}

/** Page views over the last `days` days. */
export async function pageViewsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.type, "pageview"), gt(analyticsEvents.createdAt, since)));
  return row?.n ?? 0;
}

export interface FunnelStage {
  /** 'visited', 'step-1' .. 'step-7' or 'submitted'. */
  stage: string;
  count: number;
}

/**
 * The training application's funnel over the last `days` days: visits to /register and each
 * step completed, from the events, leaving out repeats within one browser session (so these
 * are sessions); submitted, from the applications stored in the period, which anonymous
 * events cannot forge.
 */
export async function applicationFunnel(db: Db, days: number, now = new Date()) {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const F = APPLICATION_FUNNEL;
  const rows = await db
    .select({ action: analyticsEvents.action, label: analyticsEvents.label, n: count() })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.type, "event"),
        eq(analyticsEvents.category, F.category),
        gt(analyticsEvents.createdAt, since),
        lte(analyticsEvents.createdAt, now),
      ),
    )
    .groupBy(analyticsEvents.action, analyticsEvents.label);
  const [submitted] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(gt(applications.createdAt, since), lte(applications.createdAt, now)));
  // A repeat in the same browser session is not another session.
  const countOf = (action: string, label?: string) =>
    rows
      .filter(
        (r) =>
          r.action === action && !F.isRepeat(r.label) && (label === undefined || r.label === label),
      )
      .reduce((sum, r) => sum + r.n, 0);
  const stages: FunnelStage[] = [
    { stage: "visited", count: countOf(F.visited) },
    ...Array.from({ length: F.steps }, (_, i) => ({
      stage: F.stepLabel(i + 1),
      count: countOf(F.stepCompleted, F.stepLabel(i + 1)),
    })),
    { stage: "submitted", count: submitted?.n ?? 0 },
  ];
  return { days, since: since.toISOString(), stages };
}
