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
  useRef,
  useState,
} from "react";
import { whenIdle } from "../../lib/idle";
import { loadOnce } from "../../lib/lazy";

// A picker (Select, DatePickerInput) on a form's first view whose code comes after the page:
// the server and the first render show its input as Mantine draws it (label, description,
// value or placeholder, section); the real picker takes its place when the browser is idle
// after the person starts on the page, or at once when the person reaches for it, keeping the
// focus and opening its list for a press. A mounted picker costs a synchronous re-render
// (floating-ui keeps its target in state): hydrating five of them was a long task on a phone.

type Reached = "focus" | "press";

function deferred<P>(load: () => Promise<ComponentType<P>>) {
  const get = loadOnce(load);
  /** The real component once loaded, and how the person reached for the field before that. */
  return function useDeferred(loadNow: boolean) {
    const [shown, setShown] = useState<{ Component: ComponentType<P>; reached?: Reached } | null>(
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
    const reach = (reached: Reached) =>
      void get().then((Component) => setShown((s) => s ?? { Component, reached }));
    // Reached before its code came: the real picker takes the focus and, for a press, the
    // click that opens it (as the person's own click would, with the same callbacks).
    const ref = useRef<HTMLElement>(null);
    const reached = shown?.reached;
    useEffect(() => {
      if (!reached) return;
      ref.current?.focus();
      if (reached === "press") ref.current?.click();
    }, [reached]);
    return { shown, reach, ref };
  };
}

/** The input a picker draws, answering the person's first reach for it. */
function DrawnSelect({
  reach,
  ...props
}: InputBaseProps & { reach: (reached: Reached) => void; value: string; placeholder?: string }) {
  return (
    <InputBase
      {...props}
      readOnly
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
    >
      <Input.Placeholder>{placeholder}</Input.Placeholder>
    </InputBase>
  );
}
