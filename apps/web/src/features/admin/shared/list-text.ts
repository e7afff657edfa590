// The footer words of the staff lists.

/** The page size of the applications and booked-slots lists (docs/requirements.md, application-and-admin §9). */
export const PAGE_SIZE = 10;

/** 'Showing a to b of n results' for page `page` (1-based) of `size` items each. */
export function showingText(page: number, size: number, total: number): string {
  if (total <= 0) return "Showing 0 to 0 of 0 results";
  const from = Math.min((page - 1) * size + 1, total);
  const to = Math.min(page * size, total);
  return `Showing ${from} to ${to} of ${total} results`;
}

/** 'Page X of Y'. */
export const pageOfText = (page: number, totalPages: number) =>
  `Page ${page} of ${Math.max(1, totalPages)}`;
