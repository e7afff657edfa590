import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { applyOnFreeSlot } from "./applicants";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { applicationOf, recordPaymentOverApi } from "./ledger";
import { mailTo, personalLinkOf } from "./outbox";
import { signInAsNewAdmin } from "./staff";

// The payments ledger (APP-26): staff record a payment in the console, the applicant is mailed
// a receipt and their page shows the payment, what remains and the receipt as a PDF.

test("staff record a payment; the applicant's page shows it paid with its receipt", {
  tag: "@desktop",
}, async ({ page, request }) => {
  const email = `ledger-${randomUUID()}@example.com`;
  const fullName = `Ledger ${randomUUID().slice(0, 6)}`;
  await applyOnFreeSlot(request, { email, fullName, paymentPlan: "full-payment" });
  const app = await applicationOf(request, email);

  await signInAsNewAdmin(page, request, {
    at: `/admin/applications?q=${encodeURIComponent(email)}&payment=outstanding`,
  });
  await expect(page.getByRole("combobox", { name: "Payment" })).toHaveValue(
    "Outstanding (anything left to pay)",
  );
  const row = page
    .getByRole("table", { name: "Applications" })
    .getByRole("row", { name: new RegExp(fullName) });
  await expect(row).toContainText("Outstanding");
  // The application's own page holds its ledger.
  await row.getByRole("link", { name: fullName }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications/${app.id}$`));
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments).toContainText("No payments recorded yet.");

  await payments.getByRole("button", { name: "Record payment" }).click();
  const form = page.getByRole("dialog", { name: "Record payment" });
  await expect(form.getByLabel(`Amount (${app.currency})`)).toBeFocused();
  await expectNoAxeViolations(page, { include: "[role=dialog]" });
  // A missing amount is said at the field, which takes the focus.
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(form.getByText("Enter the amount, a whole number greater than 0")).toBeVisible();
  await form.getByLabel(`Amount (${app.currency})`).fill(String(app.amountDue));
  await form.getByLabel("Method").selectOption("Online payment link");
  await form.getByLabel("Payment reference").fill("PAY-77");
  await form.getByLabel("Staff note").fill("Matched the bank statement");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(form).toBeHidden();

  const entry = payments.getByRole("row", { name: /RCT-\d{6}/ });
  await expect(entry).toBeFocused();
  await expect(entry).toContainText("Online payment link · PAY-77");
  await expect(payments.getByText("Paid", { exact: true })).toBeVisible();
  const receipt = (await entry.getByRole("cell").first().textContent()) ?? "";
  expect(receipt).toMatch(/^RCT-\d{6}$/);

  // The receipt mail, and the applicant's page through its link.
  const mail = await mailTo(email, `Receipt ${receipt}`);
  expect(mail).toContain("Outstanding: $0");
  expect(mail).not.toContain("Matched the bank statement");
  await page.goto(personalLinkOf(mail));
  const section = page.getByRole("region", { name: "Payments" });
  await expect(section).toContainText("Outstanding $0");
  await expect(section.getByRole("table", { name: "Your installments" })).toContainText("Paid");
  await expect(section).toContainText("Everything is paid. Thank you!");
  await expect(section).not.toContainText("Matched the bank statement");
  const download = page.waitForEvent("download");
  await section.getByRole("link", { name: new RegExp(`Receipt ${receipt}`) }).click();
  expect((await download).suggestedFilename()).toBe(`${receipt}.pdf`);
});

test("the applicant's page says what is paid, what to pay next and how, on a phone", {
  tag: "@mobile",
}, async ({ page, request }) => {
  const email = `ledger-m-${randomUUID()}@example.com`;
  // In Egypt: pounds, the widest amounts ("LE 4,750").
  await applyOnFreeSlot(request, {
    email,
    fullName: "Ledger Mobile",
    countryCode: "EG",
    phoneNumber: "+201001234567",
    selectedCountry: "Egypt",
    selectedCity: "Cairo",
  });
  const app = await applicationOf(request, email);
  const first = app.amountDue - Math.floor(app.amountDue / 2);
  await recordPaymentOverApi(request, app, first);
  const mail = await mailTo(email, "Receipt RCT-");
  await page.goto(personalLinkOf(mail));
  const section = page.getByRole("region", { name: "Payments" });
  const installments = section.getByRole("table", { name: "Your installments" });
  await expect(installments.getByRole("row")).toHaveCount(3);
  await expect(installments.getByRole("row").nth(1)).toContainText("Paid");
  await expect(installments.getByRole("row").nth(2)).toContainText("Due");
  await expect(section).toContainText(/To pay next: LE [\d,]+ /);
  // The four columns fit the phone: the state is in sight and the page does not scroll sideways.
  const state = installments.getByRole("row").nth(2).getByRole("cell").last();
  await state.scrollIntoViewIfNeeded();
  await expect(state).toBeInViewport({ ratio: 1 });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await expect(section.getByRole("tab", { name: /international/i })).toBeVisible();
  await expect(section.getByRole("link", { name: /^Receipt RCT-\d{6} \(PDF\)/ })).toBeVisible();
  await expectNoAxeViolations(page, { include: "section[aria-labelledby=payments-title]" });
});
