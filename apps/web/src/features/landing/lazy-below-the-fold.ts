import { preloadableLazy } from "@/lib/loading/lazy";
import { type Approach, whenApproached } from "@/lib/loading/when-approached";

// Only the hero's code comes with the first page; the sections below it (with the carousel,
// the pricing and the FAQ) load right after, while the visitor reads the prerendered HTML,
// which already shows them complete and styled (all their CSS is in the first page's). React
// hydrates them when the visitor comes near them: hydrating ~700 components is one long task
// that a phone would otherwise spend while the visitor is still reading the hero. A click on a
// section that is scrolled to but not yet hydrated is not lost: React hydrates it first.

/** Set while the prerendered sections wait for the visitor to come near. */
let waiting: Approach | undefined;
let firstLoad = true;

export const LazyBelowTheFold = preloadableLazy(
  () => import("./below-the-fold").then((module) => module.BelowTheFold),
  () => waiting?.approached,
);

/**
 * For the route's loader. Over the prerendered page (the page's first load, the sections in
 * the HTML) it starts the sections' code and lets them hydrate when the visitor comes near.
 * Otherwise (a visit from another page, or a link to a section) it resolves when their code
 * is there, so that a section link finds its target, and ends a hydration still waiting.
 */
export function loadBelowTheFold(): Promise<unknown> {
  const prerendered = firstLoad && document.getElementById("about") !== null;
  firstLoad = false;
  if (prerendered) {
    // The sections after the hero.
    waiting = whenApproached([...document.querySelectorAll("main > section ~ section")]);
    void LazyBelowTheFold.preload();
    return Promise.resolve();
  }
  renderBelowTheFoldNow();
  return LazyBelowTheFold.preload();
}

/** Ends the wait for the visitor: the sections hydrate, or render, once their code is there. */
export function renderBelowTheFoldNow(): void {
  waiting?.now();
  waiting = undefined;
}
