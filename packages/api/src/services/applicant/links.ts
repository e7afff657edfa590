import {
  applicantLinks,
  applicationHistory,
  applications,
  type Db,
  erasedApplicantLinks,
  rounds,
  type Tx,
} from "@kairos/db";
import {
  APPLICANT_MESSAGES,
  addCalendarDays,
  applicantTokenSchema,
  egyptMidnight,
  PRIVACY_MESSAGES,
} from "@kairos/shared";
import { and, eq, isNull } from "drizzle-orm";
import { type StaffActor, staffHistory } from "../../auth/actor";
import { hashSecret, randomPart, secretMatches } from "../../auth/sessions";
import type { ApiDeps } from "../../context";
import { AppError } from "../../platform/errors";

// The applicant's personal links to /application/<token> (decision 0010), in the sessions' design:
// `<id>.<secret>`, only the secret's SHA-256 stored. Every mail to an applicant carries a new
// link. A link works until its round ends: the end of the round's last day (Egypt time), but at
// least 30 days from the mail (a mail sent after a stale end date must still open), a year when
// the round has no end date yet, and never once staff mark the round past. Staff can revoke
// an application's links.

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a link minted `now` for a round ending `endDate` stops working. */
export function linkExpiry(endDate: string | null, now: Date): Date {
  if (!endDate) return new Date(now.getTime() + 365 * DAY_MS);
  const roundEnd = egyptMidnight(addCalendarDays(endDate, 1)).getTime();
  return new Date(Math.max(roundEnd, now.getTime() + 30 * DAY_MS));
}

/** The page's address for `token`. */
export const applicantPageUrl = (deps: Pick<ApiDeps, "mail">, token: string) =>
  `${deps.mail.publicUrl}/application/${token}`;

/**
 * Mints a link to application `applicationId` and gives its address (the only time the token
 * exists in the clear). Inside the caller's transaction when given one.
 */
export async function issueApplicantLink(
  deps: Pick<ApiDeps, "mail" | "database">,
  applicationId: number,
  { tx, now = new Date() }: { tx?: Tx; now?: Date } = {},
): Promise<string> {
  const db = tx ?? deps.database.db;
  const [round] = await db
    .select({ endDate: rounds.endDate })
    .from(applications)
    .innerJoin(rounds, eq(rounds.id, applications.roundId))
    .where(eq(applications.id, applicationId));
  const id = randomPart();
  const secret = randomPart();
  await db.insert(applicantLinks).values({
    id,
    secretHash: hashSecret(secret),
    applicationId,
    expiresAt: linkExpiry(round?.endDate ?? null, now),
    createdAt: now,
  });
  return applicantPageUrl(deps, `${id}.${secret}`);
}

/**
 * The application a token opens, or the refusal that says why not: unknown (404), revoked or
 * expired, its round marked past included (403). A valid use is stamped on the link (lastUsedAt) for staff.
 */
export async function applicationOfToken(db: Db, token: string, now = new Date()) {
  // A token not written as one (spaces, other characters) is an unknown link: never trimmed
  // into the token inside it, on both transports.
  if (!applicantTokenSchema.safeParse(token).success) {
    throw new AppError("NOT_FOUND", APPLICANT_MESSAGES.linkUnknown);
  }
  const [id, secret] = token.split(".");
  const [found] = id
    ? await db
        .select({ link: applicantLinks, roundStatus: rounds.status })
        .from(applicantLinks)
        .innerJoin(applications, eq(applications.id, applicantLinks.applicationId))
        .innerJoin(rounds, eq(rounds.id, applications.roundId))
        .where(eq(applicantLinks.id, id))
    : [];
  const link = found?.link;
  if (!link && id) await refuseErasedLink(db, id);
  if (!link || !secret || !secretMatches(secret, link.secretHash)) {
    throw new AppError("NOT_FOUND", APPLICANT_MESSAGES.linkUnknown);
  }
  if (link.revokedAt) throw new AppError("FORBIDDEN", APPLICANT_MESSAGES.linkRevoked);
  // A round staff mark past ends its links at once, whatever their date (decision 0010); a
  // round past only by its end date keeps them until expiresAt, at least 30 days after the mail.
  if (link.expiresAt.getTime() <= now.getTime() || found.roundStatus === "past") {
    throw new AppError("FORBIDDEN", APPLICANT_MESSAGES.linkExpired);
  }
  await db.update(applicantLinks).set({ lastUsedAt: now }).where(eq(applicantLinks.id, link.id));
  return link.applicationId;
}

/**
 * A link whose application its person deleted (decision 0034) says so: 403, rather than the
 * unknown link's 404. Only the link's id was kept, so the secret cannot be checked: the id
 * alone is random and says nothing but that the data is gone.
 */
async function refuseErasedLink(db: Db, linkId: string) {
  const [erased] = await db
    .select({ at: erasedApplicantLinks.erasedAt })
    .from(erasedApplicantLinks)
    .where(eq(erasedApplicantLinks.id, linkId));
  if (erased) throw new AppError("FORBIDDEN", PRIVACY_MESSAGES.dataDeleted);
}

/** Revokes every live link of the application (staff), recorded on its history. */
export async function revokeApplicantLinks(
  db: Db,
  applicationId: number,
  actor: StaffActor,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [app] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for("update");
    if (!app) throw new AppError("NOT_FOUND", "Application not found");
    const revoked = await tx
      .update(applicantLinks)
      .set({ revokedAt: now })
      .where(and(eq(applicantLinks.applicationId, applicationId), isNull(applicantLinks.revokedAt)))
      .returning({ id: applicantLinks.id });
    await tx.insert(applicationHistory).values({
      applicationId,
      event: "link-revoked",
      ...staffHistory(actor),
      detail: `${revoked.length} personal ${revoked.length === 1 ? "link" : "links"} revoked`,
    });
    return { revoked: revoked.length };
  });
}
