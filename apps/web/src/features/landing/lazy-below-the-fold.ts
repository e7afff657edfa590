import { preloadableLazy } from "../../lib/lazy";

// Only the hero's code comes with the first page; the sections below it (with the carousel,
// the pricing and the FAQ) load right after, while the visitor reads the prerendered HTML,
// which already shows them complete and styled (all their CSS is in the first page's). React
// hydrates them once their code is there. A visit that starts elsewhere loads them before the
// landing page renders (routes/index.tsx), so that a section link finds its section.
export const LazyBelowTheFold = preloadableLazy(() =>
  import("./below-the-fold").then((module) => module.BelowTheFold),
);
