import { type ApiDeps, bookedSlots, bookedSlotsQuery } from "@kairos/api";
import { Hono } from "hono";
import { ok } from "../http/envelope";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { query } from "../openapi/validate";
import { bookedSlotPage } from "./answers/assessments";
import { allow } from "./guards";

/**
 * `GET /api/assessments/booked-slots/:round` (staff): a round's active bookings; without the
 * round, every round's from today on (Egypt time).
 */
export function bookedSlotRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .get(
      "/booked-slots",
      describe({
        tag: "Assessment slots",
        summary: "Every round's upcoming active bookings",
        data: bookedSlotPage,
      }),
      allow("slots:manage"),
      query(bookedSlotsQuery),
      async (c) => ok(c, await bookedSlots(db, null, c.req.valid("query"))),
    )
    .get(
      "/booked-slots/:round",
      describe({
        tag: "Assessment slots",
        summary: "A round's active bookings",
        data: bookedSlotPage,
        errors: [404],
      }),
      allow("slots:manage"),
      query(bookedSlotsQuery),
      async (c) => ok(c, await bookedSlots(db, c.req.param("round"), c.req.valid("query"))),
    );
}
