import {
  ComboboxChevron,
  Input,
  InputBase,
  type InputBaseProps,
  type SelectProps,
} from "@mantine/core";
import type { DatePickerInputProps } from "@mantine/dates";
import {
  type ComponentType,
  type ReactNode,
  type Ref,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { inputText } from "@/early/take-over";
import { whenIdle } from "@/lib/loading/idle";
import { loadOnce } from "@/lib/loading/lazy";

// A picker (Select, DatePickerInput) on a form's first view whose code comes after the page:
// the server and the first render show its input as Mantine draws it (label, description,
// value or placeholder, section); the real picker takes its place when the browser is idle
// after the person starts on the page, or at once when the person reaches for it, keeping the
// focus, opening its list for a press and searching for what was typed meanwhile (before the
// app's code ran too: the text stays in the drawn field, and the app reads it at hydration).
// A mounted picker costs a synchronous re-render (floating-ui keeps its target in state):
// hydrating five of them was a long task on a phone.

type Reached = "focus" | "press" | { search: string };

function deferred<P>(load: () => Promise<ComponentType<P>>) {
  const get = loadOnce(load);
  /** The real component once loaded, and how the person reached for the field before that. */
  return function useDeferred(loadNow: boolean) {
    const [shown, setShown] = useState<{ Component: ComponentType<P>; reached?: true } | null>(
      () => {
        const loaded = get.peek();
        return loaded ? { Component: loaded } : null;
      },
    );
    useEffect(() => {
      if (shown) return;
      // In a transition: the swap renders in slices, between which the browser answers.
      const swap = () =>
        get().then((Component) => startTransition(() => setShown((s) => s ?? { Component })));
      if (loadNow) {
        void swap();
        return;
      }
      return whenIdle(swap);
    }, [shown, loadNow]);
    // How the person reached for it before its code came, the most telling way: typing after a
    // press after a focus. The real picker then takes the focus, and for a press or typing the
    // click that opens it and the typed search (as the person's own would, with the same
    // callbacks).
    const how = useRef<Reached | null>(null);
    const reach = (reached: Reached) => {
      if (reached !== "focus" || !how.current) how.current = reached;
      void get().then((Component) => setShown((s) => s ?? { Component, reached: true }));
    };
    const ref = useRef<HTMLElement>(null);
    const reached = shown?.reached;
    // At the commit itself, not after the paint: the drawn input is gone then, and a key
    // pressed before the real one had the focus would be lost.
    useLayoutEffect(() => {
      const target = ref.current;
      const way = how.current;
      if (!reached || !target || !way) return;
      target.focus();
      if (way !== "focus") target.click();
      // Typed once the list is open: the picker empties its search when the list opens. What
      // the person typed into the real input meanwhile follows the drawn input's search.
      if (typeof way !== "object" || !(target instanceof HTMLInputElement)) return;
      const before = target.value;
      const typing = window.setTimeout(() =>
        inputText(target, way.search + insertedText(before, target.value)),
      );
      return () => window.clearTimeout(typing);
    }, [reached]);
    return { shown, reach, ref };
  };
}

/**
 * What was typed into `before` to make `after`: what lies between their common ends, compared
 * by code point (two flags share their first UTF-16 unit: "🇪🇬" and "🇺🇸" differ from the start).
 */
export function insertedText(beforeText: string, afterText: string): string {
  const before = Array.from(beforeText);
  const after = Array.from(afterText);
  let start = 0;
  while (start < before.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end++;
  }
  return after.slice(start, after.length - end).join("");
}

/**
 * The input a picker draws, answering the person's first reach for it. It takes typing, as the
 * searchable picker does: what is typed into the chosen label is the search the picker opens
 * with.
 */
function DrawnSelect({
  reach,
  value,
  ...props
}: InputBaseProps & { reach: (reached: Reached) => void; value: string; placeholder?: string }) {
  // What the person typed into it; until then it shows the chosen label.
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <InputBase
      {...props}
      value={typed ?? value}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyped(text);
        reach({ search: insertedText(value, text) });
      }}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      onFocus={() => reach("focus")}
      onPointerDown={() => reach("press")}
    />
  );
}

const useDeferredSelect = deferred<SelectProps>(
  async () => (await import("./select-field")).Select,
);

export function DeferredSelect(props: SelectProps) {
  const { shown, reach, ref } = useDeferredSelect(false);
  if (shown) {
    const { Component: Select } = shown;
    return <Select {...props} ref={ref as Ref<HTMLInputElement>} />;
  }
  const chosen = props.data?.find(
    (item) => (typeof item === "string" ? item : "value" in item && item.value) === props.value,
  );
  const { label, description, placeholder, required, error, disabled, name } = props;
  return (
    <DrawnSelect
      {...{ label, description, placeholder, required, error, disabled, name, reach }}
      value={typeof chosen === "string" ? chosen : chosen && "label" in chosen ? chosen.label : ""}
    />
  );
}

type DatePickerProps = DatePickerInputProps & { ref?: Ref<HTMLButtonElement> };
const useDeferredDatePicker = deferred<DatePickerProps>(
  async () => (await import("./date-picker-field")).DatePickerInput,
);

/**
 * A DatePickerInput (a button that opens a calendar); a value given before its code came (the
 * code formats it) loads it at once.
 */
export function DeferredDatePickerInput(props: DatePickerInputProps & { leftSection?: ReactNode }) {
  const { shown, reach, ref } = useDeferredDatePicker(!!props.value);
  if (shown) {
    const { Component: DatePickerInput } = shown;
    return <DatePickerInput {...props} ref={ref as Ref<HTMLButtonElement>} />;
  }
  const { label, description, placeholder, required, error, disabled, leftSection } = props;
  return (
    <InputBase
      {...{ label, description, required, error, disabled, leftSection }}
      component="button"
      type="button"
      onFocus={() => reach("focus")}
      onPointerDown={() => reach("press")}
      onClick={() => reach("press")}
    >
      <Input.Placeholder>{placeholder}</Input.Placeholder>
    </InputBase>
  );
}
