import { dashboardOverview } from "../services/dashboard";
import { router, staffProcedure } from "../trpc";

/** /admin: the staff dashboard's figures. */
export const dashboardRouter = router({
  overview: staffProcedure.query(({ ctx }) => dashboardOverview(ctx.deps.database.db)),
});
