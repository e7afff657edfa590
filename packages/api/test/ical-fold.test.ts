import { describe, expect, it } from "vitest";
import { foldOctets } from "../src/mail/ical-fold";

// RFC 5545 3.1: content lines of at most 75 octets, folded with CRLF and one space, never
// splitting a UTF-8 character (which would leave an invalid byte sequence on each side).

const unfold = (text: string) => text.replace(/\r\n /g, "");

describe("foldOctets", () => {
  it.each([
    ["ASCII", `DESCRIPTION:${"a".repeat(200)}`],
    ["Arabic (2 octets)", `SUMMARY:${"دورة الترجمة ".repeat(12)}`],
    ["CJK (3 octets)", `SUMMARY:${"会議".repeat(60)}`],
    ["emoji (4 octets)", `SUMMARY:x${"😀".repeat(50)}`],
  ])("folds %s at 75 octets without splitting a character", (_, line) => {
    const folded = foldOctets(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\n`);
    const lines = folded.split("\r\n");
    for (const l of lines) expect(Buffer.byteLength(l, "utf8")).toBeLessThanOrEqual(75);
    // Each line is valid UTF-8 on its own: it survives a round trip through bytes.
    for (const l of lines) expect(Buffer.from(l, "utf8").toString("utf8")).not.toContain("\uFFFD");
    expect(unfold(folded)).toBe(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\n`);
  });

  it("refolds text folded by characters", () => {
    const byCharacters = `SUMMARY:${"ل".repeat(74)}\r\n\t${"ل".repeat(10)}`;
    expect(unfold(foldOctets(byCharacters))).toBe(`SUMMARY:${"ل".repeat(84)}`);
  });
});
