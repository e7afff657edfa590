import { useDisclosure } from "@mantine/hooks";
import { createContext, type ReactNode, useContext, useMemo } from "react";

interface SidebarState {
  opened: boolean;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState>({ opened: true, toggle: () => {} });

/** The admin sidebar's open state, shared by the bar's toggle and the admin layout. */
export function AdminSidebarProvider({ children }: { children: ReactNode }) {
  const [opened, { toggle }] = useDisclosure(true); // expanded by default
  // The same value until it changes: a new one would reach every page below the provider,
  // and make React drop prerendered HTML still waiting to hydrate (the landing page's).
  const value = useMemo(() => ({ opened, toggle }), [opened, toggle]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export const useAdminSidebar = () => useContext(SidebarContext);
