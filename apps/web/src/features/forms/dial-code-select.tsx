import type { ComboboxItem, ComboboxParsedItem, OptionsFilter, SelectProps } from "@mantine/core";
import { useRef, useState } from "react";
import { type Country, countries, countryByCode } from "@/content/countries";
import { DeferredSelect, insertedText } from "./deferred-field";

const labelOf = (c: Country) => `${c.flag} ${c.name} (${c.dialCode})`;
const OPTIONS = countries.map((c) => ({ value: c.code, label: labelOf(c) }));

/** Whether `country` answers the typed `query`: its name, its ISO code, its dial code or label. */
export function countryMatches(country: Country, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const digits = q.replace(/^\+/, "");
  return (
    labelOf(country).toLowerCase().includes(q) ||
    country.code.toLowerCase() === q ||
    (/^\d+$/.test(digits) && country.dialCode.slice(1).startsWith(digits))
  );
}

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => "value" in option;

const countryFilter: OptionsFilter = ({ options, search, limit }) =>
  options
    .filter(isItem)
    .filter((option) => {
      const country = countryByCode(option.value);
      return country ? countryMatches(country, search) : false;
    })
    .slice(0, limit);

/**
 * A searchable country picker whose value is the ISO code, labelled with flag and dial code.
 * While its list is open the field holds only what is typed (the chosen country stays as the
 * placeholder), so typing searches by name, ISO code or dial code instead of adding to the
 * chosen label.
 */
export function DialCodeSelect(props: Omit<SelectProps, "data">) {
  const selected = typeof props.value === "string" ? countryByCode(props.value) : undefined;
  const label = selected ? labelOf(selected) : "";
  // null: the list is closed and the field shows the chosen country.
  const [search, setSearch] = useState<string | null>(null);
  // Whether the search change reported now is the person's typing. The picker also sets its
  // search itself, to the chosen label (when it mounts, when the value changes, on blur): that
  // must not replace what was typed, as when it mounts under a person already typing.
  const typing = useRef(false);
  return (
    <DeferredSelect
      searchable
      limit={100}
      nothingFoundMessage="No country found"
      filter={countryFilter}
      placeholder={label}
      {...props}
      data={OPTIONS}
      searchValue={search ?? label}
      onInput={() => {
        typing.current = true;
        queueMicrotask(() => {
          typing.current = false;
        });
      }}
      onSearchChange={(value) => {
        if (!typing.current) return;
        // Typed into the chosen country's label (the list closed): the search is what was typed.
        setSearch((current) => (current === null ? insertedText(label, value) : value));
      }}
      // A search typed in the event that opens the list is kept.
      onDropdownOpen={() => setSearch((current) => current ?? "")}
      onDropdownClose={() => setSearch(null)}
    />
  );
}
