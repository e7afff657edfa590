import { IconChevronDown } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { NavDropdown } from "@/content/navigation";
import classes from "./site-header.module.css";

// A dropdown of the top bar, as the WAI-ARIA menu button pattern: Enter, Space or ArrowDown
// open it on its first item, the arrows, Home and End move between items, Escape closes it
// and returns to its button, Tab or a click elsewhere closes it. Written here rather than with
// Mantine's Menu because Menu brings floating-ui and Popover (about 25 kB gzip) into every
// public page's first load, for a list that always opens straight below its button. Its links
// are in the prerendered HTML too (hidden), so that search engines follow them.

export function NavMenu({ dropdown }: { dropdown: NavDropdown }) {
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const open = (focusAt?: number) => {
    setOpened(true);
    // The list is shown on the next render; focus its item then.
    if (focusAt !== undefined) requestAnimationFrame(() => focusItem(focusAt));
  };
  const close = (refocus: boolean) => {
    setOpened(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!opened) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpened(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [opened]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      open(event.key === "ArrowUp" ? -1 : 0);
    } else if (event.key === "Escape" && opened) {
      // Open, but its first item not focused yet (the next frame does it).
      event.preventDefault();
      close(true);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const at = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: -1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] as number);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
  };

  return (
    <div ref={root} className={classes.menu}>
      <button
        ref={button}
        type="button"
        className={classes.link}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={menuId}
        // detail 0: a click from the keyboard (Enter, Space), which opens on the first item.
        onClick={(event) => (opened ? close(false) : open(event.detail === 0 ? 0 : undefined))}
        onKeyDown={onButtonKey}
      >
        {dropdown.label}
        <IconChevronDown size={14} aria-hidden />
      </button>
      <div
        id={menuId}
        role="menu"
        aria-label={dropdown.label}
        className={classes.dropdown}
        hidden={!opened}
        onKeyDown={onMenuKey}
      >
        {dropdown.items.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            role="menuitem"
            tabIndex={-1}
            className={classes.item}
            onClick={() => close(false)}
          >
            {item.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
