import { checkHealth } from "../services/health";
import { publicProcedure, router } from "../trpc";

export const healthRouter = router({
  check: publicProcedure.query(({ ctx }) => checkHealth(ctx.deps.database)),
});
