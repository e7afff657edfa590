import { inboxListSchema, inboxStateChangeSchema, rowId } from "@kairos/shared";
import { z } from "zod";
import type { Inbox } from "../services/inbox";
import { staffProcedure } from "../trpc";

/**
 * The staff procedures of an inbox: list, get (opening a new item marks it read), setState,
 * counts. An id is the shared `rowId` rule: out of range, a 400 naming the field, where a REST
 * path answers 404 (`rowIdOf`).
 */
export function inboxProcedures<L, I, S, C>(inbox: Inbox<L, I, S, C>) {
  return {
    list: staffProcedure
      .input(inboxListSchema)
      .query(({ ctx, input }) => inbox.list(ctx.deps.database.db, input)),
    get: staffProcedure
      .input(z.object({ id: rowId(inbox.notFound) }))
      .query(({ ctx, input }) => inbox.get(ctx.deps.database.db, input.id)),
    setState: staffProcedure
      .input(inboxStateChangeSchema)
      .mutation(({ ctx, input }) => inbox.setState(ctx.deps.database.db, input)),
    counts: staffProcedure.query(({ ctx }) => inbox.counts(ctx.deps.database.db)),
  };
}
