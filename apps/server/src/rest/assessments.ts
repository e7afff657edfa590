import {
  type ApiDeps,
  availableSlots,
  bookedSlots,
  bookForEmail,
  checkAvailability,
  publicAvailableDates,
} from "@kairos/api";
import { bookedSlotsQuerySchema, emailField, paginationQuery } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { SessionVariables } from "../session";
import { fail, ok, okShared, parseJson, parseQuery } from "./envelope";
import { requireStaff } from "./guards";
import { tooLarge } from "./limits";

const availableDatesAnswer = (dates: string[]) => ({ available_dates: dates });
const dateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** The public assessment calls of application-and-admin.md §7. */
export function assessmentRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .get("/available-dates/:course", async (c) =>
      okShared(c, await publicAvailableDates(db, c.req.param("course")), availableDatesAnswer),
    )
    .get("/available-slots/:course/:date", async (c) => {
      const date = dateParam.safeParse(c.req.param("date"));
      if (!date.success) return fail(c, 400, "The date must be YYYY-MM-DD");
      return ok(c, {
        available_time_slots: await availableSlots(db, c.req.param("course"), date.data),
      });
    })
    .get("/check-availability/:slotId", async (c) => {
      const slotId = idParam.safeParse(c.req.param("slotId"));
      if (!slotId.success) return fail(c, 404, "Time slot not found");
      return ok(c, await checkAvailability(db, slotId.data));
    })
    .get("/booked-slots/:round", requireStaff, async (c) => {
      const query = parseQuery(c, paginationQuery(10, 100).extend(bookedSlotsQuerySchema.shape));
      return ok(
        c,
        await bookedSlots(db, c.req.param("round"), { ...query, entryDate: query.entry_date }),
      );
    })
    .post("/book/:slotId", bodyLimit({ maxSize: 4 * 1024, onError: tooLarge }), async (c) => {
      const slotId = idParam.safeParse(c.req.param("slotId"));
      if (!slotId.success) return fail(c, 404, "Time slot not found");
      const { email } = await parseJson(c, z.object({ email: emailField() }));
      return ok(c, await bookForEmail(deps, slotId.data, email), 201, "Time slot booked");
    });
}
