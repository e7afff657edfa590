import type { z } from "zod";
import { phoneE164 } from "../phone";

/**
 * A phone field whose value carries its country code ("+" first): `shape` holds the field's own
 * checks with the spec's messages (REQ-10, REQ-11, APP-15), which keep their order and come
 * first; then the phone rule refuses a number no country has (`impossible`); the value is given
 * as E.164.
 */
export const possiblePhone = (shape: z.ZodString, impossible: string) =>
  shape
    .refine((value) => phoneE164(value) !== undefined, {
      message: impossible,
      // Only a value that passed its own checks is asked about: one message per mistake.
      when: (payload) => payload.issues.length === 0,
    })
    .transform((value) => phoneE164(value) ?? value);
