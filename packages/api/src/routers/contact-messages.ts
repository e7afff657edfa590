import { contactMessageSchema } from "@kairos/shared";
import { contactMessagesInbox, submitContactMessage } from "../services/inbox/contact-messages";
import { formProcedure, router } from "../trpc";
import { inboxProcedures } from "./inbox";

export const contactMessagesRouter = router({
  submit: formProcedure("contact")
    .input(contactMessageSchema)
    .mutation(({ ctx, input }) => submitContactMessage(ctx.deps, input, { ip: ctx.auth.ip })),
  ...inboxProcedures(contactMessagesInbox),
});
