import { webhookEndpointSchema } from "@kairos/shared";
import { z } from "zod";
import {
  createWebhookEndpoint,
  disableWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
} from "../services/webhooks/webhooks";
import { adminProcedure, router } from "../trpc";

// The staff console's webhooks screen (decision 0013): admins only, as `/api/webhooks`.
const id = z.object({ id: z.uuid("Not found") });

export const webhooksRouter = router({
  list: adminProcedure.query(({ ctx }) => listWebhookEndpoints(ctx.deps.database.db)),
  create: adminProcedure
    .input(webhookEndpointSchema)
    .mutation(({ ctx, input }) => createWebhookEndpoint(ctx.deps, input, ctx.session.user)),
  remove: adminProcedure
    .input(id)
    .mutation(({ ctx, input }) => disableWebhookEndpoint(ctx.deps.database.db, input.id)),
  deliveries: adminProcedure.query(({ ctx }) => listWebhookDeliveries(ctx.deps.database.db)),
  resend: adminProcedure
    .input(id)
    .mutation(({ ctx, input }) => resendWebhookDelivery(ctx.deps, input.id)),
});
