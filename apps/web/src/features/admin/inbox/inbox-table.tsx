import type { InboxState } from "@kairos/shared";
import { Anchor, Button, Table } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { type ErasureState, NameOrErased } from "../erasure/erasure-badges";
import { TableScroll } from "../shared/table-scroll";
import { InboxStateBadge } from "./inbox-state";

// The table of an inbox: newest first (the server's order), unread rows in bold with their
// 'New' badge, the state of each row, and an Open button, in sight at 1280 px. An erased
// row says so in place of its title, a held one has its badge (decision 0033).

export interface InboxColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** A long value (an e-mail address) breaks anywhere rather than widen the table. */
  breaks?: boolean;
}

export type InboxRow = { id: number; inboxState: InboxState } & ErasureState;

export interface InboxTableProps<T extends InboxRow> {
  /** The table's accessible name, e.g. 'Contact messages'. */
  label: string;
  rows: T[];
  /** The first column: what opens the item (a name, a reference). */
  title: InboxColumn<T>;
  columns: InboxColumn<T>[];
  /** 'Open Dana Smith': the name of the open button of a row. */
  openLabel: (row: T) => string;
  onOpen: (row: T) => void;
  minWidth?: number;
}

export function InboxTable<T extends InboxRow>({
  label,
  rows,
  title,
  columns,
  openLabel,
  onOpen,
  minWidth = 900,
}: InboxTableProps<T>) {
  return (
    <TableScroll label={`${label} table`} minWidth={minWidth}>
      <Table striped highlightOnHover withTableBorder aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{title.header}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
            <Table.Th>State</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const unread = row.inboxState === "new";
            return (
              <Table.Tr
                key={row.id}
                data-id={row.id}
                data-unread={unread || undefined}
                fw={unread ? 700 : undefined}
              >
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    fw={unread ? 700 : undefined}
                    onClick={() => onOpen(row)}
                  >
                    <NameOrErased record={row} name={title.cell(row)} />
                  </Anchor>
                </Table.Td>
                {columns.map((column) => (
                  <Table.Td
                    key={column.header}
                    style={column.breaks ? { overflowWrap: "anywhere" } : undefined}
                  >
                    {column.cell(row)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <InboxStateBadge state={row.inboxState} />
                </Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconEye size={16} aria-hidden />}
                    aria-label={openLabel(row)}
                    onClick={() => onOpen(row)}
                  >
                    Open
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
