import "./lib/validation/zod-jitless";
import "./styles/mantine-public";
import { type ReactNode, startTransition, useEffect, useLayoutEffect } from "react";
import { App } from "./app";
import { takeOver } from "./early/take-over";
import { onSessionLost } from "./features/auth/session";
import { beginHydration, endHydration } from "./lib/data/client-value";
import { createAppRouter } from "./router";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

/**
 * The app takes over the page (take-over.ts, which marks `<html data-ready>`): when the page's
 * content has hydrated (router.tsx), or at once on a page started in the browser; and should that
 * content never commit (an error), after a while. It adds no element, so the hydrated tree is
 * the server's.
 */
function Ready({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  useLayoutEffect(() => {
    if (!hydrating) takeOver();
  }, [hydrating]);
  useEffect(() => {
    endHydration();
    const late = window.setTimeout(takeOver, 10_000);
    return () => window.clearTimeout(late);
  }, []);
  return children;
}

/** Lets the browser run its own tasks (paint, input) before the next part of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The start runs in three tasks, where one was long on a phone (decision 0004): the evaluation of
// this file's imports, then the router (its route tree, the page's route code), then React's
// renderer, whose code (half of the first load) is compiled when it first runs.
async function start(root: HTMLElement) {
  await nextTask();
  const router = createAppRouter();

  // A staff call that answers 401 means the session ended on the server: forget it here and,
  // on a staff screen, ask for a new sign-in, coming back to this screen afterwards. A 401
  // that lands on a public page (a staff call still in flight when the user logged out and
  // left the console) only forgets the session: visitors are never sent to sign in.
  onSessionLost(() => {
    const { pathname, href } = router.state.location;
    if (pathname.startsWith("/admin/") && pathname !== "/admin/login") {
      void router.navigate({ to: "/admin/login", search: { redirect: href } });
    }
  });

  // A prerendered public page: load the route's code first, then hydrate the server's HTML
  // with the same tree. `ssr` tells the router the markup came from a server render, so it
  // renders the matches without the Suspense boundary a client-only start adds. The staff
  // console, the applicant's own page and the 404 page start in the browser.
  const prerendered = root.hasChildNodes();
  if (prerendered) {
    router.ssr = { manifest: undefined };
    beginHydration();
    await router.load();
  }
  await nextTask();
  const { createRoot, hydrateRoot } = await import("react-dom/client");
  const app = (
    <Ready hydrating={prerendered}>
      <App router={router} />
    </Ready>
  );
  // In a transition, React hydrates in slices and yields to the browser between them (a plain
  // hydrateRoot is one long task): the page, already painted, stays responsive meanwhile.
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start(root);
