import { analyticsHitSchema } from "@kairos/shared";
import { recordHit } from "../services/analytics";
import { publicProcedure, router } from "../trpc";

export const analyticsRouter = router({
  record: publicProcedure.input(analyticsHitSchema).mutation(({ ctx, input }) => {
    recordHit(ctx.deps.logger, input);
    return { recorded: true };
  }),
});
