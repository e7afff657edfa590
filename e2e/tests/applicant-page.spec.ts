import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { applyOnFreeSlot, type FreeSlot, PNG } from "./applicants";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { invitationOf, mailsTo, mailTo, personalLinkOf } from "./outbox";
import { adminToken, LOCAL_ADMIN, openConsoleAs } from "./staff";

// The applicant's own page (decision 0010), at both widths: the link from the confirmation mail,
// reschedule (the old place freed, the new one taken, the calendar event moved), cancel and
// book again; "Find my application"; a new proof of payment that staff see beside the old one.

const uniqueEmail = (tag: string) => `${tag}-${randomUUID()}@example.com`;

/** "16:30" → "4:30 PM", as the page names the times. */
function label12(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

const tokenOf = (link: string) => link.split("/").pop() ?? "";

/** The free slots the applicant's page offers (after the cut-off), over REST. */
async function offeredSlots(request: APIRequestContext, link: string): Promise<FreeSlot[]> {
  const res = await request.get(`/api/application/${tokenOf(link)}/slots`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { slots: FreeSlot[] } }).data.slots;
}

/** The e-mails booked in `slotId` right now, as staff read them. */
async function bookedIn(request: APIRequestContext, slotId: number): Promise<string[]> {
  const res = await request.get("/api/assessments/slots?round=round-3", {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  const { slots } = (
    (await res.json()) as {
      data: { slots: { id: number; bookings: { email: string }[] }[] };
    }
  ).data;
  return slots.find((s) => s.id === slotId)?.bookings.map((b) => b.email) ?? [];
}

/** Picks `slot` in the chooser (a day, then a time) inside `scope`. */
async function choose(scope: Locator | Page, slot: FreeSlot) {
  await scope.getByLabel("Date").selectOption(slot.date);
  await scope.getByRole("radio", { name: label12(slot.time) }).check();
}

// Desktop only: nothing it checks depends on the window's width.
test("the mailed link reschedules, cancels and books again, each moving the calendar event", {
  tag: "@desktop",
}, async ({ page, request }) => {
  const email = uniqueEmail("own-page");
  const first = await applyOnFreeSlot(request, { email, fullName: "Page Tester" });
  const confirmation = await mailTo(email, "Your Kairos training application");
  const link = personalLinkOf(confirmation);
  const uid = invitationOf(confirmation).match(/UID:(\S+)/)?.[1];
  expect(uid).toMatch(/^assessment-APP-\d{6}@kairos$/);

  await page.goto(link);
  await expect(
    page.getByRole("heading", { level: 1, name: "Page Tester's application" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your language assessment" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Reschedule to another free time.
  const target = (await offeredSlots(request, link)).find((s) => s.id !== first.id);
  if (!target) throw new Error("no other free slot");
  await page.getByRole("button", { name: "Reschedule" }).click();
  const dialog = page.getByRole("dialog", { name: "Reschedule your assessment" });
  await choose(dialog, target);
  await dialog.getByRole("button", { name: "Move my assessment" }).click();
  await expect(page.getByRole("status")).toContainText("Your assessment has a new time");
  await expect(page.getByRole("status")).toBeFocused();
  expect(await bookedIn(request, first.id)).not.toContain(email);
  expect(await bookedIn(request, target.id)).toContain(email);

  // The mailed invitation and the page's .ics move the same event: same UID, a higher SEQUENCE.
  const moved = invitationOf(await mailTo(email, "has a new time"));
  expect(moved).toContain(`UID:${uid}`);
  expect(moved).toContain("SEQUENCE:1");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download .ics" }).click();
  const ics = readFileSync((await (await download).path()) ?? "", "utf8");
  expect(ics).toContain(`UID:${uid}`);
  expect(ics).toContain("SEQUENCE:1");

  // Cancel: the place is freed and the calendar told.
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await page
    .getByRole("dialog", { name: "Cancel your assessment booking" })
    .getByRole("button", { name: "Cancel my booking" })
    .click();
  await expect(page.getByRole("status")).toContainText("Your assessment booking is cancelled");
  expect(await bookedIn(request, target.id)).not.toContain(email);
  const cancellation = invitationOf(await mailTo(email, "booking was cancelled"));
  expect(cancellation).toContain("METHOD:CANCEL");
  expect(cancellation).toContain("SEQUENCE:2");

  // Book again, the first time (free again since the move).
  await expect(page.getByRole("heading", { name: "Book your assessment" })).toBeVisible();
  await choose(page, first);
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("status")).toContainText("Your assessment is booked");
  expect(await bookedIn(request, first.id)).toContain(email);
  expect(invitationOf(await mailTo(email, "Your Kairos assessment is booked"))).toContain(
    "SEQUENCE:3",
  );
});

test("Find my application answers alike for a known and an unknown address; only the known gets a mail", {
  tag: "@desktop",
}, async ({ page, request }) => {
  const known = uniqueEmail("find-known");
  const stranger = uniqueEmail("find-stranger");
  await applyOnFreeSlot(request, { email: known, fullName: "Known Applicant" });

  const ask = async (email: string) => {
    await page.goto("/application");
    await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
    await page.getByRole("button", { name: "Send me the link" }).click();
    const answer = page.getByRole("status");
    await expect(answer).toBeFocused();
    return (await answer.textContent()) ?? "";
  };
  const [forKnown, forStranger] = [await ask(known), await ask(stranger)];
  expect(forKnown).toBe(forStranger);
  expect(forKnown).toContain("If this address has applied");
  await expectNoAxeViolations(page);

  const mail = await mailTo(known, "Your Kairos application link");
  await page.goto(personalLinkOf(mail));
  await expect(
    page.getByRole("heading", { level: 1, name: "Known Applicant's application" }),
  ).toBeVisible();
  // A mail that must not come is waited for (a slow machine can only let a wrong one pass).
  await page.waitForTimeout(1_000);
  expect(mailsTo(stranger, "")).toHaveLength(0);
});

// Desktop only: nothing it checks depends on the window's width.
test("a payment-pending applicant sends a new screenshot and staff see both", {
  tag: "@desktop",
}, async ({ page, request }) => {
  const email = uniqueEmail("new-proof");
  await applyOnFreeSlot(request, { email, fullName: "Proof Sender" });
  const link = personalLinkOf(await mailTo(email, "Your Kairos training application"));
  const page1 = await request.get(`/api/application/${tokenOf(link)}`);
  const reference = ((await page1.json()) as { data: { reference: string } }).data.reference;
  const id = Number(reference.replace("APP-", ""));
  const token = await adminToken(request);
  const pending = await request.patch(`/api/trainings/${id}/status`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      status: "payment-pending",
      notes: "Bank statement: 8,300 only",
      applicantMessage: "The transfer shows a different amount",
    },
  });
  expect(pending.status()).toBe(200);

  // The status mail carries a link too and states what is owed (recorded on the application);
  // the page shows staff's message, never their note.
  const pendingMail = await mailTo(email, "your payment is pending");
  expect(pendingMail).toContain("Amount owed: $500 (USD)");
  await page.goto(personalLinkOf(pendingMail));
  await expect(
    page.getByText("Message from our team: The transfer shows a different amount"),
  ).toBeVisible();
  await expect(page.getByText(/Bank statement/)).toHaveCount(0);
  const next = page.getByRole("region", { name: "What happens next" });
  await expect(next).toContainText(
    "Complete your payment (Two Payments: $500 in total, $250 with the application and $250 by",
  );
  await expect(page.getByTestId("amount-owed")).toHaveText("$500 (USD)");
  const proof = page.getByRole("region", { name: "Upload a new proof of payment" });
  const input = proof.locator("input[type=file]");
  const send = page.getByRole("button", { name: "Send the new proof of payment" });
  const wrongType = "Only image files (JPG, PNG, JPEG) are accepted.";
  // A text file renamed .png is refused when chosen, by its first bytes.
  await input.setInputFiles({
    name: "transfer.png",
    mimeType: "image/png",
    buffer: Buffer.from("Transfer confirmed: a text file, not a screenshot."),
  });
  await expect(proof.getByTestId("screenshot-rejected")).toHaveText(wrongType);
  // A PNG with a page behind it starts as an image: the server refuses it, said at the field,
  // which takes the focus for another file.
  await input.setInputFiles({
    name: "transfer.png",
    mimeType: "image/png",
    buffer: Buffer.concat([PNG, Buffer.from("<html><body>more</body></html>")]),
  });
  await expect(proof.getByRole("img", { name: "Preview of transfer.png" })).toBeVisible();
  await send.click();
  await expect(proof.getByTestId("screenshot-error")).toHaveText(wrongType);
  await expect(proof.locator('[aria-labelledby="new-proof-label"]')).toBeFocused();
  await input.setInputFiles({ name: "second-transfer.png", mimeType: "image/png", buffer: PNG });
  await send.click();
  await expect(page.getByRole("status")).toContainText(
    "Your new proof of payment is with our team",
  );
  await expect(page.getByText("New proof of payment uploaded")).toBeVisible();
  // Received and being checked, no longer "Complete your payment".
  await expect(next).toContainText("We received your new proof of payment on");
  await expect(next).not.toContainText("Complete your payment");

  // Staff: the current screenshot and, on the history, the previous one.
  await openConsoleAs(page, LOCAL_ADMIN, `/admin/applications?q=${encodeURIComponent(email)}`);
  await page
    .getByRole("table", { name: "Applications" })
    .getByRole("row")
    .filter({ hasText: "Proof Sender" })
    .getByRole("button", { name: /^Details of/ })
    .click();
  const details = page.getByRole("dialog", { name: "Application details" });
  const previous = details.getByRole("link", { name: "Previous proof of payment" });
  await expect(previous).toBeVisible();
  await expect(details.getByText(/by Applicant/).first()).toBeVisible();
  const old = await request.get(`${await previous.getAttribute("href")}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(old.status()).toBe(200);
  expect(old.headers()["content-type"]).toBe("image/png");
});
