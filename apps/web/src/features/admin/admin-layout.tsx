import { Badge, Box, Button, NavLink, Stack, Text } from "@mantine/core";
import {
  IconCalendarEvent,
  IconCalendarPlus,
  IconFileText,
  IconLanguage,
  IconLayoutDashboard,
  IconLogout,
  IconSettings,
  IconUsers,
} from "@tabler/icons-react";
import { getRouteApi, Link, Outlet, useLocation } from "@tanstack/react-router";
import { useLogout } from "../auth/session";
import classes from "./admin-layout.module.css";
import { useAdminSidebar } from "./sidebar-state";

const route = getRouteApi("/admin/_staff");

const links = [
  { label: "Dashboard", to: "/admin/dashboard", Icon: IconLayoutDashboard },
  { label: "Applications", to: "/admin/applications", Icon: IconFileText },
  { label: "Booked Slots", to: "/admin/booked-slots", Icon: IconCalendarEvent },
  { label: "Assessment Slots", to: "/admin/slots", Icon: IconCalendarPlus },
  { label: "Interpreters", to: "/admin/interpreters", Icon: IconLanguage },
] as const;

/** Screens the spec lists as not yet available. */
const soon = [
  { label: "Users", Icon: IconUsers },
  { label: "Settings", Icon: IconSettings },
] as const;

/** The staff screens: the sidebar (collapsible from the top bar) beside the page. */
export function AdminLayout() {
  const { user } = route.useRouteContext();
  const { opened } = useAdminSidebar();
  const pathname = useLocation({ select: (l) => l.pathname });
  const logout = useLogout();

  return (
    <Box className={classes.layout}>
      {opened && (
        <Box component="nav" aria-label="Admin" id="admin-sidebar" className={classes.sidebar}>
          <Stack gap={4}>
            {links.map(({ label, to, Icon }) => (
              <NavLink
                key={to}
                label={label}
                leftSection={<Icon size={18} aria-hidden />}
                active={pathname === to}
                renderRoot={(props) => <Link to={to} {...props} />}
              />
            ))}
            {soon.map(({ label, Icon }) => (
              <NavLink
                key={label}
                component="button"
                label={label}
                leftSection={<Icon size={18} aria-hidden />}
                rightSection={
                  <Badge size="xs" variant="light" color="gray">
                    Soon
                  </Badge>
                }
                disabled
                aria-disabled
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
      <Box className={classes.content}>
        <Outlet />
      </Box>
    </Box>
  );
}
