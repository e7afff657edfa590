import { FUNNEL_PERIODS, type FunnelPeriod } from "@kairos/shared";
import {
  Alert,
  Box,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "@/lib/data/trpc";
import { shareOf, stageLabel } from "./format";

// The training application's funnel over a chosen period: from the first-party events, the
// sessions that opened /register and completed each step; then the applications stored.

export function FunnelCard() {
  const [days, setDays] = useState<FunnelPeriod>(30);
  const funnel = useQuery({
    ...trpc.analytics.funnel.queryOptions({ days }),
    placeholderData: keepPreviousData,
  });
  const stages = funnel.data?.stages ?? [];
  const first = stages[0]?.count ?? 0;
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="funnel-title">
          Application funnel
        </Title>
        <SegmentedControl
          aria-label="Period"
          size="xs"
          value={String(days)}
          onChange={(value) => setDays(Number(value) as FunnelPeriod)}
          data={FUNNEL_PERIODS.map((d) => ({ value: String(d), label: `Last ${d} days` }))}
        />
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Browser sessions at each step, then the applications stored; the share is of the sessions
        that opened the form.
      </Text>
      {funnel.isPending && <Loader size="sm" aria-label="Loading the funnel" />}
      {funnel.isError && (
        <Alert color="red" role="alert">
          Failed to load the funnel
        </Alert>
      )}
      {funnel.data && (
        <Table aria-labelledby="funnel-title" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="40%">Stage</Table.Th>
              <Table.Th w={90}>Sessions</Table.Th>
              <Table.Th w={90}>Share</Table.Th>
              <Table.Th>
                <VisuallyHidden>Bar</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stages.map((s) => (
              <Table.Tr key={s.stage} data-stage={s.stage}>
                <Table.Td>{stageLabel(s.stage)}</Table.Td>
                <Table.Td>{s.count}</Table.Td>
                <Table.Td>{shareOf(s.count, first)}</Table.Td>
                <Table.Td>
                  <Box
                    aria-hidden
                    h={10}
                    bg="blue.6"
                    style={{
                      borderRadius: 4,
                      width: first > 0 ? `${Math.min(100, (s.count / first) * 100)}%` : 0,
                      minWidth: s.count > 0 ? 2 : 0,
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
