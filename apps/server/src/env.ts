import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  API_KEY_LIMIT_DEFAULTS,
  APPLICANT_LIMIT_DEFAULTS,
  CREDENTIAL_FAILURE_DEFAULTS,
  EVENT_LIMIT_DEFAULTS,
  FORM_LIMIT_DEFAULTS,
  type LimitOptions,
  type StorageConfig,
  validNetworks,
  weakPasswordReason,
} from "@kairos/api";
import { findMigrationsFolder } from "@kairos/db";
import { type PublicConfig, publicConfigFromEnv } from "@kairos/shared";
import { z } from "zod";
import {
  type ClientAddressRule,
  parseProxyTrust,
  TRUST_PROXY_MESSAGE,
} from "./http/client-address";

// The only reader of process.env in the server: validated once, typed everywhere else.

const LOCAL_ADMIN_EMAIL = "admin@kairos.example";
const LOCAL_ADMIN_PASSWORD = "kairos-admin";

const positive = z.coerce.number().int().min(1);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().optional(),
  STORAGE: z.enum(["local", "s3"], "STORAGE must be local or s3").default("local"),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: z.url("S3_ENDPOINT must be a URL such as https://s3.example.com").optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"], "S3_FORCE_PATH_STYLE must be true or false")
    .default("false"),
  DATABASE_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().optional(),
  STAFF_EMAIL: z.email().optional(),
  SEED_DEMO: z.enum(["0", "1"]).optional(),
  TRUST_PROXY: z
    .string()
    .default("0")
    .refine((value) => {
      try {
        parseProxyTrust(value);
        return true;
      } catch {
        return false;
      }
    }, TRUST_PROXY_MESSAGE),
  CLIENT_IP_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, "CLIENT_IP_HEADER must be a header name such as CF-Connecting-IP")
    .optional(),
  WEBHOOKS_ALLOW_HTTP: z.enum(["0", "1"]).default("0"),
  WEBHOOKS_TRUSTED_NETWORKS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((cidr) => cidr.trim())
        .filter(Boolean),
    )
    .refine(validNetworks, "WEBHOOKS_TRUSTED_NETWORKS must list address ranges such as 10.0.0.0/8"),
  FORM_RATE_LIMIT: positive.default(FORM_LIMIT_DEFAULTS.perAddress),
  FORM_EMAIL_RATE_LIMIT: positive.default(FORM_LIMIT_DEFAULTS.perEmail),
  FORM_REFUSAL_LIMIT: positive.default(FORM_LIMIT_DEFAULTS.refusals),
  EVENT_RATE_LIMIT: positive.default(EVENT_LIMIT_DEFAULTS.limit),
  API_KEY_RATE_LIMIT: positive.default(API_KEY_LIMIT_DEFAULTS.limit),
  APPLICANT_CHANGE_HOURLY_LIMIT: positive.default(APPLICANT_LIMIT_DEFAULTS.changesPerHour),
  APPLICANT_CHANGE_DAILY_LIMIT: positive.default(APPLICANT_LIMIT_DEFAULTS.changesPerDay),
  APPLICANT_CHANGE_ADDRESS_LIMIT: positive.default(APPLICANT_LIMIT_DEFAULTS.changesPerAddress),
  PROOF_DAILY_LIMIT: positive.default(APPLICANT_LIMIT_DEFAULTS.proofsPerDay),
  CREDENTIAL_FAILURE_LIMIT: positive.default(CREDENTIAL_FAILURE_DEFAULTS.limit),
  GEO_COUNTRY_HEADER: z.string().optional(),
  GEO_CITY_HEADER: z.string().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  REMINDERS: z.enum(["on", "off"], "REMINDERS must be on or off").default("on"),
  MIGRATE: z.enum(["on", "off"], "MIGRATE must be on or off").default("on"),
  WEB_CONCURRENCY: z.coerce
    .number("WEB_CONCURRENCY must be a whole number from 1 to 64")
    .int("WEB_CONCURRENCY must be a whole number from 1 to 64")
    .min(1, "WEB_CONCURRENCY must be a whole number from 1 to 64")
    .max(64, "WEB_CONCURRENCY must be a whole number from 1 to 64")
    .default(1),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  DRAIN_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(300, "DRAIN_SECONDS must be at most 300")
    .default(0),
});

