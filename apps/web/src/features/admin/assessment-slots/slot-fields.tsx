import { NumberInput, TextInput } from "@mantine/core";

// The two fields a slot has in both of its forms (new slots, edit a slot).

export function CapacityInput({
  description,
  value,
  onChange,
  error,
  autoFocus = false,
}: {
  description: string;
  value: number | string;
  onChange: (value: number | string) => void;
  error: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <NumberInput
      label="Capacity"
      description={description}
      value={value}
      onChange={onChange}
      min={1}
      max={50}
      allowDecimal={false}
      error={error}
      required
      data-autofocus={autoFocus || undefined}
    />
  );
}

export function CallLinkInput({
  label,
  description,
  value,
  onChange,
  error,
}: {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      placeholder="https://"
      type="url"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
