// The drawer's own Mantine CSS comes with its code (see lazy-mobile-menu.tsx).
import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Drawer.layer.css";
import { Drawer } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The hamburger's menu below the bar's breakpoint (lg): a drawer from the right named "Menu",
 * holding the site's menu on a public page or the console's on a staff screen.
 */
export function MenuDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
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
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
