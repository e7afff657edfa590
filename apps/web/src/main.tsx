import "./lib/zod-jitless";
import "./styles/mantine-public";
import { type ReactNode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { onSessionLost } from "./features/auth/session";
import { createAppRouter } from "./router";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const router = createAppRouter();

// A staff call that answers 401 means the session ended on the server: forget it here and,
// on a staff screen, ask for a new sign-in, coming back to this screen afterwards. A 401 that
// lands on a public page (a staff call still in flight when the user logged out and left the
// console) only forgets the session: visitors are never sent to sign in.
onSessionLost(() => {
  const { pathname, href } = router.state.location;
  if (pathname.startsWith("/admin/") && pathname !== "/admin/login") {
    void router.navigate({ to: "/admin/login", search: { redirect: href } });
  }
});

/**
 * `data-ready` on <html> once the app has committed: the page answers clicks from then on (a
 * prerendered page is shown before that). Tests and monitors wait for it; it adds no element,
 * so the hydrated tree is the server's.
 */
function Ready({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.ready = "";
  }, []);
  return children;
}

const app = (
  <Ready>
    <App router={router} />
  </Ready>
);

if (root.hasChildNodes()) {
  // A prerendered public page: load the route's code first, then hydrate the server's HTML
  // with the same tree. `ssr` tells the router the markup came from a server render, so it
  // renders the matches without the Suspense boundary a client-only start adds.
  router.ssr = { manifest: undefined };
  // In a transition, React hydrates in slices and yields to the browser between them (a plain
  // hydrateRoot is one long task): the page, already painted, stays responsive meanwhile.
  void router.load().then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  // The staff console, the applicant's own page and the 404 page start in the browser.
  createRoot(root).render(app);
}
