// The phone rule's messages (phone.ts, schemas/phone.ts), without zod or libphonenumber-js: the
// forms' first steps show them before their checks are loaded.

/** A number whose length no number of its country has ("555 01", +20 and 13 digits). */
export const PHONE_IMPOSSIBLE =
  "This phone number has too few or too many digits for its country code. Please check it.";

export const referenceTelephoneImpossible = (n: 1 | 2) =>
  `The telephone of reference ${n} has too few or too many digits for its country code. Please check it.`;
