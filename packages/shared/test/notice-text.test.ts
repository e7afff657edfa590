import { describe, expect, it } from "vitest";
import {
  isNoticeLinkTarget,
  noticeInlines,
  parseNoticeText,
  refusedNoticeLinks,
  siteSettingsSchema,
  storedSiteSettingsSchema,
} from "../src";
import { DEFAULT_PUBLIC_CONFIG } from "../src/config";
import { defaultSiteSettings } from "../src/schemas/settings";

// The privacy notice staff write in Settings is rendered from this format, never as HTML
// (decision 0032): what a reader of /privacy can be shown is text, headings, lists and links to
// web, e-mail and the site's own pages.

describe("the notice text format", () => {
  it("reads paragraphs, headings, lists and links", () => {
    const text = [
      "## Who we are",
      "",
      "We run this site.",
      "Write to [us](mailto:support@kairos.example).",
      "",
      "- First [item](https://example.com/a)",
      "  goes on",
      "- Second",
    ].join("\n");
    expect(parseNoticeText(text)).toEqual([
      { kind: "heading", text: "Who we are" },
      {
        kind: "paragraph",
        parts: [
          { text: "We run this site. Write to " },
          { text: "us", href: "mailto:support@kairos.example" },
          { text: "." },
        ],
      },
      {
        kind: "list",
        items: [
          [
            { text: "First " },
            { text: "item", href: "https://example.com/a" },
            { text: " goes on" },
          ],
          [{ text: "Second" }],
        ],
      },
    ]);
  });

  it("keeps HTML as the text that was typed", () => {
    expect(parseNoticeText('<script>alert(1)</script> <a href="x">y</a>')).toEqual([
      { kind: "paragraph", parts: [{ text: '<script>alert(1)</script> <a href="x">y</a>' }] },
    ]);
  });

  it("links only to https, http, mailto and the site's own paths", () => {
    for (const ok of [
      "https://example.com",
      "http://example.com/x?y=1",
      "mailto:a@b.example",
      "/application",
    ]) {
      expect(isNoticeLinkTarget(ok), ok).toBe(true);
    }
    for (const refused of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,hi",
      "//evil.example",
      "vbscript:x",
      "ftp://example.com",
      "",
    ]) {
      expect(isNoticeLinkTarget(refused), refused).toBe(false);
    }
    // A refused address stays plain text, label and address alike.
    expect(noticeInlines("see [this](javascript:alert(1)) now")).toEqual([
      { text: "see [this](javascript:alert(1)) now" },
    ]);
    expect(refusedNoticeLinks("[a](https://ok.example) [b](data:x) [c](//x)")).toEqual([
      "data:x",
      "//x",
    ]);
  });
});

describe("the privacy settings", () => {
  const defaults = defaultSiteSettings(DEFAULT_PUBLIC_CONFIG);

  it("take a notice with allowed links, and blank means the default notice", () => {
    const saved = siteSettingsSchema.parse({
      ...defaults,
      businessName: "  Example Training LLC ",
      businessAddress: "",
      privacyNotice: "## Who we are\n\n[Contact](mailto:a@b.example)",
    });
    expect(saved.businessName).toBe("Example Training LLC");
    expect(saved.businessAddress).toBeUndefined();
    expect(saved.privacyNotice).toBe("## Who we are\n\n[Contact](mailto:a@b.example)");
    expect(siteSettingsSchema.parse({ ...defaults, privacyNotice: "   " }).privacyNotice).toBe(
      undefined,
    );
  });

  it("refuse a link to another kind of address, saying which", () => {
    const result = siteSettingsSchema.safeParse({
      ...defaults,
      privacyNotice: "Click [here](javascript:alert(1))",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["privacyNotice"]);
    expect(result.error?.issues[0]?.message).toContain("javascript:alert(1");
  });

  it("read back a stored notice that a later link rule refuses, keeping the other settings", () => {
    const stored = storedSiteSettingsSchema.parse({
      ...defaults,
      supportEmail: "help@example.com",
      privacyNotice: "See [old](ftp://files.example)",
    });
    expect(stored.supportEmail).toBe("help@example.com");
    expect(stored.privacyNotice).toBe("See [old](ftp://files.example)");
  });

  it("refuse a notice longer than the limit", () => {
    const result = siteSettingsSchema.safeParse({ ...defaults, privacyNotice: "a".repeat(20_001) });
    expect(result.error?.issues[0]?.message).toBe(
      "The privacy notice must be at most 20000 characters",
    );
  });
});
