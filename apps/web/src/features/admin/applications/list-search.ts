import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  PAYMENT_FILTERS,
  type PaymentFilter,
} from "@kairos/shared";
import { searchEnum, searchPage, searchText } from "@/lib/validation/search-params";

/** The list's filters live in the URL; a value that does not fit falls back to none. */
export interface ApplicationsSearch {
  page?: number | undefined;
  status?: ApplicationStatus | undefined;
  round?: string | undefined;
  q?: string | undefined;
  payment?: PaymentFilter | undefined;
}

/** The route's validateSearch: each value checked, one that does not fit dropped. */
export const applicationsSearch = (search: Record<string, unknown>): ApplicationsSearch => ({
  page: searchPage(search.page),
  status: searchEnum(search.status, APPLICATION_STATUSES),
  round: searchText(search.round, 40),
  q: searchText(search.q, 200),
  payment: searchEnum(search.payment, PAYMENT_FILTERS),
});

// The list's filters and page live in its URL; the last ones are kept for this tab so that the
// way back to the list (the sidebar's link, an application's back link) opens it as it was left.
// sessionStorage: per tab, gone with it, and never blocking the page when storage is refused.

const KEY = "kairos.applications.search";

export function rememberListSearch(search: ApplicationsSearch): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(search));
  } catch {
    // blocked or full: the list opens unfiltered
  }
}

/** The list's last search in this tab (only its known keys), or none. */
export function lastListSearch(): ApplicationsSearch {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? "{}");
    if (!stored || typeof stored !== "object") return {};
    const { page, status, round, q } = stored as Record<string, unknown>;
    // The route's validateSearch checks each value again when the link is followed.
    return Object.fromEntries(
      Object.entries({ page, status, round, q }).filter(([, v]) => v !== undefined && v !== null),
    ) as ApplicationsSearch;
  } catch {
    return {};
  }
}
