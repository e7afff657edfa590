import { analyticsHitSchema, funnelQuerySchema } from "@kairos/shared";
import { applicationFunnel, recordVisitorHit } from "../services/analytics/page-views";
import { publicProcedure, router, staffProcedure } from "../trpc";

export const analyticsRouter = router({
  record: publicProcedure.input(analyticsHitSchema).mutation(async ({ ctx, input }) => {
    await recordVisitorHit(ctx.deps, input, ctx.auth.ip);
    return { recorded: true };
  }),
  /** The application funnel of the dashboard, over the last 7, 30 or 90 days. */
  funnel: staffProcedure
    .input(funnelQuerySchema)
    .query(({ ctx, input }) => applicationFunnel(ctx.deps.database.db, input.days)),
});
