import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { signInAsNewAdmin } from "./staff";

// API keys in the staff console: an admin makes a key (90 days unless "never" is chosen), copies it from the one
// dialog that shows it, an external caller uses it within its scope, the console shows when it
// was last used, and a revoked key is refused. The table scrolls sideways on a phone, as the
// other staff tables: one width is enough.

test.describe("API keys", { tag: "@desktop" }, () => {
  test("an admin makes a key, a caller uses it, the admin revokes it", async ({
    page,
    request,
  }) => {
    const admin = await signInAsNewAdmin(page, request, { firstName: "Nadia" });
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "API keys" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();

    const name = `CRM ${Date.now()}`;
    await page.getByRole("button", { name: "New API key" }).click();
    const form = page.getByRole("dialog", { name: "New API key" });
    // Nothing chosen: each field says what it needs.
    await form.getByRole("button", { name: "Create key" }).click();
    await expect(form).toContainText("Please give the key a name");
    await expect(form).toContainText("Please choose at least one scope");
    await form.getByRole("textbox", { name: "Name" }).fill(name);
    await form.getByRole("checkbox", { name: "Read applications" }).check();
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await form.getByRole("button", { name: "Create key" }).click();

    const shown = page.getByRole("dialog", { name: "Copy the new key" });
    await expect(shown).toContainText("This is the only time");
    const token = (await shown.getByTestId("secret-once").innerText()).trim();
    expect(token).toMatch(/^kairos_\S+\.\S+$/);
    await shown.getByRole("button", { name: "Done" }).click();
    await expect(shown).toBeHidden();

    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("Read applications");
    await expect(row).toContainText(admin.email);
    await expect(row).toContainText("Never used");
    await expect(row).toContainText("Active");
    // Left as it was, the expiry is the default's day, 90 days ahead: not "Never".
    await expect(row.getByRole("cell", { name: "Never", exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // "Never expires" is a choice of its own.
    const lasting = `Lasting ${Date.now()}`;
    await page.getByRole("button", { name: "New API key" }).click();
    await form.getByRole("textbox", { name: "Name" }).fill(lasting);
    await form.getByRole("checkbox", { name: "Read inboxes" }).check();
    await form.getByRole("checkbox", { name: "Never expires" }).check();
    await expect(form.getByRole("textbox", { name: "Expires" })).toBeDisabled();
    await form.getByRole("button", { name: "Create key" }).click();
    await shown.getByRole("button", { name: "Done" }).click();
    const lastingRow = page.getByRole("row", { name: new RegExp(lasting) });
    await expect(lastingRow.getByRole("cell", { name: "Never", exact: true })).toHaveCount(1);

    // The external caller: within its scope, and refused outside it.
    const auth = { Authorization: `Bearer ${token}` };
    expect((await request.get("/api/trainings", { headers: auth })).status()).toBe(200);
    const outside = await request.get("/api/interpreters/requests", { headers: auth });
    expect(outside.status()).toBe(403);
    expect(((await outside.json()) as { message: string }).message).toContain("inboxes:read");

    await page.reload();
    await expect(row).not.toContainText("Never used");

    await row.getByRole("button", { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Revoke API key" });
    await expect(confirm).toContainText("refused from now on");
    await confirm.getByRole("button", { name: "Revoke" }).click();
    await expect(row).toContainText("Revoked");
    await expect(row.getByRole("button", { name: `Revoke ${name}` })).toHaveCount(0);
    expect((await request.get("/api/trainings", { headers: auth })).status()).toBe(401);
  });
});
