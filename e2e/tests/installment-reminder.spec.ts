import { randomUUID } from "node:crypto";
import { expect, type Page, request as requestContext } from "@playwright/test";
import { applyOnFreeSlot, PNG } from "./applicants";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { applicationOf, recordPaymentOverApi } from "./ledger";
import { mailTo, personalLinkOf } from "./outbox";
import { type OwnServer, startOwnServer } from "./own-server";
import { dayFromToday, dayLabel } from "./rounds";
import { adminToken, LOCAL_ADMIN, openConsoleAs } from "./staff";

// The second installment's journey (APP-26, decisions 0028 and 0029), at both widths: an
// applicant on two payments, the first recorded, is mailed Settings' 3 days before the due date
// (the round's start + 20), opens their page from the mail, sees what they owe, and uploads the
// second payment's proof; staff find it under "Payments to check", record the payment on the
// application's page, the applicant is mailed the receipt and their page says all is paid, and
// the dashboard's outstanding total drops by what was recorded. The scheduler's jobs are off on
// the suite's server, so this spec runs its own (own-server.ts), with round 3 started 17 days
// ago: the reminder is due today.

// Desktop only: nothing it checks depends on the window's width.
test("the second installment's reminder leads to its proof, which staff record: receipt, all paid", {
  tag: "@desktop",
}, async ({ page }) => {
  // Two server starts (one to restart the jobs) besides the journey.
  test.setTimeout(180_000);
  const server = await startOwnServer();
  try {
    await journey(page, server);
  } finally {
    await server.close();
  }
});

