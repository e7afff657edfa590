import { applications, assessmentSlots, EXAMPLE_PAYMENT, rounds } from "@kairos/db";
import { APPLICATION_MESSAGES, egyptToday, takesApplications } from "@kairos/shared";
import { and, count, eq, inArray } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { AppError } from "../../platform/errors";
import { cachedPublicRead } from "../../platform/public-reads";
import { bookable } from "../bookings/availability";
import { getSiteSettings } from "../settings/settings";

// The registration gate (GAP-27): /register takes applications only while the site can fulfil
// them. Three facts read from the data decide it, and the same facts are the public items of
// the dashboard's go-live checklist (dashboard-go-live.ts), so the two never disagree:
//
// - a round ahead: a round that takes applications today (open, not started, not ended, its
//   deadline not passed: takesApplications, GAP-26) and has a start date;
// - payment instructions for both methods (a demo's marked examples count only in a demo);
// - assessments: a free slot ahead in a round that takes applications, or applicants already
//   in such a round. A fresh install must offer a slot before its first applicant; once a
//   round has applicants, its slots running out does not close registration, since the
//   application then goes in without a slot and the applicant hears when new times open
//   (INC-12, slot-openings.ts).
//
// The page's configuration (public-config.ts) reads it cached like the other public reads; an
// application reads it afresh (refuseWhileRegistrationClosed) before anything is stored.

/** Both payment methods' instructions: saved (or from the environment), the demo's, or not. */
export type PaymentInstructions = "set" | "example" | "missing";

export interface RegistrationFacts {
  roundAhead: boolean;
  payment: PaymentInstructions;
  assessments: boolean;
}

type Deps = Pick<ApiDeps, "database" | "logger" | "publicConfig" | "mail">;

async function paymentInstructions(deps: Deps): Promise<PaymentInstructions> {
  const site = await getSiteSettings(deps);
  const fields = ["instantPaymentDetails", "internationalPaymentUrl"] as const;
  const values = fields.map((field) => site[field]?.trim() ?? "");
  if (values.some((value) => value === "")) return "missing";
  return fields.some((field) => site[field] === EXAMPLE_PAYMENT[field]) ? "example" : "set";
}

/** The rounds that take applications on `now`'s day in Egypt (the table is a few rows). */
async function roundsTakingApplications(deps: Deps, now: Date) {
  const today = egyptToday(now);
  const all = await deps.database.db.select().from(rounds);
  return all.filter((round) => takesApplications(round, today));
}

async function assessmentsOffered(deps: Deps, roundIds: string[], now: Date) {
  if (roundIds.length === 0) return false;
  const { db } = deps.database;
  const [free] = await db
    .select({ n: count() })
    .from(assessmentSlots)
    .innerJoin(rounds, eq(rounds.id, assessmentSlots.roundId))
    .where(and(bookable(now), inArray(assessmentSlots.roundId, roundIds)));
  if ((free?.n ?? 0) > 0) return true;
  const [applied] = await db
    .select({ n: count() })
    .from(applications)
    .where(inArray(applications.roundId, roundIds));
  return (applied?.n ?? 0) > 0;
}

/** The three facts, read from the database now. */
export async function registrationFacts(deps: Deps, now = new Date()): Promise<RegistrationFacts> {
  const [open, payment] = await Promise.all([
    roundsTakingApplications(deps, now),
    paymentInstructions(deps),
  ]);
  return {
    roundAhead: open.some((round) => round.startDate !== null),
    payment,
    assessments: await assessmentsOffered(
      deps,
      open.map((round) => round.id),
      now,
    ),
  };
}

/** The rule, written once: every fact holds (a demo's example payment details count in a demo). */
export function registrationOpens(facts: RegistrationFacts, demo: boolean): boolean {
  const paid = facts.payment === "set" || (demo && facts.payment === "example");
  return facts.roundAhead && paid && facts.assessments;
}

/** Whether /register takes applications now, read afresh. */
export async function registrationIsOpen(deps: Deps, now = new Date()): Promise<boolean> {
  return registrationOpens(await registrationFacts(deps, now), deps.publicConfig.demo);
}

/**
 * registrationIsOpen for the pages' configuration, cached as a public read (forgotten on every
 * booking, slot, round or Settings change, and after PUBLIC_READ_TTL_MS).
 */
export const cachedRegistrationOpen = (deps: Deps): Promise<boolean> =>
  cachedPublicRead(deps.database.db, `registration-open ${deps.publicConfig.demo}`, () =>
    registrationIsOpen(deps),
  );

/** The 409 of an application while the gate is closed: the same text on every transport. */
export async function refuseWhileRegistrationClosed(deps: Deps, now = new Date()) {
  if (!(await registrationIsOpen(deps, now))) {
    throw AppError.conflict("REGISTRATION_CLOSED", APPLICATION_MESSAGES.registrationClosed);
  }
}
