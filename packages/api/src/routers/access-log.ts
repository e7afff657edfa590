import { accessLogListSchema } from "@kairos/shared";
import { listAccessLog } from "../services/privacy/access-log";
import { adminProcedure, router } from "../trpc";

// The console's access log screen (decision 0035): admins only, as `GET /api/access-log`. The
// export is the REST route's, which the console's button fetches with the session cookie.
export const accessLogRouter = router({
  list: adminProcedure
    .input(accessLogListSchema)
    .query(({ ctx, input }) => listAccessLog(ctx.deps.database.db, input)),
});
