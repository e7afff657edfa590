import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  PAYMENT_FILTERS,
  type PaymentFilter,
} from "@kairos/shared";
import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { ApplicationsPage } from "@/features/admin/applications/applications-page";
import { searchEnum, searchPage, searchText } from "@/lib/validation/search-params";

/** The list's filters live in the URL; a value that does not fit falls back to none. */
export interface ApplicationsSearch {
  page?: number | undefined;
  status?: ApplicationStatus | undefined;
  round?: string | undefined;
  q?: string | undefined;
  payment?: PaymentFilter | undefined;
}

export const Route = createFileRoute("/admin/_staff/applications")({
  validateSearch: (search: Record<string, unknown>): ApplicationsSearch => ({
    page: searchPage(search.page),
    status: searchEnum(search.status, APPLICATION_STATUSES),
    round: searchText(search.round, 40),
    q: searchText(search.q, 200),
    payment: searchEnum(search.payment, PAYMENT_FILTERS),
  }),
  head: () => ({ meta: [{ title: pageTitle("Applications") }] }),
  component: ApplicationsPage,
});
