import { z } from "zod";
import { calendarDays } from "../slot-series";
import { calendarDate, rowId, wallTime } from "./common";

// Staff management of assessment slots (/admin/slots). Times are Egypt time, 12-hour in the UI
// and HH:MM on the wire. The spec shows none of these messages; they are ours, one per rule.

export const SLOT_LIMITS = {
  capacityMax: 50,
  lengthMin: 10,
  lengthMax: 240,
  /** Longest series range, in days, and most slots one request creates. */
  seriesDaysMax: 366,
  slotsPerRequestMax: 500,
  callLinkMax: 500,
} as const;

export const SLOT_MESSAGES = {
  roundId: "Please select a round",
  date: "Please choose a date",
  time: "Please choose a time",
  fromDate: "Please choose the first day",
  toDate: "Please choose the last day",
  dateOrder: "The last day must be on or after the first day",
  rangeTooLong: `A series can span at most ${SLOT_LIMITS.seriesDaysMax} days`,
  daysOfWeek: "Please choose at least one day of the week",
  startTime: "Please choose a start time",
  endTime: "Please choose an end time",
  timeOrder: "The end time must be after the start time",
  lengthMinutes: `The slot length must be between ${SLOT_LIMITS.lengthMin} and ${SLOT_LIMITS.lengthMax} minutes`,
  lengthTooLong: "The slot length does not fit between the start and end times",
  capacity: `Capacity must be a whole number from 1 to ${SLOT_LIMITS.capacityMax}`,
  callLink: "The call link must be a full https:// address",
  slotId: "Please choose a time slot",
  bookingId: "Booking not found",
  nothingToCreate:
    "There are no new slots to create: every chosen time is in the past or already has a slot.",
  tooMany: `At most ${SLOT_LIMITS.slotsPerRequestMax} slots can be created at once. Please choose a shorter range.`,
  slotNotFound: "Time slot not found",
  bookingNotFound: "Booking not found",
  bookingInactive: "This booking has already been cancelled or moved",
  deleteBooked: "This slot has bookings and cannot be deleted. Move or cancel its bookings first.",
  sameSlot: "The booking is already in this slot",
  otherRound: "The booking can only be moved to a slot of the same round",
  targetUnavailable: "The chosen slot is full or already past. Please choose another slot.",
  capacityBelowBooked: (booked: number) =>
    `The capacity cannot be lower than the ${booked} ${booked === 1 ? "booking" : "bookings"} already made for this slot`,
} as const;

const m = SLOT_MESSAGES;

const roundId = z.string(m.roundId).trim().min(1, m.roundId).max(40, m.roundId);
const capacity = z
  .number(m.capacity)
  .int(m.capacity)
  .min(1, m.capacity)
  .max(SLOT_LIMITS.capacityMax, m.capacity);

/** The call link: blank (none yet) or an https:// address; blank becomes null. */
export const callLinkField = z
  .string(m.callLink)
  .trim()
  .max(SLOT_LIMITS.callLinkMax, m.callLink)
  .refine((v) => {
    if (v === "") return true;
    try {
      const url = new URL(v);
      return url.protocol === "https:" && !!url.hostname;
    } catch {
      return false;
    }
  }, m.callLink)
  .transform((v) => (v === "" ? null : v));

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const singleSlotSchema = z.object({
  mode: z.literal("single"),
  roundId,
  date: calendarDate(m.date),
  time: wallTime(m.time),
  capacity,
  callLink: callLinkField.optional(),
});

const seriesSlotSchema = z
  .object({
    mode: z.literal("series"),
    roundId,
    fromDate: calendarDate(m.fromDate),
    toDate: calendarDate(m.toDate),
    daysOfWeek: z
      .array(z.number().int().min(0).max(6), m.daysOfWeek)
      .min(1, m.daysOfWeek)
      .max(7, m.daysOfWeek)
      .transform((days) => [...new Set(days)].sort()),
    startTime: wallTime(m.startTime),
    endTime: wallTime(m.endTime),
    lengthMinutes: z
      .number(m.lengthMinutes)
      .int(m.lengthMinutes)
      .min(SLOT_LIMITS.lengthMin, m.lengthMinutes)
      .max(SLOT_LIMITS.lengthMax, m.lengthMinutes),
    capacity,
    callLink: callLinkField.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.toDate < v.fromDate) {
      ctx.addIssue({ code: "custom", path: ["toDate"], message: m.dateOrder });
    } else if (calendarDays(v.fromDate, v.toDate).length > SLOT_LIMITS.seriesDaysMax) {
      ctx.addIssue({ code: "custom", path: ["toDate"], message: m.rangeTooLong });
    }
    const span = minutes(v.endTime) - minutes(v.startTime);
    if (span <= 0) {
      ctx.addIssue({ code: "custom", path: ["endTime"], message: m.timeOrder });
    } else if (v.lengthMinutes > span) {
      ctx.addIssue({ code: "custom", path: ["lengthMinutes"], message: m.lengthTooLong });
    }
  });

/** One slot, or a weekly series, for a round (Egypt time). */
export const createSlotsSchema = z.discriminatedUnion("mode", [singleSlotSchema, seriesSlotSchema]);
export type CreateSlotsInput = z.output<typeof createSlotsSchema>;

export const updateSlotSchema = z.object({
  slotId: rowId(m.slotNotFound),
  capacity,
  callLink: callLinkField,
});
export type UpdateSlotInput = z.output<typeof updateSlotSchema>;

export const slotIdSchema = z.object({ slotId: rowId(m.slotNotFound) });
export const roundSlotsSchema = z.object({ roundId });

export const moveBookingSchema = z.object({
  bookingId: rowId(m.bookingNotFound),
  toSlotId: rowId(m.slotId),
});
export type MoveBookingInput = z.output<typeof moveBookingSchema>;

export const cancelBookingSchema = z.object({ bookingId: rowId(m.bookingNotFound) });
