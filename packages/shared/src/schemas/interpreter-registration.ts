import { z } from "zod";
import { PREFERRED_MODES, WORK_CAPACITIES, YEARS_OF_EXPERIENCE } from "../enums";
import { phoneE164In } from "../phone";
import {
  emailField,
  evenWhenFieldsInvalid,
  INVALID_INPUT,
  listOf,
  optionalText,
  requiredText,
} from "./common";
import {
  AVAILABILITY,
  INTERPRETATION_TYPES,
  INTERPRETING_SETTINGS,
  PROFESSIONAL_FIELDS,
  PROFICIENCY_LEVELS,
  REGISTRATION_MESSAGES,
} from "./interpreter-registration-fields";
import { PHONE_IMPOSSIBLE, referenceTelephoneImpossible } from "./phone-fields";

// The interpreter registration (docs/requirements.md, public-site §3 "Interpreter registration", §5). Multipart
// sends objects as JSON strings, arrays as JSON text or repeated parts (multipartList) and
// booleans as "true"/"false": the preprocessors below accept those and the plain values of the
// web form.

const m = REGISTRATION_MESSAGES;

/** JSON text from multipart, else the value itself. */
const fromJson = (value: unknown) => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};
const bool = z.preprocess(
  (v) => (v === "true" ? true : v === "false" ? false : v),
  z.boolean(INVALID_INPUT),
);
/** A multipart array field of `values` (listOf: an array, JSON text or repeated parts). */
const list = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  listOf(values, { missing: message });

const required = (label: string, n: 1 | 2) =>
  requiredText(`${label} is required for reference ${n}`, 200);

// The phone fields' own checks (REG-17, REG-14), which come before the phone rule.
const phoneText = requiredText(m.phoneNumber, 30, 10);
const telephoneText = { 1: required("Telephone", 1), 2: required("Telephone", 2) } as const;

export const referenceSchema = (n: 1 | 2) => {
  return z.preprocess(
    fromJson,
    z.object(
      {
        name: required("Name", n),
        organisation: required("Organisation", n),
        position: required("Position", n),
        address: required("Address", n),
        email: emailField(`Please enter a valid email for reference ${n}`),
        telephone: telephoneText[n],
        capacity: required("Capacity", n),
      },
      `Reference ${n} is required`,
    ),
  );
};

export const interpreterRegistrationSchema = z
  .object(
    {
      // Step 1: Basic Information
      fullName: requiredText(m.fullName, 100, 2),
      email: emailField(),
      phoneNumber: phoneText,
      countryOfResidence: requiredText(m.countryOfResidence, 100),
      cityZipCode: requiredText(m.cityZipCode, 100),
      languagePair: requiredText(m.languagePair, 200),
      otherLanguages: optionalText(300),
      proficiencyRatings: z
        .preprocess(
          fromJson,
          z.record(z.string().max(100), z.enum(PROFICIENCY_LEVELS, INVALID_INPUT)),
        )
        .optional()
        .transform((v) => v ?? {}),
      // Step 2: Experience & Qualifications
      yearsOfExperience: z.enum(YEARS_OF_EXPERIENCE, m.yearsOfExperience),
      interpretingSettings: list(INTERPRETING_SETTINGS, m.interpretingSettings),
      interpretationTypes: list(INTERPRETATION_TYPES, m.interpretationTypes),
      preferredMode: z.enum(PREFERRED_MODES, m.preferredMode),
      availability: list(AVAILABILITY, m.availability),
      availableHours: optionalText(200),
      isCertifiedMedical: bool.default(false),
      certificationBody: optionalText(200),
      trainingPrograms: optionalText(1000),
      professionalFields: list(PROFESSIONAL_FIELDS, m.professionalFields),
      otherFieldSpecify: optionalText(200),
      workingWithProviders: bool.default(false),
      providerNames: optionalText(500),
      workCapacity: z
        .enum(WORK_CAPACITIES, m.workCapacity)
        .optional()
        .or(z.literal("").transform(() => undefined)),
      // Step 3: Final Details
      hasQuietWorkspace: bool.default(false),
      hourlyRate: requiredText(m.hourlyRate, 50),
      perMinuteRate: optionalText(50),
      workAuthorization: optionalText(200),
      whyJoinKairos: requiredText(m.whyJoinKairos, 3000, 50),
      reference1: referenceSchema(1),
      reference2: referenceSchema(2),
      confirmAccuracy: z.preprocess(
        (v) => v === true || v === "true",
        z.literal(true, m.confirmAccuracy),
      ),
      consentContact: z.preprocess(
        (v) => v === true || v === "true",
        z.literal(true, m.consentContact),
      ),
      /** Honeypot: invisible to people; anything in it marks a robot. */
      website: z.string().max(200).optional(),
    },
    INVALID_INPUT,
  )
  .superRefine((v, ctx) => {
    const text = (x: unknown) => (typeof x === "string" ? x.trim() : "");
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: "custom", path: [path], message });
    };
    if (v.isCertifiedMedical === true)
      need(!!text(v.certificationBody), "certificationBody", m.certificationBody);
    if (v.workingWithProviders === true) {
      need(!!text(v.providerNames), "providerNames", m.providerNames);
      need(!!v.workCapacity, "workCapacity", m.workCapacity);
    }
    if (Array.isArray(v.professionalFields) && v.professionalFields.includes("other")) {
      need(!!text(v.otherFieldSpecify), "otherFieldSpecify", m.otherFieldSpecify);
    }
    if (Array.isArray(v.availability) && v.availability.includes("Specific hours")) {
      need(!!text(v.availableHours), "availableHours", m.availableHours);
    }
  }, evenWhenFieldsInvalid)
  // The phone rule (phone.ts) on the numbers that passed their own checks: a number without its
  // "+" is read as dialled in the country of residence, the only country the form asks for.
  .superRefine((v, ctx) => {
    const country = typeof v.countryOfResidence === "string" ? v.countryOfResidence : undefined;
    const check = (own: z.ZodType, value: unknown, path: string[], message: string) => {
      const typed = own.safeParse(value);
      if (typed.success && !phoneE164In(String(typed.data), country)) {
        ctx.addIssue({ code: "custom", path, message });
      }
    };
    check(phoneText, v.phoneNumber, ["phoneNumber"], PHONE_IMPOSSIBLE);
    for (const n of [1, 2] as const) {
      const reference: unknown = v[`reference${n}`];
      if (reference && typeof reference === "object" && "telephone" in reference) {
        const path = [`reference${n}`, "telephone"];
        check(telephoneText[n], reference.telephone, path, referenceTelephoneImpossible(n));
      }
    }
  }, evenWhenFieldsInvalid)
  // Stored as E.164 (an overwrite, not a transform: the schema stays an object, whose fields
  // the REST document lists).
  .overwrite((v) => {
    const e164 = (phone: string) => phoneE164In(phone, v.countryOfResidence) ?? phone;
    return {
      ...v,
      phoneNumber: e164(v.phoneNumber),
      reference1: { ...v.reference1, telephone: e164(v.reference1.telephone) },
      reference2: { ...v.reference2, telephone: e164(v.reference2.telephone) },
    };
  });

export type InterpreterRegistrationInput = z.infer<typeof interpreterRegistrationSchema>;
