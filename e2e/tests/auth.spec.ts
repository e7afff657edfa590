import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { mailTo } from "./outbox";
import { adminToken, createStaff, signIn, signInAsNewAdmin } from "./staff";

// Staff sign-in, the session in the bar, guards and the admin shell
// (docs/requirements.md, application-and-admin §2; docs/requirements.md, public-site §2 "Top navigation", §4 "Session").

test.describe("staff sign-in", { tag: "@desktop" }, () => {
  test("signs in, shows the name button, survives a reload and signs out", async ({
    page,
    request,
  }) => {
    const staff = await createStaff(request, { firstName: "Layla", username: "layla" });
    await page.goto("/admin/login");
    await expect(page.getByRole("link", { name: "Apply for the training" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(page.getByRole("link", { name: "Back to the public site" })).toHaveAttribute(
      "href",
      "/",
    );
    await signIn(page, staff);

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: "Layla" })).toHaveAttribute(
      "href",
      "/admin/dashboard",
    );
    await expect(header.getByRole("link", { name: "Apply Now" })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Layla" })).toBeVisible();

    await header.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(header.getByRole("link", { name: "Apply Now" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Logout" })).toHaveCount(0);

    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test("signed in, the dashboard follows at once: its code loaded while the form was filled", async ({
    page,
    request,
  }) => {
    const staff = await createStaff(request);
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await signIn(page, staff);
    await expect(page.getByRole("cell", { name: staff.email })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toHaveCount(0);
    expect(scripts).toEqual([]);
    // A profile that cannot be fetched is logged, and the visitor is treated as signed out.
    const logged: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") logged.push(m.text());
    });
    await page.route("**/trpc/auth.me**", (route) => route.abort("failed"));
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    expect(logged.some((text) => text.includes("Failed to fetch the profile"))).toBe(true);
  });

  test("labels the name button with the username, else 'Admin'", async ({ page, request }) => {
    const named = await createStaff(request, { username: "nour" });
    await page.goto("/admin/login");
    await signIn(page, named);
    await expect(page.locator("header").getByRole("link", { name: "nour" })).toBeVisible();
    await page.locator("header").getByRole("button", { name: "Logout" }).click();

    const anonymous = await createStaff(request);
    await page.goto("/admin/login");
    await signIn(page, anonymous);
    await expect(page.locator("header").getByRole("link", { name: "Admin" })).toBeVisible();
  });

  test("shows the server's message for a wrong password and sends nothing when empty", async ({
    page,
    request,
  }) => {
    const staff = await createStaff(request);
    await page.goto("/admin/login");
    let calls = 0;
    page.on("request", (r) => {
      if (r.url().includes("auth.login")) calls++;
    });
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    expect(calls).toBe(0);

    await signIn(page, { email: staff.email, password: "not-the-password" });
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("sends a signed-out visitor to sign-in and back to the page asked for", async ({
    page,
    request,
  }) => {
    const staff = await createStaff(request);
    await page.goto("/admin/booked-slots");
    await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
    await signIn(page, staff);
    await expect(page).toHaveURL(/\/admin\/booked-slots$/);
    await expect(page.getByRole("heading", { level: 1, name: "Booked Slots" })).toBeVisible();

    // A signed-in user who opens the sign-in page goes straight to the dashboard.
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("a session ended on the server sends the next admin action to sign-in", async ({
    page,
    request,
  }) => {
    const staff = await createStaff(request);
    await page.goto("/admin/login");
    await signIn(page, staff);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    // An admin resets this user's password elsewhere: every session of the user ends.
    const token = await adminToken(request);
    const res = await request.put(`/api/users/${staff.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { password: "a-brand-new-password" },
    });
    expect(res.status()).toBe(200);

    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Applications" })
      .click();
    await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
    await expect(page.locator("header").getByRole("link", { name: "Apply Now" })).toBeVisible();
  });

  test("a moderator changes their own password with the current one (AUTH-21)", async ({
    page,
    request,
  }) => {
    const staff = await createStaff(request);
    await page.goto("/admin/login");
    await signIn(page, staff);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    // From the console's account area, by keyboard.
    const open = page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("button", { name: "Change password" });
    await open.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Change password" });
    const current = dialog.getByRole("textbox", { name: "Current password", exact: true });
    const fresh = dialog.getByRole("textbox", { name: "New password", exact: true });
    const repeat = dialog.getByRole("textbox", { name: "Repeat the new password" });
    await expect(current).toBeFocused();

    // A wrong current password: said at its field.
    await current.fill("not-my-password");
    await fresh.fill("quiet-harbor-violet");
    await repeat.fill("quiet-harbor-violet");
    await repeat.press("Enter");
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expect(current).toHaveAccessibleDescription("The current password is not correct");
    // The keyboard's focus goes to the field refused, not to the page behind the dialog.
    await expect(current).toBeFocused();

    // A new one too easy to guess: said at its field.
    await current.fill(staff.password);
    await fresh.fill("password");
    await repeat.fill("password");
    await repeat.press("Enter");
    await expect(fresh).toHaveAttribute("aria-invalid", "true");
    await expect(fresh).toHaveAccessibleDescription(/This password is too easy to guess/);
    await expect(fresh).toBeFocused();

    await fresh.fill("quiet-harbor-violet");
    await repeat.fill("quiet-harbor-violet");
    await dialog.getByRole("button", { name: "Change password" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Password changed" })).toBeVisible();

    // Signed out, the old password no longer signs in; the new one does.
    await page.locator("header").getByRole("button", { name: "Logout" }).click();
    await page.goto("/admin/login");
    await signIn(page, staff);
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await signIn(page, { ...staff, password: "quiet-harbor-violet" });
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("a 401 from a staff call on an open page goes to sign-in", async ({ page, request }) => {
    const staff = await createStaff(request);
    await page.goto("/admin/login");
    await signIn(page, staff);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.context().clearCookies();
    // The link's call answers 401, unless one the dashboard makes meanwhile (a count's refetch)
    // has already: either way the page goes to sign-in, and the link may be gone before the click.
    const click = page
      .getByRole("link", { name: "View Applications" })
      .click()
      .catch(() => {});
    await Promise.race([click, page.waitForURL(/\/admin\/login/)]);
    await expect(page).toHaveURL(/\/admin\/login/);
  });
});

test.describe("admin shell", { tag: "@desktop" }, () => {
  test("dashboard, sidebar, role and the sidebar toggle", async ({ page, request }) => {
    const staff = await createStaff(request, { firstName: "Omar", role: "moderator" });
    await page.goto("/admin/login");
    await signIn(page, staff);

    const sidebar = page.getByRole("navigation", { name: "Admin" });
    for (const [label, href] of [
      ["Dashboard", "/admin/dashboard"],
      ["Applications", "/admin/applications"],
      ["Booked Slots", "/admin/booked-slots"],
    ] as const) {
      await expect(sidebar.getByRole("link", { name: label })).toHaveAttribute("href", href);
    }
    // Users and Settings are for admins only: a moderator does not see them.
    for (const label of ["Users", "Settings"]) {
      await expect(sidebar.getByRole("link", { name: label })).toHaveCount(0);
    }
    await expect(sidebar.getByLabel("Role: moderator")).toBeVisible();

    // Account card and overview.
    await expect(page.getByRole("cell", { name: staff.email })).toBeVisible();
    await expect(page.getByRole("cell", { name: "moderator" })).toBeVisible();
    await expect(page.getByText(/^\d+ applications?$/)).toBeVisible();
    await expect(page.getByText(/upcoming booked assessment slots?\b/)).toBeVisible();
    for (const [label, href] of [
      ["View Applications", "/admin/applications"],
      ["View Application Form", "/register"],
      ["View Public Site", "/"],
    ] as const) {
      await expect(page.getByRole("link", { name: label })).toHaveAttribute("href", href);
    }
    await expect(page.getByText("Debug: raw user")).toHaveCount(0);

    const toggle = page.getByRole("button", { name: "Collapse sidebar" });
    await toggle.click();
    await expect(sidebar).toHaveCount(0);
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await expect(sidebar).toBeVisible();

    await page.goto("/");
    await expect(page.getByRole("button", { name: /sidebar/ })).toHaveCount(0);

    await page.goto("/admin/dashboard");
    await sidebar.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });

  test("the sign-in page and the dashboard have no axe violations", async ({ page, request }) => {
    await page.goto("/admin/login");
    // The page starts in the browser once the session check has answered.
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    await expectNoAxeViolations(page);
    const staff = await createStaff(request);
    await signIn(page, staff);
    await expect(page.getByRole("cell", { name: staff.email })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("a new staff member's invitation", { tag: "@desktop" }, () => {
  test("the admin invites, the mail's link sets the password, the moderator signs in (AUTH-19)", async ({
    page,
    browser,
    request,
  }) => {
    await signInAsNewAdmin(page, request, { firstName: "Rania", at: "/admin/users" });
    await page.getByRole("button", { name: "Add staff" }).click();
    const add = page.getByRole("dialog", { name: "Add staff" });
    // Nobody but the new member ever types their password.
    await expect(add.getByLabel(/password/i)).toHaveCount(0);
    await expect(add).toContainText("We e-mail them a link to choose their own password");
    const email = `invited-${randomUUID().slice(0, 8)}@example.com`;
    await add.getByRole("textbox", { name: "Email" }).fill(email);
    await add.getByRole("textbox", { name: "First name" }).fill("Karim");
    await add.getByRole("button", { name: "Send invitation" }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Invitation sent" })).toContainText(
      `${email} has been e-mailed a link to choose their password.`,
    );
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Invited, not yet accepted");
    await expect(row).toContainText(
      /Link valid until \w{3} \d+, \d{4}, \d+:\d\d [AP]M \(Egypt time\)/,
    );

    // Sent again: a new link; the first one stops working.
    const first = await mailTo(email, "choose your password");
    await row.getByRole("button", { name: `Send the invitation to ${email} again` }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Invitation sent again" }),
    ).toBeVisible();
    const second = await mailTo(email, "choose your password", 2);
    const linkOf = (mail: string) =>
      mail.match(/https?:\/\/[^/\s]+(\/admin\/invitation\/[a-z2-7]+\.[a-z2-7]+)/)?.[1] ?? "";
    expect(linkOf(first)).not.toBe("");
    expect(linkOf(second)).not.toBe(linkOf(first));
    expect(second).toContain("Rania has added you to the Kairos staff console as a moderator");

    // The new member, in a browser of their own.
    const own = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const invited = await own.newPage();
    await invited.goto(linkOf(first));
    await expect(invited.getByRole("alert")).toContainText("A newer invitation was sent");
    await invited.goto(linkOf(second));
    await expect(
      invited.getByRole("heading", { level: 1, name: "Choose your password" }),
    ).toBeVisible();
    await expect(invited.getByText("Welcome, Karim.")).toBeVisible();
    await expect(invited.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await expectNoAxeViolations(invited);
    await invited.getByRole("textbox", { name: "New password" }).fill("karims-own-secret");
    await invited.getByRole("textbox", { name: "Repeat the password" }).fill("karims-own-secret");
    await invited.getByRole("button", { name: "Set my password" }).click();
    // The result takes the form's place, and the focus.
    await expect(invited.locator(":focus")).toContainText("Your password is set.");
    await invited.getByRole("link", { name: "Sign in" }).click();
    await signIn(invited, { email, password: "karims-own-secret" });
    await expect(invited).toHaveURL(/\/admin\/dashboard$/);
    await expect(
      invited.getByRole("navigation", { name: "Admin" }).getByLabel("Role: moderator"),
    ).toBeVisible();
    // The link worked once.
    await invited.goto(linkOf(second));
    await expect(invited.getByRole("alert")).toContainText("This invitation has already been used");
    await own.close();

    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Active");
  });
});

test.describe("the console on a phone", { tag: "@mobile" }, () => {
  test("one menu button reaches the console's screens and the site's menu", async ({
    page,
    request,
  }) => {
    const staff = await createStaff(request, { firstName: "Hana" });
    await page.goto("/admin/login");
    await signIn(page, staff);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // The bar has one toggle: no sidebar button beside the hamburger, no sidebar above the page.
    const header = page.locator("header");
    await expect(header.getByRole("button", { name: /menu|sidebar/i })).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInViewport();

    // By keyboard: the menu takes the focus and Escape closes it.
    const toggle = header.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(
      true,
    );
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await toggle.click();
    const consoleNav = menu.getByRole("navigation", { name: "Admin" });
    await expect(consoleNav.getByRole("link", { name: /^Applications/ })).toBeVisible();
    await expect(consoleNav.getByLabel("Role: moderator")).toBeVisible();
    // What the site's menu offered here: its pages and contacts.
    const site = menu.getByRole("navigation", { name: "Site" });
    await expect(site.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about-us");
    await expect(site.getByRole("link", { name: "Request an Interpreter" })).toBeVisible();
    await expectNoAxeViolations(page);

    await consoleNav.getByRole("link", { name: /^Applications/ }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();

    // On a public page the site's own menu keeps the name button and Logout.
    await header.getByRole("button", { name: "Open menu" }).click();
    await menu
      .getByRole("navigation", { name: "Site" })
      .getByRole("link", { name: "Home" })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await header.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Hana" })).toBeVisible();
    await menu.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });
});
