import { describe, expect, it } from "vitest";
import { linkify, render } from "../src/mail/templates";

// The HTML part of a mail makes the site's links and the support address clickable, and
// nothing else a person typed (a URL in a name stays text).

describe("links in the HTML part of a mail", () => {
  const html = render(
    "Title",
    [
      "Dear http://phish.example/pay,",
      "Your page: https://kairos.example/application/abc.def",
      "Questions? Write to us at help@kairos.example.",
    ],
    [{ label: "Call link", value: "https://meet.example/j/1?a=1&b=2" }],
  ).html;

  it("links the site's pages and mails the support address, leaving other text alone", () => {
    const linked = linkify(html, ["https://kairos.example", "help@kairos.example"]);
    expect(linked).toContain(
      '<a href="https://kairos.example/application/abc.def">https://kairos.example/application/abc.def</a>',
    );
    expect(linked).toContain(
      'Write to us at <a href="mailto:help@kairos.example">help@kairos.example</a>.',
    );
    expect(linked).toContain("Dear http://phish.example/pay,");
    expect(linked).not.toContain('href="http://phish');
  });

  it("links a call link with its query once, however often it is asked", () => {
    const once = linkify(html, ["https://meet.example/j/1?a=1&b=2"]);
    expect(once).toContain(
      '<a href="https://meet.example/j/1?a=1&#38;b=2">https://meet.example/j/1?a=1&#38;b=2</a>',
    );
    expect(linkify(once, ["https://meet.example/j/1?a=1&b=2", "https://meet.example"])).toBe(once);
  });
});
