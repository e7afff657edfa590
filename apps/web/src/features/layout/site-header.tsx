import { ActionIcon, Anchor, Box, Burger, Group, Text } from "@mantine/core";
import { IconMail, IconPhone } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import {
  dropdowns,
  type NavLink,
  primaryLinks,
  sectionLinks,
  trailingLinks,
} from "@/content/navigation";
import { phoneDigits, publicConfig } from "@/lib/data/config";
import { NavMenu } from "./nav-menu";
import { SessionActions, SidebarToggle } from "./session-actions";
import classes from "./site-header.module.css";
import { useSectionLink } from "./use-section-nav";

interface SiteHeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/** The fixed top bar: full navigation from the lg breakpoint, a hamburger menu below it. */
export function SiteHeader({ menuOpened, onToggleMenu }: SiteHeaderProps) {
  const sectionLink = useSectionLink();
  const barLink = (item: NavLink) => (
    <Link
      key={item.label}
      to={item.to}
      className={classes.link}
      activeOptions={{ exact: true, includeHash: false }}
    >
      {item.label}
    </Link>
  );

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" className={classes.bar}>
      <Group gap="xs" wrap="nowrap">
        <SidebarToggle />
        <Anchor
          renderRoot={(props) => <Link to="/" {...props} />}
          className={classes.brand}
          aria-label="Kairos home"
          underline="never"
        >
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <Text component="span" fw={800} fz="xl">
            Kairos
          </Text>
        </Anchor>
      </Group>

      <Box component="nav" aria-label="Main" visibleFrom="lg" className={classes.nav}>
        {primaryLinks.map(barLink)}
        {dropdowns.map((dropdown) => (
          <NavMenu key={dropdown.label} dropdown={dropdown} />
        ))}
        {sectionLinks.map((item) => (
          <a key={item.section} className={classes.link} {...sectionLink(item.section)}>
            {item.label}
          </a>
        ))}
        {trailingLinks.map(barLink)}
      </Box>

      <Group gap="xs" wrap="nowrap" visibleFrom="lg">
        <ActionIcon
          component="a"
          href={`tel:${phoneDigits(publicConfig.supportPhone)}`}
          variant="subtle"
          size="lg"
          aria-label={`Call us at ${publicConfig.supportPhone}`}
        >
          <IconPhone size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          component="a"
          href={`mailto:${publicConfig.supportEmail}`}
          variant="subtle"
          size="lg"
          aria-label={`E-mail us at ${publicConfig.supportEmail}`}
        >
          <IconMail size={20} aria-hidden />
        </ActionIcon>
        <SessionActions />
      </Group>

      <Burger
        opened={menuOpened}
        onClick={onToggleMenu}
        hiddenFrom="lg"
        aria-label={menuOpened ? "Close menu" : "Open menu"}
        aria-expanded={menuOpened}
        aria-controls="mobile-menu"
      />
    </Group>
  );
}
