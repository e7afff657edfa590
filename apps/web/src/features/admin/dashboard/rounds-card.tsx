import { APPLICATION_STATUSES } from "@kairos/shared";
import { Anchor, Card, Table, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { statusLabel } from "../shared/status";
import { TableScroll } from "../shared/table-scroll";
import type { DashboardOverview } from "./types";

// Applications by round and status, each count leading to the filtered applications list.

export function RoundsCard({ overview }: { overview: DashboardOverview }) {
  const rounds = overview.applications.byRound;
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm" id="rounds-title">
        Applications by round and status
      </Title>
      <TableScroll label="Applications by round table" minWidth={560}>
        <Table aria-labelledby="rounds-title" withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Round</Table.Th>
              {APPLICATION_STATUSES.map((status) => (
                <Table.Th key={status}>{statusLabel(status)}</Table.Th>
              ))}
              <Table.Th>Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rounds.map((r) => (
              <Table.Tr key={r.round} data-round={r.round}>
                <Table.Th scope="row">{r.name}</Table.Th>
                {APPLICATION_STATUSES.map((status) => (
                  <Table.Td key={status}>
                    {r.byStatus[status] > 0 ? (
                      <Anchor
                        renderRoot={(props) => (
                          <Link
                            to="/admin/applications"
                            search={{ round: r.round, status }}
                            {...props}
                          />
                        )}
                        aria-label={`${r.byStatus[status]} ${statusLabel(status)} in ${r.name}`}
                      >
                        {r.byStatus[status]}
                      </Anchor>
                    ) : (
                      0
                    )}
                  </Table.Td>
                ))}
                <Table.Td fw={700}>{r.total}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">All rounds</Table.Th>
              {APPLICATION_STATUSES.map((status) => (
                <Table.Td key={status} fw={700}>
                  {overview.applications.byStatus[status]}
                </Table.Td>
              ))}
              <Table.Td fw={700}>{overview.applications.total}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </TableScroll>
    </Card>
  );
}
