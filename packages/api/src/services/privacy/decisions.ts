import { privacyRequests } from "@kairos/db";
import { applicationReference, PRIVACY_MESSAGES, type PrivacyDecision } from "@kairos/shared";
import { and, eq } from "drizzle-orm";
import type { StaffActor } from "../../auth/actor";
import type { ApiDeps } from "../../context";
import { sendOrQueue } from "../../mail/outbox";
import { toPerson } from "../../mail/outgoing";
import { privacyDecisionMail } from "../../mail/privacy-mail";
import { AppError } from "../../platform/errors";
import { describeError } from "../../platform/logger";
import { issueApplicantLink } from "../applicant/links";
import { supportEmailOf } from "../settings/settings";
import { addressDataZip, recordsOfAddress } from "./address-data";
import { closeRequestsOf, rememberErasedLinks } from "./applicant-erasure";
import { eraseRecord } from "./erasure";

// Staff decide a request of the queue (decision 0034): erase (the erase core, once per
// record: the application, or every record of the verified address), send a copy (the
// application's page link, whose "Download my data" gives the archive; an address's archive
// attached), or refuse with a reason. Each decision is mailed to the requester, whose address
// is then blanked. The request is claimed first (one conditional update), so two staff deciding
// at once decide once; a decision that fails half-way puts the request back in the queue.

type Request = typeof privacyRequests.$inferSelect;

async function claim(
  deps: ApiDeps,
  id: number,
  actor: StaffActor,
  decision: PrivacyDecision,
  now: Date,
) {
  const [claimed] = await deps.database.db
    .update(privacyRequests)
    .set({
      status: decision.action === "refuse" ? "refused" : "done",
      decidedAt: now,
      decidedById: actor.id,
      decisionNote: decision.action === "refuse" ? decision.reason : null,
    })
    .where(and(eq(privacyRequests.id, id), eq(privacyRequests.status, "open")))
    .returning();
  if (claimed) return claimed;
  const [exists] = await deps.database.db
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(eq(privacyRequests.id, id));
  if (!exists) throw new AppError("NOT_FOUND", "Request not found");
  throw new AppError("CONFLICT", PRIVACY_MESSAGES.notOpen);
}

/** Erases what the request is about; answers how many records were erased now. */
async function eraseFor(deps: ApiDeps, request: Request, actor: StaffActor, now: Date) {
  const by = { type: "staff" as const, userId: actor.id };
  const reason = `Request ${request.id}`;
  if (request.applicationId !== null) {
    await rememberErasedLinks(deps, request.applicationId, now);
    const done = await eraseRecord(
      deps,
      { kind: "application", id: request.applicationId, by, reason },
      now,
    );
    await closeRequestsOf(deps, request.applicationId, now, actor.id);
    return done.erased ? 1 : 0;
  }
  const records = request.email ? await recordsOfAddress(deps.database.db, request.email) : [];
  let erased = 0;
  for (const record of records) {
    if ((await eraseRecord(deps, { ...record, by, reason }, now)).erased) erased++;
  }
  return erased;
}

/** The requester's mail of the decision, with the copy when one was asked. */
async function mailDecision(
  deps: ApiDeps,
  request: Request,
  decision: PrivacyDecision,
  erasedCount: number,
) {
  const to = request.email;
  if (!to) return null;
  const supportEmail = await supportEmailOf(deps);
  // An application's copy is its page's "Download my data": a fresh personal link.
  const link =
    decision.action === "copy" && request.applicationId !== null
      ? await issueApplicantLink(deps, request.applicationId)
      : undefined;
  const content = privacyDecisionMail({
    wants: request.wants,
    outcome:
      decision.action === "erase" ? "erased" : decision.action === "copy" ? "copy" : "refused",
    reason: decision.action === "refuse" ? decision.reason : null,
    erasedCount,
    link,
    supportEmail,
  });
  const attachments =
    decision.action === "copy" && !link
      ? [
          {
            filename: "kairos-data.zip",
            content: await addressDataZip(deps, to),
            contentType: "application/zip",
          },
        ]
      : undefined;
  return sendOrQueue(deps, await toPerson(deps, to, { ...content, attachments }));
}

/** Staff decide request `id`: erase, send a copy, or refuse with a reason. */
export async function decidePrivacyRequest(
  deps: ApiDeps,
  id: number,
  decision: PrivacyDecision,
  actor: StaffActor,
  now = new Date(),
) {
  const request = await claim(deps, id, actor, decision, now);
  let erased = 0;
  let emailSent: boolean | null = null;
  try {
    if (decision.action === "erase") erased = await eraseFor(deps, request, actor, now);
    emailSent = await mailDecision(deps, request, decision, erased);
  } catch (error) {
    // Back in the queue as it was (a held record, storage or mail down): staff try again.
    await deps.database.db
      .update(privacyRequests)
      .set({ status: "open", decidedAt: null, decidedById: null, decisionNote: null })
      .where(eq(privacyRequests.id, id));
    deps.logger.error("privacy request not decided", { requestId: id, ...describeError(error) });
    throw error;
  }
  // The address was needed only to answer: it goes with the decision.
  await deps.database.db
    .update(privacyRequests)
    .set({ email: null })
    .where(eq(privacyRequests.id, id));
  return {
    id,
    status: decision.action === "refuse" ? ("refused" as const) : ("done" as const),
    erased,
    emailSent,
    reference: request.applicationId === null ? null : applicationReference(request.applicationId),
  };
}
