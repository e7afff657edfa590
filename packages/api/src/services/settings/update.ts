import { SITE_SETTINGS_KEY, settings } from "@kairos/db";
import type { SiteSettings } from "@kairos/shared";
import type { ApiDeps } from "../../context";
import { mailWaitlistSoon } from "../applications/waitlist";
import { getSiteSettings, invalidateSiteSettings } from "./settings";

// Saving Settings, apart from reading them (settings.ts), which the registration gate and the
// waiting list read in turn: a save may open registration (the payment instructions), and
// then the "tell me when" list is mailed at once (waitlist.ts).

/** Saves the whole settings document (already validated) and records who saved it. */
export async function updateSiteSettings(
  deps: ApiDeps,
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
  mailWaitlistSoon(deps);
  return getSiteSettings(deps);
}
