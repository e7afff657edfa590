import { NumberInput, type NumberInputProps } from "@mantine/core";

// Every amount of money in Settings (the list, early-bird and installment prices, a round's
// regular prices): a whole number from 1, written with thousands separators.

export function PriceField(props: NumberInputProps) {
  return <NumberInput min={1} allowDecimal={false} thousandSeparator="," {...props} />;
}
