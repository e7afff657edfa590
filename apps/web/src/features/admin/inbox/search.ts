import { INBOX_STATES, type InboxState } from "@kairos/shared";
import { searchEnum, searchPage, searchText } from "@/lib/validation/search-params";

/** An inbox's page, search and state filter live in the URL; a value that does not fit is dropped. */
export interface InboxSearch {
  page?: number | undefined;
  q?: string | undefined;
  state?: InboxState | undefined;
}

/** The inbox routes' `validateSearch`. */
export const validateInboxSearch = (search: Record<string, unknown>): InboxSearch => ({
  page: searchPage(search.page),
  q: searchText(search.q, 200),
  state: searchEnum(search.state, INBOX_STATES),
});
