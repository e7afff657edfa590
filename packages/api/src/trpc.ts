import { failureCodeOfStatus } from "@kairos/shared";
import { initTRPC, TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";
import { type Access, authorize } from "./auth/access";
import type { Context } from "./context";
import { AppError, validationError } from "./platform/errors";
import { expectedFailure, unexpectedFailure } from "./platform/failures";
import { type LimitedForm, noteRefusal, refuseOverRefusalCeiling } from "./platform/form-limits";

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
  INTERNAL_SERVER_ERROR: "INTERNAL_SERVER_ERROR",
};

/** An AppError as tRPC answers it: the code of its status, its message; fieldErrors below. */
export const trpcErrorOf = (error: AppError) =>
  new TRPCError({ code: codeOf[error.code], message: error.message, cause: error });

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    // An invalid input is said as REST says it (its first field's message), not as zod's
    // issues in JSON.
    const invalid = cause instanceof ZodError ? validationError(cause) : undefined;
    const fieldErrors = (invalid ?? (cause instanceof AppError ? cause : undefined))?.fieldErrors;
    // Never hand a stack trace to the browser.
    const { stack: _stack, ...data } = shape.data;
    // The same machine-readable code as REST's envelope, for the web app to branch on.
    const failureCode =
      (invalid ?? (cause instanceof AppError ? cause : undefined))?.failureCode ??
      failureCodeOfStatus(data.httpStatus);
    return {
      ...shape,
      message: invalid?.message ?? shape.message,
      data: { ...data, fieldErrors: fieldErrors ?? null, failureCode },
    };
  },
});

/**
 * Answers a failed procedure as REST answers a failed route (failures.ts): an expected failure
 * by its status and message, our own bug as a logged 500. tRPC's own refusals (a malformed
 * input, an unknown procedure) stay as tRPC gives them.
 */
const errorMapping = t.middleware(async ({ ctx, next, path }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    const failure =
      expectedFailure(ctx.deps, cause, { path }) ??
      (result.error.code === "INTERNAL_SERVER_ERROR"
        ? unexpectedFailure(ctx.deps, cause ?? result.error, { path })
        : undefined);
    if (failure) result.error = trpcErrorOf(failure);
  }
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(errorMapping);

/** A procedure for signed-in staff allowed `access` (the one guard of both transports). */
const withAccess = (access: Access) =>
  publicProcedure.use(({ ctx, next }) =>
    next({ ctx: { ...ctx, session: authorize(ctx.auth.session, access) } }),
  );

export const staffProcedure = withAccess("staff");
export const adminProcedure = withAccess("admin");

/**
 * A public form submission: refused (429) once the caller's address met the refusal ceiling,
 * and each refusal it gets (invalid input included) counted, as REST's formGate does. The
 * stored submissions are counted by the service (recordSubmission), for batched calls too.
 */
export const formProcedure = (form: LimitedForm) =>
  publicProcedure.use(async ({ ctx, next }) => {
    await refuseOverRefusalCeiling(ctx.deps, form, ctx.auth.ip);
    const result = await next();
    if (!result.ok) {
      const { cause } = result.error;
      const status =
        cause instanceof AppError ? cause.status : getHTTPStatusCodeFromError(result.error);
      await noteRefusal(ctx.deps, form, ctx.auth.ip, status);
    }
    return result;
  });
