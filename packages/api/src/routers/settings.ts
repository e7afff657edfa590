import { roundCreateSchema, roundUpdateSchema, siteSettingsSchema } from "@kairos/shared";
import { z } from "zod";
import { createRound, listRoundsForSettings, updateRound } from "../services/rounds";
import { getSiteSettings, updateSiteSettings } from "../services/settings";
import { adminProcedure, router } from "../trpc";

const roundId = z.string().min(1).max(40);

/** /admin/settings: business settings and rounds, admins only. */
export const settingsRouter = router({
  get: adminProcedure.query(({ ctx }) => getSiteSettings(ctx.deps)),
  update: adminProcedure
    .input(siteSettingsSchema)
    .mutation(({ ctx, input }) => updateSiteSettings(ctx.deps, input, ctx.session.user)),
  rounds: adminProcedure.query(({ ctx }) => listRoundsForSettings(ctx.deps)),
  updateRound: adminProcedure
    .input(z.object({ id: roundId, changes: roundUpdateSchema }))
    .mutation(({ ctx, input }) => updateRound(ctx.deps, input.id, input.changes)),
  createRound: adminProcedure
    .input(roundCreateSchema)
    .mutation(({ ctx, input }) => createRound(ctx.deps, input)),
});
