import { HeadContent, Outlet, useLocation } from "@tanstack/react-router";
import { lazy, Suspense, useEffect } from "react";
import { DEMO_NOTICE } from "@/content/demo";
import { trackPageView } from "@/lib/analytics/analytics";
import { useBrowserValue } from "@/lib/data/client-value";
import { publicConfig } from "@/lib/data/config";
import { isConsoleScreen, MenuStateProvider, useMenu } from "../admin/sidebar-state";
import { BackToTop } from "./back-to-top";
import { LazyMobileMenu } from "./lazy-mobile-menu";
import classes from "./root-layout.module.css";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * A demo install says so on every public page, under the top bar (GAP-28): its dates and
 * payment details are examples. Production installs never show it (the page's configuration).
 */
function DemoNotice() {
  return (
    <p className={classes.demoNotice} role="note" aria-label={DEMO_NOTICE.label}>
      <strong>{`${DEMO_NOTICE.label}.`}</strong> {DEMO_NOTICE.text}
    </p>
  );
}

// The analytics banner's gate (decision 0032): only where GA_MEASUREMENT_ID is set, after the
// page's first commit (the choice is the browser's), in a chunk of its own.
const AnalyticsConsentGate = lazy(() => import("../privacy/analytics-consent-gate"));
const inBrowser = () => true;

/** Every page: the fixed top bar, the page, the footer and the back-to-top button. */
export function RootLayout() {
  return (
    <MenuStateProvider>
      <Page />
    </MenuStateProvider>
  );
}

function Page() {
  const menu = useMenu();
  const pathname = useLocation({ select: (l) => l.pathname });

  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
  // A page reached otherwise than through the menu (the browser's Back) opens with it closed.
  const { close: closeMenu } = menu;
  useEffect(() => {
    if (pathname) closeMenu();
  }, [pathname, closeMenu]);

  // Staff screens are a console: no marketing footer below them, and their own menu (with the
  // site's links) instead of the site's drawer, so a phone has one menu button.
  const staffScreen = isConsoleScreen(pathname);
  const askConsent = useBrowserValue(inBrowser, false) && !!publicConfig.gaMeasurementId;

  return (
    <>
      <HeadContent />
      {/* The first stop of the keyboard: past the bar (and a staff screen's sidebar). */}
      <a href="#content" className={classes.skipLink}>
        Skip to main content
      </a>
      <header className={classes.header}>
        <SiteHeader menuOpened={menu.opened} onToggleMenu={menu.toggle} />
      </header>
      {!staffScreen && <LazyMobileMenu opened={menu.opened} onClose={menu.close} />}
      {/* The footer beside the main content, not in it: the page's contentinfo landmark, and
          past what "Skip to main content" leads to. */}
      <div className={classes.page}>
        <main className={classes.main} id={staffScreen ? undefined : "content"} tabIndex={-1}>
          {!staffScreen && publicConfig.demo && <DemoNotice />}
          <Outlet />
        </main>
        {!staffScreen && <SiteFooter />}
      </div>
      <BackToTop />
      {askConsent && (
        <Suspense fallback={null}>
          <AnalyticsConsentGate />
        </Suspense>
      )}
    </>
  );
}
