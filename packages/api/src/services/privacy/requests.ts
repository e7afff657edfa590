import { type Db, privacyRequests } from "@kairos/db";
import { applicationReference, PRIVACY_MESSAGES, type PrivacyRequestInput } from "@kairos/shared";
import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { hashSecret, randomPart } from "../../auth/sessions";
import type { ApiDeps } from "../../context";
import { sendOrQueue } from "../../mail/outbox";
import { toPerson } from "../../mail/outgoing";
import { privacyVerifyMail } from "../../mail/privacy-mail";
import { AppError } from "../../platform/errors";
import { recordSubmission } from "../../platform/form-limits";
import { supportEmailOf } from "../settings/settings";
import { recordsOfAddress } from "./address-data";

// The public form's requests (decision 0034): an interpreter registrant, requester or sender
// of a message asks for a copy of their data or its deletion. The address is proved by a link
// mailed to it (a random token, only its SHA-256 kept, working once within 24 hours, as the
// applicants' links); only then does the request enter the staff queue. The answer is the same
// whether or not the address has sent anything, so the form tells nobody what is stored.

const VERIFY_MS = 24 * 60 * 60 * 1000;

/** Stores an unverified request and mails its confirmation link (the forms' limits apply). */
export function submitPrivacyRequest(
  deps: ApiDeps,
  input: PrivacyRequestInput,
  meta: { ip: string },
  now = new Date(),
) {
  return recordSubmission(
    deps,
    { form: "privacy-request", ip: meta.ip, email: input.email },
    async () => {
      // A request never confirmed keeps its address no longer than its link works.
      await deps.database.db
        .delete(privacyRequests)
        .where(
          and(eq(privacyRequests.status, "unverified"), lt(privacyRequests.verifyExpiresAt, now)),
        );
      const token = randomPart();
      await deps.database.db.insert(privacyRequests).values({
        kind: "email_address",
        wants: input.wants,
        email: input.email,
        status: "unverified",
        verifyHash: hashSecret(token),
        verifyExpiresAt: new Date(now.getTime() + VERIFY_MS),
        createdAt: now,
      });
      const content = privacyVerifyMail({
        wants: input.wants,
        link: `${deps.mail.publicUrl}/privacy/confirm/${token}`,
        supportEmail: await supportEmailOf(deps),
      });
      await sendOrQueue(deps, await toPerson(deps, input.email, content));
      return { message: PRIVACY_MESSAGES.requested };
    },
  );
}

/**
 * The mailed link, opened: the request enters the queue. One conditional update decides, so a
 * link used twice at once (or twice) works once; an unknown, used or expired one is a 404.
 */
export async function verifyPrivacyRequest(deps: ApiDeps, token: string, now = new Date()) {
  const [done] = await deps.database.db
    .update(privacyRequests)
    .set({ status: "open", verifiedAt: now, verifyHash: null, verifyExpiresAt: null })
    .where(
      and(
        eq(privacyRequests.verifyHash, hashSecret(token)),
        eq(privacyRequests.status, "unverified"),
        gt(privacyRequests.verifyExpiresAt, now),
      ),
    )
    .returning({ id: privacyRequests.id });
  if (!done) throw new AppError("NOT_FOUND", PRIVACY_MESSAGES.linkInvalid);
  return { message: PRIVACY_MESSAGES.verified };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The staff queue: open requests, oldest first, with what each is about (the application's
 * reference, or how many records the address has) and its age in days.
 */
export async function listPrivacyRequests(db: Db, now = new Date()) {
  const rows = await db
    .select()
    .from(privacyRequests)
    .where(inArray(privacyRequests.status, ["open"]))
    .orderBy(asc(privacyRequests.createdAt), asc(privacyRequests.id));
  const requests = await Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      kind: r.kind,
      wants: r.wants,
      status: r.status,
      reason: r.reason,
      email: r.email,
      applicationId: r.applicationId,
      reference: r.applicationId === null ? null : applicationReference(r.applicationId),
      records:
        r.kind === "email_address" && r.email ? (await recordsOfAddress(db, r.email)).length : 1,
      createdAt: r.createdAt.toISOString(),
      ageDays: Math.floor((now.getTime() - r.createdAt.getTime()) / DAY_MS),
    })),
  );
  return { requests };
}

/** Open requests, for the console's sidebar badge. */
export async function countOpenPrivacyRequests(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(privacyRequests)
    .where(eq(privacyRequests.status, "open"));
  return row?.n ?? 0;
}
