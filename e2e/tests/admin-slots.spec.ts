import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";
import { postApplication, slotsOn } from "./applicants";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { createStaff, openConsoleAs, type StaffAccount, tokenOf } from "./staff";

// Staff manage the assessment slots at /admin/slots: a weekly series created in Egypt time is
// offered to applicants; a booked slot names its applicant, and staff move the booking to
// another slot. The bookings are made over the API: the form itself is register.spec.ts's.

const WEEKDAY_LABELS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** YYYY-MM-DD of the Egypt-time day `days` from today. */
function egyptDay(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const at = (date: string) => new Date(`${date}T12:00:00Z`);
const format = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options }).format(at(date));
/** The slot screen's day heading: "Tuesday, December 8, 2026". */
const dayHeading = (date: string) =>
  format(date, { weekday: "long", month: "long", day: "numeric", year: "numeric" });
/** Mantine's calendar day button: "8 December 2026". */
const calendarDay = (date: string) =>
  `${format(date, { day: "numeric" })} ${format(date, { month: "long", year: "numeric" })}`;

/** Opens a date field's calendar and picks `date`, moving month by month. */
async function pickDate(page: Page, field: Locator, date: string) {
  await field.click();
  const day = page.getByRole("button", { name: calendarDay(date), exact: true });
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await page.getByRole("button", { name: "Next month" }).click();
  }
  await day.click();
}

async function pickTime(dialog: Locator, label: string, time: string) {
  const select = dialog.getByRole("combobox", { name: label });
  await select.click();
  await select.fill(time);
  await dialog.page().getByRole("option", { name: time, exact: true }).click();
}

/** The slot of `date` at `time` on the staff screen. */
const slotCard = (page: Page, date: string, time = "3:30 PM") =>
  page.getByRole("region", { name: dayHeading(date) }).getByRole("article", { name: time });

test.describe("assessment slots admin", { tag: "@desktop" }, () => {
  let admin: StaffAccount;

  test.beforeAll(async ({ request }) => {
    admin = await createStaff(request, { role: "admin" });
  });

  test("a weekly series in Egypt time is created and offered to applicants", async ({
    page,
    request,
  }) => {
    // Two weeks after the demo slots' dates; the weekdays of the 2nd and 4th day of the range.
    const from = egyptDay(16);
    const to = egyptDay(29);
    const days = [egyptDay(17), egyptDay(19), egyptDay(24), egyptDay(26)];
    const weekdays = days.slice(0, 2).map((d) => WEEKDAY_LABELS[at(d).getUTCDay()] ?? "");

    await openConsoleAs(page, admin);
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Assessment Slots" })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/slots");
    await expect(page.getByRole("heading", { level: 1, name: "Assessment Slots" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Round" })).toHaveValue("Round 3");
    await expect(page.getByLabel("Loading slots")).toHaveCount(0);

    // The series: two weekdays over two weeks at 3:30 PM, 30 minutes each.
    await page.getByRole("button", { name: "New slots" }).click();
    const dialog = page.getByRole("dialog", { name: "New slots" });
    await expect(dialog.getByText("Fill in the form to see the slots")).toBeVisible();
    await pickDate(page, dialog.getByRole("button", { name: "From" }), from);
    await pickDate(page, dialog.getByRole("button", { name: "To" }), to);
    for (const day of weekdays) await dialog.getByRole("checkbox", { name: day }).check();
    await pickTime(dialog, "Start time", "3:30 PM");
    await pickTime(dialog, "End time", "4:00 PM");
    await expect(dialog.getByText("4 slots will be created", { exact: true })).toBeVisible();
    const preview = dialog.getByRole("list", { name: "First new slots" });
    await expect(preview.getByRole("listitem")).toHaveCount(4);
    await expect(preview.getByRole("listitem").first()).toContainText("3:30 PM");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Create slots" }).click();
    await expect(page.getByText("4 slots created", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    for (const date of days) await expect(slotCard(page, date)).toContainText("0/1 booked");

    // What /register offers on each of those days: the 3:30 PM slot (15:30 Egypt time).
    for (const date of days) {
      expect((await slotsOn(request, date)).map((slot) => slot.time)).toContain("15:30");
    }
  });

  test("a booked slot names its applicant, the booking moves, a free slot is deleted", async ({
    page,
    request,
  }) => {
    // Two single slots at 11:00 AM, apart from the series above; an applicant books the first.
    const [first, second] = [egyptDay(18), egyptDay(20)];
    const token = await tokenOf(request, admin);
    for (const date of [first, second]) {
      const res = await request.post("/api/assessments/slots", {
        headers: { Authorization: `Bearer ${token}` },
        data: { mode: "single", roundId: "round-3", date, time: "11:00", capacity: 1 },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    const [slot] = await slotsOn(request, first);
    const tag = randomUUID().slice(0, 8);
    const name = `Slot Mover ${tag}`;
    const email = `mover-${tag}@example.com`;
    const applied = await postApplication(request, {
      fullName: name,
      email,
      assessmentSlot: String(slot?.id),
    });
    expect(applied.status(), await applied.text()).toBe(201);

    await openConsoleAs(page, admin, "/admin/slots");
    const booked = slotCard(page, first, "11:00 AM");
    await expect(booked).toContainText("1/1 booked");
    await expect(booked.getByRole("link", { name })).toBeVisible();
    await expect(booked).toContainText(email);
    await expect(booked.getByRole("button", { name: /^Delete slot/ })).toBeDisabled();
    await expect(booked).toContainText("Booked slots cannot be deleted");

    // Move it to the second slot: the old one is free again.
    await booked.getByRole("button", { name: `Move booking of ${name}` }).click();
    const move = page.getByRole("dialog", { name: "Move booking" });
    const target = move.getByRole("combobox", { name: "New time slot" });
    await target.click();
    await page
      .getByRole("option", {
        name: new RegExp(
          `${format(second, { month: "short", day: "numeric", year: "numeric" })} · 11:00 AM`,
        ),
      })
      .click();
    await move.getByRole("button", { name: "Move booking" }).click();
    await expect(page.getByText(new RegExp(`^${name} moved to `))).toBeVisible();
    await expect(move).toBeHidden();
    const moved = slotCard(page, second, "11:00 AM");
    await expect(moved).toContainText("1/1 booked");
    await expect(moved.getByRole("link", { name })).toBeVisible();
    await expect(booked).toContainText("0/1 booked");
    await expect(booked.getByRole("link", { name })).toHaveCount(0);

    // The slot left free can be deleted after confirming.
    await booked.getByRole("button", { name: /^Delete slot/ }).click();
    const confirm = page.getByRole("dialog", { name: "Delete slot" });
    await confirm.getByRole("button", { name: "Delete slot" }).click();
    await expect(booked).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
