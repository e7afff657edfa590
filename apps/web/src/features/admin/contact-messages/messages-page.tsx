import { INBOX_PAGE_SIZE } from "@kairos/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { trpc } from "../../../lib/trpc";
import { formatDateTime } from "../applications/dates";
import { InboxFrame } from "../inbox/inbox-frame";
import { InboxTable } from "../inbox/inbox-table";
import type { InboxSearch } from "../inbox/search";
import { MessageDrawer } from "./message-drawer";

// /admin/messages: the contact form's messages, newest first, searchable and filtered by state.

const route = getRouteApi("/admin/_staff/messages");

export function MessagesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({
    ...trpc.contactMessages.list.queryOptions({
      page: search.page ?? 1,
      limit: INBOX_PAGE_SIZE,
      q: search.q,
      state: search.state,
    }),
    placeholderData: keepPreviousData,
  });
  const counts = useQuery(trpc.contactMessages.counts.queryOptions());
  const setSearch = useCallback(
    (patch: Partial<InboxSearch>, replace?: boolean) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace }),
    [navigate],
  );
  const messages = list.data?.messages ?? [];

  return (
    <>
      <InboxFrame
        title="Messages"
        noun={{ one: "message", many: "messages" }}
        placeholder="Name, e-mail, subject or text"
        search={search}
        setSearch={setSearch}
        counts={counts.data}
        list={list}
        pagination={list.data?.pagination}
        itemCount={messages.length}
        fetchFailed="Failed to fetch messages"
      >
        <InboxTable
          label="Contact messages"
          rows={messages}
          title={{ header: "Subject", cell: (m) => m.subject }}
          columns={[
            { header: "From", cell: (m) => m.name },
            { header: "E-mail", cell: (m) => m.email },
            { header: "Received", cell: (m) => formatDateTime(m.createdAt) },
          ]}
          openLabel={(m) => `Open the message from ${m.name}`}
          onOpen={(m) => setOpenId(m.id)}
        />
      </InboxFrame>
      <MessageDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
