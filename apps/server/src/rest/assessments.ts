import {
  type ApiDeps,
  applicationOfToken,
  availableSlots,
  bookAssessment,
  bookForEmail,
  checkAvailability,
  publicAvailableDates,
} from "@kairos/api";
import { applicantTokenInput, emailField, SLOT_MESSAGES } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { ok, okShared } from "../http/envelope";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { jsonBody, parsedOrThrow, pathDay, rowId } from "../openapi/validate";
import { applicantChange } from "./answers/applicant";
import * as answers from "./answers/assessments";
import { formGate } from "./form-gate";
import { authorizeCaller } from "./guards";
import { tooLarge } from "./limits";

/** The applicant's link, or an e-mail address (staff). */
// Any string: the service answers a malformed token as an unknown link (404).
const tokenBody = applicantTokenInput;
const emailBody = z.object({ email: emailField() });

const tag = "Assessments";
/** Either the applicant's link or (staff) an e-mail address. */
const bookingBody = z.union([tokenBody, emailBody]);

const availableDatesAnswer = (dates: string[]) => ({ available_dates: dates });

/** The public assessment calls of docs/requirements.md, application-and-admin §7. */
export function assessmentRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .get(
      "/available-dates/:course",
      describe({
        tag,
        summary: "Days with a free assessment slot in a round",
        data: answers.availableDates,
        errors: [400, 404],
      }),
      async (c) =>
        okShared(c, await publicAvailableDates(db, c.req.param("course")), availableDatesAnswer),
    )
    .get(
      "/available-slots/:course/:date",
      describe({
        tag,
        summary: "A day's free assessment slots",
        data: answers.availableSlots,
        errors: [400],
      }),
      pathDay,
      async (c) => {
        const { date } = c.req.valid("param");
        const slots = await availableSlots(db, c.req.param("course"), date);
        return ok(c, { available_time_slots: slots });
      },
    )
    .get(
      "/check-availability/:slotId",
      describe({
        tag,
        summary: "Whether a slot can still be booked",
        data: answers.availability,
        errors: [404],
      }),
      rowId(SLOT_MESSAGES.slotNotFound, "slotId"),
      async (c) => ok(c, await checkAvailability(db, c.req.valid("param").slotId)),
    )
    .post(
      "/book/:slotId",
      describe({
        tag,
        summary: "Book a slot",
        description:
          "With the applicant's personal link (`token`), for that application; with an `email`, for signed-in staff only.",
        data: z.union([applicantChange, answers.bookedForEmail]),
        status: 201,
        errors: [401, 403, 404],
        conflicts: ["CONFLICT", "SLOT_TAKEN", "REGISTRATION_CLOSED"],
      }),
      formGate(deps, "assessment-booking"),
      bodyLimit({ maxSize: 4 * 1024, onError: tooLarge }),
      rowId(SLOT_MESSAGES.slotNotFound, "slotId"),
      jsonBody(z.looseObject({}), {
        as: bookingBody,
        example: { token: "<the personal link's token>" },
      }),
      async (c) => {
        const { slotId } = c.req.valid("param");
        const raw = c.req.valid("json");
        // The applicant's own link books for its application (decision 0010); an e-mail
        // address alone is for signed-in staff only: open to anyone, it told who had applied
        // and re-booked what staff had cancelled.
        if ("token" in raw) {
          const { token } = parsedOrThrow(tokenBody, raw);
          const applicationId = await applicationOfToken(db, token);
          const done = await bookAssessment(deps, applicationId, slotId, { ip: c.get("auth").ip });
          return ok(c, done, 201, done.message);
        }
        authorizeCaller(c, "staff");
        const { email } = parsedOrThrow(emailBody, raw);
        const booked = await bookForEmail(deps, slotId, email, { ip: c.get("auth").ip });
        return ok(c, booked, 201, "Time slot booked");
      },
    );
}
