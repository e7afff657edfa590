import type { RouterHistory } from "@tanstack/react-router";
import { createRouter } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";

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
  return createRouter({
    routeTree,
    defaultPreload: "intent",
    scrollRestoration: options.server ? false : afterHydration,
    ...(options.history ? { history: options.history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
