import { describe, expect, it } from "vitest";
import { insertedText } from "../src/features/forms/deferred-field";

// A picker drawn before its code came takes typing; the search it opens with is what was typed
// into its label, wherever the caret was (a tap puts it anywhere in the label).
describe("the text typed into a drawn picker", () => {
  const label = "🇺🇸 United States (+1)";

  it("is what was typed at the end, in the middle or at the start of the label", () => {
    expect(insertedText(label, `${label}Egypt`)).toBe("Egypt");
    expect(insertedText(label, "🇺🇸 United States (Egypt+1)")).toBe("Egypt");
    expect(insertedText(label, `Egypt${label}`)).toBe("Egypt");
  });

  it("is the whole text when the label was replaced or empty", () => {
    expect(insertedText(label, "Egy")).toBe("Egy");
    expect(insertedText("", "Fren")).toBe("Fren");
    // Another whole label (a paste, an autofill): its flag is not cut in half.
    expect(insertedText("🇪🇬 Egypt (+20)", label)).toBe("🇺🇸 United States (+1");
  });

  it("is empty when nothing was typed", () => {
    expect(insertedText(label, label)).toBe("");
  });
});
