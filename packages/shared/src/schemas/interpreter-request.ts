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
import { REQUEST_DURATION_LIMITS, REQUEST_MESSAGES } from "./interpreter-request-fields";
import { possiblePhone } from "./phone";
import { PHONE_IMPOSSIBLE } from "./phone-fields";

// The interpreter request form (docs/requirements.md, public-site §3 "Interpreter request", §5).

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
      // REQ-10, REQ-11 first, in that order; stored as E.164.
      phoneNumber: possiblePhone(
        z
          .string(REQUEST_MESSAGES.phoneShort)
          .trim()
          .min(5, REQUEST_MESSAGES.phoneShort)
          .max(20, REQUEST_MESSAGES.phoneShort)
          .regex(/^\+\d+$/, REQUEST_MESSAGES.phoneFormat),
        PHONE_IMPOSSIBLE,
      ),
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
