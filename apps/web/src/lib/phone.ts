import { dialCodeOf } from "../content/countries";

/**
 * The phone value of the forms: the chosen country's dial prefix, then digits only
 * (docs/requirements.md, public-site §5). `typed` is whatever the input now shows; the prefix is re-applied.
 */
export function phoneWithPrefix(typed: string, dialCode: string): string {
  const digits = typed.replace(/\D/g, "");
  const prefixDigits = dialCode.replace(/\D/g, "");
  // The prefix is still somewhere in what was typed (the caret may have been before it).
  const at = digits.indexOf(prefixDigits);
  const local = at >= 0 ? digits.slice(0, at) + digits.slice(at + prefixDigits.length) : digits;
  return `${dialCode}${local}`;
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
