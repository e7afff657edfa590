import { applications, assessmentSlots, rounds } from "@kairos/db";
import { EGYPT_TIME_ZONE, toZonedParts } from "@kairos/shared";
import { and, eq } from "drizzle-orm";
import type { ApiDeps } from "../../context";
import { AppError, isUniqueViolation } from "../../platform/errors";
import { recordSubmission } from "../../platform/form-limits";
import { bookingsTaken } from "../../platform/metrics";
import { invalidatePublicReads } from "../../platform/public-reads";
import { deliverWebhooksSoon } from "../webhooks/webhooks";
import { bookSlot } from "./book";

/**
 * `POST /api/assessments/book/{slotId}` (staff): books for the e-mail's application of that
 * round, while the round is open; counted against the booking form's limits like a public
 * form (recordSubmission).
 */
export const bookForEmail = (deps: ApiDeps, slotId: number, email: string, meta: { ip: string }) =>
  recordSubmission(deps, { form: "assessment-booking", ip: meta.ip, email }, () =>
    bookForApplication(deps, slotId, email),
  );

async function bookForApplication(deps: ApiDeps, slotId: number, email: string, now = new Date()) {
  const { db } = deps.database;
  const [slot] = await db
    .select({ roundId: assessmentSlots.roundId, status: rounds.status })
    .from(assessmentSlots)
    .innerJoin(rounds, eq(rounds.id, assessmentSlots.roundId))
    .where(eq(assessmentSlots.id, slotId));
  if (!slot) throw new AppError("NOT_FOUND", "Time slot not found");
  if (slot.status !== "open")
    throw AppError.conflict(
      "REGISTRATION_CLOSED",
      "Registration for this training course is closed",
    );
  const [application] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.email, email), eq(applications.roundId, slot.roundId)));
  if (!application)
    throw new AppError(
      "NOT_FOUND",
      "No application for this training course with this email address",
    );
  try {
    const applicationId = application.id;
    const booked = await db.transaction((tx) =>
      bookSlot(tx, { slotId, roundId: slot.roundId, email, applicationId, by: "staff" }, now),
    );
    bookingsTaken.inc();
    invalidatePublicReads(db);
    deliverWebhooksSoon(deps);
    return {
      booking: {
        slotId,
        email,
        roundId: slot.roundId,
        ...toZonedParts(booked.startsAt, EGYPT_TIME_ZONE),
      },
    };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        "CONFLICT",
        "This application already has an assessment slot booked in this round",
      );
    }
    throw error;
  }
}
