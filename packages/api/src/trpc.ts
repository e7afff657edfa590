import { AUTH_MESSAGES, type Role } from "@kairos/shared";
import { initTRPC, TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";
import type { Context } from "./context";
import { AppError, badInputFromDatabase, fieldErrorsOf, isDatabaseUnavailable } from "./errors";
import { describeError } from "./logger";
import { type LimitedForm, noteRefusal, refuseOverRefusalCeiling } from "./services/form-limits";
import { databaseUnavailable } from "./services/health";

const codeOf: Record<AppError["code"], TRPCError["code"]> = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
  // tRPC has no 507; uploads go through REST anyway.
  INSUFFICIENT_STORAGE: "SERVICE_UNAVAILABLE",
};

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const fieldErrors =
      cause instanceof ZodError
        ? fieldErrorsOf(cause)
        : cause instanceof AppError
          ? cause.fieldErrors
          : undefined;
    // Never hand a stack trace to the browser.
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, data: { ...data, fieldErrors: fieldErrors ?? null } };
  },
});

/** Turns the services' AppError into the matching tRPC error; logs anything unexpected. */
const errorMapping = t.middleware(async ({ ctx, next, path }) => {
  const result = await next();
  if (!result.ok) {
    let cause = badInputFromDatabase(result.error.cause) ?? result.error.cause;
    if (isDatabaseUnavailable(cause)) cause = databaseUnavailable(ctx.deps, { path }, cause);
    if (cause instanceof AppError) {
      result.error = new TRPCError({ code: codeOf[cause.code], message: cause.message, cause });
    } else if (result.error.code === "INTERNAL_SERVER_ERROR") {
      ctx.deps.logger.error("procedure failed", { path, ...describeError(cause ?? result.error) });
      result.error = new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Internal error" });
    }
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(errorMapping);

/** A procedure for signed-in staff with one of `roles`: 401 without a session, 403 otherwise. */
const withRole = (roles: readonly Role[], forbidden: string) =>
  publicProcedure.use(({ ctx, next }) => {
    const session = ctx.auth.session;
    if (!session) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.unauthenticated);
    if (!roles.includes(session.user.role)) throw new AppError("FORBIDDEN", forbidden);
    return next({ ctx: { ...ctx, session } });
  });

export const staffProcedure = withRole(["admin", "moderator"], AUTH_MESSAGES.forbiddenStaff);
export const adminProcedure = withRole(["admin"], AUTH_MESSAGES.forbiddenAdmin);

/**
 * A public form submission: refused (429) once the caller's address met the refusal ceiling,
 * and each refusal it gets (invalid input included, 429 excepted) counted. The stored
 * submissions are counted by the service (recordSubmission), for batched calls too.
 */
export const formProcedure = (form: LimitedForm) =>
  publicProcedure.use(async ({ ctx, next }) => {
    refuseOverRefusalCeiling(ctx.deps, form, ctx.auth.ip);
    const result = await next();
    if (!result.ok) {
      const { cause } = result.error;
      const status =
        cause instanceof AppError ? cause.status : getHTTPStatusCodeFromError(result.error);
      if (status >= 400 && status < 500 && status !== 429) noteRefusal(ctx.deps, form, ctx.auth.ip);
    }
    return result;
  });
