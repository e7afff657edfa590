import {
  applicationHistory,
  applications,
  type Db,
  interpreterRegistrationDocuments,
  paymentProofs,
} from "@kairos/db";
import { type AccessSubject, API_KEY_MESSAGES, type ApiKeyScope } from "@kairos/shared";
import { eq } from "drizzle-orm";
import { AppError } from "../platform/errors";

/** What an API key holds, as far as its scopes go. */
export interface ScopedKey {
  scopes: readonly ApiKeyScope[];
}

/** A key holding `scope` goes on; any other is refused with 403 naming the scope it needs. */
export function requireScope(key: ScopedKey, scope: ApiKeyScope) {
  if (!key.scopes.includes(scope))
    throw new AppError("FORBIDDEN", API_KEY_MESSAGES.forbidden(scope));
}

/**
 * The record an uploaded file belongs to, what kind of file it is there (the access log's
 * subject, decision 0035), and the scope a key needs to read it: an interpreter's registration
 * documents (a CV, a certificate) are the inboxes'; a proof of payment, current or replaced
 * (or a later installment's), is the applications'.
 */
export type FileRecord = { subject: AccessSubject; scope: ApiKeyScope } & (
  | { applicationId: number; registrationId?: undefined }
  | { registrationId: number; applicationId?: undefined }
);

/** The record of `fileId` (FileRecord); null for a file of no record. */
export async function recordOfFile(db: Db, fileId: string): Promise<FileRecord | null> {
  const [document] = await db
    .select({
      registrationId: interpreterRegistrationDocuments.registrationId,
      kind: interpreterRegistrationDocuments.kind,
    })
    .from(interpreterRegistrationDocuments)
    .where(eq(interpreterRegistrationDocuments.fileId, fileId))
    .limit(1);
  if (document)
    return {
      subject: document.kind,
      scope: "inboxes:read",
      registrationId: document.registrationId,
    };
  const [proof] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.paymentScreenshotId, fileId))
    .limit(1);
  if (proof)
    return { subject: "payment-proof", scope: "applications:read", applicationId: proof.id };
  const [later] = await db
    .select({ applicationId: paymentProofs.applicationId })
    .from(paymentProofs)
    .where(eq(paymentProofs.fileId, fileId))
    .limit(1);
  if (later)
    return {
      subject: "installment-proof",
      scope: "applications:read",
      applicationId: later.applicationId,
    };
  const [replaced] = await db
    .select({ applicationId: applicationHistory.applicationId })
    .from(applicationHistory)
    .where(eq(applicationHistory.fileId, fileId))
    .limit(1);
  return replaced
    ? {
        subject: "replaced-proof",
        scope: "applications:read",
        applicationId: replaced.applicationId,
      }
    : null;
}

/** The scope a key needs to read an uploaded file (recordOfFile); null for a file of no record. */
export async function scopeOfFile(db: Db, fileId: string): Promise<ApiKeyScope | null> {
  return (await recordOfFile(db, fileId))?.scope ?? null;
}
