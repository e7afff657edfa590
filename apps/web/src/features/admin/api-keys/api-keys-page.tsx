import type { RouterOutputs } from "@kairos/api";
import { API_KEY_SCOPE_LABELS, type ApiKeyCreateInput } from "@kairos/shared";
import { Badge, Button, Code, Table, Text } from "@mantine/core";
import { IconKey } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "@/lib/data/trpc";
import { BADGE_STYLES } from "../shared/badge-styles";
import { ConfirmModal } from "../shared/confirm-modal";
import { egyptColumn, egyptTimeText, formatDateTime } from "../shared/dates";
import { LabelBadges } from "../shared/label-badges";
import { QueryList } from "../shared/list-states";
import { notifyError, notifySuccess } from "../shared/notify";
import { SecretIssuingPage, useSecretIssuing } from "../shared/secret-issuing-page";
import { StaffTable } from "../shared/table-scroll";
import { NewKeyModal } from "./api-key-dialogs";

// /admin/api-keys (admins only, decision 0013): the keys other systems call the REST API with, each
// acting for the admin who made it within its scopes. A new key's token is shown once; a key
// is revoked, never deleted, so the history keeps its name.

type Key = RouterOutputs["apiKeys"]["list"][number];

function stateOf(key: Key) {
  if (key.revokedAt) return { label: "Revoked", style: BADGE_STYLES.secondary };
  if (key.expiresAt && Date.parse(key.expiresAt) <= Date.now()) {
    return { label: "Expired", style: BADGE_STYLES.secondary };
  }
  return { label: "Active", style: BADGE_STYLES.default };
}

export function ApiKeysPage() {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.apiKeys.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.pathKey() });
  const issuing = useSecretIssuing();
  const [revoking, setRevoking] = useState<Key | null>(null);

  const create = useMutation(
    trpc.apiKeys.create.mutationOptions({
      onSuccess: ({ key, token }) => {
        issuing.made({ name: key.name, secret: token });
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

  return (
    <SecretIssuingPage
      title="API keys"
      addLabel="New API key"
      addIcon={<IconKey size={18} aria-hidden />}
      intro={
        <>
          Other systems (a CRM, a partner's system, a script) call the REST API with a key, sent as{" "}
          <Code>Authorization: Bearer …</Code>. A key acts for the admin who made it, within its
          scopes; what it changes is recorded with its name.
        </>
      }
      issuing={issuing}
      secretTitle="Copy the new key"
      usage={
        <>
          Send it as <Code>Authorization: Bearer …</Code> to the REST API (<Code>/api</Code>).
        </>
      }
      dialogs={
        <>
          <NewKeyModal
            opened={issuing.adding}
            saving={create.isPending}
            onClose={issuing.cancel}
            onSubmit={(input: ApiKeyCreateInput) => create.mutate(input)}
          />
          <ConfirmModal
            opened={revoking !== null}
            title="Revoke API key"
            confirmLabel="Revoke"
            cancelLabel="Cancel"
            loading={revoke.isPending}
            onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
            onClose={() => setRevoking(null)}
          >
            Revoke "{revoking?.name}"? Every call with it is refused from now on (401). This cannot
            be undone.
          </ConfirmModal>
        </>
      }
    >
      <QueryList
        query={list}
        loading="Loading API keys"
        failed="The API keys could not be loaded."
        empty="No API keys yet."
      >
        {(keys) => (
          <StaffTable
            name="API keys"
            minWidth={820}
            columns={[
              "Name",
              "Scopes",
              "Made by",
              egyptColumn("Expires"),
              egyptColumn("Last used"),
              "Status",
              "",
            ]}
          >
            {keys.map((key) => {
              const state = stateOf(key);
              return (
                <Table.Tr key={key.id}>
                  <Table.Td>
                    {key.name}
                    <Text size="xs" c="dimmed">
                      made {egyptTimeText(key.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <LabelBadges labels={key.scopes.map((scope) => API_KEY_SCOPE_LABELS[scope])} />
                  </Table.Td>
                  <Table.Td>{key.createdBy ?? "—"}</Table.Td>
                  <Table.Td>{key.expiresAt ? formatDateTime(key.expiresAt) : "Never"}</Table.Td>
                  <Table.Td>
                    {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : "Never used"}
                  </Table.Td>
                  <Table.Td>
                    <Badge {...state.style}>{state.label}</Badge>
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
          </StaffTable>
        )}
      </QueryList>
    </SecretIssuingPage>
  );
}
