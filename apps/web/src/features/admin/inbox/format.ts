import type { InboxState } from "@kairos/shared";

// Texts shared by the staff inboxes (requests, messages, interpreter registrations).

export const STATE_LABELS: Record<InboxState, string> = {
  new: "New",
  read: "Read",
  handled: "Handled",
};

/** 'Showing 1 to 10 of 23 messages'. */
export function showingItems(
  page: number,
  size: number,
  total: number,
  noun: { one: string; many: string },
): string {
  if (total === 0) return `No ${noun.many}`;
  const first = (page - 1) * size + 1;
  const last = Math.min(page * size, total);
  return `Showing ${first} to ${last} of ${total} ${total === 1 ? noun.one : noun.many}`;
}

/** A `mailto:` answering `email` with the subject 'Re: …' (an existing 'Re:' is kept once). */
export function replyHref(email: string, subject: string): string {
  const re = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
  return `mailto:${email}?subject=${encodeURIComponent(re)}`;
}