async function journey(page: Page, server: OwnServer) {
  const api = await requestContext.newContext({ baseURL: server.url });
  const email = `reminded-${randomUUID()}@example.com`;
  await applyOnFreeSlot(api, { email, fullName: "Rania Reminder", paymentPlan: "two-payments" });
  // Staff had recorded the first payment (the one sent with the application).
  const app = await applicationOf(api, email);
  expect(app).toMatchObject({ amountDue: 500, currency: "USD" });
  await recordPaymentOverApi(api, app, 250);

  // Round 3 started 17 days ago: its second payment is due in 3 days, Settings' default notice.
  const headers = { Authorization: `Bearer ${await adminToken(api)}` };
  const got = await api.get("/api/rounds/round-3", { headers });
  const { round } = ((await got.json()) as { data: { round: Record<string, unknown> } }).data;
  const due = dayFromToday(3);
  const saved = await api.patch("/api/rounds/round-3", {
    headers,
    data: {
      name: round.name,
      schedule: round.schedule,
      endDate: round.endDate,
      startDate: dayFromToday(-17),
      status: "in-progress",
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await server.restart();

  const mail = await mailTo(email, "Reminder: your second payment is due by");
  expect(mail).toContain("Amount: $250 (USD)");
  expect(mail).toContain("Pay securely online with a card through our international payment link");
  const dueLabel = dayLabel(due);
  expect(mail).toContain(dueLabel);

  // The applicant opens their page from the mail: what they owe, what to pay next and how.
  await page.goto(`${server.url}${personalLinkOf(mail)}`);
  const payments = page.getByRole("region", { name: "Payments", exact: true });
  await expect(payments).toContainText("Total $500 · Paid $250 · Outstanding $250");
  const installments = payments.getByRole("table", { name: "Your installments" });
  await expect(installments.getByRole("row").nth(1)).toContainText(
    /1\s*\$250\s*With the application\s*Paid/,
  );
  await expect(installments.getByRole("row").nth(2)).toContainText(
    new RegExp(`2\\s*\\$250\\s*${dueLabel}\\s*Due`),
  );
  await expect(payments).toContainText(`To pay next: $250 by ${dueLabel}`);
  await expect(payments.getByRole("tab", { name: /international/i })).toBeVisible();

  // They upload the second payment's proof.
  const next = page.getByRole("region", { name: "Your next payment" });
  await expect(next.getByTestId("later-payment-due")).toContainText(
    "Your second payment of $250 (USD) is due by",
  );
  await next
    .locator("input[type=file]")
    .setInputFiles({ name: "second.png", mimeType: "image/png", buffer: PNG });
  await next.getByRole("button", { name: "Send the proof of payment" }).click();
  await expect(page.getByRole("status")).toContainText("Your proof of payment is with our team");
  await expect(next).toContainText("We received a proof of this payment on");
  await expect(page.getByText("Proof of the second payment uploaded")).toBeVisible();

  // Staff: the dashboard counts it, the list shows it with what is expected, and its image.
  await openConsoleAs(page, LOCAL_ADMIN, `${server.url}/admin/dashboard`);
  await expect(page.getByTestId("payments-to-check-count")).toContainText("to be checked");
  const before = await paymentsCardFigures(page);
  await page.goto(`${server.url}/admin/payments`);
  await expect(page.getByRole("heading", { name: "Payments to check", level: 1 })).toBeVisible();
  const row = page
    .getByRole("row")
    .filter({ hasText: email })
    .filter({ hasText: "Second payment" });
  await expect(row).toContainText("$250 (USD)");
  await expect(row).toContainText("Round 3");
  await expectNoAxeViolations(page);
  await row.getByRole("button", { name: "View the proof of Rania Reminder" }).click();
  const dialog = page.getByRole("dialog", { name: "Payment screenshot" });
  await expect(
    dialog.getByRole("img", { name: "Payment screenshot of Rania Reminder" }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { include: "[role=dialog]" });
  await dialog.getByRole("button", { name: "Close" }).click();
  // The reference opens the application's own page in the console.
  const link = row.getByRole("link", { name: /Open the application APP-\d+ of Rania Reminder/ });
  await expect(link).toHaveAttribute("href", `/admin/applications/${app.id}`);

  // Staff record the second payment on the application's page, matched to its proof.
  await link.click();
  await expect(page).toHaveURL(`${server.url}/admin/applications/${app.id}`);
  const ledger = page.getByRole("region", { name: "Payments", exact: true });
  await expect(ledger).toContainText("Total $500 · Paid $250 · Outstanding $250");
  await ledger.getByRole("button", { name: "Record payment" }).click();
  const form = page.getByRole("dialog", { name: "Record payment" });
  await expect(form.getByLabel("Amount (USD)")).toBeFocused();
  await form.getByLabel("Amount (USD)").fill("250");
  await form.getByLabel("Method").selectOption("Online payment link");
  await form.getByLabel("Payment reference").fill("SECOND-250");
  await form.getByLabel("Proof of payment it matches").selectOption("Proof of payment 2");
  await expectNoAxeViolations(page, { include: "[role=dialog]" });
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(form).toBeHidden();
  const entry = ledger.getByRole("row", { name: /RCT-\d{6}/ }).filter({ hasText: "SECOND-250" });
  await expect(entry).toBeFocused();
  await expect(entry).toContainText("$250");
  await expect(ledger).toContainText("Total $500 · Paid $500 · Outstanding $0");
  await expect(ledger.getByText("Paid", { exact: true })).toBeVisible();
  const receipt = (await entry.getByRole("cell").first().textContent()) ?? "";
  expect(receipt).toMatch(/^RCT-\d{6}$/);
  await expectNoAxeViolations(page);

  // The proof has left Payments to check; the dashboard's outstanding dropped by what was paid.
  await page.goto(`${server.url}/admin/payments`);
  // Once the list has loaded (a table, or none left to check), no row is the applicant's.
  const table = page.getByRole("table", { name: "Payments to check" });
  await expect(table.or(page.getByText("No proofs of payment wait to be checked."))).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  await page.goto(`${server.url}/admin/dashboard`);
  const after = await paymentsCardFigures(page);
  expect(after.outstanding - before.outstanding).toBe(-250);
  expect(after.overdue).toBe(before.overdue);

  // The receipt mail, with nothing left to pay, and the applicant's page: all paid.
  const receiptMail = await mailTo(email, `Receipt ${receipt}`);
  expect(receiptMail).toContain(`Receipt number: ${receipt}`);
  expect(receiptMail).toContain("Amount: $250");
  expect(receiptMail).toContain("Currency: USD");
  expect(receiptMail).toContain("Outstanding: $0");
  await page.goto(`${server.url}${personalLinkOf(receiptMail)}`);
  await expect(payments).toContainText("Total $500 · Paid $500 · Outstanding $0");
  await expect(installments.getByRole("row").nth(2)).toContainText("Paid");
  await expect(payments).toContainText("Everything is paid. Thank you!");
  await expect(payments).not.toContainText("To pay next");
  await expectNoAxeViolations(page, { include: "section[aria-labelledby=payments-title]" });
  const download = page.waitForEvent("download");
  await payments.getByRole("link", { name: new RegExp(`Receipt ${receipt}`) }).click();
  expect((await download).suggestedFilename()).toBe(`${receipt}.pdf`);
  await api.dispose();
}

/**
 * The dashboard's payments card as staff read it: the outstanding total in USD (none is 0) and
 * the overdue count, once the card has loaded.
 */
async function paymentsCardFigures(page: Page) {
  const card = page.getByTestId("payments-card");
  await expect(card).toContainText(/Overdue: \d+/);
  const text = (await card.textContent()) ?? "";
  const outstanding = /Outstanding in USD: \$([\d,]+)/.exec(text)?.[1] ?? "0";
  return {
    outstanding: Number(outstanding.replaceAll(",", "")),
    overdue: Number(/Overdue: (\d+)/.exec(text)?.[1]),
  };
}
