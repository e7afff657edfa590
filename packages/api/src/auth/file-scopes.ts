import {
  applicationHistory,
  applications,
  type Db,
  interpreterRegistrationDocuments,
} from "@kairos/db";
import { API_KEY_MESSAGES, type ApiKeyScope } from "@kairos/shared";
import { eq } from "drizzle-orm";
import { AppError } from "../errors";

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
 * The scope a key needs to read an uploaded file: the scope of the record the file belongs to.
 * An interpreter's registration documents (a CV, a certificate) are the inboxes'; a proof of
 * payment, current or replaced, is the applications'. Null for a file of no record.
 */
export async function scopeOfFile(db: Db, fileId: string): Promise<ApiKeyScope | null> {
  const [document] = await db
    .select({ id: interpreterRegistrationDocuments.id })
    .from(interpreterRegistrationDocuments)
    .where(eq(interpreterRegistrationDocuments.fileId, fileId))
    .limit(1);
  if (document) return "inboxes:read";
  const [proof] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.paymentScreenshotId, fileId))
    .limit(1);
  const [replaced] = proof
    ? [proof]
    : await db
        .select({ id: applicationHistory.id })
        .from(applicationHistory)
        .where(eq(applicationHistory.fileId, fileId))
        .limit(1);
  return replaced ? "applications:read" : null;
}
