import { ACCESS_ACTIONS, type AccessAction } from "@kairos/shared";
import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { AccessLogPage } from "@/features/admin/access-log/access-log-page";
import { requireAdmin } from "@/features/admin/require-admin";
import { searchDate, searchEnum, searchPage, searchText } from "@/lib/validation/search-params";

/** The log's filters live in the URL; a value that does not fit falls back to none. */
export interface AccessLogSearch {
  page?: number | undefined;
  userId?: string | undefined;
  action?: AccessAction | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const Route = createFileRoute("/admin/_staff/access-log")({
  beforeLoad: requireAdmin,
  validateSearch: (search: Record<string, unknown>): AccessLogSearch => ({
    page: searchPage(search.page),
    userId: searchText(search.userId, 36),
    action: searchEnum(search.action, ACCESS_ACTIONS),
    from: searchDate(search.from),
    to: searchDate(search.to),
  }),
  head: () => ({ meta: [{ title: pageTitle("Access log") }] }),
  component: AccessLogPage,
});
