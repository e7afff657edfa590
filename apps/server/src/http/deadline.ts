import { type ApiDeps, describeError, unavailable } from "@kairos/api";
import type { MiddlewareHandler } from "hono";
import { failWith } from "./envelope";
import { loggedPath } from "./logged-path";
import { trpcErrorAnswer } from "./trpc-errors";

/**
 * How long a request of /api or /trpc may wait for the database before it answers 503. The
 * database's own bounds (packages/db DATABASE_TIMEOUTS: statement 4 s, lock 3 s, a stalled
 * server 4.5 s) end most waits before it; this is the promise to the caller whatever waits.
 */
export const REQUEST_DEADLINE_MS = 4_800;

/**
 * A deadline for the work behind a request: if the handler has not answered REQUEST_DEADLINE_MS
 * after the request's body has arrived (at once for a request without one), the caller gets
 * the 503 "temporarily unavailable" with Retry-After. The clock starts after the body because
 * an applicant's 10 MB screenshot over a slow phone line takes longer than that to arrive, and
 * that is not the database waiting.
 *
 * The handler itself goes on: it ends when the database answers or gives up, and whatever it
 * stored stays stored (an Idempotency-Key keeps its claim until then, so that a retry replays
 * the real outcome instead of running twice).
 */
export function requestDeadline(deps: ApiDeps, ms = REQUEST_DEADLINE_MS): MiddlewareHandler {
  return async (c, next) => {
    let arm = () => {};
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<"expired">((resolve) => {
      arm = () => {
        timer ??= setTimeout(resolve, ms, "expired");
      };
    });
    const body = c.req.raw.body;
    if (body) {
      // The same body, passed through a stream that starts the clock once it has been read.
      c.req.raw = new Request(c.req.raw, {
        body: body.pipeThrough(new TransformStream({ flush: arm })),
        duplex: "half",
      } as RequestInit);
    } else arm();

    const work = next();
    const outcome = await Promise.race([work, expired]);
    clearTimeout(timer);
    if (outcome !== "expired") return;
    const answered = c.finalized; // the answer exists; what follows it (e.g. keeping it) waits
    deps.logger.warn("request deadline passed", {
      method: c.req.method,
      path: loggedPath(c.req.path),
      ms,
      answered,
    });
    work.catch((error: unknown) =>
      deps.logger.error("request failed after its deadline", {
        path: loggedPath(c.req.path),
        ...describeError(error),
      }),
    );
    if (answered) return c.res;
    return c.req.path.startsWith("/trpc/")
      ? trpcErrorAnswer(c, unavailable())
      : failWith(c, unavailable());
  };
}
