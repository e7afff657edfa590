import type { ComponentType } from "react";
import { InboxFrame, type InboxFrameProps } from "./inbox-frame";
import { type InboxRow, InboxTable, type InboxTableProps } from "./inbox-table";
import { type InboxDomain, type ListOf, useInboxPage } from "./use-inbox";

// An inbox screen (/admin/messages, /admin/requests, /admin/interpreters): the frame with its
// search, filter and pages, the table of the current page, and the item opened from a row.

type FrameTexts = Pick<InboxFrameProps, "title" | "noun" | "placeholder" | "fetchFailed">;

export function InboxPage<D extends InboxDomain, T extends InboxRow>({
  domain,
  rowsOf,
  frame,
  table,
  item: Item,
}: {
  domain: D;
  /** The rows in the list's answer. */
  rowsOf: (list: ListOf<D>) => T[];
  frame: FrameTexts;
  table: Omit<InboxTableProps<T>, "rows" | "onOpen">;
  /** The drawer or dialog of the item opened. */
  item: ComponentType<{ id: number | null; onClose: () => void }>;
}) {
  const inbox = useInboxPage(domain);
  const rows = inbox.data ? rowsOf(inbox.data) : [];
  return (
    <>
      <InboxFrame {...inbox.frame} {...frame} itemCount={rows.length}>
        <InboxTable {...table} rows={rows} onOpen={(row) => inbox.open(row.id)} />
      </InboxFrame>
      <Item id={inbox.openId} onClose={inbox.close} />
    </>
  );
}
