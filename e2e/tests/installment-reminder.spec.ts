import { randomUUID } from "node:crypto";
import { expect, type Page, request as requestContext } from "@playwright/test";
import { applyOnFreeSlot, PNG } from "./applicants";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { mailTo, personalLinkOf } from "./outbox";
import { type OwnServer, startOwnServer } from "./own-server";
import { dayFromToday } from "./rounds";
import { adminToken, LOCAL_ADMIN, signIn } from "./staff";

// The second installment's reminder (APP-26, decision 0029), at both widths: an applicant on
// two payments is mailed Settings' 3 days before the due date (the round's start + 20), opens
// their page from the mail, uploads the second payment's proof, and staff find it under
// "Payments to check". The scheduler's jobs are off on the suite's server, so this spec runs
// its own (own-server.ts), with round 3 started 17 days ago: the reminder is due today.

/** A port of its own per project (E2E_OWN_PORT, 4600 by default, and the next). */
function ownPort(): number {
  const info = test.info();
  return Number(process.env.E2E_OWN_PORT ?? 4600) + (info.project.name === "mobile" ? 1 : 0);
}

test("the second installment's reminder leads to its proof, which staff see to check", async ({
  page,
}) => {
  // Two server starts (one to restart the jobs) besides the journey.
  test.setTimeout(180_000);
  const server = await startOwnServer(ownPort());
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
  const [y, m, d] = due.split("-").map(Number);
  const dueLabel = new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)));
  expect(mail).toContain(dueLabel);

  // The applicant opens their page from the mail and uploads the second payment's proof.
  await page.goto(`${server.url}${personalLinkOf(mail)}`);
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
  await page.goto(`${server.url}/admin/login`);
  await signIn(page, LOCAL_ADMIN);
  await expect(page).toHaveURL((url) => url.pathname === "/admin/dashboard");
  await expect(page.getByTestId("payments-to-check-count")).toContainText("to be checked");
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
  await expect(link).toHaveAttribute("href", /^\/admin\/applications\/\d+$/);
  await api.dispose();
}
