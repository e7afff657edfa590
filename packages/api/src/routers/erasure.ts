import { erasureLogQuerySchema } from "@kairos/shared";
import { listErasureLog } from "../services/privacy/erasure";
import { adminProcedure, router } from "../trpc";

/** The erasure log (decision 0033): who erased what and when, never the data (admins). */
export const erasureRouter = router({
  log: adminProcedure.input(erasureLogQuerySchema).query(({ ctx, input }) =>
    listErasureLog(ctx.deps.database.db, {
      limit: input.limit,
      offset: (input.page - 1) * input.limit,
    }),
  ),
});
