import { useDisclosure } from "@mantine/hooks";
import { createContext, type ReactNode, useContext, useMemo } from "react";

interface SidebarState {
  opened: boolean;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState>({ opened: true, toggle: () => {} });

/** The admin sidebar's open state, shared by the bar's toggle and the admin layout. */
export function AdminSidebarProvider({ children }: { children: ReactNode }) {
  // Expanded beside the page on a wide screen; on a phone it would fill the first screen of
  // every staff page, so there it starts folded (the bar's toggle opens it).
  const [opened, { toggle }] = useDisclosure(
    typeof window === "undefined" || window.matchMedia("(min-width: 48em)").matches,
  );
  // The same value until it changes: a new one would reach every page below the provider,
  // and make React drop prerendered HTML still waiting to hydrate (the landing page's).
  const value = useMemo(() => ({ opened, toggle }), [opened, toggle]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export const useAdminSidebar = () => useContext(SidebarContext);
