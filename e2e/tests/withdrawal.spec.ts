import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { applyOnFreeSlot, type FreeSlot } from "./applicants";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { mailTo, personalLinkOf } from "./outbox";
import { dayLabel } from "./rounds";
import { adminToken, createStaff, openConsoleAs } from "./staff";
import { SUPPORT_EMAIL } from "./support";

// Withdrawal from the applicant's own page (APP-26, decision 0030), at both widths: the dialog
// names the booking (Egypt time) and what happens to the money before anything is done; after
// it, the slot is free again for any caller, staff are alerted, and the page offers no booking.

/** "Friday, 15 January 2027 at 4:30 PM (Egypt time)", as the site names an Egypt time. */
function egyptLabel(slot: FreeSlot): string {
  const [h = 0, min = 0] = slot.time.split(":").map(Number);
  const time = `${h % 12 || 12}:${String(min).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
  return `${dayLabel(slot.date)} at ${time} (Egypt time)`;
}

/** The e-mails booked in `slotId`, as an external caller with an admin's key reads them. */
async function bookedIn(request: APIRequestContext, slotId: number): Promise<string[]> {
  const res = await request.get("/api/assessments/slots?round=round-3", {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  const { slots } = (
    (await res.json()) as { data: { slots: { id: number; bookings: { email: string }[] }[] } }
  ).data;
  return slots.find((s) => s.id === slotId)?.bookings.map((b) => b.email) ?? [];
}

// Desktop only: nothing it checks depends on the window's width.
test("the applicant withdraws from their page: the dialog names the booking and the refund, the slot is freed and staff alerted", {
  tag: "@desktop",
}, async ({ page, request }) => {
  const email = `withdraw-${randomUUID()}@example.com`;
  const slot = await applyOnFreeSlot(request, { email, fullName: "Leaving Applicant" });
  const confirmation = await mailTo(email, "Your Kairos training application");
  const reference = confirmation.match(/APP-\d{6}/)?.[0] ?? "";
  expect(reference).not.toBe("");
  expect(await bookedIn(request, slot.id)).toContain(email);

  await page.goto(personalLinkOf(confirmation));
  await expect(page.getByRole("heading", { name: "Withdraw", exact: true })).toBeVisible();
  const open = page.getByRole("button", { name: "Withdraw my application" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Withdraw your application" });
  await expect(dialog).toContainText(
    `Your assessment on ${egyptLabel(slot)} will be cancelled and the slot freed.`,
  );
  // No refund policy is saved in this run's Settings (the site-wide spec saves one later).
  await expect(dialog).toContainText("Refund");
  await expect(dialog).toContainText(`Ask ${SUPPORT_EMAIL} about a refund.`);
  // The safe answer has the focus; the dialog passes axe.
  await expect(dialog.getByRole("button", { name: "Keep my application" })).toBeFocused();
  await expectNoAxeViolations(page);

  // Keeping it changes nothing and gives the focus back.
  await dialog.getByRole("button", { name: "Keep my application" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  expect(await bookedIn(request, slot.id)).toContain(email);

  await open.click();
  await dialog.getByRole("button", { name: "Withdraw my application" }).click();
  const outcome = page.getByRole("status");
  await expect(outcome).toContainText("Your application is withdrawn.");
  await expect(outcome).toBeFocused();
  await expect(page.getByRole("heading", { name: "Withdrawn", exact: true })).toBeVisible();
  await expect(page.getByText(/^Your application was withdrawn on /)).toBeVisible();
  // Nothing left to do that makes no sense: no booking, no withdrawal again.
  await expect(page.getByRole("button", { name: "Withdraw my application" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Your language assessment" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Book your assessment" })).toHaveCount(0);
  await expect(page.getByText("You withdrew your application", { exact: true })).toBeVisible();

  // The place is free again, for the public availability read and for staff.
  expect(await bookedIn(request, slot.id)).not.toContain(email);
  const availability = await request.get(`/api/assessments/check-availability/${slot.id}`);
  expect(((await availability.json()) as { data: { available: boolean } }).data.available).toBe(
    true,
  );

  // Staff are alerted, the applicant gets a confirmation.
  const alert = await mailTo(SUPPORT_EMAIL, `Application withdrawn: ${reference}`);
  expect(alert).toContain("withdrew their application");
  expect(alert).toContain(`The assessment booked for ${egyptLabel(slot)} was cancelled`);
  const mail = await mailTo(email, "Your Kairos application is withdrawn");
  expect(mail).toContain(`Refund: Ask ${SUPPORT_EMAIL} about a refund.`);
});

test("staff record a withdrawal from the console: the badge beside the status, the history names them", {
  tag: "@desktop",
}, async ({ page, request }) => {
  const email = `console-withdraw-${randomUUID()}@example.com`;
  const slot = await applyOnFreeSlot(request, { email, fullName: "Console Leaver" });
  // A moderator: recording a withdrawal is staff work, not an admin's only.
  const moderator = await createStaff(request, { role: "moderator" });
  await openConsoleAs(page, moderator, `/admin/applications?q=${encodeURIComponent(email)}`);
  const row = page.getByRole("table", { name: "Applications" }).getByRole("row").filter({
    hasText: "Console Leaver",
  });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("withdrawn-badge")).toHaveCount(0);
  await row.getByRole("button", { name: "Details of Console Leaver" }).click();
  const details = page.getByRole("dialog", { name: "Application details" });
  await details.getByRole("button", { name: "Record withdrawal" }).click();
  await expect(details.getByText(/^Record that this applicant withdrew\?/)).toBeVisible();
  await expectNoAxeViolations(page);
  await details.getByRole("button", { name: "Record withdrawal" }).click();
  await expect(details.getByText(/^Withdrawn on /)).toBeVisible();
  await expect(details.getByRole("list", { name: "History" })).toContainText(
    `Withdrawn by ${moderator.email}`,
  );
  await page.keyboard.press("Escape");
  // Beside the status; the payment column says what it means for the money.
  await expect(row.getByTestId("withdrawn-badge")).toHaveText("Withdrawn");
  await expect(row).toContainText("Nothing due (withdrawn)");
  // The status is kept beside it; the slot is free again.
  await expect(row).toContainText("Pending");
  expect(await bookedIn(request, slot.id)).not.toContain(email);
});
