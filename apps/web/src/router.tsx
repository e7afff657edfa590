import type { RouterHistory } from "@tanstack/react-router";
import { createRouter, parseSearchWith, stringifySearchWith } from "@tanstack/react-router";
import { type ComponentType, useLayoutEffect } from "react";
import { takeOver } from "./early/take-over";
import { routeTree } from "./routeTree.gen";

/**
 * Rendered after every page's component: its layout effect runs in the commit in which React
 * hydrated the page's content, which the router's outlet puts in a Suspense boundary of its own,
 * hydrated after the rest of the page (take-over.ts).
 */
function PageCommitted() {
  useLayoutEffect(takeOver, []);
  return null;
}

/**
 * A search value read as JSON only when it is written exactly as JSON would write it, else kept
 * as typed: the router's default (JSON.parse) reads a search for "7544e876" as Infinity, "1e5"
 * as 100000 and "1.50" as 1.5. Throwing keeps the text (parseSearchWith), and a text that would
 * read as JSON is written quoted (stringifySearchWith), so a value reads back as it was set.
 */
function readSearchValue(text: string): unknown {
  const value: unknown = JSON.parse(text);
  if (JSON.stringify(value) !== text) throw new SyntaxError("Not written as JSON writes it");
  return value;
}

type RouteComponent = ComponentType & { preload?: () => Promise<void> };

const markedPages = new WeakSet<RouteComponent>();

/**
 * `Page` followed by PageCommitted, loaded as `Page` is (the route's code-split chunk). The
 * routes are module-wide and the server renderer makes a router per page: a page is marked
 * once, or every render would nest it deeper and give its elements other ids than the browser's.
 */
function marked(Page: RouteComponent): RouteComponent {
  if (markedPages.has(Page)) return Page;
  const Marked: RouteComponent = () => (
    <>
      <Page />
      <PageCommitted />
    </>
  );
  Marked.preload = Page.preload;
  markedPages.add(Marked);
  return Marked;
}

/**
 * One router per page load in the browser, one per render on the server (entry-server.tsx,
 * with a memory history). The server leaves scroll restoration out: its inline script would
 * break the CSP, and the browser restores scrolling itself.
 */
export function createAppRouter(options: { history?: RouterHistory; server?: boolean } = {}) {
  // The first render in the browser hydrates the page the visitor already sees, perhaps
  // scrolled (or at its #hash) while the scripts loaded: the router's reset to the top would
  // throw that away. From the first navigation on, the router resets and restores as usual.
  let hydrated = false;
  const afterHydration = () => {
    const restore = hydrated;
    hydrated = true;
    return restore;
  };
  const router = createRouter({
    routeTree,
    defaultPreload: "intent",
    parseSearch: parseSearchWith(readSearchValue),
    stringifySearch: stringifySearchWith(JSON.stringify, readSearchValue),
    scrollRestoration: options.server ? false : afterHydration,
    ...(options.history ? { history: options.history } : {}),
  });
  for (const route of Object.values(router.routesById)) {
    const { component } = route.options;
    if (component && !route.isRoot) route.options.component = marked(component);
  }
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
