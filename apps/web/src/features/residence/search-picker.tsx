import { Combobox, Input, InputBase, Text, useCombobox } from "@mantine/core";
import { type ReactNode, useEffect } from "react";

// A required single choice with a search field in its dropdown (Mantine Combobox): the target
// button shows the choice or a placeholder, the dropdown a search field, the options already
// filtered and capped by the caller, an empty text and an optional notice below the list.

export interface PickerOption {
  value: string;
  label: ReactNode;
}

export interface SearchPickerProps {
  label: string;
  placeholder: string;
  searchPlaceholder: string;
  /** The chosen value, or null. */
  value: string | null;
  /** How the chosen value is shown on the button. */
  valueLabel?: ReactNode;
  search: string;
  onSearchChange: (search: string) => void;
  options: readonly PickerOption[];
  /** Shown in the list when there are no options. */
  emptyText: string;
  /** Shown below the list, e.g. when the options were capped. */
  notice?: string | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
}

export function SearchPicker({
  label,
  placeholder,
  searchPlaceholder,
  value,
  valueLabel,
  search,
  onSearchChange,
  options,
  emptyText,
  notice,
  disabled = false,
  onChange,
}: SearchPickerProps) {
  const combobox = useCombobox({
    onDropdownOpen: () => combobox.focusSearchInput(),
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      combobox.focusTarget();
    },
  });

  // Keep a highlighted option while the list changes, so that Enter picks it: the current
  // choice when it is listed, else the best match. Highlighted at once when the new list is
  // already drawn (Mantine's updateSelectedOptionIndex waits a timer, and an Enter pressed right
  // after typing landed before it and picked nothing); else once the opening dropdown is drawn.
  const { dropdownOpened, selectActiveOption } = combobox;
  const optionsKey = options.map((option) => option.value).join("\n");
  useEffect(() => {
    if (!dropdownOpened || !optionsKey || selectActiveOption() !== null) return;
    const timer = window.setTimeout(selectActiveOption, 0);
    return () => window.clearTimeout(timer);
  }, [dropdownOpened, optionsKey, selectActiveOption]);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(picked) => {
        onChange(picked);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target targetType="button" withExpandedAttribute>
        <InputBase
          component="button"
          type="button"
          label={label}
          pointer
          disabled={disabled}
          aria-required
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
        >
          {value !== null ? (
            (valueLabel ?? value)
          ) : (
            <Input.Placeholder c="dimmed">{placeholder}</Input.Placeholder>
          )}
        </InputBase>
      </Combobox.Target>

      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder.replace(/\.+$/, "")}
        />
        {options.length > 0 ? (
          // The list scrolls itself; tabIndex -1 makes it a focusable scroll region (axe
          // scrollable-region-focusable) while the keys stay in the search field.
          <Combobox.Options
            aria-label={label.replace(/\s*\*$/, "")}
            mah={260}
            tabIndex={-1}
            style={{ overflowY: "auto" }}
          >
            {options.map((option) => (
              <Combobox.Option
                key={option.value}
                value={option.value}
                active={option.value === value}
                aria-selected={option.value === value}
              >
                {option.label}
              </Combobox.Option>
            ))}
          </Combobox.Options>
        ) : (
          // Outside the listbox: a listbox may only hold options.
          <Combobox.Empty role="status">{emptyText}</Combobox.Empty>
        )}
        {notice && (
          <Combobox.Footer>
            <Text size="xs" c="dimmed">
              {notice}
            </Text>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
