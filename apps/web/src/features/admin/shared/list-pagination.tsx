import type { Pagination as PageInfo } from "@kairos/shared";
import { Group, Pagination, Text } from "@mantine/core";

interface ListPaginationProps {
  pagination: PageInfo;
  /** The page asked for (the server's answer may be shorter than the URL says). */
  page: number;
  /** 'Showing a to b of n results', in the list's own words. */
  showing: string;
  onPageChange: (page: number) => void;
}

/** The footer of a staff list: what is shown, and page links when there is more than one page. */
export function ListPagination({ pagination, page, showing, onPageChange }: ListPaginationProps) {
  return (
    <Group justify="space-between">
      <Text size="sm" aria-live="polite">
        {showing}
      </Text>
      {pagination.totalPages > 1 && (
        <nav aria-label="Pagination">
          <Pagination
            total={pagination.totalPages}
            value={Math.min(page, pagination.totalPages)}
            onChange={onPageChange}
            getItemProps={(n) => ({ "aria-label": `Page ${n}` })}
            getControlProps={(control) => ({
              "aria-label": control === "previous" ? "Previous page" : "Next page",
            })}
          />
        </nav>
      )}
    </Group>
  );
}
