import { z } from "zod";
import { SERVICE_SETTINGS, SERVICE_TYPES } from "../enums";
import { egyptToday } from "../time";
import {
  blankAsMissing,
  calendarDate,
  DATE_MESSAGES,
  emailField,
  evenWhenFieldsInvalid,
  INVALID_INPUT,
  optionalText,
  requiredText,
  wallTime,
} from "./common";

// The interpreter request form (docs/requirements.md, public-site §3 "Interpreter request", §5).

/** The duration a caller may give, in minutes. */
export const REQUEST_DURATION_LIMITS = { min: 15, max: 720 } as const;

export const REQUEST_MESSAGES = {
  fullName: "Full name must be at least 2 characters",
  countryCode: "Country code is required",
  phoneShort: "Please enter a valid phone number",
  phoneFormat: "Phone number must start with + followed by numbers",
  sourceLanguage: "Please select a source language",
  targetLanguage: "Please select a target language",
  serviceType: "Please select a service type",
  sameLanguages: "Source and target languages must be different",
  street: "Street address is required for on-site service",
  city: "City is required for on-site service",
  state: "State is required for on-site service",
  zipCode: "Zip code is required for on-site service",
  country: "Country is required for on-site service",
  success: "Request submitted successfully",
  // When and where (issue 20 item 14): the spec has no such fields, so these messages are ours.
  serviceDatePast: "The date cannot be in the past",
  serviceDateForTime: "Please choose the date of this start time",
  startTime: "The start time must be HH:MM (24-hour)",
  durationMinutes: `The duration must be a whole number of minutes from ${REQUEST_DURATION_LIMITS.min} to ${REQUEST_DURATION_LIMITS.max}`,
  setting: "Please choose a setting from the list",
} as const;

/** The durations the form offers, in minutes (any whole number within the limits is taken). */
export const REQUEST_DURATIONS = [30, 60, 90, 120, 180, 240, 480] as const;

const ONSITE_FIELDS = ["street", "city", "state", "zipCode", "country"] as const;

const m = REQUEST_MESSAGES;

/** A day of service: a real date, not before today in Egypt. */
const serviceDate = calendarDate(DATE_MESSAGES.format, DATE_MESSAGES.notReal).refine(
  (date) => date >= egyptToday(),
  m.serviceDatePast,
);

/** Whole minutes; digits as text are read as a number, since the web form's select gives text. */
const durationMinutes = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v),
  z
    .number(m.durationMinutes)
    .int(m.durationMinutes)
    .min(REQUEST_DURATION_LIMITS.min, m.durationMinutes)
    .max(REQUEST_DURATION_LIMITS.max, m.durationMinutes),
);

export const interpreterRequestSchema = z
  .object(
    {
      fullName: requiredText(REQUEST_MESSAGES.fullName, 100, 2),
      organization: optionalText(200),
      email: emailField(),
      countryCode: requiredText(REQUEST_MESSAGES.countryCode, 2),
      phoneNumber: z
        .string(REQUEST_MESSAGES.phoneShort)
        .trim()
        .min(5, REQUEST_MESSAGES.phoneShort)
        .max(20, REQUEST_MESSAGES.phoneShort)
        .regex(/^\+\d+$/, REQUEST_MESSAGES.phoneFormat),
      sourceLanguage: requiredText(REQUEST_MESSAGES.sourceLanguage, 100),
      targetLanguage: requiredText(REQUEST_MESSAGES.targetLanguage, 100),
      serviceType: z.enum(SERVICE_TYPES, REQUEST_MESSAGES.serviceType),
      street: optionalText(200),
      city: optionalText(100),
      state: optionalText(100),
      zipCode: optionalText(20),
      country: optionalText(100),
      budgetRange: optionalText(100),
      additionalInfo: optionalText(2000),
      serviceDate: blankAsMissing(serviceDate),
      startTime: blankAsMissing(wallTime(m.startTime)),
      durationMinutes: blankAsMissing(durationMinutes),
      setting: blankAsMissing(z.enum(SERVICE_SETTINGS, m.setting)),
      /** Honeypot: invisible to people; anything in it marks a robot. */
      website: z.string().max(200).optional(),
    },
    INVALID_INPUT,
  )
  // Runs even when other fields are invalid (`when`), so that every message shows at once;
  // the values are therefore checked for their type here.
  .superRefine((value, ctx) => {
    const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
    const source = text(value.sourceLanguage).toLowerCase();
    if (source && source === text(value.targetLanguage).toLowerCase()) {
      ctx.addIssue({
        code: "custom",
        path: ["targetLanguage"],
        message: REQUEST_MESSAGES.sameLanguages,
      });
    }
    if (value.serviceType === "onsite") {
      for (const field of ONSITE_FIELDS) {
        if (!text(value[field])) {
          ctx.addIssue({ code: "custom", path: [field], message: REQUEST_MESSAGES[field] });
        }
      }
    }
    // A start time alone names no moment; a duration alone is still useful to staff.
    if (text(value.startTime) && !text(value.serviceDate)) {
      ctx.addIssue({ code: "custom", path: ["serviceDate"], message: m.serviceDateForTime });
    }
  }, evenWhenFieldsInvalid);

export type InterpreterRequestInput = z.infer<typeof interpreterRequestSchema>;
