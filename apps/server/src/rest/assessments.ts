import {
  type ApiDeps,
  applicationOfToken,
  authorize,
  availableSlots,
  bookAssessment,
  bookForEmail,
  checkAvailability,
  publicAvailableDates,
} from "@kairos/api";
import { applicantTokenSchema, emailField, SLOT_MESSAGES } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { SessionVariables } from "../session";
import { ok, okShared, parsedOrThrow, parseJson } from "./envelope";
import { formGate } from "./form-gate";
import { tooLarge } from "./limits";
import { dateOf, rowIdOf } from "./params";

/** The applicant's link, or an e-mail address (staff). */
const tokenBody = z.object({ token: applicantTokenSchema });
const emailBody = z.object({ email: emailField() });

const availableDatesAnswer = (dates: string[]) => ({ available_dates: dates });

/** The public assessment calls of docs/requirements.md, application-and-admin §7. */
export function assessmentRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .get("/available-dates/:course", async (c) =>
      okShared(c, await publicAvailableDates(db, c.req.param("course")), availableDatesAnswer),
    )
    .get("/available-slots/:course/:date", async (c) => {
      const date = dateOf(c.req.param("date"));
      return ok(c, { available_time_slots: await availableSlots(db, c.req.param("course"), date) });
    })
    .get("/check-availability/:slotId", async (c) => {
      const slotId = rowIdOf(c.req.param("slotId"), SLOT_MESSAGES.slotNotFound);
      return ok(c, await checkAvailability(db, slotId));
    })
    .post(
      "/book/:slotId",
      formGate(deps, "assessment-booking"),
      bodyLimit({ maxSize: 4 * 1024, onError: tooLarge }),
      async (c) => {
        const slotId = rowIdOf(c.req.param("slotId"), SLOT_MESSAGES.slotNotFound);
        const raw = await parseJson(c, z.looseObject({}));
        // The applicant's own link books for its application (issue 21); an e-mail address
        // alone is for signed-in staff only: open to anyone, it told who had applied and
        // re-booked what staff had cancelled (issue 18).
        if ("token" in raw) {
          const { token } = parsedOrThrow(tokenBody, raw);
          const applicationId = await applicationOfToken(db, token);
          const done = await bookAssessment(deps, applicationId, slotId);
          return ok(c, done, 201, done.message);
        }
        authorize(c.get("session"), "staff");
        const { email } = parsedOrThrow(emailBody, raw);
        const booked = await bookForEmail(deps, slotId, email, { ip: c.get("auth").ip });
        return ok(c, booked, 201, "Time slot booked");
      },
    );
}
