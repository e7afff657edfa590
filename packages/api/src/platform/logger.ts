import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
type Fields = Record<string, unknown>;
type LineLevel = Exclude<LogLevel, "silent">;

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
  /** Whether lines of `level` are written (absent: assume they are). */
  enabled?(level: LineLevel): boolean;
}

/** The id of the request being handled (the server's request-id middleware sets it). */
const requestScope = new AsyncLocalStorage<string>();

/**
 * Runs `fn` as the handling of request `id`: every line logged from it, however deep and
 * after however many awaits, carries `requestId`, so that no service has to pass it along.
 */
export const withRequestId = <T>(id: string, fn: () => T): T => requestScope.run(id, fn);

/** Where the lines go; the default writes stdout, and stderr for warnings and errors. */
export type LogSink = (line: string, level: LineLevel) => void;

const standardStreams: LogSink = (line, lvl) =>
  (lvl === "warn" || lvl === "error" ? process.stderr : process.stdout).write(`${line}\n`);

/**
 * Fields that hold personal data or secrets, redacted by name wherever they sit: a recipient, a
 * subject (it may hold a name or a code), an applicant's link, a credential.
 */
const PERSONAL_FIELDS = [
  "email",
  "to",
  "cc",
  "bcc",
  "replyTo",
  "subject",
  "name",
  "fullName",
  "phone",
  "token",
  "password",
  "authorization",
  "cookie",
];
const REDACTED = "[redacted]";
const personal = new Set(PERSONAL_FIELDS.map((field) => field.toLowerCase()));
/** pino's `redact` for the line's own fields, in any case (`Authorization`, `Cookie`). */
const REDACT_PATHS = PERSONAL_FIELDS.flatMap((field) => [
  field,
  field[0]?.toUpperCase() + field.slice(1),
]);

/**
 * A nested value (a tRPC input, headers, a list of mails) with its personal fields redacted,
 * copied rather than changed. pino's wildcard paths (`*.email`, `*.*.email`) do the same but
 * cost 6 to 25 µs a line (measured); this walk costs nothing for the usual flat line.
 */
function redactedNested(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== "object" || depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => redactedNested(item, depth + 1));
  if (value instanceof Date || value instanceof Error) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = personal.has(key.toLowerCase()) ? REDACTED : redactedNested(item, depth + 1);
  }
  return copy;
}

/** The line's fields: pino's `redact` takes the top level, this the levels below it. */
function withNestedRedacted(fields: Fields): Fields {
  let copy: Fields | undefined;
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null && typeof value === "object" && !personal.has(key.toLowerCase())) {
      copy ??= { ...fields };
      copy[key] = redactedNested(value);
    }
  }
  return copy ?? fields;
}

/** Anything written like an e-mail address. */
const ADDRESS = /[^\s"'<>(),;:@\\]+@[^\s"'<>(),;:@\\]+\.[^\s"'<>(),;:@\\]+/g;
/**
 * Everything after a path that carries a key (an applicant's link, a staff invitation): in a
 * path, a URL, a tRPC input or an error's text, encoded or not, up to the end of the word.
 */
const KEYED_PATH =
  /(\/application\/|\/admin\/invitation\/|\/auth\/invitations\/|\/privacy\/confirm\/)[^\s"\\]+/g;
/** A personal link's or a session's token (`<id>.<secret>`, base32) wherever it stands. */
const TOKEN = /[a-z2-7]{20,}\.[a-z2-7]{20,}/g;

/** A line's free text without personal data: what no field name can catch. */
export const scrubbed = (line: string) =>
  line
    .replace(ADDRESS, "[e-mail address]")
    .replace(KEYED_PATH, "$1<token>")
    .replace(TOKEN, "[token]");

const LEVEL_AT_START = /^\{"level":"(debug|info|warn|error)"/;

/**
 * Structured logs: one JSON object per line, written by pino (fast, with `redact` for named
 * fields). No line carries personal data (OPS logs, privacy): named fields are redacted
 * wherever they sit, and e-mail addresses, applicant links and tokens are scrubbed from any
 * text, a caller's message or an error's (an SMTP server's refusal names the recipient).
 */
export function createLogger(level: LogLevel = "info", sink = standardStreams): Logger {
  const destination = {
    write(line: string) {
      const lvl = (LEVEL_AT_START.exec(line)?.[1] ?? "info") as LineLevel;
      sink(scrubbed(line.endsWith("\n") ? line.slice(0, -1) : line), lvl);
    },
  };
  const log = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: withNestedRedacted },
      // Outside a request there is no id, and the line has none.
      mixin: () => {
        const requestId = requestScope.getStore();
        return requestId ? { requestId } : {};
      },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
    },
    destination,
  );
  return {
    debug: (msg, fields) => log.debug(fields ?? {}, msg),
    info: (msg, fields) => log.info(fields ?? {}, msg),
    warn: (msg, fields) => log.warn(fields ?? {}, msg),
    error: (msg, fields) => log.error(fields ?? {}, msg),
    enabled: (lvl) => log.isLevelEnabled(lvl),
  };
}

/**
 * A failed query's values (Drizzle's `Failed query: … params: <values>`): a name, a phone, a
 * message typed in a form. The query's text stays, its values go, wherever the error's text
 * is (its message, its stack, a wrapper's cause), values with line breaks included: in a stack
 * they end at the first frame.
 */
const QUERY_PARAMS_IN_STACK = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const QUERY_PARAMS = /\nparams: [\s\S]*$/;
const withoutQueryValues = (text: string, pattern = QUERY_PARAMS) =>
  text.replace(pattern, "\nparams: [redacted]");

/**
 * Error details for a log line, never for a response; with the underlying cause's code and
 * message (drizzle wraps the driver's error, whose code says what happened: ECONNREFUSED,
 * 57P01, …). A failed query's values are left out (withoutQueryValues).
 */
export function describeError(error: unknown): Fields {
  if (!(error instanceof Error)) return { error: withoutQueryValues(String(error)) };
  const fields: Fields = {
    error: withoutQueryValues(error.message),
    stack: error.stack && withoutQueryValues(error.stack, QUERY_PARAMS_IN_STACK),
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") fields.code = code;
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  if (cause && typeof cause === "object") {
    if (typeof cause.code === "string") fields.causeCode = cause.code;
    if (typeof cause.message === "string") fields.cause = withoutQueryValues(cause.message);
  }
  return fields;
}
