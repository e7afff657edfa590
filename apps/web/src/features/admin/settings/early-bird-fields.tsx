import { SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { PriceField } from "./price-field";
import type { RoundFormValues } from "./round-form-values";

// The round's early-bird deadline and regular prices (GAP-25, decision 0030), in the round
// dialog of Settings.

const REGULAR_PRICES = [
  { currency: "EGP", path: "regularPriceEgp" },
  { currency: "USD", path: "regularPriceUsd" },
] as const;

export function EarlyBirdFields({ form }: { form: UseFormReturnType<RoundFormValues> }) {
  return (
    <>
      <TextInput
        label="Last early-bird day"
        description="Last day of the early-bird price, Egypt time; from the next day paying in full costs the regular price. Blank: the early-bird price has no deadline."
        type="date"
        {...form.getInputProps("earlyBirdEndsOn")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {REGULAR_PRICES.map(({ currency, path }) => (
          <PriceField
            key={path}
            label={`Regular price (${currency})`}
            description="Paying in full after the deadline. Blank: the list price in Settings."
            {...form.getInputProps(path)}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
