import type { InboxState, Pagination } from "@kairos/shared";
import { Card, Container, Group, Stack, Title } from "@mantine/core";
import { type ReactNode, useCallback, useEffect } from "react";
import { failureOf, staffErrorText } from "../shared/failure";
import { ListPagination } from "../shared/list-pagination";
import { ListEmpty, ListError, ListLoading } from "../shared/list-states";
import { SearchBox } from "../shared/search-box";
import { showingItems } from "./format";
import { StateFilter } from "./inbox-state";
import type { InboxSearch } from "./search";

// The frame every staff inbox shares: title, search and state filter, the list's loading,
// error and empty states, the table and its pagination footer.

export interface InboxFrameProps {
  title: string;
  /** The nouns of the list: 'message' / 'messages'. */
  noun: { one: string; many: string };
  placeholder: string;
  search: InboxSearch;
  /** Changes the URL's search; `replace` for typing, a new history entry otherwise. */
  setSearch: (patch: Partial<InboxSearch>, replace?: boolean) => void;
  counts?: Record<InboxState, number> | undefined;
  list: {
    isPending: boolean;
    isError: boolean;
    isSuccess: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  pagination: Pagination | undefined;
  itemCount: number;
  fetchFailed: string;
  /** The table of the current page. */
  children: ReactNode;
}

export function InboxFrame({
  title,
  noun,
  placeholder,
  search,
  setSearch,
  counts,
  list,
  pagination,
  itemCount,
  fetchFailed,
  children,
}: InboxFrameProps) {
  const page = search.page ?? 1;
  const onSearch = useCallback(
    (q: string) => setSearch({ q: q || undefined, page: undefined }, true),
    [setSearch],
  );

  // A page beyond the last one goes to the last page.
  useEffect(() => {
    if (pagination && pagination.totalPages > 0 && page > pagination.totalPages) {
      setSearch({ page: pagination.totalPages > 1 ? pagination.totalPages : undefined }, true);
    }
  }, [pagination, page, setSearch]);

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        {title}
      </Title>

      <Card withBorder padding="md" mb="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Group role="search" aria-label={`Search ${noun.many}`}>
            <SearchBox value={search.q ?? ""} onSearch={onSearch} placeholder={placeholder} />
          </Group>
          <StateFilter
            value={search.state}
            counts={counts}
            onChange={(state) => setSearch({ state, page: undefined })}
          />
        </Group>
      </Card>

      {list.isPending && <ListLoading label={`Loading ${noun.many}`} />}

      {list.isError && (
        <ListError
          message={staffErrorText(failureOf(list.error), fetchFailed)}
          onRetry={() => void list.refetch()}
        />
      )}

      {list.isSuccess && itemCount === 0 && <ListEmpty text={`No ${noun.many} found`} />}

      {list.isSuccess && itemCount > 0 && (
        <Stack>
          {children}
          {pagination && (
            <ListPagination
              pagination={pagination}
              page={page}
              showing={showingItems(
                pagination.currentPage,
                pagination.itemsPerPage,
                pagination.totalItems,
                noun,
              )}
              onPageChange={(next) => setSearch({ page: next > 1 ? next : undefined })}
            />
          )}
        </Stack>
      )}
    </Container>
  );
}
