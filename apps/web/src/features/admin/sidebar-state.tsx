import { useDisclosure } from "@mantine/hooks";
import { createContext, type ReactNode, useContext } from "react";

interface SidebarState {
  opened: boolean;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState>({ opened: true, toggle: () => {} });

/** The admin sidebar's open state, shared by the bar's toggle and the admin layout. */
export function AdminSidebarProvider({ children }: { children: ReactNode }) {
  const [opened, { toggle }] = useDisclosure(true); // expanded by default
  return <SidebarContext.Provider value={{ opened, toggle }}>{children}</SidebarContext.Provider>;
}

export const useAdminSidebar = () => useContext(SidebarContext);
