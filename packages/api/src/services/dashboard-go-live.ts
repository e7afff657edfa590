import {
  assessmentSlots,
  EXAMPLE_PAYMENT,
  rounds,
  SITE_SETTINGS_KEY,
  settings,
  users,
} from "@kairos/db";
import { egyptToday, roundHasStarted } from "@kairos/shared";
import { and, asc, count, eq } from "drizzle-orm";
import type { ApiDeps } from "../context";
import { bookable } from "./assessments";
import { getSiteSettings, mailSettingsOf } from "./settings";

// The dashboard's go-live checklist: what a fresh install still lacks before applicants can
// apply, pay and book. Each item is a fact read from the data; the web app words and links it.

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

type Deps = Pick<ApiDeps, "database" | "logger" | "publicConfig" | "mail">;

/** Both payment methods have details, and neither is the demo seed's example. */
async function paymentInstructionsSet(deps: Deps) {
  const site = await getSiteSettings(deps);
  const real = (field: keyof typeof EXAMPLE_PAYMENT) =>
    !!site[field] && site[field] !== EXAMPLE_PAYMENT[field];
  return real("instantPaymentDetails") && real("internationalPaymentUrl");
}

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

/** An open round that has not started yet (Egypt time), so the site sells a future cohort. */
async function openRoundAhead(deps: Deps, now: Date) {
  const today = egyptToday(now);
  const open = await deps.database.db
    .select({ startDate: rounds.startDate })
    .from(rounds)
    .where(eq(rounds.status, "open"));
  return open.some((round) => round.startDate !== null && !roundHasStarted(round, today));
}

/** At least one slot an applicant could book now. */
async function freeSlotAhead(deps: Deps, now: Date) {
  const [row] = await deps.database.db
    .select({ n: count() })
    .from(assessmentSlots)
    .innerJoin(rounds, eq(rounds.id, assessmentSlots.roundId))
    .where(bookable(now));
  return (row?.n ?? 0) > 0;
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

/** The checklist's items in display order, each done or not. */
export async function goLiveChecklist(deps: Deps, now = new Date()): Promise<GoLiveItem[]> {
  const [payment, support, round, slots, password, contacts] = await Promise.all([
    paymentInstructionsSet(deps),
    settingsSavedByAdmin(deps),
    openRoundAhead(deps, now),
    freeSlotAhead(deps, now),
    firstAdminPasswordChanged(deps),
    mailSettingsOf(deps),
  ]);
  const done: Record<GoLiveItemId, boolean> = {
    "payment-instructions": payment,
    "support-contacts": support,
    "open-round": round,
    "assessment-slots": slots,
    "mail-delivery": deps.mail.smtp,
    "admin-password": password,
  };
  const mail = {
    from: deps.mail.from,
    replyTo: contacts.supportEmail,
    staffAlerts: contacts.staffEmail,
  };
  return GO_LIVE_ITEMS.map((id) => ({
    id,
    done: done[id],
    ...(id === "mail-delivery" ? { mail } : {}),
  }));
}
