import {
  applicantLinks,
  applicationHistory,
  applicationPayments,
  applications,
  assessmentBookings,
  contactMessages,
  emailCodes,
  interpreterRegistrationDocuments,
  interpreterRegistrations,
  interpreterRequests,
  paymentProofs,
  type Tx,
} from "@kairos/db";
import { ERASED_MARKER, type ErasableKind } from "@kairos/shared";
import { and, eq, isNotNull } from "drizzle-orm";

// The personal fields of each erasable record and of the rows hanging off it (decision 0033).
// The record's row stays, so that counts, ledger sums and slot bookings stay right: a text the
// database requires becomes the marker or "", an optional one null. What stays is what no one
// can be told apart by: the round, the status, the plan and its amounts, the choices picked
// from the forms' lists (languages, occupation, how they heard of Kairos), the dates.

/** The four tables, by kind: each has `id`, `email` and the erasure columns. */
export const ERASABLE_TABLES = {
  application: applications,
  interpreter_registration: interpreterRegistrations,
  interpreter_request: interpreterRequests,
  contact_message: contactMessages,
} as const;

/**
 * An erased application's e-mail: unique per record, as applications' (e-mail, round) index
 * and bookings' active (round, e-mail) index require, and lower-case as their checks require.
 */
export const erasedEmail = (id: number) => `erased-${id}`;

const blankReference = {
  name: "",
  organisation: "",
  position: "",
  address: "",
  email: "",
  telephone: "",
  capacity: "",
};

/**
 * Replaces the personal fields of the record and its rows; resolves the stored_files ids the
 * record referenced, whose rows and bytes the caller removes.
 */
export async function eraseFields(tx: Tx, kind: ErasableKind, id: number): Promise<string[]> {
  switch (kind) {
    case "application":
      return eraseApplication(tx, id);
    case "interpreter_registration":
      return eraseRegistration(tx, id);
    case "interpreter_request":
      await tx
        .update(interpreterRequests)
        .set({
          fullName: ERASED_MARKER,
          organization: null,
          email: "",
          countryCode: "",
          phoneNumber: "",
          street: null,
          city: null,
          state: null,
          zipCode: null,
          country: null,
          budgetRange: null,
          additionalInfo: null,
          setting: null,
        })
        .where(eq(interpreterRequests.id, id));
      return [];
    case "contact_message":
      await tx
        .update(contactMessages)
        .set({ name: ERASED_MARKER, email: "", subject: "", message: "" })
        .where(eq(contactMessages.id, id));
      return [];
  }
}

async function eraseApplication(tx: Tx, id: number): Promise<string[]> {
  const [app] = await tx
    .select({
      email: applications.email,
      round: applications.roundId,
      screenshot: applications.paymentScreenshotId,
    })
    .from(applications)
    .where(eq(applications.id, id));
  if (!app) return [];
  const files = new Set<string>();
  if (app.screenshot) files.add(app.screenshot);
  const add = (rows: { fileId: string | null }[]) => {
    for (const row of rows) if (row.fileId) files.add(row.fileId);
  };
  add(
    await tx
      .select({ fileId: applicationHistory.fileId })
      .from(applicationHistory)
      .where(and(eq(applicationHistory.applicationId, id), isNotNull(applicationHistory.fileId))),
  );
  add(
    await tx
      .select({ fileId: applicationPayments.proofFileId })
      .from(applicationPayments)
      .where(eq(applicationPayments.applicationId, id)),
  );
  add(
    await tx
      .select({ fileId: paymentProofs.fileId })
      .from(paymentProofs)
      .where(eq(paymentProofs.applicationId, id)),
  );
  const email = erasedEmail(id);
  await tx
    .update(applications)
    .set({
      fullName: ERASED_MARKER,
      email,
      countryCode: "",
      phoneNumber: "",
      selectedCountry: "",
      selectedCity: "",
      customLanguage: null,
      jobTitle: null,
      otherInterest: null,
      otherHearAbout: null,
      paymentScreenshotId: null,
      notes: null,
      notifySlotsSince: null,
    })
    .where(eq(applications.id, id));
  await tx
    .update(assessmentBookings)
    .set({ email })
    .where(eq(assessmentBookings.applicationId, id));
  await tx
    .update(applicationHistory)
    .set({ notes: null, applicantMessage: null, detail: null, fileId: null })
    .where(eq(applicationHistory.applicationId, id));
  await tx
    .update(applicationPayments)
    .set({ reference: null, note: null, proofFileId: null })
    .where(eq(applicationPayments.applicationId, id));
  // A proof row is only its file: without the file it is nothing to check.
  await tx.delete(paymentProofs).where(eq(paymentProofs.applicationId, id));
  await tx.delete(applicantLinks).where(eq(applicantLinks.applicationId, id));
  await tx
    .delete(emailCodes)
    .where(and(eq(emailCodes.email, app.email), eq(emailCodes.roundId, app.round)));
  return [...files];
}

async function eraseRegistration(tx: Tx, id: number): Promise<string[]> {
  const documents = await tx
    .delete(interpreterRegistrationDocuments)
    .where(eq(interpreterRegistrationDocuments.registrationId, id))
    .returning({ fileId: interpreterRegistrationDocuments.fileId });
  await tx
    .update(interpreterRegistrations)
    .set({
      fullName: ERASED_MARKER,
      email: "",
      phoneNumber: "",
      countryOfResidence: "",
      cityZipCode: "",
      otherLanguages: null,
      availableHours: null,
      certificationBody: null,
      trainingPrograms: null,
      otherFieldSpecify: null,
      providerNames: null,
      hourlyRate: "",
      perMinuteRate: null,
      workAuthorization: null,
      whyJoinKairos: "",
      reference1: blankReference,
      reference2: blankReference,
    })
    .where(eq(interpreterRegistrations.id, id));
  return documents.map((d) => d.fileId);
}

/**
 * The fields a staff list or detail answers as null once the record is erased (REST and the
 * console alike): what named or reached the person. The rest of the row stays as it was.
 */
export const ERASED_FIELDS = {
  application: [
    "fullName",
    "email",
    "countryCode",
    "phoneNumber",
    "selectedCity",
    "selectedCountry",
  ],
  interpreter_registration: [
    "fullName",
    "email",
    "phoneNumber",
    "countryOfResidence",
    "cityZipCode",
    "hourlyRate",
    "whyJoinKairos",
    "reference1",
    "reference2",
  ],
  interpreter_request: ["fullName", "email", "countryCode", "phoneNumber"],
  contact_message: ["name", "email", "subject", "message"],
} as const satisfies Record<ErasableKind, readonly string[]>;

type Erasable = { erasedAt: Date | null; heldAt: Date | null };
type ErasedKeys<K extends ErasableKind, T> = (typeof ERASED_FIELDS)[K][number] & keyof T;

/** A record as staff read it: its erasure and hold as ISO dates, the erased fields null. */
export type StaffView<T extends Erasable, K extends ErasableKind> = Omit<
  T,
  ErasedKeys<K, T> | "erasedAt" | "heldAt"
> & { [P in ErasedKeys<K, T>]: T[P] | null } & { erasedAt: string | null; heldAt: string | null };

export function staffView<T extends Erasable, K extends ErasableKind>(
  kind: K,
  row: T,
): StaffView<T, K> {
  const view: Record<string, unknown> = {
    ...row,
    erasedAt: row.erasedAt?.toISOString() ?? null,
    heldAt: row.heldAt?.toISOString() ?? null,
  };
  if (row.erasedAt) {
    for (const field of ERASED_FIELDS[kind]) if (field in view) view[field] = null;
  }
  return view as StaffView<T, K>;
}
