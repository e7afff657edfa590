import {
  type ApiDeps,
  availableSlots,
  bookForEmail,
  checkAvailability,
  publicAvailableDates,
} from "@kairos/api";
import { emailField, SLOT_MESSAGES } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { SessionVariables } from "../session";
import { ok, okShared, parseJson } from "./envelope";
import { formGate } from "./form-gate";
import { requireStaff } from "./guards";
import { tooLarge } from "./limits";
import { dateOf, rowIdOf } from "./params";

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
      // Staff only until applicants get a signed link of their own: open to anyone, it told
      // who had applied (409 against 404) and re-booked what staff had cancelled (issue 18).
      requireStaff,
      formGate(deps, "assessment-booking"),
      bodyLimit({ maxSize: 4 * 1024, onError: tooLarge }),
      async (c) => {
        const slotId = rowIdOf(c.req.param("slotId"), SLOT_MESSAGES.slotNotFound);
        const { email } = await parseJson(c, z.object({ email: emailField() }));
        const booked = await bookForEmail(deps, slotId, email, { ip: c.get("auth").ip });
        return ok(c, booked, 201, "Time slot booked");
      },
    );
}
