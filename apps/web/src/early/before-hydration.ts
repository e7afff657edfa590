// Inlined into the <head> of every page at build time (vite.config.ts) and allowed by its hash
// in the CSP (the server's security.ts), so it runs before anything is painted. Until React has
// hydrated the page (take-over.ts):
// - text typed, boxes ticked and choices made stay in the fields, where the app reads them;
//   their events are kept from React, which would otherwise take them in a part it has not
//   committed yet and lose the state they set, while the field goes on showing the text;
// - a press on a button and a form's submission are held, to be replayed then: nothing answers
//   them before, and the browser would send the form as a GET that reloads the page without
//   the answers. After that, a submission in a part React has not hydrated yet (React answers
//   presses there, not submissions) is held too.
// Links work as they are; focus and the pointer's presses pass.
// A classic script, not a module (no import): its types come from take-over.ts's global.

(() => {
  type EarlyActions = NonNullable<Window["kairosEarly"]>;
  const early: EarlyActions = { queue: [], started: false, engaged: false };
  const PRESSABLE =
    "button, [role=button], [role=tab], [role=menuitem], [role=switch], [role=combobox], summary";
  const hold = (event: Event) => {
    const { target } = event;
    if (!(target instanceof Element)) return;
    if (event.type === "submit" && target instanceof HTMLFormElement) {
      // React's own mark on an element it has hydrated.
      if (early.started && Object.keys(target).some((k) => k.startsWith("__reactFiber$"))) return;
      event.preventDefault();
      early.queue.push({ kind: "submit", target });
    } else if (early.started) {
      return;
    } else if (event.type === "click") {
      const pressed = target.closest(PRESSABLE);
      if (pressed && !(pressed instanceof HTMLInputElement)) {
        event.preventDefault();
        early.queue.push({ kind: "press", target: pressed });
      }
    }
    event.stopImmediatePropagation();
    early.held?.();
  };
  for (const type of ["click", "submit", "input", "change", "beforeinput", "keydown", "keyup"]) {
    addEventListener(type, hold, true);
  }
  for (const type of ["pointerdown", "keydown", "focusin"]) {
    addEventListener(type, () => (early.engaged = true), { capture: true, once: true });
  }
  window.kairosEarly = early;
})();
