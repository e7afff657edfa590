import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { PDF, registerInterpreter } from "./applicants";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { choose, fillStep1 } from "./registrations";
import { LOCAL_ADMIN, openConsoleAs } from "./staff";

// The 3-step interpreter registration at /interpreter-registration (docs/requirements.md, public-site §2, §4, §5;
// REG-01..26; unlike REG-27 it submits) and the staff screen /admin/interpreters, against the
// real server.

const DRAFT_KEY = "kairosInterpreterRegistrationDraft";
const STEP_INVALID = "Please fix the errors above before proceeding to the next step.";
const DOCUMENTS_AGAIN = "documents are not kept between visits";
const PHONE_IMPOSSIBLE =
  "This phone number has too few or too many digits for its country code. Please check it.";
/** A ZIP archive holding a text file: it starts as a .docx does, and is none. */
const ZIP = Buffer.from(
  "UEsDBBQAAAAAALcxe107B6htEwAAABMAAAAJAAAAbm90ZXMudHh0bm90IGEgV29yZCBkb2N1bWVudFBLAQIUAxQAAAAAALcxe107B6htEwAAABMAAAAJAAAAAAAAAAAAAACAAQAAAABub3Rlcy50eHRQSwUGAAAAAAEAAQA3AAAAOgAAAAAA",
  "base64",
);

const uniqueEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function expectStep(page: Page, n: number, title: string, percent: number) {
  await expect(page.getByTestId("registration-step")).toHaveText(`Step ${n} of 3`);
  await expect(page.getByTestId("registration-percent")).toHaveText(`${percent}% complete`);
  await expect(page.getByRole("progressbar", { name: "Registration progress" })).toHaveAttribute(
    "aria-valuetext",
    `Step ${n} of 3, ${percent}% complete`,
  );
  await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
}

async function open(page: Page) {
  await page.goto("/interpreter-registration");
  await expect(
    page.getByRole("heading", { level: 1, name: "Interpreter Registration" }),
  ).toBeVisible();
}

async function fillStep2(page: Page) {
  await choose(page, "Years of Interpreting Experience", "3-5 years");
  await page.getByRole("radio", { name: "Both", exact: true }).check();
  await page.getByRole("checkbox", { name: "In-person", exact: true }).check();
  await page.getByRole("checkbox", { name: "Video remote", exact: true }).check();
  await page.getByRole("checkbox", { name: "Consecutive", exact: true }).check();
  await page.getByRole("checkbox", { name: "Part-time", exact: true }).check();
  await page.getByRole("checkbox", { name: "Medical", exact: true }).check();
}

async function attachResume(
  page: Page,
  file = { name: "resume.pdf", mimeType: "application/pdf", buffer: PDF },
) {
  await page.getByTestId("resumeFile-field").locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByTestId("resumeFile-name")).toHaveText(file.name);
}

async function fillStep3(page: Page) {
  await page.getByRole("switch", { name: /quiet, private workspace/ }).check();
  await textbox(page, "Hourly Rate (USD)").fill("$35");
  await textbox(page, "Per-Minute Rate (USD)").fill("$0.75");
  await textbox(page, "Work Authorization").fill("Citizen");
  await textbox(page, "Why do you want to join Kairos?").fill(
    "I have interpreted in hospitals for five years and want to keep growing.",
  );
  for (const n of [1, 2]) {
    await textbox(page, `Reference ${n} Name`).fill(`Referee ${n}`);
    await textbox(page, `Reference ${n} Organisation`).fill("General Hospital");
    await textbox(page, `Reference ${n} Position`).fill("Manager");
    await textbox(page, `Reference ${n} Address`).fill("1 Main Street, Madrid");
    await textbox(page, `Reference ${n} Email`).fill(`referee${n}@example.com`);
    await textbox(page, `Reference ${n} Telephone`).fill("+34 600 000 000");
    await textbox(page, `Reference ${n} Capacity`).fill("Supervisor");
  }
  await page.getByRole("checkbox", { name: /I confirm that all the information/ }).check();
  await page.getByRole("checkbox", { name: /I consent to being contacted/ }).check();
}

