import type { RouterOutputs } from "@kairos/api";
import { API_KEY_SCOPE_LABELS, type ApiKeyCreateInput } from "@kairos/shared";
import {
  Badge,
  Button,
  Card,
  Code,
  Container,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconKey } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { messageOf, trpc } from "../../../lib/trpc";
import { formatDateTime } from "../applications/dates";
import { ListEmpty, ListError, ListLoading } from "../list-states";
import { notifyError, notifySuccess } from "../notify";
import { TableScroll } from "../table-scroll";
import { NewKeyModal, NewTokenModal, RevokeKeyModal } from "./api-key-dialogs";

// /admin/api-keys (admins only, issue 24): the keys other systems call the REST API with, each
// acting for the admin who made it within its scopes. A new key's token is shown once; a key
// is revoked, never deleted, so the history keeps its name.

type Key = RouterOutputs["apiKeys"]["list"][number];

function stateOf(key: Key): { label: string; color?: string } {
  if (key.revokedAt) return { label: "Revoked", color: "gray" };
  if (key.expiresAt && Date.parse(key.expiresAt) <= Date.now()) {
    return { label: "Expired", color: "gray" };
  }
  return { label: "Active" };
}

export function ApiKeysPage() {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.apiKeys.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.pathKey() });
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<Key | null>(null);

  const create = useMutation(
    trpc.apiKeys.create.mutationOptions({
      onSuccess: ({ key, token }) => {
        setAdding(false);
        setCreated({ name: key.name, token });
        void refresh();
      },
      onError: (error) => notifyError("Key not created", error),
    }),
  );
  const revoke = useMutation(
    trpc.apiKeys.revoke.mutationOptions({
      onSuccess: () => {
        notifySuccess("Key revoked", `"${revoking?.name}" is refused from now on.`);
        setRevoking(null);
        void refresh();
      },
      onError: (error) => {
        setRevoking(null);
        notifyError("Key not revoked", error);
      },
    }),
  );

  const keys = list.data;
  return (
    <Container size="lg" py="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>API keys</Title>
          <Button leftSection={<IconKey size={18} aria-hidden />} onClick={() => setAdding(true)}>
            New API key
          </Button>
        </Group>
        <Text c="dimmed">
          Other systems (a CRM, a partner's system, a script) call the REST API with a key, sent as{" "}
          <Code>Authorization: Bearer …</Code>. A key acts for the admin who made it, within its
          scopes; what it changes is recorded with its name.
        </Text>
        {list.isPending ? (
          <ListLoading label="Loading API keys" />
        ) : list.isError ? (
          <ListError
            message={messageOf(list.error, "The API keys could not be loaded.")}
            onRetry={() => void list.refetch()}
          />
        ) : keys && keys.length === 0 ? (
          <ListEmpty text="No API keys yet." />
        ) : (
          keys && (
            <Card withBorder padding={0}>
              <TableScroll label="API keys table" minWidth={820}>
                <Table striped verticalSpacing="sm" aria-label="API keys">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Scopes</Table.Th>
                      <Table.Th>Made by</Table.Th>
                      <Table.Th>Expires</Table.Th>
                      <Table.Th>Last used</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {keys.map((key) => {
                      const state = stateOf(key);
                      return (
                        <Table.Tr key={key.id}>
                          <Table.Td>
                            {key.name}
                            <Text size="xs" c="dimmed">
                              made {formatDateTime(key.createdAt)}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <Group gap={4}>
                              {key.scopes.map((scope) => (
                                <Badge key={scope} variant="light" tt="none">
                                  {API_KEY_SCOPE_LABELS[scope]}
                                </Badge>
                              ))}
                            </Group>
                          </Table.Td>
                          <Table.Td>{key.createdBy ?? "—"}</Table.Td>
                          <Table.Td>
                            {key.expiresAt ? formatDateTime(key.expiresAt) : "Never"}
                          </Table.Td>
                          <Table.Td>
                            {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : "Never used"}
                          </Table.Td>
                          <Table.Td>
                            <Badge color={state.color} variant={state.color ? "light" : "filled"}>
                              {state.label}
                            </Badge>
                          </Table.Td>
                          <Table.Td ta="right">
                            {!key.revokedAt && (
                              <Button
                                variant="subtle"
                                color="red"
                                size="xs"
                                aria-label={`Revoke ${key.name}`}
                                onClick={() => setRevoking(key)}
                              >
                                Revoke
                              </Button>
                            )}
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            </Card>
          )
        )}
      </Stack>
      <NewKeyModal
        opened={adding}
        saving={create.isPending}
        onClose={() => setAdding(false)}
        onSubmit={(input: ApiKeyCreateInput) => create.mutate(input)}
      />
      <NewTokenModal created={created} onClose={() => setCreated(null)} />
      <RevokeKeyModal
        name={revoking?.name ?? null}
        saving={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
      />
    </Container>
  );
}
