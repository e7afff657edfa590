import { type InboxStateChange, inboxStateChangeSchema } from "@kairos/shared";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { parseJson } from "./envelope";
import { tooLarge } from "./limits";

/** The body limits of the public forms that feed an inbox and of a state change. */
export const formLimit = bodyLimit({ maxSize: 32 * 1024, onError: tooLarge });
export const stateLimit = bodyLimit({ maxSize: 1024, onError: tooLarge });
const stateBody = inboxStateChangeSchema.pick({ state: true });

/** The body `{ state }` of `PATCH .../:id/state`, checked with the shared schema. */
export async function stateChangeOf(c: Context, id: number): Promise<InboxStateChange> {
  const { state } = await parseJson(c, stateBody);
  return { id, state };
}
