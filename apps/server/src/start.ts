import {
  type ApiDeps,
  createLimits,
  createLogger,
  createMailer,
  createStorage,
  hashPassword,
  type Logger,
} from "@kairos/api";
import { type Database, EXAMPLE_PAYMENT, type ExamplePaymentField, seed } from "@kairos/db";
import type { ServerEnv } from "./env";
import { migrateOrCheck, openConfiguredDatabase } from "./open-database";

/**
 * The payment fields the demo seed fills with examples: none unless SEED_DEMO is on, and only
 * those the environment leaves unset (a configured value is never hidden behind an example).
 */
export function examplePaymentFields(
  env: Pick<ServerEnv, "seedDemo" | "publicConfig">,
): ExamplePaymentField[] {
  if (!env.seedDemo) return [];
  const fields = Object.keys(EXAMPLE_PAYMENT) as ExamplePaymentField[];
  return fields.filter((field) => !env.publicConfig[field]);
}

/**
 * Opens the database (PGlite or Postgres), applies migrations (or with MIGRATE=off checks that
 * none is pending) and the first-run seed.
 */
export async function openAndPrepareDatabase(env: ServerEnv, logger: Logger): Promise<Database> {
  const database = await openConfiguredDatabase(env);
  try {
    await database.withStartupLock(async () => {
      const migrated = await migrateOrCheck(env, database);
      const admin = env.admin
        ? { email: env.admin.email, passwordHash: await hashPassword(env.admin.password) }
        : undefined;
      const report = await seed(database.db, {
        admin,
        demoSlots: env.seedDemo,
        examplePayment: examplePaymentFields(env),
      });
      logger.info("database ready", {
        driver: database.driver,
        migrationsApplied: migrated.length,
        ...report,
      });
      if (!env.admin) {
        logger.warn("no ADMIN_PASSWORD set: the first admin is created only when it is configured");
      }
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export function createDeps(database: Database, env: ServerEnv): ApiDeps {
  const logger = createLogger(env.logLevel);
  return {
    database,
    logger,
    mailer: createMailer({
      smtpUrl: env.smtpUrl,
      outboxDir: env.outboxDir,
      from: env.mailFrom,
      logger,
    }),
    mail: {
      staffEmail: env.staffEmail,
      supportEmail: env.publicConfig.supportEmail,
      from: env.mailFrom,
      publicUrl: env.publicUrl,
      smtp: env.smtpUrl !== undefined,
    },
    publicConfig: env.publicConfig,
    storage: createStorage(env.storage),
    limits: createLimits({ db: database.db, logger }, env.limits),
    webhooks: { allowHttp: env.webhooksAllowHttp, trustedNetworks: env.webhooksTrustedNetworks },
  };
}
