import { describe, expect, it } from "vitest";
import {
  exportFileName,
  exportUrl,
  statusMailNote,
  statusSavedText,
} from "../src/features/admin/applications/format";
import { startedOpenRounds } from "../src/features/admin/settings/round-dates";
import {
  humanize,
  planAmountText,
  secondLanguageOf,
} from "../src/features/admin/shared/application-text";
import {
  ACCESS_DENIED,
  AUTH_FAILED,
  bookingErrorText,
  staffErrorText,
} from "../src/features/admin/shared/failure";
import { pageOfText, showingText } from "../src/features/admin/shared/list-text";
import { badgeKindOf, statusLabel } from "../src/features/admin/shared/status";

describe("status badges (APPS-06)", () => {
  it("maps the four statuses to the spec's variants", () => {
    expect(badgeKindOf("pending")).toBe("outline");
    expect(badgeKindOf("approved")).toBe("default");
    expect(badgeKindOf("rejected")).toBe("destructive");
    expect(badgeKindOf("payment-pending")).toBe("secondary");
  });
  it("shows a missing status as pending and other values as neutral", () => {
    expect(badgeKindOf(null)).toBe("outline");
    expect(badgeKindOf("")).toBe("outline");
    expect(badgeKindOf("archived")).toBe("neutral");
    expect(statusLabel("payment-pending")).toBe("Payment pending");
    expect(statusLabel("archived")).toBe("archived");
    expect(statusLabel(undefined)).toBe("Pending");
  });
});

describe("export file name (APPS-14)", () => {
  const today = new Date("2026-02-07T10:00:00Z");
  it("takes the Content-Disposition name", () => {
    expect(
      exportFileName(
        'attachment; filename="round-3-applications-2026-02-07.csv"',
        "round-3",
        today,
      ),
    ).toBe("round-3-applications-2026-02-07.csv");
    expect(exportFileName("attachment; filename=plain.csv", undefined, today)).toBe("plain.csv");
    expect(
      exportFileName("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv", undefined, today),
    ).toBe("résumé.csv");
  });
  it("falls back to {round or all}-applications-{YYYY-MM-DD}.csv", () => {
    expect(exportFileName(null, "round-3", today)).toBe("round-3-applications-2026-02-07.csv");
    expect(exportFileName("attachment", undefined, today)).toBe("all-applications-2026-02-07.csv");
    // Egypt's day, as the server names it: 23:30 UTC on the 6th is already the 7th in Cairo.
    expect(exportFileName(null, "round-3", new Date("2026-02-06T23:30:00Z"))).toBe(
      "round-3-applications-2026-02-07.csv",
    );
  });
  it("sends the status and search filters", () => {
    expect(exportUrl(undefined, {})).toBe("/api/trainings/export");
    expect(exportUrl("round-3", { status: "pending", q: "ana" })).toBe(
      "/api/trainings/export/round-3?status=pending&q=ana",
    );
  });
});

describe("pagination texts (BOOK-06)", () => {
  it("says which rows are shown", () => {
    expect(showingText(1, 10, 25)).toBe("Showing 1 to 10 of 25 results");
    expect(showingText(3, 10, 25)).toBe("Showing 21 to 25 of 25 results");
    expect(showingText(1, 10, 0)).toBe("Showing 0 to 0 of 0 results");
    expect(pageOfText(2, 3)).toBe("Page 2 of 3");
  });
});

describe("error texts (ERR-19..28)", () => {
  it("booked slots and applications by e-mail", () => {
    expect(
      bookingErrorText({ httpStatus: 401, serverMessage: "x" }, "Failed to fetch booked slots"),
    ).toBe(AUTH_FAILED);
    expect(bookingErrorText({ httpStatus: 403 }, "Failed to fetch booked slots")).toBe(
      ACCESS_DENIED,
    );
    expect(bookingErrorText({ httpStatus: 500, serverMessage: "Boom" }, "Failed")).toBe("Boom");
    expect(bookingErrorText({}, "Failed to fetch applications")).toBe(
      "Failed to fetch applications",
    );
  });
  it("the applications screen shows a 403's message, else its fixed text", () => {
    expect(staffErrorText({ httpStatus: 403, serverMessage: "Admins only" }, "Failed")).toBe(
      "Admins only",
    );
    expect(
      staffErrorText({ httpStatus: 500, serverMessage: "Boom" }, "Failed to fetch applications"),
    ).toBe("Failed to fetch applications");
  });
});

