import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { applyOnFreeSlot } from "./applicants";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { createStaff, openConsoleAs, type StaffAccount } from "./staff";

// The staff booked-slots screen (docs/requirements.md, application-and-admin §2, BOOK-01..15, ERR-26..28).

/** A real application booking the first free slot; returns the slot it got. */
const apply = (request: APIRequestContext, fields: { fullName: string; email: string }) =>
  applyOnFreeSlot(request, {
    ...fields,
    secondLanguage: "Other (specify below)",
    customLanguage: "Wolof",
    countryCode: "EG",
    phoneNumber: "+201001234567",
    selectedCountry: "Egypt",
    selectedCity: "Cairo",
    interests: JSON.stringify(["Looking to start a new career", "other"]),
    otherInterest: "Community work",
    jobReferrals: "no",
    hearAbout: "other",
    otherHearAbout: "A friend at work",
  });

/** "16:30" → "4:30 PM". */
function to12Hour(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h >= 12 ? "PM" : "AM"}`;
}

const table = (page: Page) => page.getByRole("table", { name: "Booked slots" });

test.describe("booked slots admin", { tag: "@desktop" }, () => {
  let moderator: StaffAccount;

  test.beforeAll(async ({ request }) => {
    moderator = await createStaff(request, { role: "moderator" });
  });

  test("a booking opens the applications of its e-mail", async ({ page, request }) => {
    const tag = `bk${randomUUID().slice(0, 8)}`;
    const person = { fullName: `Booker ${tag}`, email: `${tag}@example.com` };
    const slot = await apply(request, person);
    await openConsoleAs(page, moderator);

    await page.goto(`/admin/booked-slots?date=${slot.date}`);
    await expect(page.getByRole("heading", { level: 1, name: "Booked Slots" })).toBeVisible();
    // Every round is the default, so that a new round does not empty the screen (INC-01).
    await expect(page.getByRole("combobox", { name: "Round" })).toHaveValue("All rounds");
    const row = table(page).getByRole("row").filter({ hasText: person.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(to12Hour(slot.time));
    await expect(row).toContainText("Round 3");
    await expect(page.getByText(/Total bookings:/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The side panel (BOOK-10/11).
    await row.getByRole("button", { name: person.email }).click();
    const panel = page.getByRole("dialog", { name: "Training Applications" });
    await expect(panel).toBeVisible();
    const card = panel.getByRole("article", { name: person.fullName });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Pending");
    await expect(card).toContainText("+201001234567");
    await expect(card).toContainText("Cairo");
    await expect(card).toContainText("Egypt");
    await expect(card).toContainText("Round 3");
    await expect(card).toContainText("Wolof");
    await expect(card).toContainText("Student");
    await expect(card).toContainText("A friend at work");
    // "other" as the label with the applicant's own words, never the stored code.
    await expect(card).toContainText("Looking to start a new career, Other: Community work");
    await expect(card).not.toContainText("other (other");
    await expect(card).toContainText(/Applied\w{3} \d+, \d{4}, \d+:\d\d [AP]M \(Egypt time\)/);
    // What the application owes, as recorded when it was submitted.
    await expect(card).toContainText("Two Payments: LE 9,500 (LE 4,750 + LE 4,750)");
    // The booked assessment as a time (Egypt time, with its weekday), not the slot's id.
    const day = new Intl.DateTimeFormat("en-US", {
      timeZone: "UTC",
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
    }).format(new Date(`${slot.date}T12:00:00Z`));
    await expect(card).toContainText(`${day} · ${to12Hour(slot.time)} (Egypt time)`);
    await expectNoAxeViolations(page);

    // The screenshot at full size and its download (BOOK-12).
    await card.getByRole("button", { name: /^Open the payment screenshot/ }).click();
    const shot = page.getByRole("dialog", { name: "Payment screenshot" });
    await expect(shot.getByRole("img", { name: /Payment screenshot of/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(shot).toBeHidden();
    await expect(panel).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("link", { name: /^Download the payment screenshot/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("pay.png");

    // Closing clears it (BOOK-13).
    await panel.getByRole("button", { name: /close/i }).click();
    await expect(panel).toBeHidden();
  });

  test("pagination, filters in the URL and the empty state", async ({ page, request }) => {
    const tag = `pg${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 11; i++) {
      await apply(request, { fullName: `Pager ${i} ${tag}`, email: `${tag}-${i}@example.com` });
    }
    await openConsoleAs(page, moderator, "/admin/booked-slots?round=round-3");
    await expect(table(page).getByRole("row")).toHaveCount(11); // the header + 10
    await expect(page.getByText(/^Showing 1 to 10 of \d+ results$/)).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Showing 11 to \d+ of \d+ results$/)).toBeVisible();

    // A date change goes back to page 1 (BOOK-07); a date without bookings is empty (BOOK-08).
    await page.getByRole("button", { name: "Date" }).click();
    await page.getByRole("button", { name: "Next month" }).click();
    await page.getByRole("button", { name: "Next month" }).click();
    await page.getByRole("button", { name: /^15 \w+ \d{4}$/ }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByText("No booked slots found for the selected criteria")).toBeVisible();
    await expect(page.getByText("Total bookings: 0")).toBeVisible();
    await expect(page.getByText(/^Page \d+ of/)).toHaveCount(0);
    await page.getByRole("button", { name: "Clear date" }).click();
    await expect(page).not.toHaveURL(/date=/);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  });

  test("errors show the server's message or the spec's texts", async ({ page }) => {
    await openConsoleAs(page, moderator);
    // The list is asked in one batch with the rounds: the batch's answer fails for each.
    const LIST = /\/trpc\/[^?]*bookedSlots\.list/;
    const forbidden = {
      error: {
        message: "Forbidden",
        code: -32003,
        data: { code: "FORBIDDEN", httpStatus: 403, path: "bookedSlots.list" },
      },
    };
    await page.route(LIST, (route) => {
      const procedures = new URL(route.request().url()).pathname.split("/trpc/")[1]?.split(",");
      return route.fulfill({ status: 403, json: procedures?.map(() => forbidden) ?? [] });
    });
    await page.goto("/admin/booked-slots");
    await expect(
      page.getByText("Access denied. Admin/Moderator permissions required."),
    ).toBeVisible();
    await page.unroute(LIST);

    await page.route(LIST, (route) => route.fulfill({ status: 500, body: "down" }));
    await page.goto("/admin/booked-slots?date=2030-01-07");
    await expect(page.getByText("Failed to fetch booked slots")).toBeVisible();
    await page.unroute(LIST);
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByText("No booked slots found for the selected criteria")).toBeVisible();
  });
});
