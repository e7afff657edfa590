import {
  egyptToday,
  formatCohortDate,
  formatCohortRange,
  type RoundCreateInput,
  takesApplications,
} from "@kairos/shared";
import { Badge, Button, Table, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { messageOf, trpc } from "@/lib/data/trpc";
import { ListError, ListLoading } from "../shared/list-states";
import { notifyError, notifySuccess } from "../shared/notify";
import { TableScroll } from "../shared/table-scroll";
import { nextRoundId, RoundModal, type RoundRow, statusBadgeText } from "./round-modal";
import { SettingsCard } from "./settings-card";

const datesOf = (round: RoundRow) =>
  round.startDate && round.endDate ? formatCohortRange(round.startDate, round.endDate) : "—";

/** The deadline as staff need it: whether an open round still takes applications, and until when. */
function deadlineOf(round: RoundRow, today: string): string | null {
  if (!round.applicationDeadline) return null;
  const day = formatCohortDate(round.applicationDeadline);
  if (round.status !== "open") return `Application deadline ${day}`;
  return takesApplications(round, today)
    ? `Applications until ${day}`
    : `Applications closed after ${day}`;
}

const DeadlineNote = ({ text }: { text: string | null }) =>
  text ? (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  ) : null;

export function RoundsSection() {
  const queryClient = useQueryClient();
  const rounds = useQuery(trpc.rounds.list.queryOptions());
  const today = egyptToday();
  const [editing, setEditing] = useState<RoundRow | null>(null);
  const [newId, setNewId] = useState<string | null>(null);
  const close = () => {
    setEditing(null);
    setNewId(null);
  };
  const saved = (round: RoundRow, title: string) => {
    close();
    notifySuccess(
      title,
      round.status === "open"
        ? `${round.name} is open; the site announces the first open round.`
        : `${round.name} is saved.`,
    );
    // The application's course list reads the rounds too.
    void queryClient.invalidateQueries({ queryKey: trpc.rounds.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.assessments.rounds.queryKey() });
  };
  const failed = (error: unknown) => notifyError("Round not saved", error);
  const update = useMutation(
    trpc.rounds.update.mutationOptions({
      onSuccess: (round) => saved(round, "Round saved"),
      onError: failed,
    }),
  );
  const create = useMutation(
    trpc.rounds.create.mutationOptions({
      onSuccess: (round) => saved(round, "Round added"),
      onError: failed,
    }),
  );
  const save = ({ id, ...changes }: RoundCreateInput) =>
    editing ? update.mutate({ id: editing.id, changes }) : create.mutate({ id, ...changes });

  return (
    <SettingsCard
      id="rounds"
      title="Rounds"
      description="The site announces the first open round by start date; only open rounds take applications."
      actions={
        rounds.data && (
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setNewId(nextRoundId(rounds.data))}
          >
            Add round
          </Button>
        )
      }
    >
      {rounds.isPending ? (
        <ListLoading label="Loading rounds" />
      ) : rounds.isError ? (
        <ListError
          message={messageOf(rounds.error, "The rounds could not be loaded.")}
          onRetry={() => void rounds.refetch()}
        />
      ) : (
        <TableScroll label="Rounds table" minWidth={600}>
          <Table verticalSpacing="sm" aria-label="Rounds">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Round</Table.Th>
                <Table.Th>Dates</Table.Th>
                <Table.Th>Class schedule</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <Text span size="sm" fw={700}>
                    Edit
                  </Text>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rounds.data.map((round) => (
                <Table.Tr key={round.id}>
                  <Table.Td>
                    <Text fw={600}>{round.name}</Text>
                    <Text size="xs" c="dimmed">
                      {round.id}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {datesOf(round)}
                    <DeadlineNote text={deadlineOf(round, today)} />
                  </Table.Td>
                  <Table.Td>{round.schedule ?? "—"}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant={round.status === "open" ? "filled" : "light"}
                      color={round.status === "open" ? undefined : "gray"}
                    >
                      {statusBadgeText(round.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" onClick={() => setEditing(round)}>
                      Edit {round.name}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {(editing || newId) && (
        <RoundModal
          key={editing?.id ?? newId}
          round={editing}
          newId={newId}
          saving={update.isPending || create.isPending}
          onClose={close}
          onSave={save}
        />
      )}
    </SettingsCard>
  );
}
