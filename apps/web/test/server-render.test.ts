import { DEFAULT_PUBLIC_CONFIG } from "@kairos/shared";
import { describe, expect, it } from "vitest";
import { render } from "../src/entry-server";

// The server renderer makes a router per page (the build's prerender, the server's renders for
// another configuration): a page's HTML, its elements' ids included, must not depend on the
// pages rendered before it, or the browser's hydration finds other ids than the server wrote
// (a question's aria-controls then named no answer).
describe("the server renderer", () => {
  it("renders a page the same after other pages as on its own", async () => {
    const first = await render("/contact-us", DEFAULT_PUBLIC_CONFIG);
    await render("/", DEFAULT_PUBLIC_CONFIG);
    await render("/request-interpreter", DEFAULT_PUBLIC_CONFIG);
    const again = await render("/contact-us", DEFAULT_PUBLIC_CONFIG);
    expect(again.html).toBe(first.html);
    expect(first.html).toMatch(/<label[^>]*for="mantine-_R_[^"]+"[^>]*>Full Name/);
  }, 60_000);
});
