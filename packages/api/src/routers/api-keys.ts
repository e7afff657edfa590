import { apiKeyCreateSchema } from "@kairos/shared";
import { z } from "zod";
import { createApiKey, listApiKeys, revokeApiKey } from "../auth/api-keys";
import { adminProcedure, router } from "../trpc";

// The staff console's API keys screen (decision 0013): admins only, as `/api/keys`.
export const apiKeysRouter = router({
  list: adminProcedure.query(({ ctx }) => listApiKeys(ctx.deps.database.db)),
  create: adminProcedure
    .input(apiKeyCreateSchema)
    .mutation(({ ctx, input }) => createApiKey(ctx.deps.database.db, input, ctx.session.user)),
  revoke: adminProcedure
    .input(z.object({ id: z.string().min(1).max(64) }))
    .mutation(({ ctx, input }) => revokeApiKey(ctx.deps.database.db, input.id)),
});
