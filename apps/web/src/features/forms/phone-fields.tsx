import { Grid, TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { useRef } from "react";
import { countryByCode, dialCodeOf } from "@/content/countries";
import { loadPhoneRule, phoneWithPrefix } from "@/lib/format/phone";
import { DialCodeSelect } from "./dial-code-select";

/** The rule's code did not come (a lost connection): the number stays as typed; the server reads it. */
const keepAsTyped = () => undefined;

interface PhoneFieldsProps {
  /** `form.getInputProps("countryCode")` and `form.getInputProps("phoneNumber")`. */
  countryCodeInput: GetInputPropsReturnType;
  phoneInput: GetInputPropsReturnType;
  countryCode: string;
  onCountryCodeChange: (code: string) => void;
  onPhoneChange: (phone: string) => void;
  /** A whole number came with another country's "+" (a paste, the browser's autofill). */
  onCountryOfNumber: (code: string) => void;
}

/**
 * Country code and phone number as two grid columns: the phone keeps digits only behind the
 * chosen country's dial prefix (docs/requirements.md, public-site §5; docs/requirements.md, application-and-admin §5).
 * Left, a possible number is shown as it will be stored (E.164: +20 010… becomes +2010…); a
 * pasted number with another country's "+" chooses that country. Both use the shared phone
 * rule, loaded then (lib/format/phone-rule.ts).
 */
export function PhoneFields(props: PhoneFieldsProps) {
  const { countryCodeInput, phoneInput, countryCode, onCountryCodeChange } = props;
  // The rule answers after a load: it reads the values and callbacks of the latest render.
  const latest = useRef(props);
  latest.current = props;

  const changePhone = (typed: string) => {
    const phone = phoneWithPrefix(typed, dialCodeOf(countryCode));
    props.onPhoneChange(phone);
    if (phone.startsWith(dialCodeOf(countryCode))) return;
    void loadPhoneRule().then(({ countryOfPhone }) => {
      const code = countryOfPhone(phone);
      if (code && countryByCode(code) && latest.current.phoneInput.value === phone) {
        latest.current.onCountryOfNumber(code);
      }
    }, keepAsTyped);
  };

  const showAsStored = () =>
    void loadPhoneRule().then(({ phoneE164 }) => {
      const shown = String(latest.current.phoneInput.value ?? "");
      const e164 = phoneE164(shown);
      if (e164 && e164 !== shown) latest.current.onPhoneChange(e164);
    }, keepAsTyped);

  return (
    <>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <DialCodeSelect
          label="Country Code"
          required
          allowDeselect={false}
          {...countryCodeInput}
          onChange={(code) => {
            if (code) onCountryCodeChange(code);
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <TextInput
          label="Phone Number"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          {...phoneInput}
          onChange={(event) => changePhone(event.currentTarget.value)}
          onBlur={(event) => {
            phoneInput.onBlur?.(event);
            showAsStored();
          }}
        />
      </Grid.Col>
    </>
  );
}
