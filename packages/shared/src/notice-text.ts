// The restricted text format of the texts staff write for the public (the privacy notice):
// paragraphs separated by a blank line, "## " headings, "- " list items and links written
// [label](address). It is parsed into data that the page renders as React elements, so no
// HTML staff type is ever parsed by the browser; an address must be https://, http://,
// mailto: or a path of the site ("/..."), anything else stays plain text. No zod here: the
// public page imports it.

export type NoticeInline = { text: string; href?: undefined } | { text: string; href: string };

export type NoticeBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; parts: NoticeInline[] }
  | { kind: "list"; items: NoticeInline[][] };

/** An address a notice may link to: web, e-mail, or a page of this site (not "//host"). */
export function isNoticeLinkTarget(href: string): boolean {
  return /^(?:https?:\/\/[^\s/$.?#][^\s]*|mailto:[^\s@]+@[^\s@]+|\/(?!\/)[^\s]*)$/i.test(href);
}

const LINK = /\[([^\]\n]+)\]\(([^)\s]*)\)/g;

/** The addresses of the `[label](address)` links of `text` that a notice may not link to. */
export function refusedNoticeLinks(text: string): string[] {
  return [...text.matchAll(LINK)].map((m) => m[2] ?? "").filter((h) => !isNoticeLinkTarget(h));
}

/** A line's text and links; a link to a refused address is left as the text that was typed. */
export function noticeInlines(line: string): NoticeInline[] {
  const parts: NoticeInline[] = [];
  let rest = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.href === undefined) last.text += text;
    else parts.push({ text });
  };
  for (const m of line.matchAll(LINK)) {
    const [whole, label = "", href = ""] = m;
    pushText(line.slice(rest, m.index));
    if (isNoticeLinkTarget(href)) parts.push({ text: label, href });
    else pushText(whole);
    rest = m.index + whole.length;
  }
  pushText(line.slice(rest));
  return parts;
}

/** Parses a notice: blocks are separated by blank lines; a paragraph's lines are joined. */
export function parseNoticeText(text: string): NoticeBlock[] {
  const blocks: NoticeBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    let paragraph: string[] = [];
    let items: string[] = [];
    const flush = () => {
      if (paragraph.length) {
        blocks.push({ kind: "paragraph", parts: noticeInlines(paragraph.join(" ")) });
        paragraph = [];
      }
      if (items.length) {
        blocks.push({ kind: "list", items: items.map(noticeInlines) });
        items = [];
      }
    };
    for (const line of lines) {
      if (line.startsWith("## ")) {
        flush();
        blocks.push({ kind: "heading", text: line.slice(3).trim() });
      } else if (line.startsWith("- ")) {
        if (paragraph.length) flush();
        items.push(line.slice(2).trim());
      } else if (items.length) {
        // A line under an item continues it.
        items[items.length - 1] += ` ${line}`;
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

/** The longest notice Settings accept (it travels in every page's configuration). */
export const NOTICE_TEXT_MAX = 20_000;