/** What STORAGE=s3 cannot do without. */
const S3_REQUIRED = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

const withStorageNeeds = schema.superRefine((e, ctx) => {
  if (e.STORAGE !== "s3") return;
  for (const name of S3_REQUIRED) {
    if (!e[name])
      ctx.addIssue({ code: "custom", path: [name], message: "required with STORAGE=s3" });
  }
});

/** The names of every variable the schema reads (the public contacts are read beside it). */
export const ENV_NAMES = Object.keys(schema.shape);

export interface ServerEnv {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  /** Where uploads are kept: `$DATA_DIR/uploads` (STORAGE=local) or an S3 bucket. */
  storage: StorageConfig;
  databaseUrl: string | undefined;
  /** The first admin; undefined when a real database has no ADMIN_PASSWORD configured. */
  admin: { email: string; password: string; isLocalDefault: boolean } | undefined;
  publicUrl: string;
  /** SMTP server; undefined means mail is written to `outboxDir` as .eml files. */
  smtpUrl: string | undefined;
  outboxDir: string;
  mailFrom: string;
  /**
   * STAFF_EMAIL, where staff alerts go until an admin saves Settings; unset means the support
   * e-mail (Settings' then).
   */
  staffEmail: string | undefined;
  /** HSTS is sent only when the public URL is HTTPS. */
  https: boolean;
  seedDemo: boolean;
  /**
   * How the client address of every per-address limit is found (TRUST_PROXY, CLIENT_IP_HEADER):
   * the proxy hops or proxies whose X-Forwarded-For entries are believed (client-address.ts).
   */
  clientAddress: ClientAddressRule;
  /** WEBHOOKS_ALLOW_HTTP: plain-HTTP webhook endpoints allowed (development). */
  webhooksAllowHttp: boolean;
  /**
   * WEBHOOKS_TRUSTED_NETWORKS: the private networks (CIDRs, comma-separated) webhooks may be
   * sent to; none by default, whatever WEBHOOKS_ALLOW_HTTP says (decision 0016).
   */
  webhooksTrustedNetworks: string[];
  /**
   * The public forms' limits in 10 minutes (stored submissions per address and per e-mail,
   * refusals per address), the analytics hits per address in a minute, the requests per API key
   * in a minute and the refused Bearer tokens per address in 15 minutes.
   */
  limits: Required<LimitOptions>;
  /** Headers a trusted proxy sets with the visitor's country code and city (for /api/geo). */
  geoCountryHeader: string | undefined;
  geoCityHeader: string | undefined;
  logLevel: z.infer<typeof schema>["LOG_LEVEL"];
  /** The built web app (apps/web/dist); absent in API-only tests. */
  webDist: string;
  publicConfig: PublicConfig;
  /** Run the assessment mail jobs (call links, staff reminder) every minute in this process. */
  reminders: boolean;
  /**
   * MIGRATE: apply pending migrations at start (on), or leave that to `npm run db:migrate` run
   * first and refuse to start on a database that lacks any (off).
   */
  migrate: boolean;
  /** Server processes on this machine (node:cluster workers, cluster.ts); 1 runs no primary. */
  webConcurrency: number;
  /** The bearer token GET /metrics asks for; unset: no metrics are served (404). */
  metricsToken: string | undefined;
  /** Seconds a process keeps serving after SIGTERM, readiness at 503, before it stops accepting. */
  drainSeconds: number;
}

const emptyToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));

