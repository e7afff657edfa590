import {
  applicationHistory,
  applications,
  assessmentBookings,
  assessmentSlots,
  type Db,
  storedFiles,
  type Tx,
} from "@kairos/db";
import {
  APPLICATION_MESSAGES,
  type ApplicationInput,
  applicationReference,
  currencyOfCountry,
  egyptToday,
  formatAmount,
  type PriceTable,
  paymentTerms,
  planTermsText,
  planTotal,
  priceIn,
  pricesOn,
  type RoundPricing,
  takesApplications,
} from "@kairos/shared";
import { and, eq } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import {
  applicationConfirmationMail,
  applicationReceivedStaffMail,
  assessmentInvitation,
} from "../../mail/application-mail";
import { sendOrQueue } from "../../mail/outbox";
import { consoleApplicationUrl, toPerson } from "../../mail/outgoing";
import { alertStaff } from "../../mail/staff-alerts";
import { AppError, isUniqueViolation } from "../../platform/errors";
import { recordSubmission } from "../../platform/form-limits";
import { describeError } from "../../platform/logger";
import { bookingsTaken } from "../../platform/metrics";
import { invalidatePublicReads } from "../../platform/public-reads";
import { insertFileRow, storeFilesWithRows } from "../../storage/files-with-rows";
import { newStorageKey } from "../../storage/storage";
import type { CheckedUpload } from "../../storage/uploads";
import { issueApplicantLink } from "../applicant/links";
import { availableDates } from "../bookings/availability";
import { activeBookingOfApplication, bookSlot, refuseTakenSlot } from "../bookings/book";
import { getRound } from "../rounds/read";
import { getSiteSettings } from "../settings/settings";
import { deliverWebhooksSoon, queueWebhookEvent } from "../webhooks/webhooks";
import { remindExistingApplication } from "./existing";
import { quotedDay } from "./price-quote";
import { refuseWhileRegistrationClosed } from "./registration-gate";

type ApplicationRow = typeof applications.$inferSelect;

