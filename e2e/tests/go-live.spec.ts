import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { confirmedEmail } from "./applicants";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { createStaff, openConsoleAs } from "./staff";
import { SUPPORT_EMAIL } from "./support";

// A fresh install before it goes live (GAP-27, decision 0009): the admin's dashboard lists what is
// missing, with links to where each item is fixed, and the application's payment step without
// payment details is no dead end. The test server has the demo's example payment instructions, so
// that item cannot be done here; it mails through the run's SMTP catcher, so mail delivery is done.

const CONFIG_BLOCK = /(<script id="kairos-config" type="application\/json">)(.*?)(<\/script>)/;

test.describe("go-live checklist", { tag: "@desktop" }, () => {
  test("an admin sees the items not done, each leading to its fix", async ({ page, request }) => {
    const admin = await createStaff(request, { role: "admin" });
    await openConsoleAs(page, admin);

    const card = page.getByRole("region", { name: "Before going live" });
    await expect(card).toBeVisible();
    await expect(card.getByText("Mail delivery: done")).toBeVisible();
    await expect(card.getByText("Payment instructions: not done")).toBeVisible();
    await expect(card.getByText("First admin's password: not done")).toBeVisible();
    // The demo's example payment instructions are not done, yet they let a demo's applicants in.
    await expect(card.getByTestId("registration-state")).toContainText(
      "Registration is open: /register takes applications. This demo's example payment instructions let them in",
    );
    await expect(card.getByRole("link", { name: "Assessment slots" })).toHaveAttribute(
      "href",
      "/admin/slots",
    );
    await expect(card.getByRole("link", { name: "Users" })).toHaveAttribute("href", "/admin/users");
    await expectNoAxeViolations(page, { include: "main" });
    // The demo's notice is for the public pages, not the console.
    await expect(page.getByRole("note", { name: "Demo site" })).toHaveCount(0);

    // Keyboard: the link to the payment instructions opens Settings there.
    await card.getByRole("link", { name: "Payment instructions in Settings" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/admin/settings");
    expect(new URL(page.url()).hash).toBe("#payment");
  });
});

// One width: the buttons' wrapping on a phone is checked with every step (whole-words.spec.ts).
test.describe("payment step without payment details", { tag: "@desktop" }, () => {
  test("offers e-mail and WhatsApp with one click", async ({ page }) => {
    // The page as served while no payment instructions are set (the test server has examples).
    await page.route("**/register*", async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace(CONFIG_BLOCK, (_all, open, json, close) => {
        const config = JSON.parse(json) as Record<string, unknown>;
        delete config.instantPaymentDetails;
        delete config.internationalPaymentUrl;
        return `${open}${JSON.stringify(config).replace(/</g, "\\u003c")}${close}`;
      });
      // The body is sent as text: drop the compressed answer's encoding and length.
      const {
        "content-encoding": _encoding,
        "content-length": _length,
        ...headers
      } = response.headers();
      await route.fulfill({ status: response.status(), headers, body });
    });
    // A draft whose answers reach the payment step (step 6), as a returning applicant has.
    const email = `pay-${randomUUID()}@example.com`;
    const draft = {
      step: 5,
      values: {
        // Step 2 confirmed the address with its e-mail code.
        emailCheck: confirmedEmail(email, "round-3"),
        trainingCourse: "round-3",
        secondLanguage: "French",
        customLanguage: "",
        fullName: "Other Applicant",
        countryCode: "US",
        phoneNumber: "+12125550199",
        email,
        selectedCountry: "United States",
        selectedCity: "Boston",
        occupation: "student",
        jobTitle: "",
        interests: ["Want to earn extra income"],
        otherInterest: "",
        jobReferrals: "yes",
        hearAbout: "linkedin",
        otherHearAbout: "",
        paymentPlan: "two-payments",
        assessmentDate: "",
        assessmentSlot: "",
      },
    };
    await page.addInitScript((value) => {
      window.localStorage.setItem("kairosApplicationDraft", value);
    }, JSON.stringify(draft));
    await page.goto("/register");
    await expect(page.getByTestId("step-indicator")).toHaveText("Step 6 of 7");

    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("link", { name: `E-mail ${SUPPORT_EMAIL}` })).toHaveAttribute(
      "href",
      `mailto:${SUPPORT_EMAIL}?subject=International%20payment%20link%20for%20my%20training%20application`,
    );
    await expect(
      panel.getByRole("link", { name: "WhatsApp +1 202 555 0100 (opens in a new tab)" }),
    ).toHaveAttribute("href", "https://wa.me/12025550100");
    await expect(panel).toContainText("Your answers so far stay saved in this browser");
    await expect(page.getByRole("button", { name: "Schedule Assessment" })).toBeDisabled();

    await page.getByRole("tab", { name: "Instant payment (Egypt)" }).click();
    await expect(panel.getByRole("link", { name: `E-mail ${SUPPORT_EMAIL}` })).toHaveAttribute(
      "href",
      /subject=Instant-payment%20details/,
    );
    await expectNoAxeViolations(page, { include: "main" });
  });
});
