import { contactMessageSchema, interpreterRequestSchema } from "@kairos/shared";
import { submitContactMessage } from "../services/contact";
import { submitInterpreterRequest } from "../services/interpreter-requests";
import { publicProcedure, router } from "../trpc";

export const interpreterRequestsRouter = router({
  submit: publicProcedure
    .input(interpreterRequestSchema)
    .mutation(({ ctx, input }) => submitInterpreterRequest(ctx.deps, input, { ip: ctx.auth.ip })),
});

export const contactRouter = router({
  submit: publicProcedure
    .input(contactMessageSchema)
    .mutation(({ ctx, input }) => submitContactMessage(ctx.deps, input, { ip: ctx.auth.ip })),
});
