import { holdChangeSchema, idInput, inboxListSchema, inboxStateChangeSchema } from "@kairos/shared";
import { z } from "zod";
import { existingRowId } from "../platform/ids";
import type { Inbox } from "../services/inbox/inbox";
import { holdRecord } from "../services/privacy/erasure";
import { adminProcedure, staffProcedure } from "../trpc";

/**
 * The staff procedures of an inbox: list, get (opening a new item marks it read), setState,
 * counts, hold. A malformed id is a 400 naming the field; a well-formed one of no item (past a
 * Postgres integer too) the inbox's 404, as over REST (existingRowId).
 */
export function inboxProcedures<L, I>(inbox: Inbox<L, I>) {
  const { notFound } = inbox;
  return {
    list: staffProcedure
      .input(inboxListSchema)
      .query(({ ctx, input }) => inbox.list(ctx.deps.database.db, input)),
    get: staffProcedure
      .input(z.object({ id: idInput(notFound) }))
      .query(({ ctx, input }) =>
        inbox.get(ctx.deps.database.db, existingRowId(input.id, notFound)),
      ),
    setState: staffProcedure.input(inboxStateChangeSchema).mutation(({ ctx, input }) =>
      inbox.setState(ctx.deps.database.db, {
        ...input,
        id: existingRowId(input.id, notFound),
      }),
    ),
    counts: staffProcedure.query(({ ctx }) => inbox.counts(ctx.deps.database.db)),
    /** Holds the item from erasure, or releases it (admins; decision 0033). */
    hold: adminProcedure
      .input(holdChangeSchema.extend({ id: idInput(notFound) }))
      .mutation(({ ctx, input }) =>
        holdRecord(ctx.deps.database.db, {
          kind: inbox.kind,
          id: existingRowId(input.id, notFound),
          userId: ctx.session.user.id,
          hold: input.hold,
        }),
      ),
  };
}
