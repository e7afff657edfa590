import {
  contactMessages,
  type Db,
  interpreterRegistrationDocuments,
  interpreterRegistrations,
  interpreterRequests,
  storedFiles,
} from "@kairos/db";
import type { ErasableKind } from "@kairos/shared";
import { and, asc, inArray, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ApiDeps } from "../../context";
import { archivedFileName, dataZip } from "./applicant-data";

// The records sent from one e-mail address (decision 0034): the interpreter registrations,
// interpreter requests and contact messages whose address it is, for a verified request from
// the public form. Erased records are left out (nothing of them is left to give or erase).

const sameAddress = (column: AnyPgColumn, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;

/** A table's rows sent from `email` and not yet erased, oldest first. */
const unerasedOf = <
  T extends typeof contactMessages | typeof interpreterRequests | typeof interpreterRegistrations,
>(
  db: Db,
  table: T,
  email: string,
) =>
  db
    .select()
    .from(table as typeof contactMessages)
    .where(and(sameAddress(table.email, email), isNull(table.erasedAt)))
    .orderBy(asc(table.id)) as unknown as Promise<T["$inferSelect"][]>;

/** Every record of `email` not yet erased, by kind. */
async function rowsOfAddress(db: Db, email: string) {
  const [registrations, requests, messages] = await Promise.all([
    unerasedOf(db, interpreterRegistrations, email),
    unerasedOf(db, interpreterRequests, email),
    unerasedOf(db, contactMessages, email),
  ]);
  return { registrations, requests, messages };
}

/** The records of `email` not yet erased, by kind: what an erasure would erase. */
export async function recordsOfAddress(db: Db, email: string) {
  const { registrations, requests, messages } = await rowsOfAddress(db, email);
  const of = (kind: ErasableKind, rows: { id: number }[]) => rows.map((r) => ({ kind, id: r.id }));
  return [
    ...of("interpreter_registration", registrations),
    ...of("interpreter_request", requests),
    ...of("contact_message", messages),
  ];
}

/** Every column of the address's records, their documents and files, as a ZIP's bytes. */
export async function addressDataZip(deps: ApiDeps, email: string, now = new Date()) {
  const { db } = deps.database;
  const { registrations, requests, messages } = await rowsOfAddress(db, email);
  const documents = registrations.length
    ? await db
        .select()
        .from(interpreterRegistrationDocuments)
        .where(
          inArray(
            interpreterRegistrationDocuments.registrationId,
            registrations.map((r) => r.id),
          ),
        )
    : [];
  const files = documents.length
    ? await db
        .select()
        .from(storedFiles)
        .where(
          inArray(
            storedFiles.id,
            documents.map((d) => d.fileId),
          ),
        )
    : [];
  const data = {
    exportedAt: now.toISOString(),
    email,
    interpreterRegistrations: registrations,
    interpreterRegistrationDocuments: documents,
    interpreterRequests: requests,
    contactMessages: messages,
    files: files.map((f) => ({ ...f, path: archivedFileName(f) })),
  };
  return Buffer.from(await new Response(dataZip(deps, data, files)).arrayBuffer());
}
