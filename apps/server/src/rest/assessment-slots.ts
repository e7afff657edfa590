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
import { ok } from "../http/envelope";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { jsonBody, query, rowId } from "../openapi/validate";
import * as answers from "./answers/assessments";
import { actorOf, allow } from "./guards";
import { tooLarge } from "./limits";

const jsonLimit = bodyLimit({ maxSize: 16 * 1024, onError: tooLarge });
const tag = "Assessment slots";
const slotId = rowId(SLOT_MESSAGES.slotNotFound);
const bookingId = rowId(SLOT_MESSAGES.bookingNotFound);

/** The staff slot calls of /admin/slots, over the same services and schemas as tRPC. */
export function slotManagementRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .get(
      "/slots",
      describe({
        tag,
        summary: "A round's slots and their bookings",
        data: answers.roundSlots,
        errors: [404],
      }),
      allow("slots:manage"),
      query(z.object({ round: roundSlotsSchema.shape.roundId })),
      async (c) => ok(c, await listRoundSlots(db, c.req.valid("query").round)),
    )
    .post(
      "/slots",
      describe({
        tag,
        summary: "Open slots",
        data: answers.slotsCreated,
        status: 201,
        errors: [404],
      }),
      allow("slots:manage"),
      jsonLimit,
      jsonBody(createSlotsSchema),
      async (c) => {
        const result = await createSlots(deps, c.req.valid("json"));
        return ok(c, result, 201, `${result.created} slots created`);
      },
    )
    .patch(
      "/slots/:id",
      describe({
        tag,
        summary: "Change a slot's capacity or call link",
        data: answers.slotUpdated,
        errors: [409],
      }),
      allow("slots:manage"),
      jsonLimit,
      slotId,
      jsonBody(updateSlotSchema.omit({ slotId: true })),
      async (c) => {
        const changes = { slotId: c.req.valid("param").id, ...c.req.valid("json") };
        return ok(c, { slot: await updateSlot(db, changes) }, 200, "Slot updated");
      },
    )
    .delete(
      "/slots/:id",
      describe({ tag, summary: "Remove a slot", data: answers.slotDeleted, errors: [409] }),
      allow("slots:manage"),
      slotId,
      async (c) => ok(c, await deleteSlot(db, c.req.valid("param").id)),
    )
    .post(
      "/bookings/:id/move",
      describe({
        tag,
        summary: "Move a booking to another slot",
        data: answers.bookingMoved,
        errors: [409],
      }),
      allow("slots:manage"),
      jsonLimit,
      bookingId,
      jsonBody(moveBookingSchema.omit({ bookingId: true })),
      async (c) => {
        const move = { bookingId: c.req.valid("param").id, ...c.req.valid("json") };
        return ok(c, await moveBooking(deps, move, actorOf(c)), 200, "Booking moved");
      },
    )
    .post(
      "/bookings/:id/cancel",
      describe({ tag, summary: "Cancel a booking", data: answers.bookingCancelled, errors: [409] }),
      allow("slots:manage"),
      bookingId,
      async (c) =>
        ok(
          c,
          await cancelBooking(deps, c.req.valid("param").id, actorOf(c)),
          200,
          "Booking cancelled",
        ),
    );
}
