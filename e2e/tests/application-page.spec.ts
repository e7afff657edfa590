import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { applyOnFreeSlot } from "./applicants";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { mailsTo, mailTo } from "./outbox";
import { signInAsNewAdmin } from "./staff";

// An application's own page in the console, opened from its row, and the list's filters kept on
// the way back; ticked applications changed together (APPS-07, APPS-09). At both widths.

/** A few applicants sharing a unique tag, searchable with ?q=tag. */
async function applicants(request: APIRequestContext, count: number) {
  const tag = `zp${randomUUID().slice(0, 8)}`;
  const people = Array.from({ length: count }, (_, i) => ({
    fullName: `Person ${String.fromCharCode(65 + i)} ${tag}`,
    email: `${tag}-${i}@example.com`,
  }));
  for (const person of people) {
    await applyOnFreeSlot(request, { ...person, paymentPlan: "full-payment" });
  }
  return { tag, people };
}

const rowOf = (page: Page, name: string) =>
  page.getByRole("table", { name: "Applications" }).getByRole("row").filter({ hasText: name });

/** A console screen through the sidebar, or the menu below the bar's breakpoint. */
async function openFromConsoleNav(page: Page, name: string) {
  if ((await page.getByRole("navigation", { name: "Admin" }).count()) === 0) {
    await page.getByRole("button", { name: "Open menu" }).click();
  }
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: new RegExp(`^${name}`) })
    .click();
}

async function expectListFilters(page: Page, tag: string) {
  await expect(page).toHaveURL((url) => url.pathname === "/admin/applications");
  expect(new URL(page.url()).searchParams.get("status")).toBe("pending");
  expect(new URL(page.url()).searchParams.get("q")).toBe(tag);
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("Pending");
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(tag);
  await expect(rowOf(page, tag)).toHaveCount(2);
}

test("an application opens on its own page from its row, and the list keeps its filters", async ({
  page,
  request,
}) => {
  const { tag, people } = await applicants(request, 2);
  const [first, second] = people as [(typeof people)[0], (typeof people)[0]];
  await signInAsNewAdmin(page, request, { at: `/admin/applications?status=pending&q=${tag}` });

  await expect(rowOf(page, tag)).toHaveCount(2);
  // The name is a link to the page; a click elsewhere on the row opens it too.
  const link = rowOf(page, first.fullName).getByRole("link", { name: first.fullName });
  await expect(link).toHaveAttribute("href", /^\/admin\/applications\/\d+$/);
  await rowOf(page, first.fullName).getByText(first.email).click();
  await expect(page).toHaveURL(/\/admin\/applications\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: first.fullName })).toBeVisible();
  // Its address loads directly too (a reload, a link in a staff alert): 200, the same page.
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: first.fullName })).toBeVisible();
  const details = page.getByRole("region", { name: "Details" });
  await expect(details.getByText(first.email, { exact: true })).toBeVisible();
  await expect(details.getByText("Full Payment: $450", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Proof of payment" }).getByRole("img"),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "History" }).getByRole("list", { name: "History" }),
  ).toContainText("Submitted");
  await expect(
    page.getByRole("button", { name: `Change status of ${first.fullName}` }),
  ).toBeVisible();
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  // Nothing wider than a phone's window.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  // Back to the list, as it was.
  await page.getByRole("link", { name: "Back to applications" }).click();
  await expectListFilters(page, tag);

  // Through another console screen and back by the sidebar: the same filters.
  await rowOf(page, second.fullName).getByRole("link", { name: second.fullName }).click();
  await expect(page.getByRole("heading", { level: 1, name: second.fullName })).toBeVisible();
  await openFromConsoleNav(page, "Dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openFromConsoleNav(page, "Applications");
  await expectListFilters(page, tag);

  // An id of no application: said so, with the way back.
  await page.goto("/admin/applications/2000000000");
  await expect(
    page.getByRole("heading", { level: 1, name: "Application not found" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Back to applications" }).first().click();
  await expectListFilters(page, tag);
});

// Desktop only: nothing it checks depends on the window's width.
test("two ticked applications change status together, each applicant mailed once", {
  tag: "@desktop",
}, async ({ page, request }) => {
  const { tag, people } = await applicants(request, 2);
  await signInAsNewAdmin(page, request, { at: `/admin/applications?q=${tag}` });
  await expect(rowOf(page, tag)).toHaveCount(2);

  const bulk = page.getByRole("button", { name: /^Change status \(/ });
  await expect(bulk).toHaveText("Change status (0)");
  await expect(bulk).toBeDisabled();
  // Ticking a box selects, and does not open the application.
  for (const person of people) {
    await page.getByRole("checkbox", { name: `Select ${person.fullName}` }).check();
  }
  await expect(page).toHaveURL((url) => url.pathname === "/admin/applications");
  await expect(
    page.getByRole("checkbox", { name: "Select all applications on this page" }),
  ).toBeChecked();
  await expect(bulk).toHaveText("Change status (2)");
  await bulk.click();

  const dialog = page.getByRole("dialog", { name: "Change status of several applications" });
  await expect(dialog).toContainText("2 applications:");
  await dialog.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Approved" }).click();
  await dialog
    .getByRole("textbox", { name: "Message to the applicant (optional)" })
    .fill("See you in class.");
  await expect(
    dialog.getByRole("checkbox", { name: "Notify the applicant by e-mail" }),
  ).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Update 2 applications" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Status updated" })).toContainText(
    "2 applications changed. 2 applicants e-mailed.",
  );
  for (const person of people) {
    await expect(rowOf(page, person.fullName).getByText("Approved", { exact: true })).toBeVisible();
  }
  // The focus is back on the action, now counting none.
  await expect(bulk).toBeFocused();
  await expect(bulk).toHaveText("Change status (0)");

  // One approval mail each, with the message.
  for (const person of people) {
    const mail = await mailTo(person.email, "has been approved");
    expect(mail).toContain("See you in class.");
  }
  // Mails go out one after the other: give a stray second one the time to arrive.
  await page.waitForTimeout(500);
  for (const person of people) {
    expect(mailsTo(person.email, "has been approved")).toHaveLength(1);
  }
});
