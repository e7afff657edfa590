import { ActionIcon, Button, type ButtonProps } from "@mantine/core";
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconUser,
} from "@tabler/icons-react";
import { Link, useLocation } from "@tanstack/react-router";
import { isConsoleScreen, useAdminSidebar } from "../admin/sidebar-state";
import { displayNameOf, useLogout, useSession } from "../auth/session";
import { ApplyNowButton } from "./apply-now-button";

interface SessionActionsProps {
  size?: ButtonProps["size"];
  /** Called after any action, e.g. to close the mobile menu. */
  onDone?: () => void;
}

/** Signed out: Apply Now. Signed in: the name button to the dashboard and Logout. */
export function SessionActions({ size, onDone }: SessionActionsProps) {
  const session = useSession();
  const logout = useLogout();
  if (session.status !== "authenticated") return <ApplyNowButton size={size} onNavigate={onDone} />;
  return (
    <>
      <Button
        size={size}
        variant="light"
        leftSection={<IconUser size={16} aria-hidden />}
        renderRoot={(props) => <Link to="/admin/dashboard" {...props} />}
        onClick={onDone}
      >
        {displayNameOf(session.user)}
      </Button>
      <Button
        size={size}
        variant="default"
        onClick={() => {
          onDone?.();
          void logout();
        }}
      >
        Logout
      </Button>
    </>
  );
}

/**
 * On a staff screen, a signed-in user's button that collapses or expands the sidebar (NAV-19),
 * from the bar's breakpoint (lg) up; below it the hamburger is the one menu button and opens
 * the console's menu (admin-layout.tsx).
 */
export function SidebarToggle() {
  const session = useSession();
  const pathname = useLocation({ select: (l) => l.pathname });
  const { opened, toggle } = useAdminSidebar();
  if (session.status !== "authenticated" || !isConsoleScreen(pathname)) return null;
  return (
    <ActionIcon
      visibleFrom="lg"
      variant="subtle"
      size="lg"
      onClick={toggle}
      aria-label={opened ? "Collapse sidebar" : "Expand sidebar"}
      aria-expanded={opened}
      aria-controls="admin-sidebar"
    >
      {opened ? (
        <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
      ) : (
        <IconLayoutSidebarLeftExpand size={20} aria-hidden />
      )}
    </ActionIcon>
  );
}
