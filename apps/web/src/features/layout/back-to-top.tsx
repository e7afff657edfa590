import { ActionIcon } from "@mantine/core";
import { useWindowScroll } from "@mantine/hooks";
import { IconArrowUp } from "@tabler/icons-react";
import classes from "./back-to-top.module.css";

/** Appears once the page is scrolled more than 300 px; scrolls smoothly back to the top. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

// A fixed button that slides in with CSS: Mantine's Affix and Transition would add a portal
// and a transition engine to every page's first load for this one button.
export function BackToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  if (scroll.y <= BACK_TO_TOP_THRESHOLD_PX) return null;
  return (
    <ActionIcon
      className={classes.button}
      size="xl"
      radius="xl"
      aria-label="Back to top"
      onClick={() => scrollTo({ y: 0 })}
    >
      <IconArrowUp size={22} aria-hidden />
    </ActionIcon>
  );
}
