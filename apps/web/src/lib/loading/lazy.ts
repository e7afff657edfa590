import { type ComponentType, lazy } from "react";

// React.lazy for parts below the fold whose code loads after the first page, which the server
// renderer must still render completely. renderToString cannot wait for a lazy component, so
// the server loads them all first (preloadLazyParts); a loaded part then renders at once, in
// its Suspense boundary, and the browser hydrates it when its code has arrived and, when
// `hydrateWhen` gives a promise at the first render, once that resolves too: until then the
// server's HTML stays as it is.

const preloads: (() => Promise<unknown>)[] = [];

// biome-ignore lint/suspicious/noExplicitAny: the props of any component
export function preloadableLazy<T extends ComponentType<any>>(
  load: () => Promise<T>,
  hydrateWhen: () => Promise<void> | undefined = () => undefined,
) {
  const preload = loadOnce(load);
  preloads.push(preload);
  const component = lazy(() => {
    const waiting = hydrateWhen();
    const loaded = preload.peek();
    return loaded && !waiting
      ? // A thenable that calls back at once: React renders the loaded part without suspending.
        ({
          // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point here
          then: (resolve: (module: { default: T }) => void) => resolve({ default: loaded }),
        } as Promise<{ default: T }>)
      : Promise.all([preload(), waiting]).then(([part]) => ({ default: part }));
  });
  // `preload` lets a route loader fetch the part before the page renders in the browser.
  return Object.assign(component, { preload });
}

/** Loads every preloadable lazy part (the server renderer, before it renders). */
export function preloadLazyParts(): Promise<unknown> {
  return Promise.all(preloads.map((preload) => preload()));
}

/**
 * React.lazy of a named export (a form's later step, a dialog), with `preload` to fetch its
 * code before it is shown. Client-only: the server renders what comes before such a part.
 */
export function lazyNamed<
  // biome-ignore lint/suspicious/noExplicitAny: the props of any component
  M extends Record<K, ComponentType<any>>,
  K extends keyof M,
>(load: () => Promise<M>, name: K) {
  const component = lazy(async () => ({ default: (await load())[name] }));
  return Object.assign(component, { preload: load });
}

/**
 * `load` (a module, a component) run until it has given its value once, which later calls
 * return; `peek()` is that value, or undefined before then, for a render that cannot wait.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  const get = async () => {
    loaded ??= await load();
    return loaded;
  };
  return Object.assign(get, { peek: () => loaded });
}
