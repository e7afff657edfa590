import {
  applicantLinks,
  applicationHistory,
  applications,
  assessmentBookings,
  assessmentSlots,
  rounds,
} from "@kairos/db";
import {
  APPLICANT_MESSAGES,
  type ApplicantHistoryEntry,
  type ApplicantPage,
  type ApplicantSlot,
  type ApplicationStatus,
  applicationReference,
  calendarDayLabel,
  EGYPT_TIME_ZONE,
  egyptToday,
  planTermsText,
  type SiteSettings,
  toZonedParts,
} from "@kairos/shared";
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { assessmentInvitation } from "../../mail/application-mail";
import { AppError } from "../../platform/errors";
import { termsOf } from "../applications/submit";
import { activeBookingOfApplication } from "../bookings/book";
import { invitationSequence } from "../bookings/invitation-sequence";
import { laterProofDue } from "../payments/later-proof-due";
import { getSiteSettings } from "../settings/settings";

// What the applicant's own page shows (decision 0010): read only; the changes are in
// actions.ts (and the bookings module's changes.ts and book-later.ts).

const STATUS_TEXT: Record<ApplicationStatus, string> = {
  pending: "Received: our team is reviewing your application and your payment.",
  "payment-pending":
    "Payment pending: our team is waiting for your payment to be completed or verified.",
  approved: "Approved: your place in the training is confirmed.",
  rejected: "Not accepted: we are unable to offer you a place in this round.",
};

const STATUS_CHANGE_TITLE: Record<ApplicationStatus, string> = {
  pending: "Back under review",
  "payment-pending": "Reviewed: payment pending",
  approved: "Reviewed: approved",
  rejected: "Reviewed: not accepted",
};

/** The history events the applicant reads; staff notes, mails and links stay with staff. */
const APPLICANT_EVENTS = [
  "submitted",
  "status-changed",
  "booking-made",
  "booking-moved",
  "booking-cancelled",
  "proof-replaced",
  "proof-uploaded",
  "withdrawn",
] as const;

function nextStep(
  page: Pick<ApplicantPage, "status" | "booking" | "canBook" | "payment" | "withdrawnAt">,
  proofSince: Date | null,
): string {
  if (page.withdrawnAt)
    return `You withdrew this application on ${calendarDayLabel(egyptToday(new Date(page.withdrawnAt)))}. Nothing more is needed from you; write to us about a refund or if this is a mistake.`;
  if (page.status === "rejected")
    return "Nothing more is needed from you. Write to us if you have questions.";
  if (page.status === "payment-pending" && proofSince)
    return `We received your new proof of payment on ${calendarDayLabel(egyptToday(proofSince))}: our team is checking it and will e-mail you once it is verified. If they ask for something else, you can upload another screenshot below.`;
  if (page.status === "payment-pending")
    return `Complete your payment (${planTermsText(page.payment)}), then upload a new screenshot of it below so that our team can verify it.`;
  if (page.booking)
    return "Join your language assessment at its booked time; the call link reaches you by e-mail before it. Our team then reviews your application and e-mails you the outcome.";
  if (page.canBook)
    return "Book your language assessment below, or ask us to e-mail you when new times open.";
  return "Our team reviews your application and e-mails you the outcome.";
}

/** What a withdrawal does to the money: Settings' refund policy, or whom to ask (APP-26). */
export const refundPolicyText = (site: Pick<SiteSettings, "refundPolicy" | "supportEmail">) =>
  site.refundPolicy?.trim() || APPLICANT_MESSAGES.askAboutRefund(site.supportEmail);

