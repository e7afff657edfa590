import { describe, expect, it } from "vitest";
import { languagesOf } from "../src/lib/format/languages";
import { phoneWithPrefix, swapPhonePrefix } from "../src/lib/format/phone";

describe("phone input (REQ-04)", () => {
  it("keeps digits only behind the dial prefix", () => {
    expect(phoneWithPrefix("+1a5b5c5", "+1")).toBe("+1555");
    expect(phoneWithPrefix("", "+20")).toBe("+20");
    expect(phoneWithPrefix("+20 100-123", "+20")).toBe("+20100123");
    // Typed before the prefix: the prefix stays in front.
    expect(phoneWithPrefix("1+20", "+20")).toBe("+201");
  });

  it("keeps the + of a whole number pasted or autofilled for another country", () => {
    expect(phoneWithPrefix("+44 20 7946 0958", "+20")).toBe("+442079460958");
    expect(phoneWithPrefix("+20 10 1234 5678", "+20")).toBe("+201012345678");
    // Typed key by key, a + cannot leave the chosen prefix.
    expect(phoneWithPrefix("+4", "+20")).toBe("+204");
  });

  it("takes a national number pasted over the field as the person's own digits", () => {
    expect(phoneWithPrefix("01020304050", "+20")).toBe("+2001020304050");
    expect(phoneWithPrefix("(202) 555-0100", "+1")).toBe("+12025550100");
    // A digit typed into the prefix stays the person's.
    expect(phoneWithPrefix("+250", "+20")).toBe("+20250");
  });

  it("swaps the prefix when the country changes", () => {
    expect(swapPhonePrefix("+15551234", "+1", "+20")).toBe("+205551234");
    expect(swapPhonePrefix("+20", "+20", "+44")).toBe("+44");
  });
});

describe("language list (REQ-05)", () => {
  it("joins the groups and English, sorted, without duplicates", () => {
    expect(languagesOf({ A: ["Arabic", "Amharic"], B: ["Bengali", "Arabic"], x: "bad" })).toEqual([
      "Amharic",
      "Arabic",
      "Bengali",
      "English",
    ]);
  });
});
