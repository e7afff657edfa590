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
import type { ApiDeps } from "../context";
import { archivedFileName, dataZip } from "./applicant-data";

// The records sent from one e-mail address (decision 0034): the interpreter registrations,
// interpreter requests and contact messages whose address it is, for a verified request from
// the public form. Erased records are left out (nothing of them is left to give or erase).

const sameAddress = (column: AnyPgColumn, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;

/** The records of `email` not yet erased, by kind: what an erasure would erase. */
export async function recordsOfAddress(db: Db, email: string) {
  const [registrations, requests, messages] = await Promise.all([
    db
      .select({ id: interpreterRegistrations.id })
      .from(interpreterRegistrations)
      .where(
        and(
          sameAddress(interpreterRegistrations.email, email),
          isNull(interpreterRegistrations.erasedAt),
        ),
      ),
    db
      .select({ id: interpreterRequests.id })
      .from(interpreterRequests)
      .where(
        and(sameAddress(interpreterRequests.email, email), isNull(interpreterRequests.erasedAt)),
      ),
    db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(and(sameAddress(contactMessages.email, email), isNull(contactMessages.erasedAt))),
  ]);
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
  const [registrations, requests, messages] = await Promise.all([
    db
      .select()
      .from(interpreterRegistrations)
      .where(
        and(
          sameAddress(interpreterRegistrations.email, email),
          isNull(interpreterRegistrations.erasedAt),
        ),
      )
      .orderBy(asc(interpreterRegistrations.id)),
    db
      .select()
      .from(interpreterRequests)
      .where(
        and(sameAddress(interpreterRequests.email, email), isNull(interpreterRequests.erasedAt)),
      )
      .orderBy(asc(interpreterRequests.id)),
    db
      .select()
      .from(contactMessages)
      .where(and(sameAddress(contactMessages.email, email), isNull(contactMessages.erasedAt)))
      .orderBy(asc(contactMessages.id)),
  ]);
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
