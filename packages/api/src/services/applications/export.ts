import { applications, assessmentBookings, assessmentSlots, type Db, rounds } from "@kairos/db";
import {
  APPLICATION_STATUS_LABELS,
  EGYPT_TIME_ZONE,
  egyptIsoWithOffset,
  egyptToday,
  HEAR_ABOUT_LABELS,
  interestLabels,
  JOB_REFERRAL_LABELS,
  OCCUPATION_LABELS,
  PAYMENT_PLAN_LABELS,
  toZonedParts,
} from "@kairos/shared";
import { and, desc, eq, lt } from "drizzle-orm";
import { csvStream, safeCell } from "../../platform/csv";
import { activeBookingOfApplication } from "../bookings/book";
import { netPaidSql, outstandingSql } from "../payments/ledger-sql";
import { type Accessor, recordAccess } from "../privacy/access-log";
import { type ApplicationFilters, filterWhere } from "./admin";

const BATCH = 1000;

const COLUMNS = [
  ["id", "ID"],
  ["fullName", "Full name"],
  ["email", "Email"],
  ["countryCode", "Country code"],
  ["phoneNumber", "Phone number"],
  ["selectedCountry", "Country"],
  ["selectedCity", "City"],
  ["trainingCourse", "Training course"],
  ["roundId", "Round ID"],
  ["secondLanguage", "Second language"],
  ["customLanguage", "Custom language"],
  ["assessmentSlot", "Assessment slot"],
  ["assessmentDate", "Assessment date (Egypt time)"],
  ["assessmentTime", "Assessment time (Egypt time)"],
  ["occupation", "Occupation"],
  ["jobTitle", "Job title"],
  ["jobReferrals", "Job referrals"],
  ["interests", "Interests"],
  ["otherInterest", "Other interest"],
  ["hearAbout", "Heard about"],
  ["otherHearAbout", "Other source"],
  ["paymentPlan", "Payment plan"],
  // What the application owes in all, as recorded when it was submitted: a plain number for
  // spreadsheets, beside its currency's code.
  ["amountDue", "Amount due"],
  ["currency", "Currency"],
  ["paymentScreenshot", "Payment screenshot"],
  ["applicationStatus", "Status"],
  // Instants as ISO 8601 on Egypt's clock with the day's offset: 2026-11-27T10:30:00+02:00.
  ["applicationDate", "Applied (Egypt time)"],
  ["updatedAt", "Updated (Egypt time)"],
  ["notes", "Notes"],
  // The ledger (APP-26), added up by ledger-sql.ts as ledgerOf does: what was paid net of
  // refunds, what is still to pay, and the Egypt day of a withdrawal (empty if none).
  ["paid", "Paid"],
  ["outstanding", "Outstanding"],
  ["withdrawn", "Withdrawn (Egypt time)"],
] as const;

/** The export's file name: `{round or all}-applications-{YYYY-MM-DD}.csv`, Egypt's day. */
export const exportFileName = (round: string | undefined, now = new Date()) =>
  // The round comes from the URL: only safe characters may reach the Content-Disposition header.
  `${round?.replace(/[^\w.-]/g, "_").slice(0, 60) || "all"}-applications-${egyptToday(now)}.csv`;

/** A coded value as a person reads it; an unknown code as it is. */
const labelOf = <K extends string>(labels: Record<K, string>, value: string | null) =>
  value === null ? "" : (labels[value as K] ?? value);

/**
 * Reads the matching applications newest first, a batch at a time (keyset on id). Coded values
 * are written as their labels (the round's id keeps a column of its own); the screenshot as a
 * link that opens for a signed-in staff member.
 */
async function* rowsOf(db: Db, filters: ApplicationFilters, publicUrl: string) {
  let before: number | undefined;
  for (;;) {
    const batch = await db
      .select({
        row: applications,
        slotId: assessmentBookings.slotId,
        startsAt: assessmentSlots.startsAt,
        roundName: rounds.name,
        paid: netPaidSql,
        outstanding: outstandingSql,
      })
      .from(applications)
      .leftJoin(rounds, eq(rounds.id, applications.roundId))
      .leftJoin(assessmentBookings, activeBookingOfApplication)
      .leftJoin(assessmentSlots, eq(assessmentSlots.id, assessmentBookings.slotId))
      .where(
        and(filterWhere(filters), before === undefined ? undefined : lt(applications.id, before)),
      )
      .orderBy(desc(applications.id))
      .limit(BATCH);
    for (const { row, slotId, startsAt, roundName, paid, outstanding } of batch) {
      const slot = startsAt ? toZonedParts(startsAt, EGYPT_TIME_ZONE) : undefined;
      const record: Record<(typeof COLUMNS)[number][0], unknown> = {
        id: row.id,
        fullName: row.fullName,
        email: row.email,
        countryCode: row.countryCode,
        phoneNumber: row.phoneNumber,
        selectedCountry: row.selectedCountry,
        selectedCity: row.selectedCity,
        trainingCourse: roundName ?? row.roundId,
        roundId: row.roundId,
        secondLanguage: row.secondLanguage,
        customLanguage: row.customLanguage,
        assessmentSlot: slotId,
        assessmentDate: slot?.date,
        assessmentTime: slot?.time,
        occupation: labelOf(OCCUPATION_LABELS, row.occupation),
        jobTitle: row.jobTitle,
        jobReferrals: labelOf(JOB_REFERRAL_LABELS, row.jobReferrals),
        interests: interestLabels(row.interests, row.otherInterest).join("; "),
        otherInterest: row.otherInterest,
        hearAbout: labelOf(HEAR_ABOUT_LABELS, row.hearAbout),
        otherHearAbout: row.otherHearAbout,
        paymentPlan: labelOf(PAYMENT_PLAN_LABELS, row.paymentPlan),
        amountDue: row.amountDue,
        currency: row.currency,
        paymentScreenshot: row.paymentScreenshotId
          ? `${publicUrl}/api/files/${row.paymentScreenshotId}`
          : "",
        applicationStatus: labelOf(APPLICATION_STATUS_LABELS, row.status),
        applicationDate: egyptIsoWithOffset(row.createdAt),
        updatedAt: egyptIsoWithOffset(row.updatedAt),
        notes: row.notes,
        paid,
        outstanding,
        withdrawn: row.withdrawnAt ? egyptToday(row.withdrawnAt) : "",
      };
      yield COLUMNS.map(([key]) => safeCell(record[key]));
    }
    if (batch.length < BATCH) return;
    before = batch.at(-1)?.row.id;
  }
}

/**
 * The CSV of the matching applications, one row per application, after recording the download
 * in the staff access log (decision 0035): a log row that cannot be written stops the export
 * before its first byte.
 */
export async function exportApplicationsCsv(
  db: Db,
  filters: ApplicationFilters,
  publicUrl: string,
  who: Accessor,
): Promise<ReadableStream<Uint8Array>> {
  await recordAccess(db, who, {
    action: "export-downloaded",
    subject: "applications-csv",
    filters: { ...filters },
  });
  return csvStream(
    COLUMNS.map(([, label]) => label),
    rowsOf(db, filters, publicUrl),
  );
}
