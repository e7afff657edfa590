import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type ApiDeps,
  createLimits,
  createLogger,
  createMailer,
  type LimitOptions,
  localStorage,
  type Mailer,
  type MailMessage,
  type S3Options,
  type Storage,
  s3Storage,
} from "@kairos/api";
import type { Database } from "@kairos/db";
import { DEFAULT_PUBLIC_CONFIG, PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from "@kairos/shared";
import { inject } from "vitest";
import { createApp } from "../src/app";
import { type ClientAddressRule, DIRECT } from "../src/http/client-address";
import type { Drain } from "../src/http/draining";
import { checkedAgainstDocument } from "./contract";

// Everything a test file writes (uploads, outboxes, fake web builds) goes into folders removed
// once the file's tests are done (test/setup.ts runs `removeTempDirs` after every file): a run
// leaves nothing in /tmp.
const created: string[] = [];

/** A new empty folder, removed after this test file. */
// The S3 server that s3-server.ts (vitest's global setup) provides to the tests' storages, here
// beside its reader (testStorage), so that every package importing these helpers knows it.
declare module "vitest" {
  export interface ProvidedContext {
    s3: S3Options;
    /** The folder of the bundled commands (bundle-setup.ts). */
    serverBundle: string;
  }
}

export type ServerCommand = "index" | "migrate" | "backup" | "storage-migrate";

/**
 * The arguments that start one of the server's commands (src/<command>.ts) as a real process,
 * from the run's bundle (bundle-setup.ts), as `npm start` and the image run dist/.
 */
export function serverCommand(command: ServerCommand) {
  return ["--enable-source-maps", join(inject("serverBundle"), `${command}.js`)];
}

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `kairos-test-${prefix}-`));
  created.push(dir);
  return dir;
}

/**
 * The storage driver of this run: the local folder, or with TEST_STORAGE=s3 (`npm run test:s3`)
 * the S3 driver against the run's s3rver (test/s3-server.ts).
 */
export const TEST_STORAGE: "local" | "s3" = process.env.TEST_STORAGE === "s3" ? "s3" : "local";

/**
 * A new, empty storage on this run's driver: a temporary folder, or a key prefix of its own in
 * the run's bucket, so that an app (and its sweeper, which lists every key) sees only its files.
 */
export function testStorage(): Storage {
  if (TEST_STORAGE === "local") return localStorage(tempDir("uploads"));
  return s3Storage({ ...inject("s3"), prefix: `${randomUUID()}/` });
}