test.describe("interpreter registration", { tag: "@desktop" }, () => {
  test("Next on an empty step 1 stays there and shows each field's message", async ({ page }) => {
    await open(page);
    await expectStep(page, 1, "Basic Information", 0);
    for (const title of ["Basic Information", "Experience & Qualifications", "Final Details"]) {
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    }
    await expect(button(page, "Previous")).toBeDisabled();
    await expectNoAxeViolations(page, { include: "main" });

    await button(page, "Next").click();
    await expectStep(page, 1, "Basic Information", 0);
    await expect(page.getByRole("alert").filter({ hasText: STEP_INVALID })).toBeVisible();
    for (const message of [
      "Full name is required",
      "Please enter a valid email address",
      "Please enter a valid phone number",
      "Country of residence is required",
      "City/Zip code is required",
      "Language pair is required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(textbox(page, "Full Name")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, { include: "main" });

    // A phone number of 9 characters is still too short (REG-17).
    await textbox(page, "Phone Number").fill("123456789");
    await button(page, "Next").click();
    await expect(
      page.getByText("Please enter a valid phone number", { exact: true }),
    ).toBeVisible();
    // Long enough, yet no country's length: the phone rule's message.
    await textbox(page, "Phone Number").fill("+20 10 1234 567890");
    await button(page, "Next").click();
    await expect(page.getByText(PHONE_IMPOSSIBLE, { exact: true })).toBeVisible();
    // Every error fixed: "Please fix the errors above" goes before Next is pressed again.
    await fillStep1(page, "Lena Park", uniqueEmail("lena"));
    await expect(page.getByRole("alert").filter({ hasText: STEP_INVALID })).toHaveCount(0);
    await expect(page.getByText(PHONE_IMPOSSIBLE, { exact: true })).toHaveCount(0);
  });

  test("Previous works without validation and keeps the answers", async ({ page }) => {
    await open(page);
    await fillStep1(page, "Lena Park", uniqueEmail("lena"));
    await button(page, "Next").click();
    await expectStep(page, 2, "Experience & Qualifications", 33);

    // Back is free, even with step 2 empty.
    await button(page, "Previous").click();
    await expectStep(page, 1, "Basic Information", 0);
    await expect(textbox(page, "Full Name")).toHaveValue("Lena Park");
    await expect(page.getByRole("alert").filter({ hasText: STEP_INVALID })).toHaveCount(0);
    await button(page, "Next").click();
    await expectStep(page, 2, "Experience & Qualifications", 33);
  });

  test("the browser's Back and Forward move between steps", async ({ page }) => {
    await open(page);
    await fillStep1(page, "Lena Park", uniqueEmail("history"));
    await button(page, "Next").click();
    await expectStep(page, 2, "Experience & Qualifications", 33);
    await page.goBack();
    await expectStep(page, 1, "Basic Information", 0);
    await expect(textbox(page, "Full Name")).toHaveValue("Lena Park");
    await page.goForward();
    await expectStep(page, 2, "Experience & Qualifications", 33);
    // A link to the last step opens the first one that is not complete.
    await page.goto("/interpreter-registration?step=3");
    await expectStep(page, 2, "Experience & Qualifications", 33);
  });

  test("step 2 names each missing answer, and each condition brings its required fields", async ({
    page,
  }) => {
    await open(page);
    await fillStep1(page, "Lena Park", uniqueEmail("lena"));
    await button(page, "Next").click();
    await expectStep(page, 2, "Experience & Qualifications", 33);

    await button(page, "Next").click();
    await expectStep(page, 2, "Experience & Qualifications", 33);
    for (const message of [
      "Please select your years of experience",
      "Please select your preferred mode",
      "Please select at least one interpreting setting",
      "Please select at least one interpretation type",
      "Please select at least one availability option",
      "Please select at least one professional field",
      "Resume/CV is required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    // REG-26: each condition brings its required fields.
    await expect(textbox(page, "Certification Body")).toHaveCount(0);
    await page.getByRole("switch", { name: "I am a certified medical interpreter" }).check();
    await expect(textbox(page, "Certification Body")).toBeVisible();
    await expect(page.getByTestId("certificateFile-field")).toBeVisible();

    await expect(textbox(page, "Provider Names")).toHaveCount(0);
    await page.getByRole("switch", { name: /work with language service providers/ }).check();
    await expect(textbox(page, "Provider Names")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Work Capacity" })).toBeVisible();

    await page.getByRole("checkbox", { name: "Other", exact: true }).check();
    await expect(textbox(page, "Please specify the other field")).toBeVisible();

    await page.getByRole("checkbox", { name: "Specific hours", exact: true }).check();
    await expect(textbox(page, "Available Hours")).toBeVisible();

    await fillStep2(page);
    // A text file named .pdf is refused when chosen, by its first bytes.
    await page
      .getByTestId("resumeFile-field")
      .locator('input[type="file"]')
      .setInputFiles({
        name: "resume.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("My resume, typed as plain text."),
      });
    await expect(page.getByTestId("resumeFile-error")).toHaveText(
      "Only PDF, DOC, DOCX, JPG and PNG files are accepted.",
    );
    await expect(page.getByTestId("resumeFile-name")).toHaveCount(0);
    await attachResume(page);
    await button(page, "Next").click();
    await expectStep(page, 2, "Experience & Qualifications", 33);
    for (const message of [
      "Certification body is required",
      "Please list the providers you work with",
      "Please select your work capacity",
      "Please specify the other field",
      "Please enter your available hours",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page, { include: "main" });
  });

  test("a reload keeps the answers of every step, not the files", async ({ page }) => {
    await open(page);
    await fillStep1(page, "Lena Park", uniqueEmail("lena"));
    await button(page, "Next").click();
    await expectStep(page, 2, "Experience & Qualifications", 33);
    await page.getByRole("switch", { name: "I am a certified medical interpreter" }).check();
    await textbox(page, "Certification Body").fill("CCHI");
    await page.getByRole("switch", { name: /work with language service providers/ }).check();
    await choose(page, "Work Capacity", "Freelance");
    await page.getByRole("checkbox", { name: "In-person", exact: true }).check();
    await attachResume(page);

    await expect
      .poll(() => page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY))
      .toContain("CCHI");
    await page.reload();
    await expectStep(page, 2, "Experience & Qualifications", 33);
    await expect(textbox(page, "Certification Body")).toHaveValue("CCHI");
    await expect(page.getByRole("combobox", { name: "Work Capacity" })).toHaveValue("Freelance");
    await expect(page.getByRole("checkbox", { name: "In-person", exact: true })).toBeChecked();
    await expect(page.getByTestId("resumeFile-name")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: DOCUMENTS_AGAIN })).toBeVisible();
    await button(page, "Previous").click();
    await expect(textbox(page, "Full Name")).toHaveValue("Lena Park");
    await expect(page.getByRole("combobox", { name: "Proficiency in Spanish" })).toHaveValue(
      "Native",
    );
  });

  test("a draft saved on the last step reopens where the resume is asked again", async ({
    page,
  }) => {
    await open(page);
    await fillStep1(page, "Lena Park", uniqueEmail("lena"));
    await button(page, "Next").click();
    await fillStep2(page);
    await attachResume(page);
    await button(page, "Next").click();
    await expectStep(page, 3, "Final Details", 67);
    await expect
      .poll(() => page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY))
      .toContain('"step":2');

    await page.reload();
    // Not on step 3 at a promise of completion: on step 2, saying why, with the answers kept.
    await expectStep(page, 2, "Experience & Qualifications", 33);
    await expect(page.getByRole("status").filter({ hasText: DOCUMENTS_AGAIN })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Consecutive", exact: true })).toBeChecked();
    await attachResume(page);
    await expect(page.getByRole("status").filter({ hasText: DOCUMENTS_AGAIN })).toHaveCount(0);
    await button(page, "Next").click();
    await expectStep(page, 3, "Final Details", 67);
  });

  test("an interpreter registers: step 3's checks, the submission and its reference", async ({
    page,
  }) => {
    const email = uniqueEmail("reg");
    const name = `Maria ${randomUUID().slice(0, 6)}`;
    await open(page);
    await fillStep1(page, name, email);
    await button(page, "Next").click();
    await expectStep(page, 2, "Experience & Qualifications", 33);
    await fillStep2(page);
    await attachResume(page);
    await button(page, "Next").click();
    await expectStep(page, 3, "Final Details", 67);
    await expect(button(page, "Submit Application")).toBeVisible();
    await expect(button(page, "Next")).toHaveCount(0);

    // Step 3's messages, 49 characters fail and 50 pass (REG-22).
    await button(page, "Submit Application").click();
    await expectStep(page, 3, "Final Details", 67);
    for (const message of [
      "Hourly rate is required",
      "Please provide at least 50 characters",
      "Name is required for reference 1",
      "Please enter a valid email for reference 2",
      "You must confirm that all information is accurate",
      "You must consent to being contacted for opportunities",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page, { include: "main" });
    await textbox(page, "Why do you want to join Kairos?").fill("x".repeat(49));
    await expect(page.getByTestId("why-counter")).toHaveText("49 / 50 characters minimum");
    await fillStep3(page);
    await textbox(page, `Reference 2 Email`).fill("not-an-email");
    await button(page, "Submit Application").click();
    await expect(
      page.getByText("Please enter a valid email for reference 2", { exact: true }),
    ).toBeVisible();
    await textbox(page, `Reference 2 Email`).fill("referee2@example.com");

    const [response] = await Promise.all([
      page.waitForResponse(
        (res) =>
          res.url().endsWith("/api/interpreters/registrations") &&
          res.request().method() === "POST",
      ),
      button(page, "Submit Application").click(),
    ]);
    expect(response.status()).toBe(201);
    const done = page.getByTestId("registration-done");
    await expect(done.getByRole("heading", { name: "Thank you for registering!" })).toBeVisible();
    const reference = (await page.getByTestId("registration-reference").textContent()) ?? "";
    expect(reference).toMatch(/^REG-\d{6}$/);
    await expect(page.getByTestId("registration-email-note")).toBeVisible();
    await expectNoAxeViolations(page, { include: "main" });
    // The draft is gone after the success.
    expect(await page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY)).toBeNull();
  });

  test("staff find a registration, open it and download the resume", async ({ page, request }) => {
    // Registered over the API: the form is the test above's.
    const email = uniqueEmail("staff");
    const name = `Maria ${randomUUID().slice(0, 6)}`;
    const registered = await registerInterpreter(request, { fullName: name, email });
    expect(registered.status(), await registered.text()).toBe(201);
    const { reference } = ((await registered.json()) as { data: { reference: string } }).data;

    await openConsoleAs(page, LOCAL_ADMIN);
    await page.getByRole("link", { name: "Interpreters" }).click();
    await expect(page).toHaveURL(/\/admin\/interpreters/);
    await expect(page.getByRole("heading", { level: 1, name: "Interpreters" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill(email);
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === email);
    const rows = page.getByRole("table", { name: "Interpreter registrations" }).locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(reference);
    await expect(rows.first()).toContainText(name);
    await expect(rows.first()).toContainText("English - Spanish");
    await expect(rows.first()).toContainText("Spain");
    await expect(rows.first()).toContainText("3-5 years");
    await expectNoAxeViolations(page, { include: "main" });

    await page.getByRole("button", { name: `Open the registration of ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Registration ${reference}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Madrid 28001");
    await expect(dialog).toContainText("Spanish: Native");
    await expect(dialog).toContainText("referee2@example.com");
    await expectNoAxeViolations(page, { include: "main" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("link", { name: /Download Resume\/CV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("resume.pdf");
    const saved = await download.path();
    expect((await readFile(saved)).subarray(0, 8).toString()).toBe("%PDF-1.4");

    // The search lives in the URL: a reload keeps it; nothing matches a stranger.
    await page.keyboard.press("Escape");
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(email);
    await page.goto(`/admin/interpreters?q=${encodeURIComponent(uniqueEmail("nobody"))}`);
    await expect(page.getByText("No registrations found")).toBeVisible();
  });

  test("a document the server refuses brings the interpreter back to its field, named", async ({
    page,
  }) => {
    await open(page);
    await fillStep1(page, "Omar Test", uniqueEmail("refused"));
    await button(page, "Next").click();
    await fillStep2(page);
    // It starts as a .docx does: only the server's whole-file check finds it is none.
    await attachResume(page, {
      name: "resume.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: ZIP,
    });
    await button(page, "Next").click();
    await fillStep3(page);
    await button(page, "Submit Application").click();
    // Back on step 2: the resume's field says why and has the focus; the alert names it too.
    await expectStep(page, 2, "Experience & Qualifications", 33);
    const message = "Resume/CV: please choose a PDF, DOC, DOCX, JPG or PNG file.";
    await expect(page.getByTestId("resumeFile-error")).toHaveText(message);
    await expect(page.getByTestId("registration-failure")).toContainText(message);
    // The drop zone, described by the message.
    const dropzone = page.getByTestId("resumeFile-field").locator('[tabindex="0"]');
    await expect(dropzone).toBeFocused();
    await expect(dropzone).toHaveAccessibleDescription(message);
    await expectNoAxeViolations(page, { include: "main" });
    // Every answer is kept; another file and the registration goes in.
    await expect(page.getByRole("checkbox", { name: "Consecutive", exact: true })).toBeChecked();
    await attachResume(page);
    await button(page, "Next").click();
    await expect(textbox(page, "Reference 2 Telephone")).toHaveValue("+34 600 000 000");
    await button(page, "Submit Application").click();
    await expect(page.getByTestId("registration-done")).toBeVisible();
  });
});
