import type { ApplicationsSearch } from "@/routes/admin/_staff/applications";

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
