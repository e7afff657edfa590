// The app's side of before-hydration.ts: what the person did before React hydrated the page is
// handed to it then, so that nothing typed, ticked, pressed or submitted on a slow phone is lost
// (docs/decisions/0004-prerendered-public-pages.md, "Before the app takes over").

export interface EarlyActions {
  /** Presses and submissions held, in order. */
  queue: { kind: "press" | "submit"; target: Element }[];
  /** React has hydrated the page's content and answers from now on. */
  started: boolean;
  /** The person has pressed, typed or focused something on the page. */
  engaged: boolean;
  /** Called when something was held after React started answering. */
  held?: () => void;
}

declare global {
  interface Window {
    kairosEarly?: EarlyActions;
  }
}

/**
 * Whether the person has pressed, typed or focused on the page, counting what they did before
 * the app's code ran.
 */
export const engagedEarly = () => window.kairosEarly?.engaged === true;

/**
 * Puts `text` in a field as if typed: React's onChange runs with it. React sends onChange only
 * when the value differs from the one it last tracked, and it tracks what is set through the
 * element: setting another value that way first, then `text` through the prototype's setter
 * (which React does not see), makes the input event a change.
 */
export function inputText(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text ? "" : " ";
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, text);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** A box ticked or a choice made before hydration, given to React as the person's click. */
function reclick(box: HTMLInputElement) {
  box.checked = !box.checked;
  box.click();
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Whether the person (or the browser's autofill) changed `field` where React did not see it.
 * React keeps a field's `defaultValue` (`defaultChecked`, `defaultSelected`) equal to what it
 * rendered, so a difference is the person's.
 */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field.type === "checkbox") return field.checked !== field.defaultChecked;
  // The chosen radio only: the one it replaced follows.
  if (field.type === "radio") return field.checked && !field.defaultChecked;
  return field.type !== "file" && field.value !== field.defaultValue;
}

function adopt(field: Field) {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event("change", { bubbles: true }));
  } else if (field instanceof HTMLInputElement && ["checkbox", "radio"].includes(field.type)) {
    reclick(field);
  } else {
    const { value, selectionStart: start, selectionEnd: end } = field;
    inputText(field, value);
    // React writes the value back as it renders it (in its own microtask, queued first), which
    // moves the caret to the end: the caret then goes back where the person was typing (the
    // middle of a text, as a tap there puts it), for the next key.
    if (start === null || end === null) return;
    queueMicrotask(() => {
      if (field.value === value) field.setSelectionRange(start, end);
    });
  }
}

/**
 * Replays the held presses and submissions in order, each on what is still in the page. A
 * submission is its form's submit button pressed, when it has one: React hydrates the part that
 * was pressed and answers, where it answers no submission in a part it has not hydrated.
 */
function replay(early: EarlyActions) {
  for (const { kind, target } of early.queue.splice(0)) {
    if (!target.isConnected) continue;
    const pressed = kind === "submit" ? target.querySelector<HTMLElement>("[type=submit]") : target;
    if (pressed instanceof HTMLElement) pressed.click();
    else if (target instanceof HTMLFormElement) target.requestSubmit();
  }
}

/**
 * Called in the commit in which React hydrated the page's content (router.tsx marks every
 * page's component), before any component renders again: the changed fields' values go to
 * React now, since a render would wipe them; the held presses and submissions right after the
 * commit, where React can answer them.
 */
export function takeOver() {
  const { dataset } = document.documentElement;
  if (dataset.ready === "") return;
  // The page answers from now on: tests and monitors wait for this mark (e2e/tests/fixtures.ts).
  dataset.ready = "";
  const early = window.kairosEarly;
  if (!early) return;
  early.started = true;
  const root = document.getElementById("root");
  for (const field of root?.querySelectorAll<Field>("input, textarea, select") ?? []) {
    if (changed(field)) adopt(field);
  }
  early.held = () => window.setTimeout(() => replay(early));
  early.held();
}
