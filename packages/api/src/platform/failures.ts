import type { ApiDeps } from "../context";
import { AppError, badInputFromDatabase, isDatabaseUnavailable } from "./errors";
import { databaseUnavailable } from "./health";
import { describeError } from "./logger";

/** All a caller hears of our own bug. */
const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

type Where = Record<string, unknown>;

/**
 * What the caller is told of an expected failure, the same over tRPC (errorMapping) and REST
 * (the server's onError): a database that cannot be reached is a 503 with Retry-After (logged,
 * and the next health check asks it again); a value the database refused is a 400; an AppError
 * says its own status and message. Anything else: undefined.
 */
export function expectedFailure(deps: ApiDeps, thrown: unknown, where: Where) {
  if (isDatabaseUnavailable(thrown)) return databaseUnavailable(deps, where, thrown);
  return badInputFromDatabase(thrown) ?? (thrown instanceof AppError ? thrown : undefined);
}

/** Our own bug: logged with `where`, answered 500 with nothing of what went wrong. */
export function unexpectedFailure(deps: ApiDeps, thrown: unknown, where: Where): AppError {
  deps.logger.error("unhandled error", { ...where, ...describeError(thrown) });
  return new AppError("INTERNAL_SERVER_ERROR", INTERNAL_ERROR_MESSAGE);
}

/** The answer to whatever a request threw: expectedFailure, else unexpectedFailure. */
export const failureOf = (deps: ApiDeps, thrown: unknown, where: Where): AppError =>
  expectedFailure(deps, thrown, where) ?? unexpectedFailure(deps, thrown, where);
