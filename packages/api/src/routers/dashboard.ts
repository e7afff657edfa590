import { dashboardOverview } from "../services/dashboard/dashboard";
import { goLiveChecklist } from "../services/dashboard/go-live";
import { paymentsOverview } from "../services/dashboard/payments";
import { adminProcedure, router, staffProcedure } from "../trpc";

/** /admin: the staff dashboard's figures. */
export const dashboardRouter = router({
  overview: staffProcedure.query(({ ctx }) => dashboardOverview(ctx.deps.database.db)),
  /** Outstanding per currency and the overdue count (APP-26). */
  payments: staffProcedure.query(({ ctx }) => paymentsOverview(ctx.deps.database.db)),
  // Admins only: every item is fixed in an admin screen (Settings, Users) or the server's
  // environment, so a moderator could read it but act on almost none of it.
  goLive: adminProcedure.query(({ ctx }) => goLiveChecklist(ctx.deps)),
});
