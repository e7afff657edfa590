import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { SlotsPage } from "@/features/admin/assessment-slots/slots-page";
import { searchEnum, searchText } from "@/lib/validation/search-params";

/** The round and the view live in the URL; a value that does not fit falls back to none. */
export interface SlotsSearch {
  round?: string | undefined;
  view?: "all" | undefined;
}

export const Route = createFileRoute("/admin/_staff/slots")({
  validateSearch: (search: Record<string, unknown>): SlotsSearch => ({
    round: searchText(search.round, 40),
    view: searchEnum(search.view, ["all"] as const),
  }),
  head: () => ({ meta: [{ title: pageTitle("Assessment Slots") }] }),
  component: SlotsPage,
});
