import type { RouterOutputs } from "@kairos/api";
import { WEBHOOK_EVENT_LABELS } from "@kairos/shared";
import { Badge, Button, Code, Table, Text, Title } from "@mantine/core";
import { IconWebhook } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { trpc } from "@/lib/data/trpc";
import { BADGE_STYLES } from "../shared/badge-styles";
import { egyptColumn, egyptTimeText, formatDateTime } from "../shared/dates";
import { LabelBadges } from "../shared/label-badges";
import { QueryList } from "../shared/list-states";
import { notifyError, notifySuccess } from "../shared/notify";
import { SecretIssuingPage, useSecretIssuing } from "../shared/secret-issuing-page";
import { StaffTable } from "../shared/table-scroll";
import { EndpointModal } from "./endpoint-modal";

// /admin/webhooks (admins only, decision 0013): the endpoints that receive events, and the latest
// deliveries with their last answer and "Send again".

type Delivery = RouterOutputs["webhooks"]["deliveries"][number];

// The staff console's badge styles (shared/badge-styles.ts): contrast that passes AA.
const STATE_STYLE: Record<Delivery["state"], { variant: string; color?: string }> = {
  delivered: BADGE_STYLES.default,
  pending: BADGE_STYLES.outline,
  "given up": BADGE_STYLES.destructive,
};
export function WebhooksPage() {
  const queryClient = useQueryClient();
  const endpoints = useQuery(trpc.webhooks.list.queryOptions());
  const deliveries = useQuery(trpc.webhooks.deliveries.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.webhooks.pathKey() });
  const issuing = useSecretIssuing();
  // "Send again" reads the list again once the first try has had time to be answered; a timer
  // left when the screen closes is dropped.
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const create = useMutation(
    trpc.webhooks.create.mutationOptions({
      onSuccess: ({ endpoint, secret }) => {
        issuing.made({ name: endpoint.url, secret });
        void refresh();
      },
      onError: (error) => notifyError("Endpoint not added", error),
    }),
  );
  const remove = useMutation(
    trpc.webhooks.remove.mutationOptions({
      onSuccess: () => {
        notifySuccess("Endpoint removed", "Nothing more is sent to it.");
        void refresh();
      },
      onError: (error) => notifyError("Endpoint not removed", error),
    }),
  );
  const resend = useMutation(
    trpc.webhooks.resend.mutationOptions({
      onSuccess: () => {
        notifySuccess("Sent again", "The delivery is on its way; its answer shows here.");
        clearTimeout(refreshTimer.current);
        refreshTimer.current = setTimeout(() => void refresh(), 1500);
      },
      onError: (error) => notifyError("Not sent again", error),
    }),
  );
  const urlOf = (id: string) => endpoints.data?.find((e) => e.id === id)?.url ?? "(removed)";

  return (
    <SecretIssuingPage
      title="Webhooks"
      addLabel="Add endpoint"
      addIcon={<IconWebhook size={18} aria-hidden />}
      intro="Each event is POSTed to the endpoints that asked for it, signed in the Standard Webhooks format, and sent again with growing delays until it is answered 2xx."
      issuing={issuing}
      secretTitle="Copy the signing secret"
      usage="The receiver verifies each delivery's webhook-signature header with it, using any Standard Webhooks library."
      dialogs={
        <EndpointModal
          opened={issuing.adding}
          saving={create.isPending}
          onClose={issuing.cancel}
          onSubmit={(input) => create.mutate(input)}
        />
      }
    >
      <Title order={2} size="h3">
        Endpoints
      </Title>
      <QueryList
        query={endpoints}
        loading="Loading endpoints"
        failed="The endpoints could not be loaded."
        empty="No endpoints yet."
      >
        {(rows) => (
          <StaffTable
            name="Endpoints"
            minWidth={720}
            columns={["Address", "Events", "Made by", ""]}
          >
            {rows.map((endpoint) => (
              <Table.Tr key={endpoint.id}>
                <Table.Td>
                  <Code>{endpoint.url}</Code>
                  {endpoint.description && (
                    <Text size="xs" c="dimmed">
                      {endpoint.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <LabelBadges
                    labels={endpoint.events.map((event) => WEBHOOK_EVENT_LABELS[event])}
                  />
                </Table.Td>
                <Table.Td>{endpoint.createdBy ?? "—"}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    aria-label={`Remove ${endpoint.url}`}
                    loading={remove.isPending && remove.variables?.id === endpoint.id}
                    onClick={() => remove.mutate({ id: endpoint.id })}
                  >
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </StaffTable>
        )}
      </QueryList>
      <Title order={2} size="h3">
        Latest deliveries
      </Title>
      <QueryList
        query={deliveries}
        loading="Loading deliveries"
        failed="The deliveries could not be loaded."
        empty="Nothing sent yet."
      >
        {(rows) => (
          <StaffTable
            name="Deliveries"
            minWidth={820}
            columns={["Event", "Endpoint", "State", "Last answer", egyptColumn("Next try"), ""]}
          >
            {rows.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>
                  {WEBHOOK_EVENT_LABELS[delivery.event]}
                  <Text size="xs" c="dimmed">
                    {egyptTimeText(delivery.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Code>{urlOf(delivery.endpointId)}</Code>
                </Table.Td>
                <Table.Td>
                  <Badge {...STATE_STYLE[delivery.state]}>{delivery.state}</Badge>
                  <Text size="xs" c="dimmed">
                    {delivery.attempts} {delivery.attempts === 1 ? "try" : "tries"}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {delivery.lastAttemptAt
                    ? `${delivery.lastStatus ?? "no answer"} · ${egyptTimeText(delivery.lastAttemptAt)}`
                    : "—"}
                  {delivery.lastResponse && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {delivery.lastResponse}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatDateTime(delivery.nextAttemptAt)}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    variant="subtle"
                    size="xs"
                    aria-label={`Send again: ${WEBHOOK_EVENT_LABELS[delivery.event]}`}
                    loading={resend.isPending && resend.variables?.id === delivery.id}
                    onClick={() => resend.mutate({ id: delivery.id })}
                  >
                    Send again
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </StaffTable>
        )}
      </QueryList>
    </SecretIssuingPage>
  );
}
