import { Alert, Card, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "@/lib/data/trpc";
import { ListPagination } from "../shared/list-pagination";
import { TableScroll } from "../shared/table-scroll";
import { egyptTime } from "./format";

// The "tell me when" list of /register (GAP-27): who asked to hear when applications open,
// and whether they have been mailed (once, automatically, when registration opens).

const PAGE_SIZE = 20;

export function WaitlistCard() {
  const [page, setPage] = useState(1);
  const list = useQuery(trpc.waitlist.list.queryOptions({ page, limit: PAGE_SIZE }));
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="waitlist-title">
      <Title order={2} size="h4" mb="sm" id="waitlist-title">
        "Tell me when" list
      </Title>
      <Text size="sm" mb="sm">
        Addresses left on /register while it takes no applications. Each is e-mailed once,
        automatically, as soon as registration opens.
      </Text>
      {list.isPending && <Loader size="sm" aria-label="Loading the list" />}
      {list.isError && (
        <Alert color="red" role="alert">
          The list could not be loaded.
        </Alert>
      )}
      {list.data && (
        <Stack gap="sm">
          <Text data-testid="waitlist-counts">
            <b>{list.data.waiting}</b> waiting, <b>{list.data.mailed}</b> mailed
          </Text>
          {list.data.entries.length > 0 && (
            <TableScroll label="The tell me when list" minWidth={480}>
              <Table aria-label="Tell me when list">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>E-mail</Table.Th>
                    <Table.Th>Asked (Egypt time)</Table.Th>
                    <Table.Th>Mailed</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.entries.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{entry.email}</Table.Td>
                      <Table.Td>{egyptTime(entry.createdAt)}</Table.Td>
                      <Table.Td>{entry.mailedAt ? egyptTime(entry.mailedAt) : "Waiting"}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
          {list.data.pagination.totalPages > 1 && (
            <ListPagination
              pagination={list.data.pagination}
              page={page}
              showing={`Page ${page} of ${list.data.pagination.totalPages}`}
              onPageChange={setPage}
            />
          )}
        </Stack>
      )}
    </Card>
  );
}
