import { Anchor, Button, CloseButton, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { analyticsBanner } from "@/content/analytics-banner";
import { PRIVACY_ROUTE } from "@/content/privacy";
import { chooseAnalytics, closeAnalyticsChoice } from "@/lib/analytics/analytics-consent";
import { type AnalyticsChoice, trackingRefusedByBrowser } from "@/lib/analytics/consent-choice";
import classes from "./analytics-banner.module.css";
import privacyClasses from "./privacy.module.css";

/**
 * Keeps what the banner covers reachable while it is shown: the page gets room below its
 * footer (and scroll-padding for links to a section), and a field that gets the focus under
 * the banner is scrolled above it, so that on a phone it never hides the field being filled.
 */
function useRoomBelow(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement;
    const apply = () => {
      const height = `${Math.ceil(banner.getBoundingClientRect().height) + 8}px`;
      root.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(banner);
    const uncover = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || banner.contains(target)) return;
      const hidden = target.getBoundingClientRect().bottom - banner.getBoundingClientRect().top;
      if (hidden > 0) window.scrollBy({ top: hidden + 8, behavior: "instant" });
    };
    document.addEventListener("focusin", uncover);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", uncover);
      root.style.scrollPaddingBottom = "";
      document.body.style.paddingBottom = "";
    };
  }, [ref]);
}

/**
 * The consent banner for Google Analytics: a labelled region at the foot of the window (not a
 * dialog: it takes no focus and blocks nothing), Accept and Refuse side by side, alike.
 */
export default function AnalyticsBanner({ choice }: { choice: AnalyticsChoice | null }) {
  const ref = useRef<HTMLElement>(null);
  useRoomBelow(ref);
  const browserRefuses = trackingRefusedByBrowser();
  return (
    <section ref={ref} className={classes.banner} aria-label={analyticsBanner.label}>
      <Group gap="sm" justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">
          {browserRefuses ? analyticsBanner.browserRefuses : analyticsBanner.text}{" "}
          {choice && !browserRefuses && `${analyticsBanner.current[choice]} `}
          <Anchor
            renderRoot={(props) => <Link to={PRIVACY_ROUTE} {...props} />}
            inherit
            className={privacyClasses.inlineLink}
          >
            {analyticsBanner.more}
          </Anchor>
        </Text>
        {(choice !== null || browserRefuses) && (
          <CloseButton aria-label={analyticsBanner.close} onClick={closeAnalyticsChoice} />
        )}
      </Group>
      {!browserRefuses && (
        <Group gap="sm" mt="xs" grow maw={360}>
          <Button size="xs" variant="default" onClick={() => chooseAnalytics("denied")}>
            {analyticsBanner.refuse}
          </Button>
          <Button size="xs" variant="default" onClick={() => chooseAnalytics("granted")}>
            {analyticsBanner.accept}
          </Button>
        </Group>
      )}
    </section>
  );
}
