import { applicationHistory, applications, rounds } from "@kairos/db";
import { APPLICATION_STATUS_LABELS } from "@kairos/shared";
import { and, desc, eq, gt, type SQL } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { applicationLinkMail, type LinkMailReason } from "../../mail/application-mail";
import { sendOrQueue } from "../../mail/outbox";
import { toPerson } from "../../mail/outgoing";
import { AppError } from "../../platform/errors";
import { recordSubmission } from "../../platform/form-limits";
import { describeError } from "../../platform/logger";
import { issueApplicantLink } from "../applicant/links";
import { refuseErasedApplications } from "../privacy/erasure";
import { supportEmailOf } from "../settings/settings";

// Whether an address has applied is told only to that address, by a mail with the link to its
// page, never by an answer: "Find my application" and the application form's early duplicate
// check answer the same to every address (GAP-08, decisions 0009 and 0010). The lookup and the
// mail run after the answer, so that its timing tells nothing either.

const TEMPLATES: Record<LinkMailReason, string> = {
  duplicate: "Existing application reminder",
  find: "Application link",
  staff: "Application link sent by staff",
};
const ONCE_PER_MS = 24 * 60 * 60 * 1000;

/** Mails each application matching `where` a new link; a duplicate's at most once a day. */
async function mailLinks(
  deps: ApiDeps,
  where: SQL | undefined,
  reason: LinkMailReason,
  now: Date,
  actorId?: string,
) {
  const { db } = deps.database;
  const template = TEMPLATES[reason];
  const found = await db
    .select({ row: applications, roundName: rounds.name })
    .from(applications)
    .innerJoin(rounds, eq(rounds.id, applications.roundId))
    .where(where)
    .orderBy(desc(applications.createdAt));
  for (const { row, roundName } of found) {
    if (reason === "duplicate") {
      const [recent] = await db
        .select({ id: applicationHistory.id })
        .from(applicationHistory)
        .where(
          and(
            eq(applicationHistory.applicationId, row.id),
            eq(applicationHistory.detail, template),
            gt(applicationHistory.createdAt, new Date(now.getTime() - ONCE_PER_MS)),
          ),
        )
        .limit(1);
      if (recent) continue;
    }
    const content = applicationLinkMail({
      reason,
      fullName: row.fullName,
      applicationId: row.id,
      roundName,
      submittedAt: row.createdAt,
      status: APPLICATION_STATUS_LABELS[row.status],
      link: await issueApplicantLink(deps, row.id, { now }),
      supportEmail: await supportEmailOf(deps),
    });
    const sent = await sendOrQueue(deps, await toPerson(deps, row.email, content), {
      applicationId: row.id,
      template,
    });
    await db.insert(applicationHistory).values({
      applicationId: row.id,
      event: reason === "staff" ? "link-sent" : sent ? "mail-sent" : "mail-failed",
      actorId,
      detail:
        reason === "staff" && !sent ? `${template}: the mail failed, queued for retry` : template,
    });
    if (reason === "staff") return sent;
  }
  return null;
}

/**
 * Mails the holder of `email`'s application (an address as the shared schema gives it: trimmed,
 * lower case) to `roundId` its link, if there is one and it was not mailed so within a day.
 * Not awaited by callers; never throws.
 */
export async function remindExistingApplication(
  deps: ApiDeps,
  input: { email: string; roundId: string },
  now = new Date(),
): Promise<void> {
  try {
    await mailLinks(
      deps,
      and(eq(applications.email, input.email), eq(applications.roundId, input.roundId)),
      "duplicate",
      now,
    );
  } catch (error) {
    deps.logger.error("existing-application reminder not completed", describeError(error));
  }
}

/**
 * "Find my application": counted against the form limits like a submission (so an address or
 * an e-mail can ask only a few times in the window), answered at once, and each application of
 * `email` mailed its link afterwards.
 */
export async function findMyApplications(
  deps: ApiDeps,
  email: string,
  meta: { ip: string },
  now = new Date(),
): Promise<void> {
  await recordSubmission(deps, { form: "applicant-link", ip: meta.ip, email }, async () => {});
  void mailLinks(deps, eq(applications.email, email), "find", now).catch((error: unknown) =>
    deps.logger.error("application links not mailed", describeError(error)),
  );
}

/** Staff send the applicant a new link (the older ones stay valid unless revoked). */
export async function resendApplicantLink(
  deps: ApiDeps,
  applicationId: number,
  actor: { id: string },
  now = new Date(),
) {
  await refuseErasedApplications(deps.database.db, [applicationId]);
  const sent = await mailLinks(deps, eq(applications.id, applicationId), "staff", now, actor.id);
  if (sent === null) throw new AppError("NOT_FOUND", "Application not found");
  return { emailSent: sent };
}
