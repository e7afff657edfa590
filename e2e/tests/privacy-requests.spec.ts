import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { applyOnFreeSlot } from "./applicants";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { mailTo, personalLinkOf } from "./outbox";
import { signInAsNewAdmin } from "./staff";

// Access and erasure (decision 0034) in the browser, at both widths: the applicant's "Your
// data" buttons (the archive downloads; "Delete my data" asks in a dialog that works from the
// keyboard and passes axe, and while something is owed files a request with the reason), and
// the staff queue that erases it, after which the applicant's link says the data was deleted.

async function applicant(request: Parameters<typeof applyOnFreeSlot>[0], fullName: string) {
  const email = `privacy-${randomUUID()}@example.com`;
  await applyOnFreeSlot(request, { email, fullName });
  const mail = await mailTo(email, "Your Kairos training application");
  return { email, link: personalLinkOf(mail), reference: mail.match(/APP-\d{6}/)?.[0] ?? "" };
}

test("the applicant downloads their data and asks to delete it from the keyboard; while something is owed it becomes a request", async ({
  page,
  request,
}) => {
  const { link } = await applicant(request, "Dana Datarights");
  await page.goto(link);
  const section = page.getByRole("region", { name: "Your data" });
  await expect(section).toBeVisible();
  const download = section.getByRole("link", { name: "Download my data" });
  const remove = section.getByRole("button", { name: "Delete my data" });
  // Both buttons within the page's width, at 1280 and at 375 px.
  const width = page.viewportSize()?.width ?? 0;
  for (const button of [download, remove]) {
    const box = await button.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
  }
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^kairos-APP-\d{6}-data\.zip$/);

  // The dialog from the keyboard: the safe answer has the focus, Escape gives it back.
  await remove.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Delete your data" });
  await expect(dialog).toContainText("This cannot be undone");
  await expect(dialog.getByRole("button", { name: "Keep my data" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Keep my data" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Delete my data" })).toBeFocused();
  await page.keyboard.press("Enter");
  const outcome = page.getByRole("status");
  await expect(outcome).toContainText("We cannot delete your data yet (payment outstanding)");
  await expect(outcome).toBeFocused();
  await expectNoAxeViolations(page);
});

test("staff erase a waiting request from the queue: the applicant's link then says the data was deleted", {
  tag: "@desktop",
}, async ({ page, request, browser }) => {
  const { link, reference } = await applicant(request, "Quentin Queue");
  const applicantPage = await browser.newPage();
  await applicantPage.goto(link);
  await applicantPage.getByRole("button", { name: "Delete my data" }).click();
  await applicantPage
    .getByRole("dialog", { name: "Delete your data" })
    .getByRole("button", { name: "Delete my data" })
    .click();
  await expect(applicantPage.getByRole("status")).toContainText("We cannot delete your data yet");

  await signInAsNewAdmin(page, request);
  // The sidebar counts the open requests.
  const sidebarLink = page.getByRole("link", { name: /^Privacy requests \d+ open$/ });
  await expect(sidebarLink).toBeVisible();
  await sidebarLink.click();
  await expect(page).toHaveURL(/\/admin\/privacy-requests$/);
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText("Erasure");
  await expect(row).toContainText("Payment outstanding");
  await expect(row).toContainText("today");
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: `Erase: ${reference}` }).click();
  const confirm = page.getByRole("dialog", { name: "Erase this person's data" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Erase" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: reference })).toHaveCount(0);

  await applicantPage.reload();
  await expect(applicantPage.getByText("Your data was deleted.")).toBeVisible();
  await applicantPage.close();
});

test("the public form: the request reaches the queue once the mailed link is confirmed, at both widths", async ({
  page,
  request,
}) => {
  const email = `writer-${randomUUID()}@example.com`;
  const sent = await request.post("/api/contact/submit", {
    data: { name: "Wren Writer", email, subject: "A question", message: "About the next course" },
  });
  expect(sent.status()).toBe(201);
  await page.goto("/privacy/request");
  await expect(
    page.getByRole("heading", { name: "Your data: a copy or its deletion" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Please choose what you would like us to do")).toBeVisible();
  await page.getByRole("textbox", { name: "Your e-mail address" }).fill(email);
  await page.getByRole("radio", { name: "A copy of my data" }).check();
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status")).toContainText("We have sent a link to this address");
  await expectNoAxeViolations(page);

  const mail = await mailTo(email, "Confirm your request to Kairos");
  const confirmLink = mail.match(/\/privacy\/confirm\/[a-z2-7]+/)?.[0] ?? "";
  expect(confirmLink).not.toBe("");
  await page.goto(confirmLink);
  await page.getByRole("button", { name: "Confirm my request" }).click();
  await expect(page.getByRole("status")).toContainText("Your request is confirmed");
  await expectNoAxeViolations(page);

  await signInAsNewAdmin(page, request, { at: "/admin/privacy-requests" });
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("1 record");
  await expect(row).toContainText("Copy");
  await expectNoAxeViolations(page);
  await row.getByRole("button", { name: `Send a copy: ${email}` }).click();
  await expect(page.getByText("Decided, and the requester was e-mailed.")).toBeVisible();
  // Decided: out of the queue (other tests' requests may still be in it).
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  expect(await mailTo(email, "Your request to Kairos")).toContain("kairos-data.zip");
});
