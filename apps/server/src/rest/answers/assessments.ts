import { ROUND_STATUSES } from "@kairos/shared";
import { z } from "zod";
import { clock, dateTime, day, emailSent, page, text } from "./common";

export const availableDates = z.object({ available_dates: z.array(day) });
export const availableSlots = z.object({
  available_time_slots: z.array(
    z.object({ id: z.int(), date: day, time: clock, round_name: z.string() }),
  ),
});
export const availability = z.object({ available: z.boolean() });
export const bookedForEmail = z.object({
  booking: z.object({
    slotId: z.int(),
    email: z.string(),
    roundId: z.string(),
    date: day,
    time: clock,
  }),
});

export const bookedSlotPage = page(
  "booked_slots",
  z.object({
    id: z.int(),
    email: z.string(),
    entry_date: day,
    entry_time: clock,
    round_name: z.string(),
    slot_id: z.int(),
  }),
);

const slotBooking = z.object({
  id: z.int(),
  applicationId: z.int().nullable(),
  fullName: text,
  email: z.string(),
  phone: text,
  bookedAt: dateTime,
});

export const roundSlots = z.object({
  round: z.object({ id: z.string(), name: z.string(), status: z.enum(ROUND_STATUSES) }),
  slots: z.array(
    z
      .object({
        id: z.int(),
        startsAt: dateTime,
        date: day,
        time: clock,
        capacity: z.int(),
        bookedCount: z.int(),
        callLink: text,
        bookings: z.array(slotBooking),
      })
      .meta({ id: "AssessmentSlot" }),
  ),
});

export const slotsCreated = z.object({
  created: z.int(),
  skippedPast: z.int(),
  skippedExisting: z.int(),
  skippedInvalid: z.int(),
});
export const slotUpdated = z.object({
  slot: z.object({ id: z.int(), capacity: z.int(), bookedCount: z.int(), callLink: text }),
});
export const slotDeleted = z.object({ deleted: z.literal(true), id: z.int() });
export const bookingMoved = z.object({
  bookingId: z.int(),
  fromSlotId: z.int(),
  toSlotId: z.int(),
  startsAt: dateTime,
  emailSent,
});
export const bookingCancelled = z.object({ bookingId: z.int(), slotId: z.int(), emailSent });
