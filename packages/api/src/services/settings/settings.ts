import { type Database, rounds, SITE_SETTINGS_KEY, settings } from "@kairos/db";
import {
  defaultSiteSettings,
  earlyBirdOver,
  egyptToday,
  nextCohortOf,
  type PublicConfig,
  phoneDisplay,
  pricesOn,
  type SiteSettings,
  storedSiteSettingsSchema,
} from "@kairos/shared";
import { eq } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { announceChange } from "../../platform/cache-changes";
import { forgetPublicReads } from "../../platform/public-reads";
import { mintPriceQuote } from "../applications/price-quote";

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
type Entry = { value: Promise<Snapshot>; expiresAt: number };
// Per database, and per environment's configuration (one per process; the tests start apps
// with other environments on one database).
const cache = new WeakMap<Database, Map<PublicConfig, Entry>>();

type Deps = Pick<ApiDeps, "database" | "logger" | "publicConfig" | "mail">;

/** Forgets this process's cached configuration of `database` (another process changed it). */
export function forgetSiteSettings(database: Database) {
  cache.delete(database);
}

/**
 * Forgets the cached configuration in every process (cache-changes.ts), after an update, and
 * this process's public reads at once (the registration gate reads the payment instructions).
 */
export function invalidateSiteSettings(database: Database) {
  forgetSiteSettings(database);
  forgetPublicReads(database.db);
  announceChange(database.db, "settings");
}

async function load(deps: Deps): Promise<Snapshot> {
  const { db } = deps.database;
  const [row] = await db.select().from(settings).where(eq(settings.key, SITE_SETTINGS_KEY));
  const defaults = defaultSiteSettings(deps.publicConfig, deps.mail.staffEmail);
  let site = defaults;
  if (row) {
    // Fields added to the schema later take their defaults; a broken row is logged, not served.
    const parsed = storedSiteSettingsSchema.safeParse({ ...defaults, ...(row.value as object) });
    if (parsed.success) site = parsed.data;
    else deps.logger.error("stored settings are invalid; using the defaults", { key: row.key });
  }
  const roundRows = await db.select().from(rounds);
  // The staff alerts' address is the team's business, not the page's.
  const { staffEmail: _, ...shown } = site;
  const today = egyptToday();
  const nextCohort = nextCohortOf(roundRows, today);
  const round = roundRows.find((r) => r.id === nextCohort?.roundId);
  return {
    settings: site,
    config: {
      ...deps.publicConfig,
      ...shown,
      // Stored as E.164, shown grouped: "+20 10 12345678".
      supportPhone: phoneDisplay(site.supportPhone),
      whatsappNumber: phoneDisplay(site.whatsappNumber),
      nextCohort,
      // Today's prices of the next cohort, its deadline, and the quote the form sends back
      // (decision 0030). Recomputed with the snapshot, so they switch at Egypt's midnight.
      prices: pricesOn(site.prices, round, today),
      earlyBird: round?.earlyBirdEndsOn
        ? { endsOn: round.earlyBirdEndsOn, over: earlyBirdOver(round, today) }
        : null,
      priceQuote: round ? await mintPriceQuote(db, round.id, today) : null,
    },
  };
}

/** Concurrent requests share one load; a failed load is not kept. */
function snapshot(deps: Deps): Promise<Snapshot> {
  let entries = cache.get(deps.database);
  if (!entries) {
    entries = new Map();
    cache.set(deps.database, entries);
  }
  const entry = entries.get(deps.publicConfig);
  if (entry && entry.expiresAt > Date.now()) return entry.value;
  const value = load(deps);
  entries.set(deps.publicConfig, { value, expiresAt: Date.now() + SETTINGS_TTL_MS });
  value.catch(() => {
    const current = cache.get(deps.database);
    if (current?.get(deps.publicConfig)?.value === value) current.delete(deps.publicConfig);
  });
  return value;
}

/** The business settings in force (database over environment). */
export async function getSiteSettings(deps: Deps): Promise<SiteSettings> {
  return (await snapshot(deps)).settings;
}

/**
 * The environment's public values, the settings and the next cohort; the page's configuration
 * adds the registration gate to it (public-config.ts).
 */
export async function getSettingsConfig(deps: Deps): Promise<PublicConfig> {
  return (await snapshot(deps)).config;
}

export interface MailSettings {
  /** Shown in mails, and where people's replies go (Reply-To). */
  supportEmail: string;
  /** Where the staff alerts go. */
  staffEmail: string;
}

/**
 * What mails sent after data was committed need of Settings: the contacts (saved in Settings
 * win over the environment's). A failed read must not fail a submission that is already
 * stored: the environment's addresses then.
 */
export function mailSettingsOf(deps: Deps & Pick<ApiDeps, "mail">): Promise<MailSettings> {
  return getSiteSettings(deps).then(
    (site) => ({
      supportEmail: site.supportEmail,
      staffEmail: site.staffEmail ?? site.supportEmail,
    }),
    () => ({
      supportEmail: deps.mail.supportEmail,
      staffEmail: deps.mail.staffEmail ?? deps.mail.supportEmail,
    }),
  );
}

/** The support e-mail of mailSettingsOf. */
export const supportEmailOf = (deps: Deps & Pick<ApiDeps, "mail">): Promise<string> =>
  mailSettingsOf(deps).then((site) => site.supportEmail);
