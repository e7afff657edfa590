import { INBOX_PAGE_SIZE } from "@kairos/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { trpc } from "../../../lib/trpc";
import { formatDateTime } from "../applications/dates";
import { InboxFrame } from "../inbox/inbox-frame";
import { InboxTable } from "../inbox/inbox-table";
import type { InboxSearch } from "../inbox/search";
import { RequestDrawer, serviceLabel } from "./request-drawer";

// /admin/requests: the requests for an interpreter, newest first, searchable, by state.

const route = getRouteApi("/admin/_staff/requests");

export function RequestsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({
    ...trpc.interpreterRequests.list.queryOptions({
      page: search.page ?? 1,
      limit: INBOX_PAGE_SIZE,
      q: search.q,
      state: search.state,
    }),
    placeholderData: keepPreviousData,
  });
  const counts = useQuery(trpc.interpreterRequests.counts.queryOptions());
  const setSearch = useCallback(
    (patch: Partial<InboxSearch>, replace?: boolean) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace }),
    [navigate],
  );
  const requests = list.data?.requests ?? [];

  return (
    <>
      <InboxFrame
        title="Requests"
        noun={{ one: "request", many: "requests" }}
        placeholder="Name, organisation, e-mail, phone or details"
        search={search}
        setSearch={setSearch}
        counts={counts.data}
        list={list}
        pagination={list.data?.pagination}
        itemCount={requests.length}
        fetchFailed="Failed to fetch requests"
      >
        <InboxTable
          label="Interpreter requests"
          rows={requests}
          title={{ header: "Name", cell: (r) => r.fullName }}
          columns={[
            { header: "Organisation", cell: (r) => r.organization || "—" },
            { header: "E-mail", cell: (r) => r.email },
            { header: "Languages", cell: (r) => `${r.sourceLanguage} → ${r.targetLanguage}` },
            { header: "Service", cell: (r) => serviceLabel(r.serviceType) },
            { header: "Received", cell: (r) => formatDateTime(r.createdAt) },
          ]}
          openLabel={(r) => `Open the request of ${r.fullName}`}
          onOpen={(r) => setOpenId(r.id)}
          minWidth={1000}
        />
      </InboxFrame>
      <RequestDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
