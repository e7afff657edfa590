import { describe, expect, it } from "vitest";
import { languagesOf } from "../src/lib/languages";
import { phoneWithPrefix, swapPhonePrefix } from "../src/lib/phone";

describe("phone input (REQ-04)", () => {
  it("keeps digits only behind the dial prefix", () => {
    expect(phoneWithPrefix("+1a5b5c5", "+1")).toBe("+1555");
    expect(phoneWithPrefix("", "+20")).toBe("+20");
    expect(phoneWithPrefix("+20 100-123", "+20")).toBe("+20100123");
    // Typed before the prefix: the prefix stays in front.
    expect(phoneWithPrefix("1+20", "+20")).toBe("+201");
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
