import { type ApiDeps, bookedSlots, bookedSlotsQuery } from "@kairos/api";
import { Hono } from "hono";
import type { SessionVariables } from "../session";
import { ok, parseQuery } from "./envelope";
import { allow } from "./guards";

/** `GET /api/assessments/booked-slots/:round` (staff): a round's active bookings. */
export function bookedSlotRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>().get(
    "/booked-slots/:round",
    allow("slots:manage"),
    async (c) =>
      ok(c, await bookedSlots(db, c.req.param("round"), parseQuery(c, bookedSlotsQuery))),
  );
}