/** An application as staff and callers see it (docs/requirements.md, application-and-admin §3). */
export function toApplicationDto(
  row: ApplicationRow,
  slotId: number | null,
  slotStartsAt: Date | null = null,
) {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    countryCode: row.countryCode,
    phoneNumber: row.phoneNumber,
    selectedCity: row.selectedCity,
    selectedCountry: row.selectedCountry,
    trainingCourse: row.roundId,
    languagePair: row.languagePair,
    secondLanguage: row.secondLanguage,
    customLanguage: row.customLanguage,
    assessmentSlot: slotId === null ? null : String(slotId),
    /** When the booked slot starts (ISO), beside the spec's slot id. */
    assessmentStartsAt: slotStartsAt?.toISOString() ?? null,
    occupation: row.occupation,
    jobTitle: row.jobTitle,
    jobReferrals: row.jobReferrals,
    interests: row.interests,
    otherInterest: row.otherInterest,
    hearAbout: row.hearAbout,
    otherHearAbout: row.otherHearAbout,
    paymentPlan: row.paymentPlan,
    /** What the plan costs in all, recorded when it was submitted, and its currency. */
    amountDue: row.amountDue,
    currency: row.currency,
    paymentScreenshot: row.paymentScreenshotId ? `/files/${row.paymentScreenshotId}` : null,
    applicationStatus: row.status,
    applicationDate: row.createdAt.toISOString(),
    /** Withdrawal is recorded beside the status (decision 0030). */
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type ApplicationDto = ReturnType<typeof toApplicationDto>;

const duplicate = () => AppError.conflict("ALREADY_APPLIED", APPLICATION_MESSAGES.duplicate);

/**
 * What a new application owes (APP-26): its plan's total at the prices in force for its round
 * (pricesOn: the early-bird price until the round's deadline, then the regular price), in the
 * currency of the country it gives. The form sends the total it showed with the page's signed
 * quote: the prices of the quote's day are charged while it is valid (decision 0030), else
 * today's. A total that matches neither (a price changed in Settings while the applicant was on
 * the form) is refused, so that nobody is recorded owing an amount they were not shown.
 */
async function amountOwed(
  db: Db,
  input: ApplicationInput,
  round: RoundPricing & { id: string },
  prices: PriceTable,
  now: Date,
) {
  const currency = currencyOfCountry(input.selectedCountry);
  const totalOn = (day: string) =>
    planTotal(input.paymentPlan, priceIn(currency, pricesOn(prices, round, day)));
  const total = totalOn(egyptToday(now));
  if (input.amountDue === undefined || input.amountDue === total) return { currency, total };
  const quoted = await quotedDay(db, input.priceQuote, round.id, now);
  if (quoted !== null && input.amountDue === totalOn(quoted)) {
    return { currency, total: input.amountDue };
  }
  const message = APPLICATION_MESSAGES.priceChanged(formatAmount(total, currency));
  throw AppError.conflict("PRICE_CHANGED", message, { paymentPlan: message });
}

/** The payments of an application: its recorded total split by its plan and round (APP-26). */
export const termsOf = (
  row: Pick<ApplicationRow, "paymentPlan" | "currency" | "amountDue">,
  round: { startDate: string | null },
) =>
  paymentTerms({
    plan: row.paymentPlan,
    currency: row.currency,
    total: row.amountDue,
    roundStart: round.startDate,
  });

/** A new application's event, in its transaction (its booking's is bookSlot's). */
const queueSubmitted = (tx: Tx, row: ApplicationRow, startsAt: Date | null, now: Date) =>
  queueWebhookEvent(
    tx,
    "application.submitted",
    {
      application: {
        id: row.id,
        reference: applicationReference(row.id),
        fullName: row.fullName,
        email: row.email,
        trainingCourse: row.roundId,
        status: row.status,
        assessmentStartsAt: startsAt?.toISOString() ?? null,
      },
    },
    now,
  );

/**
 * Counts a training application against the form's limits (recordSubmission) and stores it
 * with its payment screenshot, booking its assessment slot, all or nothing: the file is
 * written first and removed again if the transaction fails, so that no orphan file and no
 * half application is left. Then the confirmation e-mail.
 */
export const submitApplication = (
  deps: ApiDeps,
  input: ApplicationInput,
  screenshot: CheckedUpload,
  meta: { ip: string },
) =>
  recordSubmission(deps, { form: "application", ip: meta.ip, email: input.email }, () =>
    storeApplication(deps, input, screenshot),
  );

async function storeApplication(
  deps: ApiDeps,
  input: ApplicationInput,
  screenshot: CheckedUpload,
  now = new Date(),
) {
  const { db } = deps.database;
  // A site that cannot fulfil an application takes none (GAP-27): refused before anything,
  // the screenshot included, is stored.
  await refuseWhileRegistrationClosed(deps, now);
  // Only an unknown round is the applicant's mistake; any other failure (the database gone)
  // stays what it is, a 503 that is not kept for an Idempotency-Key's replay.
  const round = await getRound(db, input.trainingCourse).catch((error: unknown) => {
    if (!(error instanceof AppError && error.code === "NOT_FOUND")) throw error;
    throw new AppError("BAD_REQUEST", APPLICATION_MESSAGES.trainingCourse, {
      trainingCourse: APPLICATION_MESSAGES.trainingCourse,
    });
  });
  // Closed by staff, started, or past its application deadline (Egypt's calendar day, GAP-26):
  // the same refusal.
  if (!takesApplications(round, egyptToday(now))) {
    throw new AppError("BAD_REQUEST", "Registration for this training course is closed", {
      trainingCourse: "Registration for this training course is closed",
    });
  }
  const slotId = input.assessmentSlot ? Number(input.assessmentSlot) : null;
  if (slotId === null && (await availableDates(db, round.id, now)).length > 0) {
    throw new AppError("BAD_REQUEST", APPLICATION_MESSAGES.assessmentSlot, {
      assessmentSlot: APPLICATION_MESSAGES.assessmentSlot,
    });
  }
  const site = await getSiteSettings(deps);
  const owed = await amountOwed(db, input, round, site.prices, now);
  // A cheap early answer for the common duplicate; the unique index decides under races.
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.email, input.email), eq(applications.roundId, round.id)));
  if (existing) {
    // The refusal says what to do instead; the mail gives the existing application's details.
    void remindExistingApplication(deps, { email: input.email, roundId: round.id });
    throw duplicate();
  }
  // The same for a slot already full or past: under a rush most applicants meet a full slot,
  // and they get their 409 without a file written and removed again. bookSlot's conditional
  // update still decides.
  if (slotId !== null) await refuseTakenSlot(db, slotId, round.id, now);

  const key = newStorageKey("payment-screenshots", screenshot.extension);
  let created: Created;
  try {
    created = await storeFilesWithRows(
      deps,
      [{ key, bytes: screenshot.bytes }],
      (markCommitting) =>
        db.transaction(async (tx) => {
          const fileId = await insertFileRow(tx, key, screenshot);
          const [row] = await tx
            .insert(applications)
            .values({
              fullName: input.fullName,
              email: input.email,
              countryCode: input.countryCode,
              phoneNumber: input.phoneNumber,
              selectedCountry: input.selectedCountry,
              selectedCity: input.selectedCity,
              roundId: round.id,
              languagePair:
                input.languagePair ?? `English - ${input.customLanguage ?? input.secondLanguage}`,
              secondLanguage: input.secondLanguage,
              customLanguage: input.customLanguage,
              occupation: input.occupation,
              jobTitle: input.jobTitle,
              jobReferrals: input.jobReferrals,
              interests: input.interests,
              otherInterest: input.otherInterest,
              hearAbout: input.hearAbout,
              otherHearAbout: input.otherHearAbout,
              paymentPlan: input.paymentPlan,
              amountDue: owed.total,
              currency: owed.currency,
              paymentScreenshotId: fileId,
              status: "pending",
              // No time was open to book: the applicant hears when staff add some.
              notifySlotsSince: slotId === null ? now : null,
            })
            .returning();
          if (!row) throw new Error("insert returned nothing");
          const slot =
            slotId === null
              ? null
              : await bookSlot(
                  tx,
                  {
                    slotId,
                    roundId: round.id,
                    email: input.email,
                    applicationId: row.id,
                    by: "applicant",
                  },
                  now,
                );
          await tx.insert(applicationHistory).values({
            applicationId: row.id,
            event: "submitted",
            toStatus: "pending",
          });
          await queueSubmitted(tx, row, slot?.startsAt ?? null, now);
          markCommitting();
          return { row, startsAt: slot?.startsAt ?? null };
        }),
      () => applicationWithScreenshot(db, key),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }

  invalidatePublicReads(db); // the booking took a place
  deliverWebhooksSoon(deps);
  const { row, startsAt } = created;
  if (startsAt) bookingsTaken.inc();
  // One invitation, attached to the mail and answered to the page (its "Add to calendar").
  const calendar = startsAt
    ? assessmentInvitation({
        startsAt,
        roundName: round.name,
        applicationId: row.id,
        organizer: site.supportEmail,
        attendee: { name: row.fullName, email: row.email },
      })
    : null;
  const facts = {
    roundName: round.name,
    startsAt,
    calendar,
    supportEmail: site.supportEmail,
    plan: planTermsText(termsOf(row, round)),
  };
  const emailSent = await confirmApplication(deps, row, facts);
  await tellStaffOfApplication(deps, row, facts);
  return {
    message: APPLICATION_MESSAGES.success,
    emailSent,
    application: toApplicationDto(row, slotId, startsAt),
    /** What the success dialog shows: the reference to quote and the booking for a calendar. */
    reference: applicationReference(row.id),
    calendar,
  };
}

