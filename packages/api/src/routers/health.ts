import { checkHealth } from "../platform/health";
import { publicProcedure, router } from "../trpc";

export const healthRouter = router({
  check: publicProcedure.query(({ ctx }) => checkHealth(ctx.deps.database)),
});
