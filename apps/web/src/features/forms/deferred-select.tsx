import { ComboboxChevron, InputBase, type SelectProps } from "@mantine/core";
import { type ComponentType, startTransition, useEffect, useState } from "react";
import { whenIdle } from "../../lib/idle";

// A Select on a form's first step whose code comes after the page: the server and the first
// render show its input as Mantine's Select draws it (label, description, value or
// placeholder, chevron); the real Select takes its place when the browser is idle, or at once
// when the person reaches for it, keeping the focus and opening its list for a press.

type Select = ComponentType<SelectProps>;
let loaded: Select | undefined;
const loadSelect = async () => {
  loaded ??= (await import("./select-field")).Select;
  return loaded;
};

interface Shown {
  Select: Select;
  /** The person reached for the field before its code came: focus it, and open it for a press. */
  reached?: "focus" | "press";
}

export function DeferredSelect(props: SelectProps) {
  const [shown, setShown] = useState<Shown | null>(() => (loaded ? { Select: loaded } : null));
  useEffect(() => {
    if (shown) return;
    // In a transition: the swap renders in slices, between which the browser answers.
    return whenIdle(() =>
      loadSelect().then((Select) => startTransition(() => setShown((s) => s ?? { Select }))),
    );
  }, [shown]);

  if (shown) {
    const { Select, reached } = shown;
    return <Select {...props} autoFocus={!!reached} defaultDropdownOpened={reached === "press"} />;
  }
  const reach = (reached: Shown["reached"]) =>
    void loadSelect().then((Select) => setShown((s) => (s?.reached ? s : { Select, reached })));
  const chosen = props.data?.find(
    (item) => (typeof item === "string" ? item : "value" in item && item.value) === props.value,
  );
  const { label, description, placeholder, required, error, disabled, name } = props;
  return (
    <InputBase
      {...{ label, description, placeholder, required, error, disabled, name }}
      readOnly
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      value={typeof chosen === "string" ? chosen : chosen && "label" in chosen ? chosen.label : ""}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      onFocus={() => reach("focus")}
      onPointerDown={() => reach("press")}
    />
  );
}
