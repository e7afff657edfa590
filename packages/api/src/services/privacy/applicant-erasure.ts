import {
  applicantLinks,
  applications,
  erasedApplicantLinks,
  privacyRequests,
  rounds,
} from "@kairos/db";
import {
  applicationReference,
  ERASURE_WAIT_REASONS,
  egyptToday,
  PRIVACY_MESSAGES,
} from "@kairos/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { sendNow } from "../../mail/outbox";
import { toPerson } from "../../mail/outgoing";
import { erasedMail } from "../../mail/privacy-mail";
import { AppError } from "../../platform/errors";
import { describeError } from "../../platform/logger";
import { applicantPage } from "../applicant/page";
import { outstandingSql } from "../payments/ledger-sql";
import { supportEmailOf } from "../settings/settings";
import { countDataAction } from "./applicant-data";
import { eraseRecord } from "./erasure";

// "Delete my data" on the applicant's page (decision 0034). Allowed at once when nothing is
// owed (the ledger's rule, ledger-sql.ts) and the round has ended (marked past, or its end day
// is behind us, Egypt time); otherwise it becomes a request in the staff queue with the reason.
// The erasure itself is the erase core's (erasure.ts, decision 0033): this module decides
// whether it may run, mails the confirmation to the address before it is erased, and leaves a
// note that the page's links were ended by an erasure.

/** What stands in the way of erasing now, or null when nothing does. */
export async function erasureWaitReason(deps: ApiDeps, applicationId: number, now = new Date()) {
  const [row] = await deps.database.db
    .select({
      outstanding: outstandingSql,
      heldAt: applications.heldAt,
      roundStatus: rounds.status,
      endDate: rounds.endDate,
    })
    .from(applications)
    .innerJoin(rounds, eq(rounds.id, applications.roundId))
    .where(eq(applications.id, applicationId));
  if (!row) throw new AppError("NOT_FOUND", "Application not found");
  // Held by staff (decision 0033): the erase core would refuse it after the confirmation mail.
  if (row.heldAt) return ERASURE_WAIT_REASONS.held;
  if (row.outstanding > 0) return ERASURE_WAIT_REASONS.outstanding;
  const ended =
    row.roundStatus === "past" || (row.endDate !== null && row.endDate < egyptToday(now));
  return ended ? null : ERASURE_WAIT_REASONS.roundNotEnded;
}

/**
 * Keeps the ids of the application's links (never their secrets) before the erasure deletes
 * them, so that such a link says the data was deleted (applicationOfToken).
 */
export async function rememberErasedLinks(deps: ApiDeps, applicationId: number, now: Date) {
  const links = await deps.database.db
    .select({ id: applicantLinks.id })
    .from(applicantLinks)
    .where(eq(applicantLinks.applicationId, applicationId));
  if (links.length === 0) return;
  await deps.database.db
    .insert(erasedApplicantLinks)
    .values(links.map((l) => ({ id: l.id, erasedAt: now })))
    .onConflictDoNothing();
}

/** Marks the application's open requests done and forgets their addresses. */
export async function closeRequestsOf(
  deps: ApiDeps,
  applicationId: number,
  now: Date,
  decidedById: string | null = null,
) {
  await deps.database.db
    .update(privacyRequests)
    .set({ status: "done", email: null, decidedAt: now, decidedById })
    .where(
      and(
        eq(privacyRequests.applicationId, applicationId),
        inArray(privacyRequests.status, ["open", "unverified"]),
      ),
    );
}

/** The applicant's own erasure, the conditions met: confirmation mailed first, then erased. */
async function eraseNow(deps: ApiDeps, applicationId: number, now: Date) {
  const [app] = await deps.database.db
    .select({ email: applications.email })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!app) throw new AppError("NOT_FOUND", "Application not found");
  // Sent once and never queued: a queued mail would keep the address the erasure removes
  // (the erase core deletes the outbox's mails to it), so a failure is logged and let go.
  let emailSent = false;
  try {
    const content = erasedMail({
      reference: applicationReference(applicationId),
      supportEmail: await supportEmailOf(deps),
    });
    emailSent = await sendNow(deps, await toPerson(deps, app.email, content));
  } catch (error) {
    deps.logger.error("erasure confirmation not sent", { applicationId, ...describeError(error) });
  }
  await rememberErasedLinks(deps, applicationId, now);
  await eraseRecord(
    deps,
    {
      kind: "application",
      id: applicationId,
      by: { type: "applicant" },
      reason: "The applicant's own request",
    },
    now,
  );
  await closeRequestsOf(deps, applicationId, now);
  return {
    erased: true as const,
    emailSent,
    reason: null,
    message: PRIVACY_MESSAGES.erased,
    page: null,
  };
}

/** A request in the staff queue, once per application (the open-request index decides). */
async function requestErasure(deps: ApiDeps, applicationId: number, reason: string, now: Date) {
  const [app] = await deps.database.db
    .select({ email: applications.email })
    .from(applications)
    .where(eq(applications.id, applicationId));
  await deps.database.db
    .insert(privacyRequests)
    .values({
      kind: "application",
      wants: "erasure",
      applicationId,
      email: app?.email ?? null,
      reason,
      status: "open",
      verifiedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({
      target: [privacyRequests.applicationId, privacyRequests.wants],
      where: sql`${privacyRequests.status} = 'open' AND ${privacyRequests.applicationId} IS NOT NULL`,
    });
  return {
    erased: false as const,
    emailSent: null,
    reason,
    message: PRIVACY_MESSAGES.erasureRequested(reason),
    page: await applicantPage(deps, applicationId),
  };
}

/**
 * "Delete my data": erased now when allowed, else a request staff see with its reason. Counted
 * by countDataAction.
 */
export async function deleteMyData(
  deps: ApiDeps,
  applicationId: number,
  { ip, now = new Date() }: { ip?: string; now?: Date } = {},
) {
  await countDataAction(deps, "erase", applicationId, ip);
  const reason = await erasureWaitReason(deps, applicationId, now);
  return reason
    ? requestErasure(deps, applicationId, reason, now)
    : eraseNow(deps, applicationId, now);
}
