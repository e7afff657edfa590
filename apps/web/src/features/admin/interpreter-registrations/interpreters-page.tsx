import { INBOX_PAGE_SIZE } from "@kairos/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { trpc } from "../../../lib/trpc";
import { formatDate } from "../applications/dates";
import { InboxFrame } from "../inbox/inbox-frame";
import { InboxTable } from "../inbox/inbox-table";
import type { InboxSearch } from "../inbox/search";
import { FETCH_FAILED, yearsLabel } from "./format";
import { RegistrationDetailsModal } from "./registration-details";

// The staff list of interpreter registrations: an inbox like requests and messages (new until
// opened, then read, then handled), searchable, paginated (10), with the details of each and
// its documents.

const route = getRouteApi("/admin/_staff/interpreters");

export function InterpretersPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({
    ...trpc.interpreterRegistrations.list.queryOptions({
      page: search.page ?? 1,
      limit: INBOX_PAGE_SIZE,
      q: search.q,
      state: search.state,
    }),
    placeholderData: keepPreviousData,
  });
  const counts = useQuery(trpc.interpreterRegistrations.counts.queryOptions());
  const setSearch = useCallback(
    (patch: Partial<InboxSearch>, replace?: boolean) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace }),
    [navigate],
  );
  const registrations = list.data?.registrations ?? [];

  return (
    <>
      <InboxFrame
        title="Interpreters"
        noun={{ one: "registration", many: "registrations" }}
        placeholder="Name, e-mail, phone, language or country"
        search={search}
        setSearch={setSearch}
        counts={counts.data}
        list={list}
        pagination={list.data?.pagination}
        itemCount={registrations.length}
        fetchFailed={FETCH_FAILED}
      >
        <InboxTable
          label="Interpreter registrations"
          rows={registrations}
          title={{ header: "Reference", cell: (reg) => reg.reference }}
          columns={[
            { header: "Name", cell: (reg) => reg.fullName },
            { header: "E-mail", cell: (reg) => reg.email },
            { header: "Languages", cell: (reg) => reg.languagePair },
            { header: "Country", cell: (reg) => reg.countryOfResidence },
            { header: "Experience", cell: (reg) => yearsLabel(reg.yearsOfExperience) },
            { header: "Registered", cell: (reg) => formatDate(reg.createdAt) },
          ]}
          openLabel={(reg) => `Details of ${reg.fullName}`}
          onOpen={(reg) => setOpenId(reg.id)}
          minWidth={1100}
        />
      </InboxFrame>
      <RegistrationDetailsModal id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
