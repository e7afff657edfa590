import type {
  contactMessages,
  Db,
  interpreterRegistrations,
  interpreterRequests,
} from "@kairos/db";
import {
  type ErasableKind,
  INBOX_STATES,
  type InboxListQuery,
  type InboxState,
  type InboxStateChange,
  type Pagination,
  paginationOf,
} from "@kairos/shared";
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { AppError } from "../../platform/errors";
import { type StaffView, staffView } from "../privacy/erasure-fields";

// What the three staff inboxes share: interpreter requests, contact messages and interpreter
// registrations are each 'new' until staff open them, then 'read', then 'handled'.

/** The tables that carry an inbox state. */
type InboxTable =
  | typeof interpreterRequests
  | typeof contactMessages
  | typeof interpreterRegistrations;

/** `%q%` for ILIKE with q's own `%`, `_` and `\` taken literally; none for a blank q. */
export function likePattern(q: string | undefined): string | undefined {
  const text = q?.trim();
  return text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

/** The WHERE of an inbox list: the state asked for, and q in any of the searchable columns. */
function inboxWhere(
  table: InboxTable,
  searchable: PgColumn[],
  query: Pick<InboxListQuery, "q" | "state">,
): SQL | undefined {
  const pattern = likePattern(query.q);
  return and(
    query.state ? eq(table.inboxState, query.state) : undefined,
    pattern ? or(...searchable.map((column) => ilike(column, pattern))) : undefined,
  );
}

/** How many items of the inbox are in each state. */
export async function inboxCounts(db: Db, table: InboxTable): Promise<Record<InboxState, number>> {
  const rows = await db
    .select({ state: table.inboxState, n: count() })
    .from(table)
    .groupBy(table.inboxState);
  const counts = Object.fromEntries(INBOX_STATES.map((s) => [s, 0])) as Record<InboxState, number>;
  for (const row of rows) counts[row.state] = row.n;
  return counts;
}

/** Opening a new item marks it read; any other state stays as it is. */
async function markOpened(db: Db, table: InboxTable, id: number): Promise<void> {
  await db
    .update(table)
    .set({ inboxState: "read" })
    .where(and(eq(table.id, id), eq(table.inboxState, "new")));
}

/** Sets an item's state; 404 with `notFound` when there is no such item. */
async function setInboxState(
  db: Db,
  table: InboxTable,
  change: { id: number; state: InboxState },
  notFound: string,
): Promise<{ id: number; inboxState: InboxState }> {
  const [row] = await db
    .update(table)
    .set({ inboxState: change.state })
    .where(eq(table.id, change.id))
    .returning({ id: table.id, inboxState: table.inboxState });
  if (!row) throw new AppError("NOT_FOUND", notFound);
  return row;
}

/** One inbox item with every field and ISO dates; 404 with `notFound` when there is none. */
async function readInboxItem<T extends InboxTable, EK extends ErasableKind>(
  db: Db,
  kind: EK,
  table: T,
  id: number,
  notFound: string,
) {
  const [row] = (await db
    .select()
    .from(table as InboxTable)
    .where(eq(table.id, id))) as T["$inferSelect"][];
  if (!row) throw new AppError("NOT_FOUND", notFound);
  return staffView(kind, {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

type ListColumns = { id: PgColumn; createdAt: PgColumn } & Record<string, PgColumn>;

/** A row as `db.select(columns)` gives it: each column's value, null where it may be. */
type RowOf<C extends Record<string, PgColumn>> = {
  [K in keyof C]: C[K]["_"]["notNull"] extends true ? C[K]["_"]["data"] : C[K]["_"]["data"] | null;
};

/** A listed row: its columns, the creation date as ISO text. */
type ListedRow<C extends ListColumns> = Omit<RowOf<C>, "createdAt"> & { createdAt: string };
/** A listed row as staff see it: its erasure and hold, the erased fields null (decision 0033). */
type ViewedRow<C extends ListColumns, EK extends ErasableKind> = StaffView<
  ListedRow<C> & { erasedAt: Date | null; heldAt: Date | null },
  EK
>;

/**
 * A page of an inbox list: newest first, searched in `searchable`, filtered by state; each row
 * with `columns` and its ISO creation date.
 */
async function inboxPage<C extends ListColumns>(
  db: Db,
  table: InboxTable,
  columns: C,
  searchable: PgColumn[],
  query: InboxListQuery,
) {
  // One table type for the query builder: every inbox table has these columns.
  const from = table as typeof contactMessages;
  const where = inboxWhere(table, searchable, query);
  const [total] = await db.select({ n: count() }).from(from).where(where);
  const rows = (await db
    .select({ ...columns, erasedAt: from.erasedAt, heldAt: from.heldAt } as Record<
      string,
      PgColumn
    >)
    .from(from)
    .where(where)
    .orderBy(desc(from.createdAt), desc(from.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)) as RowOf<C>[];
  return {
    rows: rows.map((r) => ({
      ...r,
      createdAt: (r.createdAt as Date).toISOString(),
    })) as ListedRow<C>[],
    pagination: paginationOf(query.page, query.limit, total?.n ?? 0),
  };
}

/** One staff inbox as both transports serve it: list, open (marks read), set state, counts. */
export interface Inbox<List, Item> {
  /** Which erasable records it holds (for Hold/Release, decision 0033). */
  kind: ErasableKind;
  /** The 404 message of an id that names no item. */
  notFound: string;
  list: (db: Db, query: InboxListQuery) => Promise<List>;
  get: (db: Db, id: number) => Promise<Item>;
  setState: (db: Db, change: InboxStateChange) => Promise<{ id: number; inboxState: InboxState }>;
  counts: (db: Db) => Promise<Record<InboxState, number>>;
}

/** What makes one inbox of the three. */
export interface InboxOptions<
  T extends InboxTable,
  K extends string,
  C extends ListColumns,
  L,
  I,
  EK extends ErasableKind,
> {
  /** Which erasable records it lists (their erased fields are null, decision 0033). */
  kind: EK;
  table: T;
  notFound: string;
  /** The list's name in its answer (`messages`, `requests`, `registrations`). */
  listKey: K;
  /** The columns of a listed item, and those that a list's `q` searches. */
  columns: C;
  searchable: PgColumn[];
  /** A listed item as the list answers it; by default its columns. */
  listed?: (row: ViewedRow<C, EK>) => L;
  /** An opened item (already marked read) as `get` answers it; by default its every field. */
  read?: (db: Db, id: number) => Promise<I>;
}

/**
 * An inbox over `table`: the list (newest first, searched, filtered by state), one item (opening
 * a new one marks it read), its state, the counts per state; an unknown id is a 404 saying
 * `notFound`. Both transports serve it as it is (routers/inbox.ts, the server's rest/inbox.ts).
 */
export function inbox<
  T extends InboxTable,
  K extends string,
  C extends ListColumns,
  EK extends ErasableKind,
  L = ViewedRow<C, EK>,
  I = Awaited<ReturnType<typeof readInboxItem<T, EK>>>,
>(options: InboxOptions<T, K, C, L, I, EK>): Inbox<Record<K, L[]> & { pagination: Pagination }, I> {
  const { kind, table, notFound, listKey, columns, searchable } = options;
  const listed = options.listed ?? ((row: ViewedRow<C, EK>) => row as L);
  const read =
    options.read ??
    ((db: Db, id: number) => readInboxItem(db, kind, table, id, notFound) as Promise<I>);
  return {
    kind,
    notFound,
    async list(db, query) {
      const { rows, pagination } = await inboxPage(db, table, columns, searchable, query);
      const viewed = rows.map(
        (r) =>
          staffView(
            kind,
            r as ListedRow<C> & { erasedAt: Date | null; heldAt: Date | null },
          ) as ViewedRow<C, EK>,
      );
      return { [listKey]: viewed.map(listed), pagination } as Record<K, L[]> & {
        pagination: Pagination;
      };
    },
    async get(db, id) {
      await markOpened(db, table, id);
      return read(db, id);
    },
    setState: (db, change) => setInboxState(db, table, change, notFound),
    counts: (db) => inboxCounts(db, table),
  };
}
