/** The spec's badge variants (§4 "Application status", APPS-06). */
export type BadgeKind = "outline" | "default" | "destructive" | "secondary" | "neutral";

/** The Mantine look of each badge kind (colours chosen for AA contrast). */
export const BADGE_STYLES: Record<BadgeKind, { variant: string; color?: string }> = {
  outline: { variant: "outline" },
  default: { variant: "filled" },
  destructive: { variant: "filled", color: "red.9" },
  secondary: { variant: "light", color: "gray" },
  neutral: { variant: "default" },
};
