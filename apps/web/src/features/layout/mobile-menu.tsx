// The drawer's own Mantine CSS comes with its code (see lazy-mobile-menu.tsx).
import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Drawer.layer.css";
import { Anchor, Divider, Drawer, Stack, Text } from "@mantine/core";
import { IconMail, IconPhone } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import {
  coursesLink,
  dropdowns,
  type NavLink,
  primaryLinks,
  sectionLinks,
  trailingLinks,
} from "../../content/navigation";
import { phoneDigits, publicConfig } from "../../lib/config";
import { SessionActions } from "./session-actions";
import { useSectionLink } from "./use-section-nav";

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
}

/** The hamburger menu: everything of the desktop bar, plus the Courses page link. */
export function MobileMenu({ opened, onClose }: MobileMenuProps) {
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
    <Drawer.Root
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      hiddenFrom="lg"
      zIndex={300}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A div, not Mantine's default <header>: the page has its one banner landmark. */}
        <Drawer.Header {...{ component: "div" }}>
          <Drawer.Title>Menu</Drawer.Title>
          <Drawer.CloseButton aria-label="Close menu" />
        </Drawer.Header>
        <Drawer.Body>
          <Stack component="nav" aria-label="Mobile" gap={4}>
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
            <Stack gap="xs" mt="sm">
              <SessionActions onDone={onClose} />
            </Stack>
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
