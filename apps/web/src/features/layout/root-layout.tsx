import { AppShell } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { HeadContent, Outlet, useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { trackPageView } from "../../lib/analytics";
import { AdminSidebarProvider } from "../admin/sidebar-state";
import { BackToTop } from "./back-to-top";
import { MobileMenu } from "./mobile-menu";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export const HEADER_HEIGHT = 64;

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
      <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
        <HeadContent />
        <AppShell.Header component="header">
          <SiteHeader menuOpened={menuOpened} onToggleMenu={menu.toggle} />
        </AppShell.Header>
        <MobileMenu opened={menuOpened} onClose={menu.close} />
        <AppShell.Main>
          <Outlet />
          {!staffScreen && <SiteFooter />}
        </AppShell.Main>
        <BackToTop />
      </AppShell>
    </AdminSidebarProvider>
  );
}
