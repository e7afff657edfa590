const MAX_OCTETS = 75;
const utf8Length = (s: string) => Buffer.byteLength(s, "utf8");

/**
 * Folds iCalendar text at 75 octets, as RFC 5545 3.1 asks: `ics` folds at 75 characters, so a
 * line of Arabic or accented letters ran past 75 bytes. The text is unfolded first, then each
 * line cut between code points (never inside a UTF-8 character), continuation lines starting
 * with one space that counts towards their 75.
 */
export function foldOctets(text: string): string {
  const lines = text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  return lines.map(foldLine).join("\r\n");
}

function foldLine(line: string): string {
  if (utf8Length(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // The first line has 75 octets; the next ones 74 after their leading space.
    const room = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > room) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}
