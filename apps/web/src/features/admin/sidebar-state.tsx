import { useDisclosure } from "@mantine/hooks";
import { createContext, type ReactNode, useContext, useMemo } from "react";

/**
 * Whether `pathname` is a screen of the staff console (its sidebar, no footer): every
 * `/admin/...` page but the sign-in and a staff invitation (AUTH-19), which are for people not
 * signed in.
 */
export const isConsoleScreen = (pathname: string) =>
  pathname.startsWith("/admin/") &&
  pathname !== "/admin/login" &&
  !pathname.startsWith("/admin/invitation/");

interface Toggle {
  opened: boolean;
  toggle: () => void;
  close: () => void;
}

interface MenuState {
  /** The console's sidebar beside the page, from the bar's breakpoint (lg) up. */
  sidebar: Toggle;
  /**
   * The one menu below that breakpoint, opened by the bar's hamburger: the site's menu on the
   * public pages, the console's (its screens and the site's links) on a staff screen.
   */
  menu: Toggle;
}

const closed: Toggle = { opened: false, toggle: () => {}, close: () => {} };
const MenuContext = createContext<MenuState>({
  sidebar: { ...closed, opened: true },
  menu: closed,
});

/** The menus' open state, shared by the bar's buttons, the site's drawer and the console. */
export function MenuStateProvider({ children }: { children: ReactNode }) {
  // The sidebar shows beside the page from lg up, so it starts expanded (ADM-05); below lg the
  // console's screens are in the hamburger's menu, which starts closed.
  const [sidebarOpened, sidebar] = useDisclosure(true);
  const [menuOpened, menu] = useDisclosure(false);
  // The same value until it changes: a new one would reach every page below the provider,
  // and make React drop prerendered HTML still waiting to hydrate (the landing page's).
  const { toggle: toggleSidebar, close: closeSidebar } = sidebar;
  const { toggle: toggleMenu, close: closeMenu } = menu;
  const value = useMemo(
    () => ({
      sidebar: { opened: sidebarOpened, toggle: toggleSidebar, close: closeSidebar },
      menu: { opened: menuOpened, toggle: toggleMenu, close: closeMenu },
    }),
    [sidebarOpened, toggleSidebar, closeSidebar, menuOpened, toggleMenu, closeMenu],
  );
  return <MenuContext.Provider value={value}>{children}</MenuContext.Provider>;
}

export const useAdminSidebar = () => useContext(MenuContext).sidebar;
export const useMenu = () => useContext(MenuContext).menu;
