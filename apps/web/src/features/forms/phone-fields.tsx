import { Grid, TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { dialCodeOf } from "../../content/countries";
import { phoneWithPrefix } from "../../lib/phone";
import { DialCodeSelect } from "./dial-code-select";

interface PhoneFieldsProps {
  /** `form.getInputProps("countryCode")` and `form.getInputProps("phoneNumber")`. */
  countryCodeInput: GetInputPropsReturnType;
  phoneInput: GetInputPropsReturnType;
  countryCode: string;
  onCountryCodeChange: (code: string) => void;
  onPhoneChange: (phone: string) => void;
}

/**
 * Country code and phone number as two grid columns: the phone keeps digits only behind the
 * chosen country's dial prefix (docs/requirements.md, public-site §5; docs/requirements.md, application-and-admin §5).
 */
export function PhoneFields(props: PhoneFieldsProps) {
  const { countryCodeInput, phoneInput, countryCode, onCountryCodeChange, onPhoneChange } = props;
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
          onChange={(event) =>
            onPhoneChange(phoneWithPrefix(event.currentTarget.value, dialCodeOf(countryCode)))
          }
        />
      </Grid.Col>
    </>
  );
}
