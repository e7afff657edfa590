import "../../styles/mantine-all";
import { Badge, Box, Button, NavLink, Stack, Text } from "@mantine/core";
import {
  IconCalendarEvent,
  IconCalendarPlus,
  IconFileText,
  IconInbox,
  IconKey,
  IconLanguage,
  IconLayoutDashboard,
  IconLogout,
  IconMessage,
  IconSettings,
  IconUsers,
  IconWebhook,
} from "@tabler/icons-react";
import { getRouteApi, Link, Outlet, useLocation } from "@tanstack/react-router";
import { QueryProvider } from "../../lib/trpc";
import { useLogout } from "../auth/session";
import classes from "./admin-layout.module.css";
import { NewCountBadge } from "./inbox/new-count-badge";
import { NotificationsHost } from "./notifications-host";
import { useAdminSidebar } from "./sidebar-state";

const route = getRouteApi("/admin/_staff");

const links = [
  { label: "Dashboard", to: "/admin/dashboard", Icon: IconLayoutDashboard },
  { label: "Applications", to: "/admin/applications", Icon: IconFileText },
  { label: "Booked Slots", to: "/admin/booked-slots", Icon: IconCalendarEvent },
  { label: "Assessment Slots", to: "/admin/slots", Icon: IconCalendarPlus },
  {
    label: "Interpreters",
    to: "/admin/interpreters",
    Icon: IconLanguage,
    newCount: "interpreterRegistrations",
  },
  { label: "Requests", to: "/admin/requests", Icon: IconInbox, newCount: "interpreterRequests" },
  { label: "Messages", to: "/admin/messages", Icon: IconMessage, newCount: "contactMessages" },
] as const;

/** Screens for admins only (the server refuses moderators with 403 anyway). */
const adminLinks = [
  { label: "Users", to: "/admin/users", Icon: IconUsers },
  { label: "API keys", to: "/admin/api-keys", Icon: IconKey },
  { label: "Webhooks", to: "/admin/webhooks", Icon: IconWebhook },
  { label: "Settings", to: "/admin/settings", Icon: IconSettings },
] as const;

/** The staff screens: the sidebar (collapsible from the top bar) beside the page. */
/**
 * The staff console's frame. Its screens use TanStack Query and report results as
 * notifications: both load with the console's code, never on the public pages.
 */
export function AdminLayout() {
  return (
    <QueryProvider>
      <NotificationsHost />
      <AdminConsole />
    </QueryProvider>
  );
}

function AdminConsole() {
  const { user } = route.useRouteContext();
  const { opened } = useAdminSidebar();
  const pathname = useLocation({ select: (l) => l.pathname });
  const logout = useLogout();

  return (
    <Box className={classes.layout}>
      {opened && (
        <Box component="nav" aria-label="Admin" id="admin-sidebar" className={classes.sidebar}>
          <Stack gap={4}>
            {links.map(({ label, to, Icon, ...link }) => (
              <NavLink
                key={to}
                label={label}
                leftSection={<Icon size={18} aria-hidden />}
                rightSection={"newCount" in link && <NewCountBadge inbox={link.newCount} />}
                active={pathname === to}
                renderRoot={(props) => <Link to={to} {...props} />}
              />
            ))}
            {user.role === "admin" &&
              adminLinks.map(({ label, to, Icon }) => (
                <NavLink
                  key={to}
                  label={label}
                  leftSection={<Icon size={18} aria-hidden />}
                  active={pathname === to}
                  renderRoot={(props) => <Link to={to} {...props} />}
                />
              ))}
          </Stack>
          <Stack gap="xs" mt="xl">
            <Text size="sm">
              Signed in as <b>{user.email}</b>
            </Text>
            <Badge variant="outline" aria-label={`Role: ${user.role}`}>
              {user.role}
            </Badge>
            <Button
              variant="default"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => void logout()}
            >
              Logout
            </Button>
          </Stack>
        </Box>
      )}
      <Box className={classes.content} id="content" tabIndex={-1}>
        <Outlet />
      </Box>
    </Box>
  );
}
