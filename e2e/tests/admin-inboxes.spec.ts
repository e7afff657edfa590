import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { registerInterpreter } from "./applicants";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { createStaff, openConsoleAs } from "./staff";

// The staff inboxes /admin/messages and /admin/requests (GAP-01, GAP-02, decision 0007): what
// visitors send through the public forms arrives newest first and unread (bold, 'New'); staff
// search, open (which marks read), reply by e-mail, mark handled or unread, and filter by state.
// The dashboard counts what is new.

async function sendMessage(request: APIRequestContext, fields: Record<string, string>) {
  const res = await request.post("/api/contact/submit", { data: fields });
  expect(res.status(), await res.text()).toBe(201);
}

async function sendRequest(request: APIRequestContext, fields: Record<string, string>) {
  const res = await request.post("/api/interpreters/request", {
    data: {
      countryCode: "US",
      phoneNumber: "+12125550199",
      sourceLanguage: "English",
      targetLanguage: "Arabic",
      serviceType: "video",
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The number a dashboard inbox link shows ('3 new messages' → 3). */
async function newCount(page: Page, name: RegExp): Promise<number> {
  const text = await page.getByRole("link", { name }).textContent();
  return Number(text?.match(/\d+/)?.[0] ?? Number.NaN);
}

/** Chooses a state in the list's filter (All, New, Read, Handled). */
async function stateFilter(page: Page, state: string) {
  await page
    .getByRole("radiogroup", { name: "State" })
    .getByText(new RegExp(`^${state}`))
    .click();
}

const rowsOf = (page: Page, table: string) =>
  page.getByRole("table", { name: table }).locator("tbody tr");

test.describe("staff inboxes", { tag: "@desktop" }, () => {
  test("messages: newest first and bold, search, open, reply, handle, unread, filter", async ({
    page,
    request,
  }) => {
    const tag = `zm${randomUUID().slice(0, 8)}`;
    const older = { name: "Olga Petrova", subject: `Group rates ${tag}` };
    const newer = { name: "Noah Reed", subject: `Start dates ${tag}` };
    await sendMessage(request, {
      ...older,
      email: `olga-${tag}@example.com`,
      message: "Do you offer group rates for a clinic?",
    });

    // The newer one through the public contact form, as a visitor sends it.
    await page.goto("/contact-us");
    await page.getByRole("textbox", { name: "Full Name" }).fill(newer.name);
    await page.getByRole("textbox", { name: "Email" }).fill(`noah-${tag}@example.com`);
    await page.getByRole("textbox", { name: "Subject" }).fill(newer.subject);
    await page
      .getByRole("textbox", { name: "Message" })
      .fill("When does the next cohort start, and is it online?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("dialog", { name: "Message Sent Successfully" })).toBeVisible();

    const staff = await createStaff(request, { role: "moderator" });
    await openConsoleAs(page, staff);

    // The dashboard counts new messages and leads to them.
    const messagesLink = page.getByRole("link", { name: /new messages?$/ });
    await expect(messagesLink).toHaveAttribute("href", "/admin/messages?state=new");
    expect(await newCount(page, /new messages?$/)).toBeGreaterThanOrEqual(2);

    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: /^Messages/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill(tag);
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === tag);
    const rows = rowsOf(page, "Contact messages");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(newer.subject);
    await expect(rows.nth(1)).toContainText(older.subject);
    for (const row of [rows.nth(0), rows.nth(1)]) {
      await expect(row).toHaveCSS("font-weight", "700");
      await expect(row.getByText("New", { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Showing 1 to 2 of 2 messages")).toBeVisible();
    await expectNoAxeViolations(page);

    // Opening marks it read; the drawer has every field and the reply link.
    await page.getByRole("button", { name: `Open the message from ${newer.name}` }).click();
    const drawer = page.getByRole("dialog", { name: newer.subject });
    await expect(drawer).toContainText("When does the next cohort start, and is it online?");
    await expect(drawer).toContainText(`noah-${tag}@example.com`);
    await expect(drawer.getByText("Read", { exact: true })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
      "href",
      `mailto:noah-${tag}@example.com?subject=${encodeURIComponent(`Re: ${newer.subject}`)}`,
    );
    await expectNoAxeViolations(page);
    await drawer.getByRole("button", { name: "Mark as handled" }).click();
    await expect(drawer.getByText("Handled", { exact: true })).toBeVisible();
    await drawer.getByRole("button", { name: "Close" }).click();
    await expect(rows.nth(0)).toHaveCSS("font-weight", "400");
    await expect(rows.nth(0).getByText("Handled", { exact: true })).toBeVisible();
    await expect(rows.nth(1)).toHaveCSS("font-weight", "700");

    // The state filter lives in the URL.
    await stateFilter(page, "Handled");
    await expect(page).toHaveURL((url) => url.searchParams.get("state") === "handled");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(newer.subject);
    await stateFilter(page, "New");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(older.subject);

    // Marked unread, an item is bold and new again.
    await page.goto(`/admin/messages?q=${tag}&state=handled`);
    await page.getByRole("button", { name: `Open the message from ${newer.name}` }).click();
    await page
      .getByRole("dialog", { name: newer.subject })
      .getByRole("button", { name: "Mark as unread" })
      .click();
    await expect(page.getByRole("dialog", { name: newer.subject })).toHaveCount(0);
    await page.goto(`/admin/messages?q=${tag}`);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveCSS("font-weight", "700");
    await expect(rows.nth(0).getByText("New", { exact: true })).toBeVisible();
  });

  test("requests: newest first, search, details, reply, handle and filter", async ({
    page,
    request,
  }) => {
    const tag = `zr${randomUUID().slice(0, 8)}`;
    await sendRequest(request, {
      fullName: "Ivy Older",
      email: `ivy-${tag}@example.com`,
      additionalInfo: `First contact ${tag}`,
    });
    await sendRequest(request, {
      fullName: "Max Newer",
      organization: `Mercy Clinic ${tag}`,
      email: `max-${tag}@example.com`,
      serviceType: "onsite",
      street: "5 Elm Street",
      city: "Detroit",
      state: "MI",
      zipCode: "48201",
      country: "United States",
      budgetRange: "60-80",
      additionalInfo: "Cardiology follow-up every Tuesday",
    });

    const staff = await createStaff(request, { role: "moderator" });
    await openConsoleAs(page, staff);
    await expect(page.getByRole("link", { name: /new requests?$/ })).toHaveAttribute(
      "href",
      "/admin/requests?state=new",
    );
    expect(await newCount(page, /new requests?$/)).toBeGreaterThanOrEqual(2);

    // A direct load of the inbox with its search in the URL.
    await page.goto(`/admin/requests?q=${tag}`);
    await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(tag);
    const rows = rowsOf(page, "Interpreter requests");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Max Newer");
    await expect(rows.nth(0)).toContainText("On-site");
    await expect(rows.nth(1)).toContainText("Ivy Older");
    await expect(rows.nth(0)).toHaveCSS("font-weight", "700");
    await expectNoAxeViolations(page);

    // Search by organisation narrows to one.
    await page.getByRole("searchbox", { name: "Search" }).fill(`Mercy Clinic ${tag}`);
    await expect(rows).toHaveCount(1);

    await page.getByRole("button", { name: "Open the request of Max Newer" }).click();
    const drawer = page.getByRole("dialog", { name: "Request from Max Newer" });
    for (const text of [
      `Mercy Clinic ${tag}`,
      "+12125550199",
      "5 Elm Street",
      "Detroit",
      "48201",
      "60-80",
      "Cardiology follow-up every Tuesday",
    ]) {
      await expect(drawer).toContainText(text);
    }
    await expect(drawer.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
      "href",
      `mailto:max-${tag}@example.com?subject=${encodeURIComponent("Re: Your interpreter request: English to Arabic")}`,
    );
    await drawer.getByRole("button", { name: "Mark as handled" }).click();
    await expect(drawer.getByText("Handled", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    await page.goto(`/admin/requests?q=${tag}&state=handled`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Max Newer");
    await expect(rows.first()).toHaveCSS("font-weight", "400");
    await stateFilter(page, "All");
    await expect(page).toHaveURL((url) => !url.searchParams.has("state"));
    await expect(rows).toHaveCount(2);
  });

  test("the dashboard's funnel counts a visit to /register", async ({ page, request, browser }) => {
    const staff = await createStaff(request, { role: "moderator" });
    await openConsoleAs(page, staff);
    const funnel = page.getByRole("table", { name: "Application funnel" });
    const visited = funnel.getByRole("row", { name: /^Visited \/register/ });
    const sessions = async () => Number(await visited.getByRole("cell").nth(1).textContent());
    await expect(visited).toBeVisible();
    const before = await sessions();

    // A visit to the form in a browser session of its own.
    const visitor = await browser.newContext();
    const form = await visitor.newPage();
    await form.goto("/register");
    await expect(form.getByText("Step 1 of 7")).toBeVisible();

    await expect
      .poll(async () => {
        await page.reload();
        await expect(visited).toBeVisible();
        return sessions();
      })
      .toBeGreaterThan(before);
    // The step is in the page's HTML; the visit is counted once the form runs: the visitor
    // stays on it until then.
    await visitor.close();
    await expect(visited.getByRole("cell").nth(2)).toHaveText("100%");
    await expect(funnel.getByRole("row", { name: /^Step 7 completed: Assessment/ })).toBeVisible();
    await expect(funnel.getByRole("row", { name: /^Submitted/ })).toBeVisible();
    await page.getByRole("radiogroup", { name: "Period" }).getByText("Last 7 days").click();
    await expect(visited).toBeVisible();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).hover();
    await expectNoAxeViolations(page);
  });

  test("visitors are sent to sign in; the staff screens answer a direct load", async ({
    page,
    request,
  }) => {
    for (const path of ["/admin/requests", "/admin/messages", "/admin/interpreters"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
    }
    expect((await request.get("/api/contact/messages")).status()).toBe(401);
    await page.goto("/admin/messages");
    await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
  });

  test("the sidebar counts what is new in each of the three inboxes", async ({ page, request }) => {
    const tag = `zb${randomUUID().slice(0, 8)}`;
    await sendMessage(request, {
      name: "Badge Sender",
      email: `${tag}@example.com`,
      subject: `Sidebar ${tag}`,
      message: "A message for the sidebar's count.",
    });
    await sendRequest(request, { fullName: "Badge Requester", email: `${tag}@example.com` });
    const registered = await registerInterpreter(request, {
      fullName: "Badge Interpreter",
      email: `${tag}@example.com`,
    });
    expect(registered.status(), await registered.text()).toBe(201);

    const moderator = await createStaff(request, { role: "moderator" });
    await openConsoleAs(page, moderator);
    const sidebar = page.getByRole("navigation", { name: "Admin" });
    for (const label of ["Interpreters", "Requests", "Messages"]) {
      await expect(
        sidebar.getByRole("link", { name: new RegExp(`^${label} \\d+ new$`) }),
      ).toBeVisible();
    }
  });
});
