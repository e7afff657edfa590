import { Badge, type BadgeProps } from "@mantine/core";
import { BADGE_STYLES } from "./badge-styles";
import { badgeKindOf, statusLabel } from "./status";

/**
 * An application's status as a badge (docs/requirements.md, application-and-admin §4, APPS-06), shared by the
 * applications table, its dialogs and the booked-slots panel.
 */
export function StatusBadge({
  status,
  ...props
}: { status: string | null | undefined } & Omit<BadgeProps, "variant" | "color">) {
  const kind = badgeKindOf(status);
  const style = BADGE_STYLES[kind];
  return (
    <Badge
      variant={style.variant}
      color={style.color}
      data-status={status || "pending"}
      data-kind={kind}
      {...props}
    >
      {statusLabel(status)}
    </Badge>
  );
}
