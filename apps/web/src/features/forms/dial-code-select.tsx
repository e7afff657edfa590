import { Select, type SelectProps } from "@mantine/core";
import { useMemo } from "react";
import { countries } from "../../content/countries";

/** A searchable country picker whose value is the ISO code, labelled with flag and dial code. */
export function DialCodeSelect(props: Omit<SelectProps, "data">) {
  const data = useMemo(
    () => countries.map((c) => ({ value: c.code, label: `${c.flag} ${c.name} (${c.dialCode})` })),
    [],
  );
  return (
    <Select searchable limit={100} nothingFoundMessage="No country found" {...props} data={data} />
  );
}
