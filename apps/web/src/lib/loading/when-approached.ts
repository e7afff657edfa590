export interface Approach {
  /** Resolves once the visitor comes near, or `now()` is called. */
  approached: Promise<void>;
  /** Stops watching and resolves `approached` at once. */
  now: () => void;
}

/**
 * Watches for the visitor coming near one of `elements`: one of them scrolls to within
 * `margin` of the viewport, or takes the focus or a pointer press (a keyboard or screen-reader
 * visitor can reach a link there without scrolling first). Without IntersectionObserver, or
 * without elements, `approached` is resolved at once.
 */
export function whenApproached(elements: Element[], margin = "200px"): Approach {
  if (elements.length === 0 || typeof IntersectionObserver === "undefined") {
    return { approached: Promise.resolve(), now: () => {} };
  }
  let now = () => {};
  const approached = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) now();
      },
      { rootMargin: `${margin} 0px` },
    );
    const onEvent = (event: Event) => {
      if (elements.some((element) => element.contains(event.target as Node))) now();
    };
    const events = ["focusin", "pointerdown"] as const;
    now = () => {
      observer.disconnect();
      for (const type of events) document.removeEventListener(type, onEvent, true);
      resolve();
    };
    for (const element of elements) observer.observe(element);
    for (const type of events) document.addEventListener(type, onEvent, true);
  });
  return { approached, now: () => now() };
}
