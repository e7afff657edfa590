import { Readable } from "node:stream";
import { applications, assessmentBookings, assessmentSlots, type Db } from "@kairos/db";
import { EGYPT_TIME_ZONE, toZonedParts } from "@kairos/shared";
import { stringify } from "csv-stringify";
import { and, desc, eq, lt } from "drizzle-orm";
import { type ApplicationFilters, filterWhere } from "./application-admin";
import { activeBookingOfApplication } from "./applications";

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
  ["secondLanguage", "Second language"],
  ["customLanguage", "Custom language"],
  ["assessmentSlot", "Assessment slot"],
  ["assessmentDate", "Assessment date (Egypt)"],
  ["assessmentTime", "Assessment time (Egypt)"],
  ["occupation", "Occupation"],
  ["jobTitle", "Job title"],
  ["jobReferrals", "Job referrals"],
  ["interests", "Interests"],
  ["otherInterest", "Other interest"],
  ["hearAbout", "Heard about"],
  ["otherHearAbout", "Other source"],
  ["paymentPlan", "Payment plan"],
  ["paymentScreenshot", "Payment screenshot"],
  ["applicationStatus", "Status"],
  ["applicationDate", "Applied"],
  ["updatedAt", "Updated"],
  ["notes", "Notes"],
] as const;

/** A cell a spreadsheet would run as a formula is prefixed with an apostrophe (OWASP). */
function safeCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The export's file name: `{round or all}-applications-{YYYY-MM-DD}.csv`. */
export const exportFileName = (round: string | undefined, now = new Date()) =>
  // The round comes from the URL: only safe characters may reach the Content-Disposition header.
  `${round?.replace(/[^\w.-]/g, "_").slice(0, 60) || "all"}-applications-${now.toISOString().slice(0, 10)}.csv`;

/** Reads the matching applications newest first, a batch at a time (keyset on id). */
async function* rowsOf(db: Db, filters: ApplicationFilters) {
  let before: number | undefined;
  for (;;) {
    const batch = await db
      .select({
        row: applications,
        slotId: assessmentBookings.slotId,
        startsAt: assessmentSlots.startsAt,
      })
      .from(applications)
      .leftJoin(assessmentBookings, activeBookingOfApplication)
      .leftJoin(assessmentSlots, eq(assessmentSlots.id, assessmentBookings.slotId))
      .where(
        and(filterWhere(filters), before === undefined ? undefined : lt(applications.id, before)),
      )
      .orderBy(desc(applications.id))
      .limit(BATCH);
    for (const { row, slotId, startsAt } of batch) {
      const slot = startsAt ? toZonedParts(startsAt, EGYPT_TIME_ZONE) : undefined;
      const record: Record<(typeof COLUMNS)[number][0], unknown> = {
        id: row.id,
        fullName: row.fullName,
        email: row.email,
        countryCode: row.countryCode,
        phoneNumber: row.phoneNumber,
        selectedCountry: row.selectedCountry,
        selectedCity: row.selectedCity,
        trainingCourse: row.trainingCourse,
        secondLanguage: row.secondLanguage,
        customLanguage: row.customLanguage,
        assessmentSlot: slotId,
        assessmentDate: slot?.date,
        assessmentTime: slot?.time,
        occupation: row.occupation,
        jobTitle: row.jobTitle,
        jobReferrals: row.jobReferrals,
        interests: row.interests.join("; "),
        otherInterest: row.otherInterest,
        hearAbout: row.hearAbout,
        otherHearAbout: row.otherHearAbout,
        paymentPlan: row.paymentPlan,
        paymentScreenshot: row.paymentScreenshotId ? `/files/${row.paymentScreenshotId}` : "",
        applicationStatus: row.status,
        applicationDate: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        notes: row.notes,
      };
      yield COLUMNS.map(([key]) => safeCell(record[key]));
    }
    if (batch.length < BATCH) return;
    before = batch.at(-1)?.row.id;
  }
}

/**
 * The CSV of the matching applications as a stream: UTF-8 with a BOM (so spreadsheet programs
 * read Arabic names), one header row, one row per application. Memory stays bounded by one
 * batch whatever the row count; back-pressure pauses the reads.
 */
export function exportApplicationsCsv(
  db: Db,
  filters: ApplicationFilters,
): ReadableStream<Uint8Array> {
  const csv = stringify({ bom: true, header: true, columns: COLUMNS.map(([, label]) => label) });
  const source = Readable.from(rowsOf(db, filters));
  source.on("error", (error) => csv.destroy(error));
  source.pipe(csv);
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
