import {
  type ApiDeps,
  AppError,
  type LimitedForm,
  noteRefusal,
  refuseOverFormLimit,
} from "@kairos/api";
import { createMiddleware } from "hono/factory";
import type { SessionVariables } from "../http/session";
import { trpcErrorAnswer } from "../http/trpc-errors";
import { documented, failures } from "../openapi/describe";

/**
 * The refusals of a public submission that need no body, mounted before its body limit and
 * its Idempotency-Key (which reads and fingerprints the whole body): the address over its
 * limit (429) and, for a multipart route, another content type (415). Each refusal the route
 * gives afterwards (a 4xx other than 429, not a replay) counts against the refusal ceiling.
 */
export function formGate(deps: ApiDeps, form: LimitedForm, options: { multipart?: string } = {}) {
  const refusals = failures(options.multipart === undefined ? [429] : [415, 429]);
  const gate = createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    const { ip } = c.get("auth");
    await refuseOverFormLimit(deps, form, ip);
    if (
      options.multipart !== undefined &&
      !c.req.header("content-type")?.startsWith("multipart/form-data")
    ) {
      const refusal = new AppError("UNSUPPORTED_MEDIA_TYPE", options.multipart);
      await noteRefusal(deps, form, ip, refusal.status);
      throw refusal;
    }
    await next();
    // A replayed answer was counted when it was first given.
    if (!c.res.headers.has("idempotent-replayed")) await noteRefusal(deps, form, ip, c.res.status);
  });
  return documented(gate, { responses: refusals });
}

/**
 * Only the 429 that needs no body, for the web app's tRPC form calls (`/trpc/<procedure>`),
 * answered in tRPC's error shape; mounted before anything reads the body. The procedure counts
 * its refusals itself (formProcedure), batched calls included.
 */
export const trpcFormLimitFirst = (deps: ApiDeps, form: LimitedForm) =>
  createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    try {
      await refuseOverFormLimit(deps, form, c.get("auth").ip);
    } catch (thrown) {
      if (!(thrown instanceof AppError)) throw thrown;
      return trpcErrorAnswer(c, thrown);
    }
    await next();
  });
