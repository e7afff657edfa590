import { useLocation, useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { HOME_SCROLL_DELAY_MS } from "../../content/navigation";
import { prefersReducedMotion } from "../../lib/motion";

export function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({
    behavior: prefersReducedMotion() ? "auto" : "smooth",
    block: "start",
  });
}

/**
 * Scrolls to a landing-page section; from another page it first goes to `/` and scrolls after
 * about 100 ms (docs/requirements.md, public-site §2), once the landing page has rendered.
 */
export function useSectionNav() {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  return useCallback(
    async (id: string) => {
      if (pathname === "/") {
        scrollToSection(id);
        return;
      }
      await navigate({ to: "/" });
      window.setTimeout(() => scrollToSection(id), HOME_SCROLL_DELAY_MS);
    },
    [navigate, pathname],
  );
}
