import type { InboxState } from "@kairos/shared";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { trpc } from "../../../lib/trpc";

/**
 * What refreshes after an item of an inbox was opened or changed: its list and counts (passed
 * in), the dashboard and the sidebar's badges. The open item itself is not refetched, since
 * fetching it marks it read again.
 */
export function useInboxRefresh(keys: QueryKey[]) {
  const queryClient = useQueryClient();
  const latest = useRef(keys);
  latest.current = keys;
  return () =>
    Promise.all(
      [...latest.current, trpc.dashboard.overview.queryKey()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Once the opened item has arrived (and so is read), the list shows it no longer bold. */
export function useRefreshWhenOpened(
  opened: { id: number; inboxState: InboxState } | undefined,
  refresh: () => unknown,
) {
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const id = opened?.id;
  useEffect(() => {
    if (id !== undefined) void refreshRef.current();
  }, [id]);
}
