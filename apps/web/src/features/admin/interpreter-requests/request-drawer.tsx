import type { InboxState } from "@kairos/shared";
import { Anchor } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { serviceTypeOptions } from "../../../content/interpreter-request";
import { messageOf, trpc } from "../../../lib/trpc";
import { formatDateTime } from "../applications/dates";
import { DetailRows } from "../inbox/detail-rows";
import { InboxDrawer } from "../inbox/inbox-drawer";
import { useInboxRefresh, useRefreshWhenOpened } from "../inbox/use-inbox";

// One interpreter request with every field: opening it marks it read; staff reply by e-mail
// and mark it handled.

/** 'On-site', 'Phone Interpreting', ... */
export const serviceLabel = (value: string) =>
  serviceTypeOptions.find((o) => o.value === value)?.label ?? value;

export function RequestDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const getOptions = trpc.interpreterRequests.get.queryOptions({ id: id ?? 0 });
  // Fetching marks the request read: fetched again on every opening, never in the background.
  const detail = useQuery({ ...getOptions, enabled: id !== null, staleTime: 0, gcTime: 0 });
  const refresh = useInboxRefresh([
    trpc.interpreterRequests.list.pathKey(),
    trpc.interpreterRequests.counts.queryKey(),
  ]);
  useRefreshWhenOpened(detail.data, refresh);
  const change = useMutation(
    trpc.interpreterRequests.setState.mutationOptions({
      onSuccess: ({ inboxState }) => {
        queryClient.setQueryData(getOptions.queryKey, (old) => old && { ...old, inboxState });
        void refresh();
        // Marked unread: put away, so that it is not read again at once.
        if (inboxState === "new") onClose();
      },
    }),
  );
  const r = detail.data;

  return (
    <InboxDrawer
      opened={id !== null}
      onClose={() => {
        change.reset();
        onClose();
      }}
      title={r ? `Request from ${r.fullName}` : "Request"}
      loadingLabel="Loading the request"
      failed="Failed to fetch the request"
      detail={detail}
      item={
        r && {
          ...r,
          reply: {
            email: r.email,
            subject: `Your interpreter request: ${r.sourceLanguage} to ${r.targetLanguage}`,
          },
        }
      }
      onStateChange={(state: InboxState) => id !== null && change.mutate({ id, state })}
      changing={change.isPending}
      changeError={change.isError ? messageOf(change.error, "Failed to change the state") : null}
    >
      {r && (
        <DetailRows
          label="Request details"
          rows={[
            ["Full name", r.fullName],
            ["Organisation", r.organization],
            [
              "E-mail",
              <Anchor key="email" href={`mailto:${r.email}`}>
                {r.email}
              </Anchor>,
            ],
            [
              "Phone",
              <Anchor key="phone" href={`tel:${r.phoneNumber}`}>
                {r.phoneNumber}
              </Anchor>,
            ],
            ["Country code", r.countryCode],
            ["Source language", r.sourceLanguage],
            ["Target language", r.targetLanguage],
            ["Service type", serviceLabel(r.serviceType)],
            ["Street", r.street],
            ["City", r.city],
            ["State", r.state],
            ["Zip code", r.zipCode],
            ["Country", r.country],
            ["Budget range (USD)", r.budgetRange],
            ["Additional information", r.additionalInfo],
            ["Received", formatDateTime(r.createdAt)],
          ]}
        />
      )}
    </InboxDrawer>
  );
}
