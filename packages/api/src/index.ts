export { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from "./auth/password";
export type { ApiDeps, Context } from "./context";
export {
  AppError,
  type ErrorCode,
  type FieldErrors,
  fieldErrorsOf,
  validationError,
} from "./errors";
export { createLogger, describeError, type Logger, type LogLevel } from "./logger";
export { type AppRouter, appRouter } from "./routers";
export { recordHit } from "./services/analytics";
export { listRounds } from "./services/assessments";
export { checkHealth, type Health } from "./services/health";
export { createCallerFactory } from "./trpc";
