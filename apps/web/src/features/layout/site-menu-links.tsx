import { Anchor, Divider, Stack, Text } from "@mantine/core";
import { IconMail, IconPhone } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import {
  coursesLink,
  dropdowns,
  type NavLink,
  primaryLinks,
  sectionLinks,
  trailingLinks,
} from "@/content/navigation";
import { phoneDigits, publicConfig } from "@/lib/data/config";
import { useSectionLink } from "./use-section-nav";

/**
 * The site's menu below the bar's breakpoint (NAV-20): everything of the desktop bar, plus the
 * Courses page link, then `children` (the session's buttons). The hamburger's drawer shows it
 * on the public pages, the console's menu under its own screens (one menu on a phone).
 */
export function SiteMenuLinks({
  label,
  onClose,
  children,
}: {
  /** The navigation landmark's name. */
  label: string;
  onClose: () => void;
  children?: ReactNode;
}) {
  const sectionLink = useSectionLink();
  const menuLink = (item: NavLink) => (
    <Anchor
      key={`${item.label}-${item.to}`}
      renderRoot={(props) => <Link to={item.to} {...props} />}
      onClick={onClose}
      c="var(--mantine-color-text)"
      fw={500}
      py={6}
    >
      {item.label}
    </Anchor>
  );
  return (
    <Stack component="nav" aria-label={label} gap={4}>
      {[...primaryLinks, coursesLink].map(menuLink)}
      {dropdowns.map((dropdown) => (
        <Stack key={dropdown.label} gap={0} role="group" aria-label={dropdown.label}>
          <Divider my={6} />
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {dropdown.label}
          </Text>
          {dropdown.items.map(menuLink)}
        </Stack>
      ))}
      <Divider my={6} />
      {sectionLinks.map((item) => (
        <Anchor
          key={item.section}
          {...sectionLink(item.section, onClose)}
          c="var(--mantine-color-text)"
          fw={500}
          py={6}
        >
          {item.label}
        </Anchor>
      ))}
      {trailingLinks.map(menuLink)}
      <Divider my={6} />
      <Anchor href={`tel:${phoneDigits(publicConfig.supportPhone)}`} py={6}>
        <IconPhone size={16} aria-hidden /> {publicConfig.supportPhone}
      </Anchor>
      <Anchor href={`mailto:${publicConfig.supportEmail}`} py={6}>
        <IconMail size={16} aria-hidden /> {publicConfig.supportEmail}
      </Anchor>
      {children}
    </Stack>
  );
}
