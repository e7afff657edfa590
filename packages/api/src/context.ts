import type { Database } from "@kairos/db";
import type { PublicConfig } from "@kairos/shared";
import type { ValidSession } from "./auth/sessions";
import type { Mailer } from "./mail/mailer";
import type { Logger } from "./platform/logger";
import type { Limits } from "./platform/rate-limit";
import type { Resolve } from "./services/webhooks/address";
import type { Storage } from "./storage/storage";

/** What every service and procedure may use; built once per process. */
export interface ApiDeps {
  database: Database;
  logger: Logger;
  mailer: Mailer;
  /**
   * `publicUrl` (no trailing slash) makes the absolute links in e-mails; `smtp` says whether
   * mail goes to an SMTP server (SMTP_URL) rather than to the outbox folder. `from` is the
   * sender of every mail (MAIL_FROM). The addresses are the environment's starting values
   * (`staffEmail`: STAFF_EMAIL, unset means the support e-mail): once an admin saves
   * Settings, its contacts win (services/settings/settings.ts mailSettingsOf).
   */
  mail: {
    staffEmail?: string | undefined;
    supportEmail: string;
    from: string;
    publicUrl: string;
    smtp: boolean;
  };
  /** The environment's public values; Settings in the database override parts of them. */
  publicConfig: PublicConfig;
  storage: Storage;
  /** The public forms' and analytics' limits (rate-limit.ts, platform/form-limits.ts). */
  limits: Limits;
  /**
   * Webhooks (services/webhooks/webhooks.ts): plain-HTTP endpoints allowed, the answer's time limit,
   * the private networks that may be called (CIDRs; none by default), and how names resolve
   * (the system's resolver unless a test injects one).
   */
  webhooks?: {
    allowHttp?: boolean;
    timeoutMs?: number;
    trustedNetworks?: readonly string[];
    resolve?: Resolve;
  };
}

/** The caller of one request, as the server's session middleware found it. */
export interface RequestAuth {
  session: ValidSession | null;
  /** The client's address, for sign-in throttling. */
  ip: string;
  /** Hands the browser its session cookie (the web app never sees the token). */
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
}

/** The per-request tRPC context. */
export interface Context {
  deps: ApiDeps;
  auth: RequestAuth;
}
