import { AsyncLocalStorage } from "node:async_hooks";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
type Fields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
  /** Whether lines of `level` are written (absent: assume they are). */
  enabled?(level: Exclude<LogLevel, "silent">): boolean;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** The id of the request being handled (the server's request-id middleware sets it). */
const requestScope = new AsyncLocalStorage<string>();

/**
 * Runs `fn` as the handling of request `id`: every line logged from it, however deep and
 * after however many awaits, carries `requestId`, so that no service has to pass it along.
 */
export const withRequestId = <T>(id: string, fn: () => T): T => requestScope.run(id, fn);

/** Where the lines go; the default writes stdout, and stderr for warnings and errors. */
export type LogSink = (line: string, level: Exclude<LogLevel, "silent">) => void;

const standardStreams: LogSink = (line, lvl) =>
  (rank[lvl] >= rank.warn ? process.stderr : process.stdout).write(`${line}\n`);

/** Anything written like an e-mail address. */
const ADDRESS = /[^\s"'<>(),;:@]+@[^\s"'<>(),;:@]+\.[^\s"'<>(),;:@]+/g;

/**
 * Structured logs: one JSON object per line. No line carries an e-mail address, whatever a
 * caller or an error's text (an SMTP server's refusal names the recipient) puts in it: personal
 * data stays out of the logs.
 */
export function createLogger(level: LogLevel = "info", sink = standardStreams): Logger {
  const write = (lvl: Exclude<LogLevel, "silent">, msg: string, fields?: Fields) => {
    if (rank[lvl] < rank[level]) return;
    // Outside a request, requestId is undefined and JSON.stringify leaves it out.
    const requestId = requestScope.getStore();
    const line = JSON.stringify({
      time: new Date().toISOString(),
      level: lvl,
      msg,
      requestId,
      ...fields,
    });
    sink(line.replace(ADDRESS, "[e-mail address]"), lvl);
  };
  return {
    debug: (msg, fields) => write("debug", msg, fields),
    info: (msg, fields) => write("info", msg, fields),
    warn: (msg, fields) => write("warn", msg, fields),
    error: (msg, fields) => write("error", msg, fields),
    enabled: (lvl) => rank[lvl] >= rank[level],
  };
}

/**
 * Error details for a log line, never for a response; with the underlying cause's code and
 * message (drizzle wraps the driver's error, whose code says what happened: ECONNREFUSED,
 * 57P01, …).
 */
export function describeError(error: unknown): Fields {
  if (!(error instanceof Error)) return { error: String(error) };
  const fields: Fields = { error: error.message, stack: error.stack };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") fields.code = code;
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  if (cause && typeof cause === "object") {
    if (typeof cause.code === "string") fields.causeCode = cause.code;
    if (typeof cause.message === "string") fields.cause = cause.message;
  }
  return fields;
}