/** Removes the folders made by `tempDir` so far. */
export function removeTempDirs() {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A stand-in for the built web app: just an index.html and one hashed asset. */
export function fakeWebDist(): string {
  const dir = tempDir("web");
  writeFileSync(
    join(dir, "index.html"),
    "<!doctype html><html><head></head><body>app</body></html>",
  );
  writeFileSync(join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return dir;
}

export interface TestAppOptions {
  https?: boolean;
  webDist?: string;
  /** SMTP server for mail; default: an outbox folder of its own (see `outboxDir`). */
  smtpUrl?: string;
  outboxDir?: string;
  /**
   * One number for every form limit (per address, per e-mail, refusals), for tests that are
   * not about the limits; default: the production defaults.
   */
  submissionLimit?: number;
  /** Single form limits, for the tests of the limits (they win over `submissionLimit`). */
  formLimits?: Pick<LimitOptions, "perAddress" | "perEmail" | "refusals">;
  /** The applicant page's limits (default: the production defaults). */
  applicantLimits?: Pick<
    LimitOptions,
    | "applicantChangesPerHour"
    | "applicantChangesPerDay"
    | "applicantChangesPerAddress"
    | "applicantProofsPerDay"
  >;
  /** Analytics hits per address in a minute (default: the production default). */
  eventLimit?: number;
  /** Requests per API key in a minute (default: the production default). */
  apiKeyLimit?: number;
  /** Refused Bearer tokens per address (CREDENTIAL_FAILURE_LIMIT; default: the production one). */
  credentialFailureLimit?: number;
  /** TRUST_PROXY and CLIENT_IP_HEADER (default: TRUST_PROXY=0, the socket's peer). */
  clientAddress?: ClientAddressRule;
  /** A test double instead of the outbox mailer. */
  mailer?: Mailer;
  /** Where uploads go (default: a new `testStorage()`), e.g. to list them afterwards. */
  storage?: Storage;
  /** METRICS_TOKEN (default: unset, no /metrics). */
  metricsToken?: string;
  /** The process's shutdown flag, for the readiness tests. */
  drain?: Drain;
  /**
   * The request deadline. Default: a hang guard of 25 s, not the server's 4.8 s: on a machine
   * busy with the other suites a rule's request (an argon2 hash, a PGlite transaction) can take
   * longer than that, and its answer would be the deadline's 503. The tests of the deadline
   * itself pass REQUEST_DEADLINE_MS.
   */
  requestDeadlineMs?: number;
}

/** MAIL_FROM of the tests' servers. */
export const TEST_MAIL_FROM = "Kairos <support@kairos.example>";

export function testDeps(database: Database, options: TestAppOptions = {}): ApiDeps {
  const logger = createLogger((process.env.TEST_LOG_LEVEL as "silent") ?? "silent");
  return {
    database,
    logger,
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: options.smtpUrl,
        outboxDir: options.outboxDir ?? tempDir("outbox"),
        from: TEST_MAIL_FROM,
        logger,
        timeoutMs: 3000,
      }),
    mail: {
      staffEmail: "staff@kairos.example",
      supportEmail: "support@kairos.example",
      from: TEST_MAIL_FROM,
      publicUrl: "http://localhost:3000",
      smtp: options.smtpUrl !== undefined,
    },
    publicConfig: DEFAULT_PUBLIC_CONFIG,
    storage: options.storage ?? testStorage(),
    limits: createLimits(
      { db: database.db, logger },
      {
        perAddress: options.submissionLimit,
        perEmail: options.submissionLimit,
        refusals: options.submissionLimit,
        ...options.formLimits,
        events: options.eventLimit,
        apiKeys: options.apiKeyLimit,
        ...options.applicantLimits,
        credentialFailures: options.credentialFailureLimit,
      },
    ),
  };
}

/** The app over `deps` (default: testDeps), e.g. to run a scheduler job on the same deps. */
export function testApp(
  database: Database,
  options: TestAppOptions = {},
  deps: ApiDeps = testDeps(database, options),
) {
  const app = createApp({
    deps,
    env: {
      https: options.https ?? false,
      publicUrl: "http://localhost:3000",
      clientAddress: options.clientAddress ?? DIRECT,
      geoCountryHeader: "cf-ipcountry",
      geoCityHeader: "cf-ipcity",
      webDist: options.webDist ?? fakeWebDist(),
      publicConfig: DEFAULT_PUBLIC_CONFIG,
      metricsToken: options.metricsToken,
    },
    drain: options.drain,
    requestDeadlineMs: options.requestDeadlineMs ?? 25_000,
  });
  return checkedAgainstDocument(app);
}

/** JSON request helpers for app.request(): same-origin by default, like the browser. */
export function jsonRequest(
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: { "Content-Type": "application/json", Origin: "http://localhost", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** A JSON call to `app` with `headers` (a Bearer token, say): its status and parsed answer. */
export async function callJson<T>(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const res = await app.request(path, jsonRequest(method, body, headers));
  return { status: res.status, body: (await res.json()) as T };
}

/** The `name=value` part of the session cookie a response sets. */
export function sessionCookieOf(res: Response): string {
  const header = res.headers.get("set-cookie") ?? "";
  const match = header.match(/(?:__Host-)?kairos_session=[^;]*/);
  if (!match) throw new Error(`no session cookie in ${header}`);
  return match[0];
}

/** A mailer that records each message; with `failing` set every send fails (and records nothing). */
export function recordingMailer() {
  const mailer = {
    sent: [] as MailMessage[],
    failing: false,
    async send(message: MailMessage) {
      if (mailer.failing) return false;
      mailer.sent.push(message);
      return true;
    },
  };
  return mailer;
}

/** The public configuration the server wrote into the page at `path`. */
export async function pageConfigOf(
  app: { request: (path: string) => Response | Promise<Response> },
  path: string,
): Promise<PublicConfig> {
  const html = await (await app.request(path)).text();
  const match = html.match(
    new RegExp(`<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`),
  );
  if (!match?.[1]) throw new Error("no config block in the page");
  return JSON.parse(match[1]) as PublicConfig;
}
