import { Card, Table, VisuallyHidden } from "@mantine/core";
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

/**
 * A bordered staff table named `name` ("API keys"), its head from `columns`; an empty column
 * name is the actions column, named for screen readers only. `children` are its rows.
 */
export function StaffTable({
  name,
  minWidth,
  columns,
  children,
}: {
  name: string;
  minWidth: number;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <Card withBorder padding={0}>
      <TableScroll label={`${name} table`} minWidth={minWidth}>
        <Table striped verticalSpacing="sm" aria-label={name}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column || "actions"}>
                  {column || <VisuallyHidden>Actions</VisuallyHidden>}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </TableScroll>
    </Card>
  );
}
