import { z } from "zod";
import { INBOX_STATES } from "../enums";
import { idInput, paginationQuery } from "./common";

// The staff inboxes: interpreter requests, contact messages and interpreter registrations.

export const INBOX_PAGE_SIZE = 10;

/**
 * An inbox item's id in a state change: a whole number from 1 (a numeric string too), else 400.
 * One that names no item (past a Postgres integer too) is the inbox's 404.
 */
const inboxIdSchema = z.coerce.number("Unknown item").pipe(idInput("Unknown item"));

/** `?page&limit&q&state` of an inbox list: newest first, searched and filtered by state. */
export const inboxListSchema = paginationQuery(INBOX_PAGE_SIZE, 100).extend({
  q: z.string().trim().max(200, "Must be at most 200 characters").optional(),
  state: z.enum(INBOX_STATES, "Unknown state").optional(),
});
export type InboxListQuery = z.output<typeof inboxListSchema>;

/** Marks an item new (unread), read or handled. */
export const inboxStateChangeSchema = z.object({
  id: inboxIdSchema,
  state: z.enum(INBOX_STATES, "The state must be new, read or handled"),
});
export type InboxStateChange = z.output<typeof inboxStateChangeSchema>;
