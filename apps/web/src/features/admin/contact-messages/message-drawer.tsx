import type { InboxState } from "@kairos/shared";
import { Anchor } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messageOf, trpc } from "../../../lib/trpc";
import { formatDateTime } from "../applications/dates";
import { DetailRows } from "../inbox/detail-rows";
import { InboxDrawer } from "../inbox/inbox-drawer";
import { useInboxRefresh, useRefreshWhenOpened } from "../inbox/use-inbox";

// One contact message: opening it marks it read; staff reply by e-mail and mark it handled.

export function MessageDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const getOptions = trpc.contactMessages.get.queryOptions({ id: id ?? 0 });
  // Fetching marks the message read: fetched again on every opening, never in the background.
  const detail = useQuery({ ...getOptions, enabled: id !== null, staleTime: 0, gcTime: 0 });
  const refresh = useInboxRefresh([
    trpc.contactMessages.list.pathKey(),
    trpc.contactMessages.counts.queryKey(),
  ]);
  useRefreshWhenOpened(detail.data, refresh);
  const change = useMutation(
    trpc.contactMessages.setState.mutationOptions({
      onSuccess: ({ inboxState }) => {
        queryClient.setQueryData(getOptions.queryKey, (old) => old && { ...old, inboxState });
        void refresh();
        // Marked unread: put away, so that it is not read again at once.
        if (inboxState === "new") onClose();
      },
    }),
  );
  const m = detail.data;

  return (
    <InboxDrawer
      opened={id !== null}
      onClose={() => {
        change.reset();
        onClose();
      }}
      title={m ? m.subject : "Message"}
      loadingLabel="Loading the message"
      failed="Failed to fetch the message"
      detail={detail}
      item={m && { ...m, reply: { email: m.email, subject: m.subject } }}
      onStateChange={(state: InboxState) => id !== null && change.mutate({ id, state })}
      changing={change.isPending}
      changeError={change.isError ? messageOf(change.error, "Failed to change the state") : null}
    >
      {m && (
        <DetailRows
          label="Message details"
          rows={[
            ["Name", m.name],
            [
              "E-mail",
              <Anchor key="email" href={`mailto:${m.email}`}>
                {m.email}
              </Anchor>,
            ],
            ["Subject", m.subject],
            ["Message", m.message],
            ["Received", formatDateTime(m.createdAt)],
          ]}
        />
      )}
    </InboxDrawer>
  );
}
