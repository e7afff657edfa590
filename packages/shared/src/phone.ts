import { isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { countryByName } from "./countries";

// The phone rule of every form that takes a phone (the application, the interpreter request and
// registration, Settings), in the browser and on the server: libphonenumber-js with its "min"
// metadata (about 20 kB gzip: lengths and leading digits per country; docs/decisions/0005), read
// lazily by the browser (docs/decisions/0004). A number is kept when it is *possible*: a length
// that numbers of its country have. Fictional numbers of the right length (+1 555 123 4567, the
// spec's own example, REQ-28) pass; "555 01" or a national "0" kept after the country code
// (+20 010…, which is read as +20 10…) are what it catches or mends.

// Digits with the separators people type; letters (an "ext." too) are no phone number here.
const PHONE_TEXT = /^\+?[\d\s().-]+$/;

/** `code` as libphonenumber-js's country, when it dials it. */
const dialled = (code: string | undefined) => (code && isSupportedCountry(code) ? code : undefined);

/**
 * The E.164 form of a phone number as typed ("+201012345678"), or undefined when it cannot be a
 * phone number. A number with its own "+" is read as international (the national prefix typed
 * after the country code is dropped: "+20 010 1234 5678" → +201012345678); one without it is
 * read as dialled in `country` (an ISO code, e.g. "EG": "01012345678" → +201012345678).
 */
export function phoneE164(text: string, country?: string): string | undefined {
  const typed = text.trim();
  if (!PHONE_TEXT.test(typed)) return undefined;
  const parsed = parsePhoneNumberFromString(typed, {
    defaultCountry: dialled(country),
    extract: false,
  });
  return parsed?.isPossible() ? parsed.number : undefined;
}

/** phoneE164 for a number typed by someone living in the country named `countryName`. */
export const phoneE164In = (text: string, countryName: string | undefined) =>
  phoneE164(text, countryName ? countryByName(countryName)?.code : undefined);

/** The country (ISO code) an international number belongs to, when its digits tell. */
export function countryOfPhone(text: string): string | undefined {
  const typed = text.trim();
  if (!PHONE_TEXT.test(typed)) return undefined;
  return parsePhoneNumberFromString(typed, { extract: false })?.country;
}

/**
 * How a stored number is shown to people: "+20 10 12345678" for +201012345678. Anything that
 * cannot be read (a value saved before the rule) is shown as it is.
 */
export function phoneDisplay(text: string): string {
  const e164 = phoneE164(text);
  return e164 ? (parsePhoneNumberFromString(e164)?.formatInternational() ?? text) : text;
}
