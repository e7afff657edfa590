/**
 * Resolves once the visitor comes near one of `elements`: one of them scrolls to within
 * `margin` of the viewport, or takes the focus or a pointer press (a keyboard or screen-reader
 * visitor can reach a link there without scrolling first). Without IntersectionObserver at once.
 */
export function whenApproached(elements: Element[], margin = "200px"): Promise<void> {
  if (elements.length === 0 || typeof IntersectionObserver === "undefined") {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: `${margin} 0px` },
    );
    const onEvent = (event: Event) => {
      if (elements.some((element) => element.contains(event.target as Node))) done();
    };
    const events = ["focusin", "pointerdown"] as const;
    function done() {
      observer.disconnect();
      for (const type of events) document.removeEventListener(type, onEvent, true);
      resolve();
    }
    for (const element of elements) observer.observe(element);
    for (const type of events) document.addEventListener(type, onEvent, true);
  });
}
