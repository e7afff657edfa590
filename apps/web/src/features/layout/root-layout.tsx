import { useDisclosure } from "@mantine/hooks";
import { HeadContent, Outlet, useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { DEMO_NOTICE } from "../../content/demo";
import { trackPageView } from "../../lib/analytics";
import { publicConfig } from "../../lib/config";
import { AdminSidebarProvider } from "../admin/sidebar-state";
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

/** Every page: the fixed top bar, the page, the footer and the back-to-top button. */
export function RootLayout() {
  const [menuOpened, menu] = useDisclosure(false);
  const pathname = useLocation({ select: (l) => l.pathname });

  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);

  // Staff screens are a console: no marketing footer below them.
  const staffScreen = pathname.startsWith("/admin/") && pathname !== "/admin/login";

  return (
    <AdminSidebarProvider>
      <HeadContent />
      {/* The first stop of the keyboard: past the bar (and a staff screen's sidebar). */}
      <a href="#content" className={classes.skipLink}>
        Skip to main content
      </a>
      <header className={classes.header}>
        <SiteHeader menuOpened={menuOpened} onToggleMenu={menu.toggle} />
      </header>
      <LazyMobileMenu opened={menuOpened} onClose={menu.close} />
      <main className={classes.main} id={staffScreen ? undefined : "content"} tabIndex={-1}>
        {!staffScreen && publicConfig.demo && <DemoNotice />}
        <Outlet />
        {!staffScreen && <SiteFooter />}
      </main>
      <BackToTop />
    </AdminSidebarProvider>
  );
}
