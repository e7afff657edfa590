import { dialCodeOf } from "@/content/countries";
import { loadOnce } from "../loading/lazy";

/** The shared phone rule, loaded when a number is left or pasted (./phone-rule.ts). */
export const loadPhoneRule = loadOnce(() => import("./phone-rule"));

/** Digits enough for a whole number: what a paste or the browser's autofill puts in at once. */
const WHOLE_NUMBER_DIGITS = 8;

/**
 * The phone value of the forms: the chosen country's dial prefix, then digits only
 * (docs/requirements.md, public-site §5). `typed` is whatever the input now shows; the prefix
 * is re-applied. The prefix is the digits after the "+" (the caret may have been before it:
 * "1+20" is +20 1); without a "+" the field was replaced, and every digit is the person's own
 * (a national number pasted whole, 01020…, keeps its "20"). A whole number pasted or
 * autofilled with a "+" of its own (+44 20 7946 0958 while Egypt is chosen) keeps that prefix:
 * the form then chooses its country (PhoneFields).
 */
export function phoneWithPrefix(typed: string, dialCode: string): string {
  const prefixDigits = dialCode.replace(/\D/g, "");
  const plus = typed.indexOf("+");
  const before = plus >= 0 ? typed.slice(0, plus).replace(/\D/g, "") : "";
  const after = (plus >= 0 ? typed.slice(plus + 1) : typed).replace(/\D/g, "");
  if (plus < 0) return `${dialCode}${after}`;
  if (after.startsWith(prefixDigits))
    return `${dialCode}${before}${after.slice(prefixDigits.length)}`;
  if (!before && after.length >= WHOLE_NUMBER_DIGITS) return `+${after}`;
  return `${dialCode}${before}${after}`;
}

/** Swaps the prefix when the country changes, keeping the local digits. */
export function swapPhonePrefix(phone: string, fromDialCode: string, toDialCode: string): string {
  const local = phone.startsWith(fromDialCode) ? phone.slice(fromDialCode.length) : phone;
  return `${toDialCode}${local.replace(/\D/g, "")}`;
}

/** The form values after the dial country changes: the phone keeps its local digits. */
export function changeDialCountry(
  current: { countryCode: string; phoneNumber: string },
  code: string,
): { countryCode: string; phoneNumber: string } {
  return {
    countryCode: code,
    phoneNumber: swapPhonePrefix(
      current.phoneNumber,
      dialCodeOf(current.countryCode),
      dialCodeOf(code),
    ),
  };
}