describe("field display", () => {
  it("shows the custom language for 'Other (specify below)'", () => {
    expect(
      secondLanguageOf({ secondLanguage: "Other (specify below)", customLanguage: "Wolof" }),
    ).toBe("Wolof");
    expect(secondLanguageOf({ secondLanguage: "French", customLanguage: null })).toBe("French");
    expect(humanize("full-payment")).toBe("Full payment");
    expect(humanize(null)).toBe("—");
    expect(humanize("linkedin")).toBe("LinkedIn");
  });

  it("shows the plan with the amount the application recorded, payment by payment", () => {
    expect(planAmountText({ paymentPlan: "full-payment", amountDue: 8000, currency: "EGP" })).toBe(
      "Full Payment: LE 8,000",
    );
    expect(planAmountText({ paymentPlan: "two-payments", amountDue: 500, currency: "USD" })).toBe(
      "Two Payments: $500 ($250 + $250)",
    );
  });
});

describe("status change e-mail (APPS-09)", () => {
  it("names the template that goes, or why none does", () => {
    expect(statusMailNote("pending", "approved")).toEqual({
      template: "Application approved",
      note: 'Sends the "Application approved" e-mail.',
    });
    expect(statusMailNote("pending", "rejected").template).toBe("Application not accepted");
    expect(statusMailNote("approved", "payment-pending").template).toBe("Payment pending");
    expect(statusMailNote("approved", "pending")).toEqual({
      template: null,
      note: "No e-mail is sent for Pending.",
    });
    expect(statusMailNote("approved", "approved")).toEqual({
      template: null,
      note: "The status is unchanged: no e-mail is sent unless you write a message to the applicant.",
    });
    // A message to the applicant goes by e-mail, with the status's template.
    expect(statusMailNote("approved", "approved", true)).toEqual({
      template: "Application approved",
      note: 'Sends the "Application approved" e-mail with your message.',
    });
    expect(statusMailNote("approved", "pending", true).template).toBeNull();
  });

  it("says after saving whether the applicant was e-mailed", () => {
    expect(statusSavedText("Ann Lee", "approved", true)).toBe(
      "Status of Ann Lee changed to Approved. The applicant was e-mailed.",
    );
    expect(statusSavedText("Ann Lee", "payment-pending", false)).toBe(
      "Status of Ann Lee changed to Payment pending. The e-mail to the applicant could not be sent; the failure is listed on the application's history.",
    );
    expect(statusSavedText("Ann Lee", "pending", null)).toBe(
      "Status of Ann Lee changed to Pending. No e-mail was sent.",
    );
  });
});

describe("open rounds that have started", () => {
  it("lists the rounds open in Settings whose start date has passed, not the undated or closed ones", () => {
    const rounds = [
      { id: "a", status: "open", startDate: "2026-02-07" },
      { id: "b", status: "open", startDate: "2026-12-01" },
      { id: "c", status: "closed", startDate: "2026-01-01" },
      { id: "d", status: "open", startDate: null },
      // Its deadline does not matter: started, it takes no applications either way (GAP-26).
      { id: "e", status: "open", startDate: "2026-02-07", applicationDeadline: "2026-02-01" },
    ];
    expect(startedOpenRounds(rounds, "2026-11-25").map((r) => r.id)).toEqual(["a", "e"]);
    expect(startedOpenRounds(rounds, "2026-02-07")).toEqual([]);
  });
});