export function loadEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = withStorageNeeds.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  // The first admin's password follows the rules of every staff password (AUTH-20) in
  // production; development and tests may use short-lived simple ones.
  const weakAdmin =
    e.ADMIN_PASSWORD && e.NODE_ENV === "production"
      ? weakPasswordReason(e.ADMIN_PASSWORD, { email: e.ADMIN_EMAIL ?? LOCAL_ADMIN_EMAIL })
      : undefined;
  if (weakAdmin) throw new Error(`Invalid configuration:\n  ADMIN_PASSWORD: ${weakAdmin}`);
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new Error(
      "Invalid configuration:\n  WEB_CONCURRENCY: several processes need DATABASE_URL (the embedded database belongs to one process)",
    );
  }
  const repoRoot = dirname(findMigrationsFolder(fileURLToPath(import.meta.url)));
  const embedded = !e.DATABASE_URL;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  // A real database never gets the documented local password: its admin must be configured.
  const admin =
    e.ADMIN_PASSWORD || embedded
      ? {
          email: e.ADMIN_EMAIL ?? LOCAL_ADMIN_EMAIL,
          password: e.ADMIN_PASSWORD ?? LOCAL_ADMIN_PASSWORD,
          isLocalDefault: !e.ADMIN_PASSWORD,
        }
      : undefined;
  // Demo data by default on the embedded database only; SEED_DEMO=0 turns it off there too.
  const seedDemo = e.SEED_DEMO ? e.SEED_DEMO === "1" : embedded;
  // A demo says so on every public page (GAP-28).
  const publicConfig = { ...publicConfigFromEnv(env), demo: seedDemo };
  const dataDir = resolve(e.DATA_DIR ?? join(repoRoot, ".data"));
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    storage: storageConfig(e, dataDir),
    databaseUrl: e.DATABASE_URL,
    admin,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    outboxDir: join(dataDir, "outbox"),
    mailFrom: e.MAIL_FROM ?? `Kairos <${publicConfig.supportEmail}>`,
    staffEmail: e.STAFF_EMAIL,
    https: publicUrl.startsWith("https://"),
    seedDemo,
    clientAddress: {
      trust: parseProxyTrust(e.TRUST_PROXY),
      header: e.CLIENT_IP_HEADER?.toLowerCase(),
    },
    webhooksAllowHttp: e.WEBHOOKS_ALLOW_HTTP === "1",
    webhooksTrustedNetworks: e.WEBHOOKS_TRUSTED_NETWORKS,
    limits: {
      perAddress: e.FORM_RATE_LIMIT,
      perEmail: e.FORM_EMAIL_RATE_LIMIT,
      refusals: e.FORM_REFUSAL_LIMIT,
      events: e.EVENT_RATE_LIMIT,
      apiKeys: e.API_KEY_RATE_LIMIT,
      applicantChangesPerHour: e.APPLICANT_CHANGE_HOURLY_LIMIT,
      applicantChangesPerDay: e.APPLICANT_CHANGE_DAILY_LIMIT,
      applicantChangesPerAddress: e.APPLICANT_CHANGE_ADDRESS_LIMIT,
      applicantProofsPerDay: e.PROOF_DAILY_LIMIT,
      credentialFailures: e.CREDENTIAL_FAILURE_LIMIT,
    },
    geoCountryHeader: e.GEO_COUNTRY_HEADER?.toLowerCase(),
    geoCityHeader: e.GEO_CITY_HEADER?.toLowerCase(),
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? join(repoRoot, "apps", "web", "dist")),
    publicConfig,
    reminders: e.REMINDERS === "on",
    migrate: e.MIGRATE === "on",
    webConcurrency: e.WEB_CONCURRENCY,
    metricsToken: e.METRICS_TOKEN,
    drainSeconds: e.DRAIN_SECONDS,
  };
}

function storageConfig(e: z.infer<typeof schema>, dataDir: string): StorageConfig {
  if (e.STORAGE === "local") return { driver: "local", root: join(dataDir, "uploads") };
  // Set: withStorageNeeds refuses a configuration without them.
  return {
    driver: "s3",
    bucket: e.S3_BUCKET ?? "",
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? "",
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? "",
    forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
  };
}
