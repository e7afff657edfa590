import { analyticsHitSchema } from "@kairos/shared";
import { recordHit } from "../services/analytics";
import { publicProcedure, router } from "../trpc";

export const analyticsRouter = router({
  record: publicProcedure.input(analyticsHitSchema).mutation(async ({ ctx, input }) => {
    await recordHit(ctx.deps.database.db, input);
    return { recorded: true };
  }),
});
