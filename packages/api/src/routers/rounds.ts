import { roundCreateSchema, roundIdParam, roundUpdateSchema } from "@kairos/shared";
import { z } from "zod";
import { createRound, listRoundsForSettings, updateRound } from "../services/rounds/edit";
import { adminProcedure, router } from "../trpc";

/** The rounds section of /admin/settings, admins only. */
export const roundsRouter = router({
  list: adminProcedure.query(({ ctx }) => listRoundsForSettings(ctx.deps)),
  update: adminProcedure
    .input(z.object({ id: roundIdParam, changes: roundUpdateSchema }))
    .mutation(({ ctx, input }) => updateRound(ctx.deps, input.id, input.changes)),
  create: adminProcedure
    .input(roundCreateSchema)
    .mutation(({ ctx, input }) => createRound(ctx.deps, input)),
});
