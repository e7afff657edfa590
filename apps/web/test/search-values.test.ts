import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { createAppRouter } from "../src/router";

// A search typed into a list (a reference, a tag, a phone number) is read back as typed, even
// when it looks like a number: the router's default JSON reading turned "7544e876" into
// Infinity, and the list then searched for "Infinity".
function searchOf(url: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  return router.state.location.search as Record<string, unknown>;
}

describe("search values in the URL", () => {
  it.each([
    ["7544e876", "7544e876"],
    ["1e5", "1e5"],
    ["1.50", "1.50"],
    ["01001234567", "01001234567"],
    ["%2B201001234567", "+201001234567"],
    ["ana%20sami", "ana sami"],
  ])("keeps ?q=%s as the text typed", (written, typed) => {
    expect(searchOf(`/admin/applications?q=${written}`).q).toBe(typed);
  });

  it("reads numbers and JSON written as JSON writes them", () => {
    expect(searchOf("/admin/applications?page=2").page).toBe(2);
    expect(searchOf("/admin/applications?q=%22123%22").q).toBe("123");
  });

  it("writes a text that looks like JSON so that it reads back as text", () => {
    const router = createAppRouter();
    for (const q of ["123", "true", "7544e876", "1e5", "ana"]) {
      const written = router.options.stringifySearch({ q });
      expect(router.options.parseSearch(written)).toEqual({ q });
    }
    expect(router.options.stringifySearch({ page: 2 })).toBe("?page=2");
  });
});
