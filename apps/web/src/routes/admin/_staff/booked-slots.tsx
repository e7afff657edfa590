import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { BookedSlotsPage } from "@/features/admin/booked-slots/booked-slots-page";
import { searchDate, searchPage, searchText } from "@/lib/validation/search-params";

/** The filters live in the URL; a value that does not fit falls back to none. */
export interface BookedSlotsSearch {
  round?: string | undefined;
  date?: string | undefined;
  page?: number | undefined;
}

export const Route = createFileRoute("/admin/_staff/booked-slots")({
  validateSearch: (search: Record<string, unknown>): BookedSlotsSearch => ({
    round: searchText(search.round, 40),
    date: searchDate(search.date),
    page: searchPage(search.page),
  }),
  head: () => ({ meta: [{ title: pageTitle("Booked Slots") }] }),
  component: BookedSlotsPage,
});
