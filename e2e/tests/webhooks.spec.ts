import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { signInAsNewAdmin } from "./staff";

// Webhooks in the staff console (decision 0013): an admin adds an endpoint, copies its signing
// secret from the one dialog that shows it, sees a delivery with its last answer and sends it
// again, then removes the endpoint. The endpoint's name never resolves (.invalid), so each try
// ends without an answer, as for a receiver that is down; the tests of the server deliver to a
// real receiver. One width: the tables scroll sideways on a phone as the other staff tables.

test.describe("webhooks", { tag: "@desktop" }, () => {
  test("an admin adds an endpoint, sees its deliveries, sends one again and removes it", async ({
    page,
    request,
  }) => {
    const admin = await signInAsNewAdmin(page, request, { firstName: "Omar" });
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Webhooks" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();

    const url = `https://crm-${Date.now()}.invalid/kairos`;
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const form = page.getByRole("dialog", { name: "Add endpoint" });
    await form.getByRole("button", { name: "Add endpoint" }).click();
    await expect(form).toContainText("Please enter the endpoint's address");
    await expect(form).toContainText("Please choose at least one event");
    // The cloud's metadata service (a link-local address) is refused by the server (decision
    // 0016), and the form stays open.
    await form.getByRole("textbox", { name: "Address" }).fill("https://169.254.169.254/latest/");
    await form.getByRole("checkbox", { name: "Contact message received" }).check();
    await form.getByRole("button", { name: "Add endpoint" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please enter a public address" }),
    ).toBeVisible();
    await expect(form).toBeVisible();
    await form.getByRole("textbox", { name: "Address" }).fill(url);
    await form.getByRole("textbox", { name: "Description" }).fill("The CRM");
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await form.getByRole("button", { name: "Add endpoint" }).click();

    const shown = page.getByRole("dialog", { name: "Copy the signing secret" });
    await expect(shown.getByTestId("secret-once")).toHaveText(/^whsec_\S{32}$/);
    await shown.getByRole("button", { name: "Done" }).click();
    const endpoint = page.getByRole("row", { name: new RegExp(url) });
    await expect(endpoint).toContainText("Contact message received");
    await expect(endpoint).toContainText(admin.email);

    // A visitor's message: the event is tried at once and gets no answer.
    const sent = await request.post("/api/contact/submit", {
      data: {
        name: "Hook Visitor",
        email: "hook-visitor@example.com",
        subject: "A question",
        message: "Is there a course in May?",
      },
    });
    expect(sent.status()).toBe(201);
    await page.reload();
    const delivery = page.getByRole("row", { name: new RegExp(url) }).filter({
      hasText: "1 try",
    });
    await expect(delivery).toContainText("pending");
    await expect(delivery).toContainText("no answer");
    // The same text whatever went wrong (here: the name does not resolve).
    await expect(delivery).toContainText("No answer: the endpoint could not be reached");
    await expectNoAxeViolations(page);

    await delivery.getByRole("button", { name: "Send again: Contact message received" }).click();
    await expect(page.getByRole("status").filter({ hasText: "on its way" })).toBeVisible();
    await expect(
      page.getByRole("row", { name: new RegExp(url) }).filter({ hasText: "2 tries" }),
    ).toBeVisible();

    await endpoint.getByRole("button", { name: `Remove ${url}` }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Nothing more is sent" }),
    ).toBeVisible();
    await expect(page.getByRole("table", { name: "Endpoints" }).getByText(url)).toHaveCount(0);
  });
});
