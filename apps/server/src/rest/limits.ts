import type { Context } from "hono";
import { fail } from "../http/envelope";

/** bodyLimit's answer when a body is over its route's limit. */
export const tooLarge = (c: Context) => fail(c, 413, "The request body is too large");
