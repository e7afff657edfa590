import { listRounds } from "../services/assessments";
import { publicProcedure, router } from "../trpc";

export const assessmentsRouter = router({
  rounds: publicProcedure.query(({ ctx }) => listRounds(ctx.deps.database.db)),
});
