import { type Database, rounds, SITE_SETTINGS_KEY, settings } from "@kairos/db";
import {
  defaultSiteSettings,
  nextCohortOf,
  type PriceTable,
  type PublicConfig,
  type SiteSettings,
  siteSettingsSchema,
} from "@kairos/shared";
import { eq } from "drizzle-orm";
import type { ApiDeps } from "../context";
import { announceChange } from "./cache-changes";

// Settings that admins change without a deploy. One JSON document under SITE_SETTINGS_KEY
// overrides the environment's public values; the open round comes from the rounds table. The
// page gets both in every index.html, so the effective configuration is cached per database:
// cleared in every server process when one saves settings or rounds (cache-changes.ts), and
// renewed after a short TTL in case such a message was lost.

const SETTINGS_TTL_MS = 15_000;

interface Snapshot {
  config: PublicConfig;
  settings: SiteSettings;
}
const cache = new WeakMap<Database, { value: Promise<Snapshot>; expiresAt: number }>();

type Deps = Pick<ApiDeps, "database" | "logger" | "publicConfig" | "mail">;

/** Forgets this process's cached configuration of `database` (another process changed it). */
export function forgetSiteSettings(database: Database) {
  cache.delete(database);
}

/** Forgets the cached configuration in every process (cache-changes.ts), after an update. */
export function invalidateSiteSettings(database: Database) {
  forgetSiteSettings(database);
  announceChange(database.db, "settings");
}

async function load(deps: Deps): Promise<Snapshot> {
  const { db } = deps.database;
  const [row] = await db.select().from(settings).where(eq(settings.key, SITE_SETTINGS_KEY));
  const defaults = defaultSiteSettings(deps.publicConfig, deps.mail.staffEmail);
  let site = defaults;
  if (row) {
    // Fields added to the schema later take their defaults; a broken row is logged, not served.
    const parsed = siteSettingsSchema.safeParse({ ...defaults, ...(row.value as object) });
    if (parsed.success) site = parsed.data;
    else deps.logger.error("stored settings are invalid; using the defaults", { key: row.key });
  }
  const roundRows = await db.select().from(rounds);
  // The staff alerts' address is the team's business, not the page's.
  const { staffEmail: _, ...shown } = site;
  return {
    settings: site,
    config: { ...deps.publicConfig, ...shown, nextCohort: nextCohortOf(roundRows) },
  };
}

/** Concurrent requests share one load; a failed load is not kept. */
function snapshot(deps: Deps): Promise<Snapshot> {
  const entry = cache.get(deps.database);
  if (entry && entry.expiresAt > Date.now()) return entry.value;
  const value = load(deps);
  cache.set(deps.database, { value, expiresAt: Date.now() + SETTINGS_TTL_MS });
  value.catch(() => {
    if (cache.get(deps.database)?.value === value) cache.delete(deps.database);
  });
  return value;
}

/** The business settings in force (database over environment). */
export async function getSiteSettings(deps: Deps): Promise<SiteSettings> {
  return (await snapshot(deps)).settings;
}

/** What the page gets: the environment's public values, the settings and the next cohort. */
export async function getPublicConfig(deps: Deps): Promise<PublicConfig> {
  return (await snapshot(deps)).config;
}

/** Saves the whole settings document (already validated) and records who saved it. */
export async function updateSiteSettings(
  deps: Deps,
  input: SiteSettings,
  actor: { id: string },
): Promise<SiteSettings> {
  // A cleared optional field is stored as "" (read back as none): were it left out, the
  // environment's value would come back on reading.
  const value = {
    ...input,
    instantPaymentDetails: input.instantPaymentDetails ?? "",
    internationalPaymentUrl: input.internationalPaymentUrl ?? "",
    staffEmail: input.staffEmail ?? "",
  };
  await deps.database.db
    .insert(settings)
    .values({ key: SITE_SETTINGS_KEY, value, updatedById: actor.id })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedById: actor.id, updatedAt: new Date() },
    });
  invalidateSiteSettings(deps.database);
  return getSiteSettings(deps);
}

export interface MailSettings {
  /** Shown in mails, and where people's replies go (Reply-To). */
  supportEmail: string;
  /** Where the staff alerts go. */
  staffEmail: string;
  prices: PriceTable | null;
}

/**
 * What mails sent after data was committed need of Settings: the contacts (saved in Settings
 * win over the environment's) and the prices. A failed read must not fail a submission that
 * is already stored: the environment's addresses then, and no prices.
 */
export function mailSettingsOf(deps: Deps): Promise<MailSettings> {
  return getSiteSettings(deps).then(
    (site) => ({
      supportEmail: site.supportEmail,
      staffEmail: site.staffEmail ?? site.supportEmail,
      prices: site.prices,
    }),
    () => ({
      supportEmail: deps.mail.supportEmail,
      staffEmail: deps.mail.staffEmail ?? deps.mail.supportEmail,
      prices: null,
    }),
  );
}

/** The support e-mail of mailSettingsOf. */
export const supportEmailOf = (deps: Deps): Promise<string> =>
  mailSettingsOf(deps).then((site) => site.supportEmail);
