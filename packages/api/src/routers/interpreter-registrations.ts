import { paginationQuery } from "@kairos/shared";
import { z } from "zod";
import { getRegistration, listRegistrations } from "../services/interpreter-registrations";
import { router, staffProcedure } from "../trpc";

export const interpreterRegistrationsRouter = router({
  list: staffProcedure
    .input(paginationQuery(10, 100).extend({ q: z.string().trim().max(200).optional() }))
    .query(({ ctx, input }) => listRegistrations(ctx.deps.database.db, input)),
  get: staffProcedure
    .input(z.object({ id: z.number().int().positive() }))
    .query(({ ctx, input }) => getRegistration(ctx.deps.database.db, input.id)),
});
