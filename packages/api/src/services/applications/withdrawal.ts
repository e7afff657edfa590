import {
  applicationHistory,
  applications,
  assessmentBookings,
  assessmentSlots,
  rounds,
} from "@kairos/db";
import {
  APPLICANT_MESSAGES,
  applicationReference,
  calendarDayLabel,
  egyptToday,
} from "@kairos/shared";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { StaffActor } from "../../auth/actor";
import type { ApiDeps } from "../../context";
import { consoleApplicationUrl } from "../../mail/outgoing";
import { alertStaff } from "../../mail/staff-alerts";
import { withdrawalApplicantMail, withdrawalStaffMail } from "../../mail/withdrawal-mail";
import { AppError } from "../../platform/errors";
import { describeError } from "../../platform/logger";
import { invalidatePublicReads } from "../../platform/public-reads";
import { answer } from "../applicant/answer";
import { lockApplication } from "../applicant/application-lock";
import { refundPolicyText } from "../applicant/page";
import { type BookingActor, historyActor, isApplicant } from "../bookings/actor";
import { mailApplicant } from "../bookings/applicant-mail";
import { cancelBookingInTx } from "../bookings/changes-in-db";
import { getSiteSettings } from "../settings/settings";
import { deliverWebhooksSoon, queueWebhookEvent } from "../webhooks/webhooks";

// Withdrawal (APP-26, decision 0030): the applicant leaves the round from their page, or staff
// record that they did. The four statuses stay; `applications.withdrawn_at` is set beside them.
// One transaction claims the withdrawal, cancels a booking still to come through the same code
// as any cancellation (its place freed, `booking.cancelled`), writes the history line with who
// did it and queues `application.withdrawn`; the staff alert and the applicant's mail follow the
// commit and never undo it.

async function withdrawInDb(deps: ApiDeps, applicationId: number, actor: BookingActor, now: Date) {
  return deps.database.db.transaction(async (tx) => {
    // The row lock makes a second withdrawal at the same moment wait, then meet the first.
    const app = await lockApplication(tx, applicationId);
    if (app.withdrawnAt) {
      throw new AppError(
        "CONFLICT",
        APPLICANT_MESSAGES.alreadyWithdrawn(calendarDayLabel(egyptToday(app.withdrawnAt))),
      );
    }
    await tx.update(applications).set({ withdrawnAt: now }).where(eq(applications.id, app.id));
    // A booking still to come is cancelled and its place freed; an assessment already held
    // stays on record. The applicant's cut-off guards changes of plan, not a withdrawal.
    const [booking] = await tx
      .select({ id: assessmentBookings.id })
      .from(assessmentBookings)
      .innerJoin(assessmentSlots, eq(assessmentSlots.id, assessmentBookings.slotId))
      .where(
        and(
          eq(assessmentBookings.applicationId, app.id),
          isNull(assessmentBookings.cancelledAt),
          gt(assessmentSlots.startsAt, now),
        ),
      );
    const cancelled = booking
      ? await cancelBookingInTx(tx, booking.id, actor, now, { cutoff: false })
      : null;
    await tx.insert(applicationHistory).values({
      applicationId: app.id,
      event: "withdrawn",
      ...historyActor(actor),
      detail: "Application withdrawn",
    });
    await queueWebhookEvent(
      tx,
      "application.withdrawn",
      {
        application: {
          id: app.id,
          reference: applicationReference(app.id),
          status: app.status,
          withdrawnAt: now.toISOString(),
          by: isApplicant(actor) ? "applicant" : "staff",
          cancelledBooking: cancelled
            ? { slotId: cancelled.slotId, startsAt: cancelled.startsAt.toISOString() }
            : null,
        },
      },
      now,
    );
    const [round] = await tx
      .select({ name: rounds.name })
      .from(rounds)
      .where(eq(rounds.id, app.roundId));
    return { app, cancelled, roundName: round?.name ?? app.roundId };
  });
}

/** After the commit: the staff alert and the applicant's confirmation, each logged on failure. */
async function tellOfWithdrawal(
  deps: ApiDeps,
  done: Awaited<ReturnType<typeof withdrawInDb>>,
  byApplicant: boolean,
) {
  const { app, cancelled, roundName } = done;
  const facts = {
    reference: applicationReference(app.id),
    fullName: app.fullName,
    roundName,
    cancelledAt: cancelled?.startsAt ?? null,
    byApplicant,
  };
  try {
    await alertStaff(
      deps,
      "withdrawals",
      withdrawalStaffMail({
        ...facts,
        url: consoleApplicationUrl(deps, app.id),
      }),
      { owner: { applicationId: app.id, template: "Withdrawal (staff)" } },
    );
  } catch (error) {
    deps.logger.error("withdrawal, staff alert not completed", {
      applicationId: app.id,
      ...describeError(error),
    });
  }
  const refundPolicy = refundPolicyText(await getSiteSettings(deps));
  return mailApplicant(deps, app.id, "Application withdrawn", (mail) =>
    withdrawalApplicantMail({ ...facts, ...mail, refundPolicy }),
  );
}

async function withdraw(deps: ApiDeps, applicationId: number, actor: BookingActor, now: Date) {
  const done = await withdrawInDb(deps, applicationId, actor, now);
  invalidatePublicReads(deps.database.db); // a booked place may be free again
  deliverWebhooksSoon(deps);
  return tellOfWithdrawal(deps, done, isApplicant(actor));
}

/** The applicant withdraws on their own page; the answer is the page as it is now. */
export async function withdrawByApplicant(deps: ApiDeps, applicationId: number, now = new Date()) {
  const actor = { applicant: true as const, cutoffHours: 0 };
  const emailSent = await withdraw(deps, applicationId, actor, now);
  return answer(deps, applicationId, APPLICANT_MESSAGES.withdrawn, emailSent);
}

/** Staff record a withdrawal (console or REST); the history names them. */
export async function recordWithdrawal(
  deps: ApiDeps,
  applicationId: number,
  actor: StaffActor,
  now = new Date(),
) {
  const emailSent = await withdraw(deps, applicationId, actor, now);
  return { id: applicationId, withdrawnAt: now.toISOString(), emailSent };
}
