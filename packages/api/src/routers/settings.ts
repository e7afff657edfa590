import { siteSettingsSchema } from "@kairos/shared";
import { getSiteSettings } from "../services/settings/settings";
import { updateSiteSettings } from "../services/settings/update";
import { adminProcedure, router } from "../trpc";

/** /admin/settings: business settings, admins only (rounds: rounds.ts). */
export const settingsRouter = router({
  get: adminProcedure.query(({ ctx }) => getSiteSettings(ctx.deps)),
  update: adminProcedure
    .input(siteSettingsSchema)
    .mutation(({ ctx, input }) => updateSiteSettings(ctx.deps, input, ctx.session.user)),
});
