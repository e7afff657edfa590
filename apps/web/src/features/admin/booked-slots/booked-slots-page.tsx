import "@mantine/dates/styles.css";
import { to12Hour } from "@kairos/shared";
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import dayjs from "dayjs";
import { useState } from "react";
import { DATE_ARIA_LABELS } from "@/features/forms/date-aria-labels";
import { trpc } from "@/lib/data/trpc";
import { egyptColumn } from "../shared/dates";
import { bookingErrorText, failureOf } from "../shared/failure";
import { ListEmpty, ListError, ListLoading } from "../shared/list-states";
import { PAGE_SIZE, pageOfText, showingText } from "../shared/list-text";
import { TableScroll } from "../shared/table-scroll";
import type { Round } from "../shared/types";
import { ApplicationsDrawer } from "./applications-drawer";

const route = getRouteApi("/admin/_staff/booked-slots");

/** The round shown when the URL names none: the open one, else the newest. */
export function defaultRound(rounds: Pick<Round, "id" | "status">[]): string | undefined {
  return rounds.find((r) => r.status === "open")?.id ?? rounds.at(-1)?.id;
}

/**
 * The Round filter's first choice and the screen's first view: every round's bookings from today
 * on, which a newly opened round does not empty (INC-01).
 */
const ALL_ROUNDS = "all";

/** The booked assessment slots of a round (docs/requirements.md, application-and-admin §2, BOOK-01..15). */
export function BookedSlotsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState<string | null>(null);

  const rounds = useQuery(trpc.assessments.rounds.queryOptions());
  const roundList = rounds.data ?? [];
  const filter = search.round ?? ALL_ROUNDS;
  const round = filter === ALL_ROUNDS ? undefined : filter;
  const roundName = (id: string) => roundList.find((r) => r.id === id)?.name ?? id;
  const page = search.page ?? 1;

  const slots = useQuery({
    ...trpc.bookedSlots.list.queryOptions({
      roundId: round,
      page,
      limit: PAGE_SIZE,
      entry_date: search.date,
    }),
    placeholderData: keepPreviousData,
  });

  // Every filter change goes back to page 1 (BOOK-07, GAP-15).
  const setFilters = (next: { round?: string; date?: string | undefined }) =>
    void navigate({ search: (prev) => ({ ...prev, ...next, page: undefined }), replace: true });
  const goTo = (next: number) =>
    void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) });

  const closePanel = () => {
    if (email) {
      queryClient.removeQueries({ queryKey: trpc.applications.byEmail.queryKey({ email }) });
    }
    setEmail(null);
  };

  const pagination = slots.data?.pagination;
  const rows = slots.data?.booked_slots ?? [];

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        Booked Slots
      </Title>

      <Card withBorder padding="md" mb="md">
        <Group align="flex-end" gap="md" role="search" aria-label="Filter booked slots">
          <Select
            label="Round"
            data={[
              { value: ALL_ROUNDS, label: "All rounds" },
              ...roundList.map((r) => ({ value: r.id, label: r.name })),
              ...(round && !roundList.some((r) => r.id === round)
                ? [{ value: round, label: round }]
                : []),
            ]}
            value={filter}
            onChange={(value) => value && setFilters({ round: value })}
            allowDeselect={false}
            disabled={rounds.isPending}
            w={{ base: "100%", sm: 220 }}
          />
          <DatePickerInput
            label="Date"
            placeholder="Any date"
            value={search.date ?? null}
            onChange={(value) =>
              setFilters({ date: value ? dayjs(value).format("YYYY-MM-DD") : undefined })
            }
            valueFormat="ddd, MMM D, YYYY"
            clearable
            ariaLabels={DATE_ARIA_LABELS}
            clearButtonProps={{ "aria-label": "Clear date" }}
            leftSection={<IconCalendar size={16} aria-hidden />}
            w={{ base: "100%", sm: 240 }}
          />
        </Group>
      </Card>

      {rounds.isError && (
        <Alert color="red" role="alert" mb="md">
          Failed to load the rounds
        </Alert>
      )}

      {(rounds.isPending || slots.isPending) && <ListLoading label="Loading booked slots" />}

      {slots.isError && (
        <ListError
          message={bookingErrorText(failureOf(slots.error), "Failed to fetch booked slots")}
          onRetry={() => void slots.refetch()}
        />
      )}

      {slots.isSuccess && pagination && (
        <Stack>
          <Text>
            Total bookings: <b>{pagination.totalItems}</b>
            {!round && !search.date && " from today on"}
          </Text>
          {rows.length === 0 ? (
            <ListEmpty text="No booked slots found for the selected criteria" />
          ) : (
            <TableScroll label="Booked slots table" minWidth={720}>
              <Table striped highlightOnHover withTableBorder aria-label="Booked slots">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{egyptColumn("Date")}</Table.Th>
                    <Table.Th>{egyptColumn("Time")}</Table.Th>
                    <Table.Th>E-mail</Table.Th>
                    <Table.Th>Round</Table.Th>
                    <Table.Th>Booking ID</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((slot) => (
                    <Table.Tr
                      key={slot.id}
                      onClick={() => setEmail(slot.email)}
                      style={{ cursor: "pointer" }}
                    >
                      <Table.Td>{dayjs(slot.entry_date).format("ddd, MMM D, YYYY")}</Table.Td>
                      <Table.Td>{to12Hour(slot.entry_time)}</Table.Td>
                      <Table.Td>
                        <Anchor
                          component="button"
                          type="button"
                          onClick={(event) => {
                            event.stopPropagation();
                            setEmail(slot.email);
                          }}
                        >
                          {slot.email}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{slot.round_name}</Table.Td>
                      <Table.Td>{slot.id}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
          {pagination.totalPages > 1 && (
            <Group justify="space-between" component="nav" aria-label="Pagination">
              <Text size="sm">
                {showingText(
                  pagination.currentPage,
                  pagination.itemsPerPage,
                  pagination.totalItems,
                )}
              </Text>
              <Group gap="sm">
                <Button
                  variant="default"
                  disabled={pagination.currentPage <= 1}
                  onClick={() => goTo(pagination.currentPage - 1)}
                >
                  Previous
                </Button>
                <Text size="sm">{pageOfText(pagination.currentPage, pagination.totalPages)}</Text>
                <Button
                  variant="default"
                  disabled={pagination.currentPage >= pagination.totalPages}
                  onClick={() => goTo(pagination.currentPage + 1)}
                >
                  Next
                </Button>
              </Group>
            </Group>
          )}
        </Stack>
      )}

      <ApplicationsDrawer email={email} roundName={roundName} onClose={closePanel} />
    </Container>
  );
}
