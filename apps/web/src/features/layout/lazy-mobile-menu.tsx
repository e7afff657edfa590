import { lazy, Suspense, useState } from "react";

// The hamburger menu is a Mantine Drawer (a modal with its focus trap, scroll lock and
// transitions): its code loads the first time the menu opens, not with every page.
const MobileMenu = lazy(() =>
  import("./mobile-menu").then((module) => ({ default: module.MobileMenu })),
);

export function LazyMobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <MobileMenu opened={opened} onClose={onClose} />
    </Suspense>
  ) : null;
}
