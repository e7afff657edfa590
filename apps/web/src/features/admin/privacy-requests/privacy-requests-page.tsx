import type { RouterOutputs } from "@kairos/api";
import {
  Anchor,
  Button,
  Container,
  Group,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { privacyQueueTexts as t } from "@/content/privacy-requests";
import { trpc } from "@/lib/data/trpc";
import { ConfirmModal } from "../shared/confirm-modal";
import { FormModal } from "../shared/form-modal";
import { QueryList } from "../shared/list-states";
import { notifyError, notifySuccess } from "../shared/notify";
import { TableScroll } from "../shared/table-scroll";

// /admin/privacy-requests (decision 0034): the open access and erasure requests, oldest first,
// each with what it is about, what it asks for, why it waits and its age; staff erase, send a
// copy or refuse with a reason, and each decision is mailed to the requester.

type Request = RouterOutputs["privacyRequests"]["list"]["requests"][number];
type Pending = { request: Request; action: "erase" | "refuse" } | null;

function Subject({ request }: { request: Request }) {
  if (request.applicationId !== null && request.reference) {
    return (
      <Anchor
        renderRoot={(props) => (
          <Link
            to="/admin/applications/$id"
            params={{ id: String(request.applicationId) }}
            {...props}
          />
        )}
      >
        {t.kind.application} {request.reference}
      </Anchor>
    );
  }
  return (
    <div>
      <Text size="sm">{request.email}</Text>
      <Text size="xs" c="dimmed">
        {t.records(request.records)}
      </Text>
    </div>
  );
}

export function PrivacyRequestsPage() {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.privacyRequests.list.queryOptions());
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decide = useMutation(
    trpc.privacyRequests.decide.mutationOptions({
      onSuccess: () => {
        setPending(null);
        setReason("");
        notifySuccess(t.title, t.decided);
        void queryClient.invalidateQueries(trpc.privacyRequests.pathFilter());
      },
      onError: (error) => notifyError(t.title, error),
    }),
  );
  const label = (r: Request) => r.reference ?? r.email ?? `#${r.id}`;
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed">{t.intro}</Text>
        </div>
        <QueryList
          query={{ ...list, data: list.data?.requests }}
          loading="Loading the privacy requests"
          failed="The privacy requests could not be loaded."
          empty={t.empty}
        >
          {(rows) => (
            <TableScroll label="Privacy requests table" minWidth={800}>
              <Table aria-label={t.title} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t.columns.subject}</Table.Th>
                    <Table.Th>{t.columns.wants}</Table.Th>
                    <Table.Th>{t.columns.reason}</Table.Th>
                    <Table.Th>{t.columns.age}</Table.Th>
                    <Table.Th>{t.columns.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        <Subject request={r} />
                      </Table.Td>
                      <Table.Td>{t.wants[r.wants]}</Table.Td>
                      <Table.Td>{r.reason ?? "—"}</Table.Td>
                      <Table.Td>{t.age(r.ageDays)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            color="red.9"
                            variant="light"
                            aria-label={`${t.erase}: ${label(r)}`}
                            onClick={() => setPending({ request: r, action: "erase" })}
                          >
                            {t.erase}
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={`${t.copy}: ${label(r)}`}
                            loading={decide.isPending && decide.variables?.id === r.id}
                            onClick={() =>
                              decide.mutate({ id: r.id, decision: { action: "copy" } })
                            }
                          >
                            {t.copy}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={`${t.refuse}: ${label(r)}`}
                            onClick={() => setPending({ request: r, action: "refuse" })}
                          >
                            {t.refuse}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
        </QueryList>
      </Stack>
      <ConfirmModal
        opened={pending?.action === "erase"}
        title={t.eraseTitle}
        confirmLabel={t.erase}
        cancelLabel={t.cancel}
        loading={decide.isPending}
        onClose={() => setPending(null)}
        onConfirm={() =>
          pending && decide.mutate({ id: pending.request.id, decision: { action: "erase" } })
        }
      >
        {t.eraseQuestion}
      </ConfirmModal>
      <FormModal
        title={t.refuseTitle}
        opened={pending?.action === "refuse"}
        saving={decide.isPending}
        submitLabel={t.refuse}
        onClose={() => setPending(null)}
        onReset={() => {
          setReason("");
          setReasonError(null);
        }}
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim().length < 3) {
            setReasonError("Please say why the request is refused");
            return;
          }
          if (pending)
            decide.mutate({ id: pending.request.id, decision: { action: "refuse", reason } });
        }}
      >
        <Textarea
          label={t.refuseReason}
          required
          autosize
          minRows={3}
          value={reason}
          error={reasonError}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
      </FormModal>
    </Container>
  );
}
