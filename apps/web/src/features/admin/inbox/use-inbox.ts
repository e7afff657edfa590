import type { RouterOutputs } from "@kairos/api";
import { INBOX_PAGE_SIZE, type InboxState, type Pagination } from "@kairos/shared";
import {
  keepPreviousData,
  type QueryKey,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { messageOf, trpc } from "@/lib/data/trpc";
import type { InboxSearch } from "./search";

// The staff inboxes (contact messages, interpreter requests, interpreter registrations) share one
// set of tRPC procedures (list, get, setState, counts: routers/inbox.ts); these hooks are their
// one client, configured by the domain's name.

export type InboxDomain = "contactMessages" | "interpreterRequests" | "interpreterRegistrations";
export type ListOf<D extends InboxDomain> = RouterOutputs[D]["list"];
type ItemOf<D extends InboxDomain> = RouterOutputs[D]["get"];

/** The three procedure sets have one shape; one of them types the calls made for any. */
const proceduresOf = (domain: InboxDomain) =>
  trpc[domain] as unknown as (typeof trpc)["contactMessages"];

/**
 * An inbox page: its search in the URL, the current page of the list with the counts by state
 * (both what `InboxFrame` takes as `search`, `setSearch`, `list`, `counts` and `pagination`),
 * and the id of the item opened.
 */
export function useInboxPage<D extends InboxDomain>(domain: D) {
  // The inbox routes share one search schema (search.ts); the page's own route is the current one.
  const search = useSearch({ strict: false }) as InboxSearch;
  const navigate = useNavigate();
  const [openId, setOpenId] = useState<number | null>(null);
  const procedures = proceduresOf(domain);
  const list = useQuery({
    ...procedures.list.queryOptions({
      page: search.page ?? 1,
      limit: INBOX_PAGE_SIZE,
      q: search.q,
      state: search.state,
    }),
    placeholderData: keepPreviousData,
  }) as unknown as UseQueryResult<ListOf<D>>;
  const counts = useQuery(procedures.counts.queryOptions());
  const setSearch = useCallback(
    (patch: Partial<InboxSearch>, replace?: boolean) =>
      void navigate({ to: ".", search: (prev) => ({ ...prev, ...patch }), replace }),
    [navigate],
  );
  // Every list answers its page's `pagination` (TypeScript cannot see it through the generic).
  const pagination = (list.data as { pagination: Pagination } | undefined)?.pagination;
  return {
    frame: { search, setSearch, list, counts: counts.data, pagination },
    data: list.data as ListOf<D> | undefined,
    openId,
    open: (id: number) => setOpenId(id),
    close: () => setOpenId(null),
  };
}

/**
 * One opened inbox item and the change of its state. Fetching an item marks it read, so it is
 * fetched again on every opening and never in the background; once it has arrived, and after
 * each change, the list, the counts, the dashboard and the sidebar's badges refresh.
 * `entryOf` finds the item's own row in what `get` answers, `withState` puts a new state in it.
 */
export function useInboxItem<D extends InboxDomain>(
  domain: D,
  id: number | null,
  onClose: () => void,
  entryOf: (item: ItemOf<D>) => { id: number; inboxState: InboxState },
  withState: (item: ItemOf<D>, inboxState: InboxState) => ItemOf<D>,
) {
  const queryClient = useQueryClient();
  const procedures = proceduresOf(domain);
  const { queryKey } = procedures.get.queryOptions({ id: id ?? 0 });
  const detail = useQuery({
    ...procedures.get.queryOptions({ id: id ?? 0 }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  }) as unknown as UseQueryResult<ItemOf<D>>;
  const refresh = useInboxRefresh([procedures.list.pathKey(), procedures.counts.queryKey()]);
  useRefreshWhenOpened(detail.data && entryOf(detail.data), refresh);
  const change = useMutation(
    procedures.setState.mutationOptions({
      onSuccess: ({ inboxState }) => {
        queryClient.setQueryData<ItemOf<D>>(queryKey, (old) => old && withState(old, inboxState));
        void refresh();
        // Marked unread: put away, so that it is not read again at once.
        if (inboxState === "new") onClose();
      },
    }),
  );
  // Hold / Release (decision 0033): the item is read again, with its hold as it now is.
  const hold = useMutation(
    procedures.hold.mutationOptions({
      onSuccess: () => {
        void detail.refetch();
        void refresh();
      },
    }),
  );
  return {
    detail,
    item: detail.data,
    hold: (held: boolean) => id !== null && hold.mutate({ id, hold: held }),
    holding: hold.isPending,
    setState: (state: InboxState) => id !== null && change.mutate({ id, state }),
    changing: change.isPending,
    changeError: change.isError
      ? messageOf(change.error, "Failed to change the state")
      : hold.isError
        ? messageOf(hold.error, "Failed to change the hold")
        : null,
    close: () => {
      change.reset();
      hold.reset();
      onClose();
    },
  };
}

/** What refreshes after an item was opened or changed: its list and counts (passed in), the
 * dashboard and the sidebar's badges. */
function useInboxRefresh(keys: QueryKey[]) {
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
function useRefreshWhenOpened(
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
