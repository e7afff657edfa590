import type { PublicConfig } from "@kairos/shared";
import type { ApiDeps } from "../../context";
import { cachedRegistrationOpen } from "../applications/registration-gate";
import { getSettingsConfig } from "./settings";

// The configuration every page carries (the server writes it into index.html): the settings'
// (environment, Settings, next cohort) with the registration gate's answer (GAP-27). The object
// stays the same while neither changes, so that the server renders and compresses each page
// once per configuration (apps/server/src/web.ts, prerendered.ts).

type Deps = Pick<ApiDeps, "database" | "logger" | "publicConfig" | "mail">;

const withGate = new WeakMap<PublicConfig, { open?: PublicConfig; closed?: PublicConfig }>();

function configWith(base: PublicConfig, registrationOpen: boolean): PublicConfig {
  let pair = withGate.get(base);
  if (!pair) {
    pair = {};
    withGate.set(base, pair);
  }
  const key = registrationOpen ? "open" : "closed";
  pair[key] ??= { ...base, registrationOpen };
  return pair[key];
}

/** What the page gets. */
export async function getPublicConfig(deps: Deps): Promise<PublicConfig> {
  const [base, open] = await Promise.all([getSettingsConfig(deps), cachedRegistrationOpen(deps)]);
  return configWith(base, open);
}
