import "./styles/mantine-public";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { clearLocalSession } from "./features/auth/session";
import { onUnauthorized } from "./lib/trpc";
import { createAppRouter } from "./router";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const router = createAppRouter();

// A staff call that answers 401 means the session ended on the server: forget it here and
// ask for a new sign-in, coming back to this page afterwards. Public pages make no staff
// calls, so visitors are never sent there.
onUnauthorized(() => {
  clearLocalSession();
  const here = router.state.location.href;
  if (router.state.location.pathname !== "/admin/login") {
    void router.navigate({ to: "/admin/login", search: { redirect: here } });
  }
});

if (root.hasChildNodes()) {
  // A prerendered public page: load the route's code first, then hydrate the server's HTML
  // with the same tree. `ssr` tells the router the markup came from a server render, so it
  // renders the matches without the Suspense boundary a client-only start adds.
  router.ssr = { manifest: undefined };
  void router.load().then(() => hydrateRoot(root, <App router={router} />));
} else {
  // Forms, the staff console and the 404 page start in the browser.
  createRoot(root).render(<App router={router} />);
}
