import { contactMessageSchema, inboxListSchema, inboxStateChangeSchema } from "@kairos/shared";
import { z } from "zod";
import {
  contactMessageCounts,
  getContactMessage,
  listContactMessages,
  setContactMessageState,
  submitContactMessage,
} from "../services/contact-messages";
import { formProcedure, router, staffProcedure } from "../trpc";

const byId = z.object({ id: z.number().int().positive() });

export const contactMessagesRouter = router({
  submit: formProcedure("contact")
    .input(contactMessageSchema)
    .mutation(({ ctx, input }) => submitContactMessage(ctx.deps, input, { ip: ctx.auth.ip })),
  list: staffProcedure
    .input(inboxListSchema)
    .query(({ ctx, input }) => listContactMessages(ctx.deps.database.db, input)),
  /** Opening a new message marks it read. */
  get: staffProcedure
    .input(byId)
    .query(({ ctx, input }) => getContactMessage(ctx.deps.database.db, input.id)),
  setState: staffProcedure
    .input(inboxStateChangeSchema)
    .mutation(({ ctx, input }) => setContactMessageState(ctx.deps.database.db, input)),
  counts: staffProcedure.query(({ ctx }) => contactMessageCounts(ctx.deps.database.db)),
});
