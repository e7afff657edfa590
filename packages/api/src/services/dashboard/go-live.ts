import { SITE_SETTINGS_KEY, settings, users } from "@kairos/db";
import { and, asc, eq } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { registrationFacts, registrationOpens } from "../applications/registration-gate";
import { mailSettingsOf } from "../settings/settings";

// The dashboard's go-live checklist: what a fresh install still lacks before applicants can
// apply, pay and book. Each item is a fact read from the data; the web app words and links it.
// The first three are the registration gate's facts (registration-gate.ts): /register takes
// applications once they hold, and the checklist says whether it does.

export const GO_LIVE_ITEMS = [
  "payment-instructions",
  "support-contacts",
  "open-round",
  "assessment-slots",
  "mail-delivery",
  "admin-password",
] as const;
export type GoLiveItemId = (typeof GO_LIVE_ITEMS)[number];

/** Where mail goes from, and where replies and the staff alerts go (the mail item only). */
export interface MailRoutes {
  /** MAIL_FROM: the sender of every mail. */
  from: string;
  /** The support address of Settings: the Reply-To of every mail to applicants and visitors. */
  replyTo: string;
  staffAlerts: string;
}

export interface GoLiveItem {
  id: GoLiveItemId;
  done: boolean;
  mail?: MailRoutes;
}

export interface GoLiveChecklist {
  items: GoLiveItem[];
  /** Whether /register takes applications now (the gate over the same facts). */
  registrationOpen: boolean;
  /** A demo install, whose example payment details let applications in (not done here). */
  demo: boolean;
}

type Deps = Pick<ApiDeps, "database" | "logger" | "publicConfig" | "mail">;

/**
 * The support contacts have defaults from the environment, so "set" means an admin has saved
 * Settings at least once (the demo seed's row has no author).
 */
async function settingsSavedByAdmin(deps: Deps) {
  const [row] = await deps.database.db
    .select({ by: settings.updatedById })
    .from(settings)
    .where(eq(settings.key, SITE_SETTINGS_KEY));
  return !!row?.by;
}

/**
 * The first admin (the oldest active admin account, the one the start-up created) has chosen
 * their own password; the configured or documented one is known outside the team.
 */
async function firstAdminPasswordChanged(deps: Deps) {
  const [admin] = await deps.database.db
    .select({ changedAt: users.passwordChangedAt })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.active, true)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return !!admin?.changedAt;
}

/** The checklist's items in display order, each done or not, and the gate they decide. */
export async function goLiveChecklist(deps: Deps, now = new Date()): Promise<GoLiveChecklist> {
  const [facts, support, password, contacts] = await Promise.all([
    registrationFacts(deps, now),
    settingsSavedByAdmin(deps),
    firstAdminPasswordChanged(deps),
    mailSettingsOf(deps),
  ]);
  const done: Record<GoLiveItemId, boolean> = {
    // The demo's examples open a demo's registration, but are no instructions to go live with.
    "payment-instructions": facts.payment === "set",
    "support-contacts": support,
    "open-round": facts.roundAhead,
    "assessment-slots": facts.assessments,
    "mail-delivery": deps.mail.smtp,
    "admin-password": password,
  };
  const mail = {
    from: deps.mail.from,
    replyTo: contacts.supportEmail,
    staffAlerts: contacts.staffEmail,
  };
  const demo = deps.publicConfig.demo;
  return {
    items: GO_LIVE_ITEMS.map((id) => ({
      id,
      done: done[id],
      ...(id === "mail-delivery" ? { mail } : {}),
    })),
    registrationOpen: registrationOpens(facts, demo),
    demo,
  };
}
