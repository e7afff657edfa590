import { useLocation, useNavigate } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { HOME_SCROLL_DELAY_MS } from "@/content/navigation";
import { prefersReducedMotion } from "@/lib/loading/motion";

export function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({
    behavior: prefersReducedMotion() ? "auto" : "smooth",
    block: "start",
  });
}

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link to a landing-page section (`/#id`): before the app's code runs, and for a new tab, the
 * browser follows it; then it scrolls smoothly, and from another page it first goes to `/` and
 * scrolls after about 100 ms (docs/requirements.md, public-site §2), once the landing page has
 * rendered.
 */
export function useSectionLink() {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  return (id: string, then?: () => void) => ({
    href: `/#${id}`,
    onClick: (event: MouseEvent) => {
      if (opensElsewhere(event)) return;
      event.preventDefault();
      then?.();
      if (pathname === "/") {
        scrollToSection(id);
        return;
      }
      void navigate({ to: "/" }).then(() =>
        window.setTimeout(() => scrollToSection(id), HOME_SCROLL_DELAY_MS),
      );
    },
  });
}
