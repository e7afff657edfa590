import { Anchor, Checkbox, Group, Stack, Table } from "@mantine/core";
import { Link, useNavigate } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { NameOrErased } from "../erasure/erasure-badges";
import { planAmountText } from "../shared/application-text";
import { egyptColumn, formatDate } from "../shared/dates";
import { StatusBadge } from "../shared/status-badge";
import { TableScroll } from "../shared/table-scroll";
import type { ApplicationDto } from "../shared/types";
import { type ActionKind, ApplicationActions } from "./actions";
import { PaymentBadge } from "./payments/payment-badge";
import { WithdrawnBadge } from "./withdrawal";

/**
 * A click on a control of the row (its link, a checkbox, an action) or in the cells holding
 * them (a near miss) is not a click to open the application.
 */
const CONTROLS = "a, button, input, label, [data-row-controls]";

/**
 * The applications of one page: the name links to the application's page, and a click
 * anywhere else on the row (not on a control) opens it too. Each row has a checkbox for the
 * bulk status change, and the header one ticks the whole page.
 */
export function ApplicationsTable({
  applications,
  roundName,
  isAdmin,
  selected,
  onSelect,
  onAction,
}: {
  applications: ApplicationDto[];
  roundName: (id: string) => string;
  isAdmin: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], checked: boolean) => void;
  onAction: (app: ApplicationDto, kind: ActionKind) => void;
}) {
  const navigate = useNavigate();
  const ticked = applications.filter((app) => selected.has(app.id)).length;
  const open = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    if ((event.target as Element).closest(CONTROLS)) return;
    // Text being selected is not a click meant to open.
    if (window.getSelection()?.toString()) return;
    // As on the name's link: Ctrl/Cmd-click or the middle button opens a new tab.
    if (event.ctrlKey || event.metaKey || event.button === 1) {
      window.open(`/admin/applications/${id}`, "_blank", "noopener");
      return;
    }
    void navigate({ to: "/admin/applications/$id", params: { id: String(id) } });
  };
  return (
    <TableScroll label="Applications table" minWidth={1000}>
      <Table striped highlightOnHover withTableBorder aria-label="Applications">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36} pr={0}>
              <Checkbox
                aria-label="Select all applications on this page"
                checked={ticked > 0 && ticked === applications.length}
                indeterminate={ticked > 0 && ticked < applications.length}
                onChange={(event) =>
                  onSelect(
                    applications.map((app) => app.id),
                    event.currentTarget.checked,
                  )
                }
              />
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>Round</Table.Th>
            <Table.Th>Plan and payment</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>{egyptColumn("Applied")}</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applications.map((app) => (
            <Table.Tr
              key={app.id}
              data-application-id={app.id}
              onClick={(event) => open(event, app.id)}
              onAuxClick={(event) => event.button === 1 && open(event, app.id)}
              style={{ cursor: "pointer" }}
            >
              <Table.Td data-row-controls pr={0}>
                <Checkbox
                  aria-label={`Select ${app.fullName ?? `erased application ${app.id}`}`}
                  checked={selected.has(app.id)}
                  onChange={(event) => onSelect([app.id], event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Anchor
                  fw={500}
                  renderRoot={(props) => (
                    <Link to="/admin/applications/$id" params={{ id: String(app.id) }} {...props} />
                  )}
                >
                  <NameOrErased record={app} name={app.fullName} />
                </Anchor>
              </Table.Td>
              {/* A long address breaks rather than pushing the actions out of sight. */}
              <Table.Td miw={180} style={{ overflowWrap: "anywhere" }}>
                {app.email}
              </Table.Td>
              <Table.Td>{app.selectedCountry || "—"}</Table.Td>
              <Table.Td>{roundName(app.trainingCourse)}</Table.Td>
              {/* The plan and where its payments stand, in one column so the actions stay in sight. */}
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <span>{planAmountText(app)}</span>
                  <PaymentBadge payment={app.payment} currency={app.currency} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <StatusBadge status={app.applicationStatus} />
                  <WithdrawnBadge app={app} />
                </Group>
              </Table.Td>
              <Table.Td>{formatDate(app.applicationDate ?? app.createdAt)}</Table.Td>
              <Table.Td w={250} data-row-controls>
                {/* Two lines when all five show: rows are two lines tall anyway. */}
                <ApplicationActions
                  app={app}
                  isAdmin={isAdmin}
                  withDetails
                  onAction={(kind) => onAction(app, kind)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
