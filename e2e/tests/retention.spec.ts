import { randomUUID } from "node:crypto";
import { expect, type Page, request as requestContext } from "@playwright/test";
import { applyOnFreeSlot } from "./applicants";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { applicationOf } from "./ledger";
import { type OwnServer, startOwnServer } from "./own-server";
import { dayFromToday } from "./rounds";
import { adminToken, LOCAL_ADMIN, openConsoleAs } from "./staff";

// Retention as staff see it (decision 0033): an admin holds one application from erasure on its
// page, shortens Settings' period for applications ("Keeping personal data") and ends their
// round two months ago; the
// daily job (on a server of its own with the scheduler on: own-server.ts) erases the other one.
// The list shows it as "Erased", with no name, no e-mail and no Status or Notes actions; the
// held one keeps its name and its "On hold" badge, and its hold can be released.

test("the retention job erases what is past its time; staff see it erased and hold another", {
  tag: "@desktop",
}, async ({ page }) => {
  test.setTimeout(180_000);
  const server = await startOwnServer();
  try {
    await journey(page, server);
  } finally {
    await server.close();
  }
});

const rowOf = (page: Page, id: number) => page.locator(`tr[data-application-id="${id}"]`);

async function journey(page: Page, server: OwnServer) {
  const api = await requestContext.newContext({ baseURL: server.url });
  const tag = randomUUID().slice(0, 8);
  const erased = { email: `erin-${tag}@example.com`, fullName: "Erin Erased" };
  const held = { email: `hana-${tag}@example.com`, fullName: "Hana Held" };
  await applyOnFreeSlot(api, erased);
  await applyOnFreeSlot(api, held);
  const erasedId = (await applicationOf(api, erased.email)).id;
  const heldId = (await applicationOf(api, held.email)).id;

  // An admin holds Hana's application on its page.
  await openConsoleAs(page, LOCAL_ADMIN, `${server.url}/admin/applications/${heldId}`);
  await expect(page.getByRole("heading", { name: held.fullName, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Hold from erasure" }).click();
  await expect(page.getByText("On hold")).toBeVisible();
  await expect(page.getByRole("button", { name: "Release hold" })).toBeVisible();

  // Settings: applications are kept 1 month after their round ends (a blank is refused).
  await page.goto(`${server.url}/admin/settings`);
  const keeping = page.getByRole("region", { name: "Keeping personal data" });
  const months = keeping.getByRole("textbox", {
    name: /Applications \(months after the round ends\)/,
  });
  await expect(months).toHaveValue("24");
  await months.fill("");
  await keeping.getByRole("button", { name: "Save data keeping" }).click();
  await expect(keeping.getByText(/whole number of months from 1 to 120/)).toBeVisible();
  await months.fill("1");
  await keeping.getByRole("button", { name: "Save data keeping" }).click();
  await expect(page.getByText("Data keeping saved")).toBeVisible();
  await expectNoAxeViolations(page);

  // Round 3 ended two months ago.
  const headers = { Authorization: `Bearer ${await adminToken(api)}` };
  const round = await api.patch("/api/rounds/round-3", {
    headers,
    data: {
      name: "Round 3",
      startDate: dayFromToday(-120),
      endDate: dayFromToday(-60),
      status: "past",
    },
  });
  expect(round.status(), await round.text()).toBe(200);
  // The scheduler's first tick after a start runs the day's retention for these periods.
  await server.restart();

  await page.goto(`${server.url}/admin/applications`);
  await expect(async () => {
    await page.reload();
    await expect(rowOf(page, erasedId).getByText("Erased", { exact: true })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000 });
  const erasedRow = rowOf(page, erasedId);
  await expect(erasedRow).not.toContainText(erased.fullName);
  await expect(erasedRow).not.toContainText(erased.email);
  await expect(erasedRow.getByRole("button", { name: /Change status/ })).toHaveCount(0);
  await expect(erasedRow.getByRole("button", { name: /Edit notes/ })).toHaveCount(0);
  const heldRow = rowOf(page, heldId);
  await expect(heldRow).toContainText(held.fullName);
  await expect(heldRow.getByText("On hold")).toBeVisible();
  await expectNoAxeViolations(page);

  // The erased application's page says so and offers no one to write to.
  await erasedRow.getByRole("link").first().click();
  await expect(page.getByText("Personal data erased")).toBeVisible();
  await expect(page.getByRole("button", { name: "Hold from erasure" })).toHaveCount(0);

  // The hold is released on the held one's page.
  await page.goto(`${server.url}/admin/applications/${heldId}`);
  await page.getByRole("button", { name: "Release hold" }).click();
  await expect(page.getByRole("button", { name: "Hold from erasure" })).toBeVisible();
  await api.dispose();
}
