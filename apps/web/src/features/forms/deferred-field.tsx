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
    const [shown, setShown] = useState<{ Component: ComponentType<P> } | null>(() => {
      const loaded = get.peek();
      return loaded ? { Component: loaded } : null;
    });
    // Its own state, set only urgently: a swap still rendering in a transition, rebased over
    // the person's reach, cannot undo it (and cancel the hand-over below).
    const [reached, setReached] = useState(false);
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
    /** Remembers how the person reached for the field, and loads its code. */
    const note = (way: Reached) => {
      if (way !== "focus" || !how.current) how.current = way;
      return get();
    };
    /** Puts the real picker in its place, once loaded. */
    const reach = (way: Reached) => {
      void note(way).then((Component) => {
        setReached(true);
        setShown((s) => s ?? { Component });
      });
    };
    const ref = useRef<HTMLElement>(null);
    // Not the object: a rebased swap makes another one of the same component.
    const Component = shown?.Component;
    // At the commit itself, not after the paint: the drawn input is gone then, and a key
    // pressed before the real one had the focus would be lost.
    useLayoutEffect(() => {
      const target = ref.current;
      const way = how.current;
      if (!reached || !Component || !target || !way) return;
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
    }, [reached, Component]);
    return { Component, note, reach, ref };
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
  note,
  reach,
  value,
  ...props
}: InputBaseProps & {
  note: (way: Reached) => void;
  reach: (way: Reached) => void;
  value: string;
  placeholder?: string;
}) {
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
      // The press is what follows it: the real picker taking its place during the press would
      // take the rest of it (the mouse button's down event lands beside it, moving the focus away).
      onPointerDown={() => void note("press")}
    />
  );
}

const useDeferredSelect = deferred<SelectProps>(
  async () => (await import("./select-field")).Select,
);

export function DeferredSelect(props: SelectProps) {
  const { Component: Select, note, reach, ref } = useDeferredSelect(false);
  if (Select) return <Select {...props} ref={ref as Ref<HTMLInputElement>} />;
  const chosen = props.data?.find(
    (item) => (typeof item === "string" ? item : "value" in item && item.value) === props.value,
  );
  const { label, description, placeholder, required, error, disabled, name } = props;
  return (
    <DrawnSelect
      {...{ label, description, placeholder, required, error, disabled, name, note, reach }}
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
  const { Component: DatePickerInput, note, reach, ref } = useDeferredDatePicker(!!props.value);
  if (DatePickerInput) return <DatePickerInput {...props} ref={ref as Ref<HTMLButtonElement>} />;
  const { label, description, placeholder, required, error, disabled, leftSection } = props;
  return (
    <InputBase
      {...{ label, description, required, error, disabled, leftSection }}
      component="button"
      type="button"
      onFocus={() => reach("focus")}
      onPointerDown={() => void note("press")}
      onClick={() => reach("press")}
    >
      <Input.Placeholder>{placeholder}</Input.Placeholder>
    </InputBase>
  );
}
