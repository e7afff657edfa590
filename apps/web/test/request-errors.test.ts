import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { requestErrorMessage } from "../src/features/interpreter-requests/request-form";

// What the request form says when a submission fails (docs/requirements.md, public-site §8:
// ERR-08, ERR-09, ERR-10).

describe("the request form's failure messages", () => {
  it("says the connection failed when no answer came", () => {
    const error = new TRPCClientError("Failed to fetch", { cause: new TypeError("fetch failed") });
    expect(requestErrorMessage(error)).toBe(
      "Unable to submit request. Please check your connection and try again.",
    );
  });

  it("shows an error's own message, else the generic one", () => {
    expect(requestErrorMessage(new Error("Too many requests"))).toBe("Too many requests");
    expect(requestErrorMessage(new Error(""))).toBe("Failed to submit request. Please try again.");
  });

  it("falls back to the form's own text for anything that is not an error", () => {
    expect(requestErrorMessage("boom")).toBe(
      "There was an error submitting your request. Please try again.",
    );
    expect(requestErrorMessage(undefined)).toBe(
      "There was an error submitting your request. Please try again.",
    );
  });
});