/** The page of application `applicationId` (whose link was checked by the caller). */
export async function applicantPage(
  deps: ApiDeps,
  applicationId: number,
  now = new Date(),
): Promise<ApplicantPage> {
  const { db } = deps.database;
  const [found] = await db
    .select({ row: applications, round: rounds })
    .from(applications)
    .innerJoin(rounds, eq(rounds.id, applications.roundId))
    .where(eq(applications.id, applicationId));
  if (!found) throw new AppError("NOT_FOUND", "Application not found");
  const { row, round } = found;
  const [booked] = await db
    .select({ slotId: assessmentSlots.id, startsAt: assessmentSlots.startsAt })
    .from(applications)
    .innerJoin(assessmentBookings, activeBookingOfApplication)
    .innerJoin(assessmentSlots, eq(assessmentSlots.id, assessmentBookings.slotId))
    .where(eq(applications.id, applicationId));
  const events = await db
    .select()
    .from(applicationHistory)
    .where(
      and(
        eq(applicationHistory.applicationId, applicationId),
        inArray(applicationHistory.event, [...APPLICANT_EVENTS]),
      ),
    )
    .orderBy(asc(applicationHistory.createdAt), asc(applicationHistory.id));
  const [link] = await db
    .select({ expiresAt: applicantLinks.expiresAt })
    .from(applicantLinks)
    .where(and(eq(applicantLinks.applicationId, applicationId), isNull(applicantLinks.revokedAt)))
    .orderBy(desc(applicantLinks.expiresAt))
    .limit(1);
  const site = await getSiteSettings(deps);
  const cutoffHours = site.rescheduleCutoffHours;
  const changeableUntil = booked
    ? new Date(booked.startsAt.getTime() - cutoffHours * 3_600_000)
    : null;

  // A proof uploaded since staff last set the status is being checked (payment pending).
  const lastStatusChange = events.findLastIndex((e) => e.event === "status-changed");
  const lastProof = events.findLastIndex((e) => e.event === "proof-replaced");
  const proofSince = lastProof > lastStatusChange ? (events[lastProof]?.createdAt ?? null) : null;

  const history: ApplicantHistoryEntry[] = events.map((e) => ({
    at: e.createdAt.toISOString(),
    title:
      e.event === "submitted"
        ? "Application submitted"
        : e.event === "status-changed" && e.toStatus
          ? STATUS_CHANGE_TITLE[e.toStatus]
          : e.event === "proof-replaced"
            ? "New proof of payment uploaded"
            : e.event === "proof-uploaded"
              ? (e.detail ?? "Proof of payment uploaded")
              : e.event === "withdrawn"
                ? e.byApplicant
                  ? "You withdrew your application"
                  : "Withdrawal recorded by our team"
                : (e.detail ?? "Assessment booking changed"),
    // The staff's message to the applicant; their private note (`notes`) never leaves staff.
    note: e.event === "status-changed" ? e.applicantMessage : null,
  }));

  const booking =
    booked && changeableUntil
      ? {
          slotId: booked.slotId,
          startsAt: booked.startsAt.toISOString(),
          calendar: assessmentInvitation({
            startsAt: booked.startsAt,
            roundName: round.name,
            applicationId,
            organizer: site.supportEmail,
            attendee: { name: row.fullName, email: row.email },
            sequence: await invitationSequence(db, applicationId),
          }),
          changeableUntil: changeableUntil.toISOString(),
          changeable:
            changeableUntil.getTime() > now.getTime() &&
            row.status !== "rejected" &&
            !row.withdrawnAt,
        }
      : null;
  // A withdrawn application books nothing and sends no new proof (decision 0030).
  const canBook = !booking && row.status !== "rejected" && !row.withdrawnAt;
  const payment = termsOf(row, round);
  const page = {
    reference: applicationReference(row.id),
    fullName: row.fullName,
    email: row.email,
    status: row.status,
    statusText: STATUS_TEXT[row.status],
    history,
    round: {
      id: round.id,
      name: round.name,
      startDate: round.startDate,
      endDate: round.endDate,
      schedule: round.schedule,
    },
    plan: planTermsText(payment),
    payment,
    booking,
    canBook,
    notifySlots: row.notifySlotsSince !== null,
    canReplaceProof: row.status === "payment-pending" && !row.withdrawnAt,
    laterProof: await laterProofDue(db, row, round.startDate, egyptToday(now)),
    cutoffHours,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    refundPolicy: refundPolicyText(site),
    linkExpiresAt: (link?.expiresAt ?? now).toISOString(),
  };
  return { ...page, next: nextStep(page, proofSince) };
}

/**
 * The free slots of the applicant's round that they may take: not full and starting after the
 * cut-off (the page leaves out their own). Round status does not matter: an applicant of a round that
 * closed for new applications still sits its assessment.
 */
export async function applicantSlots(
  deps: ApiDeps,
  applicationId: number,
  now = new Date(),
): Promise<{ slots: ApplicantSlot[]; cutoffHours: number }> {
  const { db } = deps.database;
  const [row] = await db
    .select({ roundId: applications.roundId })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!row) throw new AppError("NOT_FOUND", "Application not found");
  const { rescheduleCutoffHours: cutoffHours } = await getSiteSettings(deps);
  const earliest = new Date(now.getTime() + cutoffHours * 3_600_000);
  const rows = await db
    .select({ id: assessmentSlots.id, startsAt: assessmentSlots.startsAt })
    .from(assessmentSlots)
    .where(
      and(
        eq(assessmentSlots.roundId, row.roundId),
        gt(assessmentSlots.startsAt, earliest),
        sql`${assessmentSlots.bookedCount} < ${assessmentSlots.capacity}`,
      ),
    )
    .orderBy(asc(assessmentSlots.startsAt))
    .limit(500);
  return {
    cutoffHours,
    slots: rows.map((r) => ({
      id: r.id,
      startsAt: r.startsAt.toISOString(),
      ...toZonedParts(r.startsAt, EGYPT_TIME_ZONE),
    })),
  };
}