interface ConfirmationFacts {
  roundName: string;
  startsAt: Date | null;
  /** The assessment's .ics text, when one was booked. */
  calendar: string | null;
  supportEmail: string;
  plan: string;
}

type Created = { row: ApplicationRow; startsAt: Date | null };

/** The application stored with the screenshot `key`, if any (its COMMIT's answer was lost). */
async function applicationWithScreenshot(db: Db, key: string): Promise<Created | null> {
  const [found] = await db
    .select({ row: applications, startsAt: assessmentSlots.startsAt })
    .from(applications)
    .innerJoin(storedFiles, eq(storedFiles.id, applications.paymentScreenshotId))
    .leftJoin(assessmentBookings, activeBookingOfApplication)
    .leftJoin(assessmentSlots, eq(assessmentSlots.id, assessmentBookings.slotId))
    .where(eq(storedFiles.key, key));
  return found ?? null;
}

/**
 * The applicant's confirmation with a new personal link, after the commit. The application is
 * stored whatever happens here: a failure (SMTP and the database both gone, the link not
 * minted) is logged and reported as not sent.
 */
async function confirmApplication(
  deps: ApiDeps,
  row: ApplicationRow,
  facts: ConfirmationFacts,
): Promise<boolean> {
  const template = "Application confirmation";
  try {
    const content = applicationConfirmationMail({
      fullName: row.fullName,
      applicationId: row.id,
      roundName: facts.roundName,
      plan: facts.plan,
      slotStartsAt: facts.startsAt,
      invitation: facts.calendar,
      supportEmail: facts.supportEmail,
      link: await issueApplicantLink(deps, row.id),
    });
    const emailSent = await sendOrQueue(deps, await toPerson(deps, row.email, content), {
      applicationId: row.id,
      template,
    });
    await deps.database.db.insert(applicationHistory).values({
      applicationId: row.id,
      event: emailSent ? "mail-sent" : "mail-failed",
      detail: template,
    });
    return emailSent;
  } catch (error) {
    deps.logger.error("application stored, confirmation not completed", {
      applicationId: row.id,
      ...describeError(error),
    });
    return false;
  }
}

/**
 * The staff's alert of a new application (to the staff address of Settings), after the commit;
 * queued for retry when SMTP fails, and never the applicant's failure.
 */
async function tellStaffOfApplication(
  deps: ApiDeps,
  row: ApplicationRow,
  facts: ConfirmationFacts,
) {
  try {
    const content = applicationReceivedStaffMail({
      applicationId: row.id,
      roundName: facts.roundName,
      plan: facts.plan,
      slotStartsAt: facts.startsAt,
      url: consoleApplicationUrl(deps, row.id),
    });
    await alertStaff(deps, "applications", content, {
      owner: { applicationId: row.id, template: "New application (staff)" },
    });
  } catch (error) {
    deps.logger.error("application stored, staff alert not completed", {
      applicationId: row.id,
      ...describeError(error),
    });
  }
}
