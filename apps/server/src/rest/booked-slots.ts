import { type ApiDeps, bookedSlots } from "@kairos/api";
import { bookedSlotsQuerySchema, paginationQuery } from "@kairos/shared";
import { Hono } from "hono";
import type { SessionVariables } from "../session";
import { ok, parseQuery } from "./envelope";
import { requireStaff } from "./guards";

/** `GET /api/assessments/booked-slots/:round` (staff): a round's active bookings. */
export function bookedSlotRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>().get(
    "/booked-slots/:round",
    requireStaff,
    async (c) => {
      const query = parseQuery(c, paginationQuery(10, 100).extend(bookedSlotsQuerySchema.shape));
      return ok(
        c,
        await bookedSlots(db, c.req.param("round"), { ...query, entryDate: query.entry_date }),
      );
    },
  );
}
