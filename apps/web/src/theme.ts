import { type CSSVariablesResolver, createTheme } from "@mantine/core";

/** The one theme file of the app. */
export const theme = createTheme({
  primaryColor: "blue",
  // Shade 8 keeps white button text and blue links above WCAG AA contrast (4.5:1).
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: "md",
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  // A page's title takes two lines on a phone, not four, so that a form's first field is in
  // sight: 28 px at 375 px wide, Mantine's 34 px from about 600 px.
  headings: {
    fontWeight: "700",
    sizes: { h1: { fontSize: "clamp(1.75rem, 1.25rem + 2.2vw, 2.125rem)" } },
  },
  // Menus, dialogs and drawers appear without their transitions for visitors who ask the
  // system for reduced motion.
  respectReducedMotion: true,
  components: {
    // A badge never cuts its word short ("PEN…"): it keeps its width in a row or a table cell
    // that has too little, and a long label wraps inside it instead of ending in an ellipsis.
    Badge: {
      styles: {
        root: { flexShrink: 0, height: "auto", minHeight: "var(--badge-height)", maxWidth: "100%" },
        label: { overflow: "visible", textOverflow: "clip", whiteSpace: "normal" },
      },
    },
    // A spinner is a status named by its aria-label ("Loading users"): Mantine draws it as a bare
    // span, on which axe refuses a name (aria-prohibited-attr). A plain object, like the others.
    Loader: { defaultProps: { role: "status" } },
    // Every notification (the staff console's results, through @mantine/notifications): a named
    // close button, and body text darker than Mantine's gray.6 (3.3:1 on white) for AA contrast.
    // A plain object, not Notification.extend: that import would put the Notification component
    // in every public page's first load.
    Notification: {
      defaultProps: { closeButtonProps: { "aria-label": "Close notification" } },
      styles: { description: { color: "var(--mantine-color-gray-8)" } },
    },
  },
});

/**
 * Dimmed text, placeholders and field errors darker than Mantine's defaults, for WCAG AA (4.5:1) on
 * white and gray.0. The primary colour's light variant (active NavLink, light buttons) keeps its
 * blue.9 text readable while hovered: Mantine's hover background blue.2 gives only 4.0:1, so the
 * hover turns lighter (blue.0, 5.5:1) instead of darker than the resting blue.1 (4.9:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": t.colors.gray[7] ?? "#495057",
    // The placeholder of a picker that is a button (a date filter) is real text to axe.
    "--mantine-color-placeholder": t.colors.gray[7] ?? "#495057",
    "--mantine-color-error": t.colors.red[9] ?? "#c92a2a",
    [`--mantine-color-${t.primaryColor}-light-hover`]: t.colors[t.primaryColor]?.[0] ?? "#e7f5ff",
  },
  dark: {},
});

/**
 * A button whose label may be longer than a phone's width (a link named with where it opens):
 * it wraps onto more lines instead of widening the page.
 */
export const wrappingButton = {
  root: { height: "auto", minHeight: "var(--button-height)", paddingBlock: 6 },
  label: { whiteSpace: "normal", textAlign: "center" },
} as const;
