import {
  type Db,
  interpreterRegistrationDocuments,
  storedFiles,
  interpreterRegistrations as t,
} from "@kairos/db";
import {
  type InterpreterRegistrationInput,
  REGISTRATION_FILES,
  REGISTRATION_MESSAGES,
  referenceOf,
} from "@kairos/shared";
import { asc, eq } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { sendOrQueue } from "../../mail/outbox";
import { consoleUrl, toPerson } from "../../mail/outgoing";
import { alertStaff } from "../../mail/staff-alerts";
import { consoleLine, interpreterRegistrationAcknowledgement, render } from "../../mail/templates";
import { AppError } from "../../platform/errors";
import { recordSubmission } from "../../platform/form-limits";
import { insertFileRow, storeFilesWithRows } from "../../storage/files-with-rows";
import { newStorageKey } from "../../storage/storage";
import type { CheckedUpload } from "../../storage/uploads";
import { staffView } from "../privacy/erasure-fields";
import { inbox } from "./inbox";

export type RegistrationFiles = Partial<Record<keyof typeof REGISTRATION_FILES, CheckedUpload>>;

/** The registration stored with the document `key`, if any (its COMMIT's answer was lost). */
async function registrationWithFile(db: Db, key: string): Promise<number | null> {
  const [found] = await db
    .select({ id: interpreterRegistrationDocuments.registrationId })
    .from(interpreterRegistrationDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, interpreterRegistrationDocuments.fileId))
    .where(eq(storedFiles.key, key));
  return found?.id ?? null;
}

/** The reference an interpreter quotes: "REG-000042". */
const registrationReference = (id: number) => referenceOf("registration", id);

/**
 * Counts a registration against the form's limits (recordSubmission) and stores it with its
 * documents in one transaction; the files are written first and removed again when it surely
 * failed (storeFilesWithRows), so that nothing is left half-stored. Then the staff notice and
 * the interpreter's confirmation. A honeypot answer counts like a stored registration, so a
 * robot is slowed like anyone.
 */
export const submitRegistration = (
  deps: ApiDeps,
  input: InterpreterRegistrationInput,
  files: RegistrationFiles,
  meta: { ip: string },
) =>
  recordSubmission(
    deps,
    { form: "interpreter-registration", ip: meta.ip, email: input.email },
    () => storeRegistration(deps, input, files),
  );

async function storeRegistration(
  deps: ApiDeps,
  input: InterpreterRegistrationInput,
  files: RegistrationFiles,
) {
  const { website: honeypot, ...fields } = input;
  if (honeypot) {
    deps.logger.warn("honeypot submission ignored", { form: "interpreter-registration" });
    return { id: 0, reference: registrationReference(0), emailSent: true };
  }
  if (!files.resumeFile) {
    throw new AppError("BAD_REQUEST", REGISTRATION_MESSAGES.resumeFile, {
      resumeFile: REGISTRATION_MESSAGES.resumeFile,
    });
  }
  const stored = Object.entries(files).map(([field, file]) => ({
    kind: REGISTRATION_FILES[field as keyof typeof REGISTRATION_FILES],
    file: file as CheckedUpload,
    key: newStorageKey("interpreter-documents", (file as CheckedUpload).extension),
  }));
  const id = await storeFilesWithRows(
    deps,
    stored.map((s) => ({ key: s.key, bytes: s.file.bytes })),
    (markCommitting) =>
      deps.database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(t)
          .values({ ...fields, workCapacity: fields.workCapacity ?? null })
          .returning({ id: t.id });
        if (!row) throw new Error("insert returned nothing");
        for (const s of stored) {
          await tx.insert(interpreterRegistrationDocuments).values({
            registrationId: row.id,
            kind: s.kind,
            fileId: await insertFileRow(tx, s.key, s.file),
          });
        }
        markCommitting();
        return row.id;
      }),
    () => registrationWithFile(deps.database.db, stored[0]?.key ?? ""),
  );
  const reference = registrationReference(id);
  // The reference, the languages and the console's inbox: no name, contact or document, which
  // are behind the console's sign-in and its access log (decision 0035).
  const [staff, confirmation] = await Promise.all([
    alertStaff(
      deps,
      "registrations",
      render(
        `New interpreter registration ${reference}`,
        ["A new interpreter registered.", consoleLine(consoleUrl(deps, "/admin/interpreters"))],
        [
          { label: "Reference", value: reference },
          { label: "Languages", value: input.languagePair },
        ],
      ),
    ),
    toPerson(deps, input.email, interpreterRegistrationAcknowledgement(reference)).then((mail) =>
      sendOrQueue(deps, mail),
    ),
  ]);
  return { id, reference, emailSent: staff && confirmation };
}

const NOT_FOUND = "Registration not found";

/** The staff inbox of registrations; an opened registration has its documents. */
export const interpreterRegistrationsInbox = inbox({
  kind: "interpreter_registration",
  table: t,
  notFound: NOT_FOUND,
  listKey: "registrations",
  columns: {
    id: t.id,
    fullName: t.fullName,
    email: t.email,
    phoneNumber: t.phoneNumber,
    countryOfResidence: t.countryOfResidence,
    languagePair: t.languagePair,
    yearsOfExperience: t.yearsOfExperience,
    inboxState: t.inboxState,
    createdAt: t.createdAt,
  },
  searchable: [t.fullName, t.email, t.phoneNumber, t.languagePair, t.countryOfResidence],
  listed: (r) => ({ ...r, reference: registrationReference(r.id) }),
  read: async (db, id) => {
    const [row] = await db.select().from(t).where(eq(t.id, id));
    if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
    const documents = await db
      .select({
        kind: interpreterRegistrationDocuments.kind,
        fileId: storedFiles.id,
        originalName: storedFiles.originalName,
        contentType: storedFiles.contentType,
        size: storedFiles.size,
      })
      .from(interpreterRegistrationDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, interpreterRegistrationDocuments.fileId))
      .where(eq(interpreterRegistrationDocuments.registrationId, id))
      .orderBy(asc(interpreterRegistrationDocuments.id));
    return {
      registration: {
        ...staffView("interpreter_registration", row),
        reference: registrationReference(row.id),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
      documents: documents.map((d) => ({ ...d, url: `/files/${d.fileId}` })),
    };
  },
});
