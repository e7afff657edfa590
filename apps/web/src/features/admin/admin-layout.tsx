import "@/styles/mantine-all";
import { Badge, Box, Button, Divider, NavLink, Stack, Text } from "@mantine/core";
import {
  IconCalendarEvent,
  IconCalendarPlus,
  IconEye,
  IconFileText,
  IconInbox,
  IconKey,
  IconLanguage,
  IconLayoutDashboard,
  IconLock,
  IconLogout,
  IconMessage,
  IconReceipt,
  IconSettings,
  IconShieldLock,
  IconUsers,
  IconWebhook,
} from "@tabler/icons-react";
import { getRouteApi, Link, Outlet, useLocation } from "@tanstack/react-router";
import { useState } from "react";
import { QueryProvider } from "@/lib/data/trpc";
import { useLogout } from "../auth/session";
import { MenuDrawer } from "../layout/menu-drawer";
import { SiteMenuLinks } from "../layout/site-menu-links";
import { ChangePasswordModal } from "./account/change-password-modal";
import classes from "./admin-layout.module.css";
import { lastListSearch } from "./applications/list-search";
import { NewCountBadge } from "./inbox/new-count-badge";
import { NotificationsHost } from "./notifications-host";
import { OpenRequestsBadge } from "./privacy-requests/open-requests-badge";
import { useAdminSidebar, useMenu } from "./sidebar-state";

const route = getRouteApi("/admin/_staff");

const links = [
  { label: "Dashboard", to: "/admin/dashboard", Icon: IconLayoutDashboard },
  { label: "Applications", to: "/admin/applications", Icon: IconFileText },
  { label: "Payments to check", to: "/admin/payments", Icon: IconReceipt },
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
  {
    label: "Privacy requests",
    to: "/admin/privacy-requests",
    Icon: IconShieldLock,
    openCount: true,
  },
] as const;

/** Screens for admins only (the server refuses moderators with 403 anyway). */
const adminLinks = [
  { label: "Users", to: "/admin/users", Icon: IconUsers },
  { label: "API keys", to: "/admin/api-keys", Icon: IconKey },
  { label: "Webhooks", to: "/admin/webhooks", Icon: IconWebhook },
  { label: "Access log", to: "/admin/access-log", Icon: IconEye },
  { label: "Settings", to: "/admin/settings", Icon: IconSettings },
] as const;

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

/**
 * The console's screens (each admin-only one for admins), who is signed in, Change password and
 * Logout: in the sidebar beside the page from the bar's breakpoint (lg) up, in the hamburger's
 * menu below it.
 */
function ConsoleNav({
  onNavigate,
  onChangePassword,
  ...box
}: {
  onNavigate?: () => void;
  onChangePassword: () => void;
  id?: string;
  className?: string;
}) {
  const { user } = route.useRouteContext();
  const pathname = useLocation({ select: (l) => l.pathname });
  const logout = useLogout();
  const navLink = ({
    label,
    to,
    Icon,
    ...link
  }: (typeof links)[number] | (typeof adminLinks)[number]) => (
    <NavLink
      key={to}
      label={label}
      leftSection={<Icon size={18} aria-hidden />}
      rightSection={
        "newCount" in link ? (
          <NewCountBadge inbox={link.newCount} />
        ) : (
          "openCount" in link && <OpenRequestsBadge />
        )
      }
      // An application's page is part of Applications.
      active={pathname === to || pathname.startsWith(`${to}/`)}
      renderRoot={(props) => (
        // Applications opens as it was last left in this tab (its filters, search and page).
        <Link
          to={to}
          search={to === "/admin/applications" ? lastListSearch() : undefined}
          {...props}
        />
      )}
      onClick={onNavigate}
    />
  );
  return (
    <Box component="nav" aria-label="Admin" {...box}>
      <Stack gap={4}>
        {links.map(navLink)}
        {user.role === "admin" && adminLinks.map(navLink)}
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
          leftSection={<IconLock size={16} aria-hidden />}
          onClick={() => {
            onNavigate?.();
            onChangePassword();
          }}
        >
          Change password
        </Button>
        <Button
          variant="default"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => {
            onNavigate?.();
            void logout();
          }}
        >
          Logout
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * Below the bar's breakpoint, the hamburger's one menu on a staff screen: the console's screens
 * first, then what the site's menu offers (its pages, sections and contacts).
 */
function ConsoleMenu({ onChangePassword }: { onChangePassword: () => void }) {
  const menu = useMenu();
  return (
    <MenuDrawer opened={menu.opened} onClose={menu.close}>
      <ConsoleNav onNavigate={menu.close} onChangePassword={onChangePassword} />
      <Divider my="md" label="Kairos website" labelPosition="left" />
      <SiteMenuLinks label="Site" onClose={menu.close} />
    </MenuDrawer>
  );
}

function AdminConsole() {
  const { opened } = useAdminSidebar();
  const { user } = route.useRouteContext();
  // Here, not in the nav: the hamburger's menu closes (and unmounts its nav) as it opens.
  const [changingPassword, setChangingPassword] = useState(false);
  const changePassword = () => setChangingPassword(true);
  return (
    <Box className={classes.layout}>
      {opened && (
        <ConsoleNav
          id="admin-sidebar"
          className={classes.sidebar}
          onChangePassword={changePassword}
        />
      )}
      <ConsoleMenu onChangePassword={changePassword} />
      <ChangePasswordModal
        email={user.email}
        opened={changingPassword}
        onClose={() => setChangingPassword(false)}
      />
      <Box className={classes.content} id="content" tabIndex={-1}>
        <Outlet />
      </Box>
    </Box>
  );
}
