import {
  type ApiDeps,
  cancelBooking,
  createSlots,
  deleteSlot,
  listRoundSlots,
  moveBooking,
  updateSlot,
} from "@kairos/api";
import {
  createSlotsSchema,
  moveBookingSchema,
  roundSlotsSchema,
  SLOT_MESSAGES,
  updateSlotSchema,
} from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { SessionVariables } from "../session";
import { ok, parseJson, parseQuery } from "./envelope";
import { actorOf, allow } from "./guards";
import { tooLarge } from "./limits";
import { rowIdOf } from "./params";

const jsonLimit = bodyLimit({ maxSize: 16 * 1024, onError: tooLarge });

/** The staff slot calls of /admin/slots, over the same services and schemas as tRPC. */
export function slotManagementRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .get("/slots", allow("slots:manage"), async (c) => {
      const { round } = parseQuery(c, z.object({ round: roundSlotsSchema.shape.roundId }));
      return ok(c, await listRoundSlots(db, round));
    })
    .post("/slots", allow("slots:manage"), jsonLimit, async (c) => {
      const result = await createSlots(deps, await parseJson(c, createSlotsSchema));
      return ok(c, result, 201, `${result.created} slots created`);
    })
    .patch("/slots/:id", allow("slots:manage"), jsonLimit, async (c) => {
      const slotId = rowIdOf(c.req.param("id"), SLOT_MESSAGES.slotNotFound);
      const changes = await parseJson(c, updateSlotSchema.omit({ slotId: true }));
      return ok(c, { slot: await updateSlot(db, { slotId, ...changes }) }, 200, "Slot updated");
    })
    .delete("/slots/:id", allow("slots:manage"), async (c) =>
      ok(c, await deleteSlot(db, rowIdOf(c.req.param("id"), SLOT_MESSAGES.slotNotFound))),
    )
    .post("/bookings/:id/move", allow("slots:manage"), jsonLimit, async (c) => {
      const bookingId = rowIdOf(c.req.param("id"), SLOT_MESSAGES.bookingNotFound);
      const { toSlotId } = await parseJson(c, moveBookingSchema.omit({ bookingId: true }));
      const moved = await moveBooking(deps, { bookingId, toSlotId }, actorOf(c));
      return ok(c, moved, 200, "Booking moved");
    })
    .post("/bookings/:id/cancel", allow("slots:manage"), async (c) => {
      const bookingId = rowIdOf(c.req.param("id"), SLOT_MESSAGES.bookingNotFound);
      return ok(c, await cancelBooking(deps, bookingId, actorOf(c)), 200, "Booking cancelled");
    });
}
