import { z } from "zod";
import { SERVICE_TYPES } from "../enums";
import {
  emailField,
  evenWhenFieldsInvalid,
  INVALID_INPUT,
  optionalText,
  requiredText,
} from "./common";

// The interpreter request form (docs/requirements.md, public-site §3 "Interpreter request", §5).

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
} as const;

const ONSITE_FIELDS = ["street", "city", "state", "zipCode", "country"] as const;

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
  }, evenWhenFieldsInvalid);

export type InterpreterRequestInput = z.infer<typeof interpreterRequestSchema>;
