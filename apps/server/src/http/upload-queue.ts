import { createMiddleware } from "hono/factory";

/**
 * How many uploads (an application with its screenshot, a registration with its documents) one
 * process works on at once. More wait their turn before their body is read: a burst then costs
 * each upload its own short work instead of all of them sharing the CPU at once, and the
 * request deadline, which starts once the body has been read (deadline.ts), measures only that
 * work, not the wait. An upload still streaming in from a slow phone holds its place, so the
 * number is generous.
 */
export const UPLOADS_AT_ONCE = 16;

/** A first-come queue of at most `limit` uploads at once, shared by the routes it is mounted on. */
export function uploadQueue(limit = UPLOADS_AT_ONCE) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return createMiddleware(async (_c, next) => {
    if (running < limit) running++;
    else await new Promise<void>((turn) => waiting.push(turn));
    try {
      await next();
    } finally {
      release();
    }
  });
}
