import { Table } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A staff table that scrolls sideways on a narrow screen. The scrolling box takes the focus and
 * is named, so that keyboard users can scroll it with the arrow keys (axe's
 * scrollable-region-focusable); a native box, since that is the element that scrolls.
 */
export function TableScroll({
  label,
  minWidth,
  children,
}: {
  /** The region's name, e.g. "Applications table". */
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </Table.ScrollContainer>
  );
}
