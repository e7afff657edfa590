import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { applyOnFreeSlot } from "./applicants";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { mailTo, personalLinkOf } from "./outbox";
import { adminToken, createStaff, openConsoleAs, type StaffAccount } from "./staff";

// The staff applications screen (docs/requirements.md, application-and-admin §2, APPS-01..17, ERR-19..24).

interface Envelope<T> {
  data: T;
}

/** A real application through the public form's endpoint, on the first slot still free. */
const apply = (request: APIRequestContext, fields: { fullName: string; email: string }) =>
  applyOnFreeSlot(request, {
    ...fields,
    occupation: "working",
    jobTitle: "Nurse",
    interests: JSON.stringify(["Want to earn extra income", "other"]),
    otherInterest: "Community work",
    paymentPlan: "full-payment",
  });

/** An instant as staff read it, on Egypt's clock: "Nov 27, 2026, 10:30 AM (Egypt time)". */
function egyptTimeText(iso: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "Africa/Cairo",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hourCycle: "h12",
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("month")} ${get("day")}, ${get("year")}, ${get("hour")}:${get("minute")} ${get("dayPeriod").toUpperCase()} (Egypt time)`;
}

/** The same instant in an export: ISO 8601 on Egypt's clock with that day's offset. */
function egyptIso(iso: string): RegExp {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Cairo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return new RegExp(
    `,${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}:${get("second")}\\+0[23]:00,`,
  );
}

/** A few applicants sharing a unique tag, searchable with ?q=tag. */
async function applicants(request: APIRequestContext, count: number) {
  const tag = `zq${randomUUID().slice(0, 8)}`;
  const people = Array.from({ length: count }, (_, i) => ({
    fullName: `Applicant ${String.fromCharCode(65 + i)} ${tag}`,
    email: `${tag}-${i}@example.com`,
  }));
  for (const person of people) await apply(request, person);
  return { tag, people };
}

const rowOf = (page: Page, name: string) =>
  page.getByRole("table", { name: "Applications" }).getByRole("row").filter({ hasText: name });

test.describe("applications admin", { tag: "@desktop" }, () => {
  let moderator: StaffAccount;
  let admin: StaffAccount;
  // A staff member far from Egypt: every date on the screens and in the export is still Egypt's.
  test.use({ timezoneId: "America/Los_Angeles" });

  test.beforeAll(async ({ request }) => {
    moderator = await createStaff(request, { role: "moderator" });
    admin = await createStaff(request, { role: "admin" });
  });

  test("a moderator filters, reads, changes status, views the screenshot and exports", async ({
    page,
    request,
  }) => {
    const { tag, people } = await applicants(request, 2);
    const [first, second] = people as [(typeof people)[0], (typeof people)[0]];
    await openConsoleAs(page, moderator);

    // The status filter from the URL (APPS-02/04), with the search across all pages.
    await page.goto(`/admin/applications?status=pending&q=${tag}`);
    await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("Pending");
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(tag);
    await expect(rowOf(page, tag)).toHaveCount(2);
    await expect(page.getByText("Showing 1 to 2 of 2 results")).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Applied (Egypt time)" })).toBeVisible();
    const listed = await request.get(`/api/trainings?q=${first.email}`, {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    });
    const [stored] = (
      (await listed.json()) as Envelope<{ applications: { applicationDate: string }[] }>
    ).data.applications;
    const applied = stored?.applicationDate ?? "";
    await expect(rowOf(page, first.fullName)).toContainText(
      egyptTimeText(applied).replace(/, \d+:\d\d [AP]M \(Egypt time\)$/, ""),
    );
    // Moderators cannot delete.
    await expect(page.getByRole("button", { name: /^Delete application/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Details (APPS-07/08/17).
    await rowOf(page, first.fullName)
      .getByRole("button", { name: /^Details of/ })
      .click();
    const details = page.getByRole("dialog", { name: "Application details" });
    await expect(details.getByText(first.email)).toBeVisible();
    // "other" as the applicant's own words; dates on Egypt's clock, labelled.
    await expect(
      details.getByText("Want to earn extra income, Other: Community work", { exact: true }),
    ).toBeVisible();
    await expect(details.getByText(egyptTimeText(applied)).first()).toBeVisible();
    await expect(details.getByText("Full Payment: $450", { exact: true })).toBeVisible();
    await expect(details.getByRole("list", { name: "History" })).toContainText("Submitted");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();

    // Status change with a note (APPS-09): the badge changes; the pending filter drops the row.
    await page.goto(`/admin/applications?q=${tag}`);
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("All statuses");
    const row = rowOf(page, first.fullName);
    await expect(row.getByText("Pending", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: /^Change status of/ }).click();
    const statusDialog = page.getByRole("dialog", { name: "Change application status" });
    await statusDialog.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Approved" }).click();
    // A private staff note and a separate message to the applicant, each labelled for what
    // it is.
    const staffNote = statusDialog.getByRole("textbox", { name: "Staff note (optional)" });
    await expect(staffNote).toHaveAccessibleDescription(
      "Private: kept on the application's history for staff; never shown or e-mailed to the applicant.",
    );
    await staffNote.fill("Paid in full; bank reference 7781");
    const message = statusDialog.getByRole("textbox", {
      name: "Message to the applicant (optional)",
    });
    // The applicant's e-mail (APPS-09): ticked by default, naming the template that goes.
    const notify = statusDialog.getByRole("checkbox", { name: "Notify the applicant by e-mail" });
    await expect(notify).toBeChecked();
    await expect(statusDialog.getByText('Sends the "Application approved" e-mail.')).toBeVisible();
    await expect(message).toHaveAccessibleDescription(
      "Shown on the applicant's page and included in the e-mail.",
    );
    await statusDialog.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Pending", exact: true }).click();
    await expect(notify).toBeDisabled();
    await expect(statusDialog.getByText("No e-mail is sent for Pending.")).toBeVisible();
    await expect(message).toHaveAccessibleDescription("Shown on the applicant's page.");
    await statusDialog.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Approved" }).click();
    await message.fill("Welcome aboard: see you on the first Saturday.");
    await expect(notify).toBeChecked();
    await expect(
      statusDialog.getByText('Sends the "Application approved" e-mail with your message.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await statusDialog.getByRole("button", { name: "Update status" }).click();
    await expect(statusDialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Status updated" })).toContainText(
      `Status of ${first.fullName} changed to Approved. The applicant was e-mailed.`,
    );
    await expect(row.getByText("Approved", { exact: true })).toBeVisible();
    await expect(row.locator('[data-kind="default"]')).toHaveCount(1);

    await row.getByRole("button", { name: /^Details of/ }).click();
    const history = details.getByRole("list", { name: "History" });
    await expect(history).toContainText("Status changed");
    await expect(history).toContainText(moderator.email);
    await expect(history).toContainText("Pending → Approved");
    await expect(history).toContainText("Staff note: Paid in full; bank reference 7781");
    await expect(history).toContainText(
      "Message to the applicant: Welcome aboard: see you on the first Saturday.",
    );
    await expect(history).toContainText("Mail sent");
    await expect(history).toContainText("Application approved");
    await page.keyboard.press("Escape");

    // Notes (APPS-11).
    await row.getByRole("button", { name: /^Edit notes of/ }).click();
    const notes = page.getByRole("dialog", { name: "Edit notes" });
    await notes.getByRole("textbox", { name: "Admin notes" }).fill("Called on Monday");
    await notes.getByRole("button", { name: "Save notes" }).click();
    await expect(notes).toBeHidden();

    // The applicant's mail and page carry the message, never a staff note.
    const approval = await mailTo(first.email, "has been approved");
    expect(approval).toContain(
      "Message from our team: Welcome aboard: see you on the first Saturday.",
    );
    expect(approval).not.toContain("bank reference");
    await page.goto(personalLinkOf(approval));
    const timeline = page.getByRole("list").filter({ hasText: "Reviewed: approved" });
    await expect(timeline).toContainText(
      "Message from our team: Welcome aboard: see you on the first Saturday.",
    );
    await expect(page.getByText(/bank reference|Called on Monday/)).toHaveCount(0);

    await page.goto(`/admin/applications?status=pending&q=${tag}`);
    await expect(rowOf(page, tag)).toHaveCount(1);
    await expect(rowOf(page, second.fullName)).toHaveCount(1);
    await page.goto(`/admin/applications?status=approved&q=${tag}`);
    await expect(rowOf(page, first.fullName)).toHaveCount(1);
    await rowOf(page, first.fullName)
      .getByRole("button", { name: /^Details of/ })
      .click();
    await expect(details.getByText("Called on Monday", { exact: true })).toBeVisible();
    await expect(details.getByRole("list", { name: "History" })).toContainText("Notes changed");
    await page.keyboard.press("Escape");

    // The payment screenshot at full size, and its download (APPS-12).
    await rowOf(page, first.fullName)
      .getByRole("button", { name: /^Payment screenshot of/ })
      .click();
    const shot = page.getByRole("dialog", { name: "Payment screenshot" });
    const image = shot.getByRole("img", { name: `Payment screenshot of ${first.fullName}` });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      shot.getByRole("link", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("pay.png");
    await page.keyboard.press("Escape");

    // Export of a round (APPS-13/14), with the current filters.
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export Round 3" }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^round-3-applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const content = readFileSync(await csv.path(), "utf8");
    expect(content).toContain(first.email);
    expect(content).not.toContain(second.email);
    // Labels a person reads, and a screenshot link that opens here, signed in.
    expect(content).toContain(",Round 3,round-3,");
    expect(content).toContain(",Full Payment,450,USD,");
    // Dates as Egypt's wall clock with the offset, never raw UTC; "other" in the applicant's words.
    expect(content).toContain(",Applied (Egypt time),Updated (Egypt time),");
    expect(content).toMatch(egyptIso(applied));
    expect(content).not.toMatch(/\d{4}-\d\d-\d\dT[\d:.]+Z/);
    expect(content).toContain(",Want to earn extra income; Other: Community work,Community work,");
    const link = content.match(/http:\/\/localhost:\d+\/api\/files\/[0-9a-f-]{36}/)?.[0];
    expect(link).toBeTruthy();
    expect((await page.request.get(link ?? "")).headers()["content-type"]).toBe("image/png");
    await expect(page.getByRole("button", { name: "Export all" })).toBeVisible();
  });

  test("failures show the spec's texts", async ({ page, request }) => {
    const { tag, people } = await applicants(request, 1);
    const person = people[0] as (typeof people)[0];
    await openConsoleAs(page, moderator);

    // The list fails (APPS-16), then Try Again loads it.
    await page.route("**/trpc/*applications.list*", (route) =>
      route.fulfill({ status: 500, body: "down" }),
    );
    await page.goto(`/admin/applications?q=${tag}`);
    await expect(page.getByText("Failed to fetch applications")).toBeVisible();
    await page.unroute("**/trpc/*applications.list*");
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(rowOf(page, person.fullName)).toHaveCount(1);

    // The image does not load (APPS-12).
    await page.route("**/api/files/**", (route) => route.fulfill({ status: 404, body: "" }));
    await rowOf(page, person.fullName)
      .getByRole("button", { name: /^Payment screenshot of/ })
      .click();
    await expect(
      page.getByText("Unable to load image. The image may have been moved or deleted."),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    // The status update fails (APPS-10).
    await page.route("**/trpc/*applications.changeStatus*", (route) =>
      route.fulfill({ status: 500, body: "down" }),
    );
    await rowOf(page, person.fullName)
      .getByRole("button", { name: /^Change status of/ })
      .click();
    const statusDialog = page.getByRole("dialog", { name: "Change application status" });
    await statusDialog.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Rejected" }).click();
    await statusDialog.getByRole("button", { name: "Update status" }).click();
    await expect(statusDialog.getByText("Failed to update application status")).toBeVisible();
    await page.keyboard.press("Escape");

    // The details fail (APPS-07).
    await page.route("**/trpc/*applications.get?*", (route) =>
      route.fulfill({ status: 500, body: "down" }),
    );
    await rowOf(page, person.fullName)
      .getByRole("button", { name: /^Details of/ })
      .click();
    await expect(
      page
        .getByRole("dialog", { name: "Application details" })
        .getByText("Failed to load application details"),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    // The export fails (APPS-15).
    await page.route("**/api/trainings/export**", (route) =>
      route.fulfill({ status: 500, body: "down" }),
    );
    await page.getByRole("button", { name: "Export all" }).click();
    await expect(page.getByText("Failed to download applications")).toBeVisible();

    // Nothing matches (ERR-30); values that do not fit fall back.
    await page.goto("/admin/applications?q=no-such-applicant-anywhere&status=bogus&page=-2");
    await expect(page.getByText("No applications found")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("All statuses");
    await expect(page.getByRole("combobox", { name: "Round" })).toHaveValue("All rounds");
  });

  test("an admin deletes an application after confirming", async ({ page, request }) => {
    const { tag, people } = await applicants(request, 1);
    const person = people[0] as (typeof people)[0];
    await openConsoleAs(page, admin, `/admin/applications?q=${tag}`);

    // A status change with the e-mail unticked sends nothing, and says so.
    await rowOf(page, person.fullName)
      .getByRole("button", { name: /^Change status of/ })
      .click();
    const statusDialog = page.getByRole("dialog", { name: "Change application status" });
    await statusDialog.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Rejected" }).click();
    await expect(
      statusDialog.getByText('Sends the "Application not accepted" e-mail.'),
    ).toBeVisible();
    await statusDialog.getByRole("checkbox", { name: "Notify the applicant by e-mail" }).uncheck();
    await statusDialog.getByRole("button", { name: "Update status" }).click();
    await expect(statusDialog).toBeHidden();
    const notice = page.getByRole("status").filter({ hasText: "Status updated" });
    await expect(notice).toContainText(
      `Status of ${person.fullName} changed to Rejected. No e-mail was sent.`,
    );
    await notice.getByRole("button", { name: "Close notification" }).click();
    await expect(notice).toBeHidden();

    await rowOf(page, person.fullName)
      .getByRole("button", { name: /^Delete application of/ })
      .click();
    const confirm = page.getByRole("dialog", { name: "Delete application" });
    await expect(confirm).toContainText(person.email);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(rowOf(page, person.fullName)).toHaveCount(1);

    await rowOf(page, person.fullName)
      .getByRole("button", { name: /^Delete application of/ })
      .click();
    await confirm.getByRole("button", { name: "Delete application" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("No applications found")).toBeVisible();

    // The server agrees, and a moderator's delete is refused there too.
    const token = await adminToken(request);
    const list = await request.get(`/api/trainings?q=${tag}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(
      ((await list.json()) as Envelope<{ applications: unknown[] }>).data.applications,
    ).toEqual([]);
  });
});
