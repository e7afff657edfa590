import { Stack } from "@mantine/core";
import { MenuDrawer } from "./menu-drawer";
import { SessionActions } from "./session-actions";
import { SiteMenuLinks } from "./site-menu-links";

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
}

/** The hamburger menu: everything of the desktop bar, plus the Courses page link. */
export function MobileMenu({ opened, onClose }: MobileMenuProps) {
  return (
    <MenuDrawer opened={opened} onClose={onClose}>
      <SiteMenuLinks label="Mobile" onClose={onClose}>
        <Stack gap="xs" mt="sm">
          <SessionActions onDone={onClose} />
        </Stack>
      </SiteMenuLinks>
    </MenuDrawer>
  );
}
