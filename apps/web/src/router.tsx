import { createRouter } from "@tanstack/react-router";
import { clearLocalSession } from "./features/auth/session";
import { onUnauthorized, queryClient } from "./lib/trpc";
import { routeTree } from "./routeTree.gen";

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  scrollRestoration: true,
});

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

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
