import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { listening } from "./own-server";
import { dayFromToday } from "./rounds";
import { LOCAL_ADMIN, openConsoleAs } from "./staff";
import { collectErrors } from "./support";

// A production start without demo data (GAP-27), on a server of its own started here (the
// suite's server is a demo): /register says that applications open soon, keeps a "tell me
// when" address, and the apply route refuses; once an admin has completed the go-live
// checklist's public items, /register shows the form and the address is mailed. And the demo
// says on every public page that it is one (GAP-28), which a production start never does.

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

interface Production {
  url: string;
  dataDir: string;
  child: ChildProcess;
}

/** The servers being stopped by the test itself. */
const stopping = new WeakSet<ChildProcess>();

/** The built server on a free port with SEED_DEMO=0 and a fresh embedded database. */
async function startProduction(): Promise<Production> {
  const dataDir = mkdtempSync(join(tmpdir(), "kairos-e2e-production-"));
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, "../../apps/server/dist/index.js")],
    {
      env: {
        ...process.env,
        PORT: "0",
        DATA_DIR: dataDir,
        SEED_DEMO: "0",
        LOG_LEVEL: "info",
        REMINDERS: "off",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const url = await listening(child);
  // Were it to stop before the test ends, the failure says how.
  child.once("exit", (code, signal) => {
    if (!stopping.has(child)) console.error(`the production server exited: ${code ?? signal}`);
  });
  return { url, dataDir, child };
}

/** The mails to `to` in the production server's outbox. */
const mailsTo = (dataDir: string, to: string) => {
  const dir = join(dataDir, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
  } catch {
    // No mail yet.
  }
  return files
    .map((f) => readFileSync(join(dir, f), "utf8").replace(/\r?\n[ \t]+/g, " "))
    .filter((mail) => /^To: (.*)$/m.exec(mail)?.[1]?.includes(to));
};

/** The files under the server's uploads folder (the folder itself is made at start). */
const storedFiles = (dataDir: string) =>
  readdirSync(join(dataDir, "uploads"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

const apply = (api: APIRequestContext, email: string) =>
  api.post("/api/trainings/apply", {
    multipart: {
      trainingCourse: "round-3",
      secondLanguage: "Arabic",
      fullName: "Layla Hassan",
      countryCode: "EG",
      phoneNumber: "+201001234567",
      email,
      selectedCountry: "Egypt",
      selectedCity: "Cairo",
      occupation: "student",
      interests: JSON.stringify(["Want to earn extra income"]),
      hearAbout: "facebook",
      paymentPlan: "full-payment",
      jobReferrals: "yes",
      paymentScreenshot: { name: "pay.png", mimeType: "image/png", buffer: PNG },
    },
  });

test.describe("a production start without demo data", { tag: "@desktop" }, () => {
  let production: Production;
  let api: APIRequestContext;

  test.beforeAll(async () => {
    production = await startProduction();
    api = await playwrightRequest.newContext({ baseURL: production.url });
  });
  test.afterAll(async () => {
    await api?.dispose();
    if (production) {
      const { child } = production;
      if (child.exitCode === null && child.signalCode === null) {
        stopping.add(child);
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(production.dataDir, { recursive: true, force: true });
    }
  });

  test("/register opens soon, keeps an address and refuses applications until the checklist is done", async ({
    page,
    browser,
  }) => {
    // The checklist below, the console and two page views: a long flow by nature.
    test.slow();
    const errors = collectErrors(page);
    // The page as the server sends it, before any script: the notice, not the form.
    const html = await (await api.get("/register")).text();
    expect(html).toContain("Applications open soon");
    expect(html).toContain("Tell me when");
    expect(html).not.toContain("Step 1 of 7");
    expect(html).not.toContain("Demo site");

    // Sent before any script runs (a slow phone), the form still keeps the address: the server
    // takes the browser's own POST and sends the visitor back, and the page then says so.
    const scriptless = await browser.newContext({ javaScriptEnabled: false });
    const early = await scriptless.newPage();
    await early.goto(`${production.url}/register`);
    await early.getByRole("textbox", { name: "Email" }).fill("nour@example.com");
    await early.getByRole("button", { name: "Tell me when" }).click();
    await expect(early).toHaveURL(`${production.url}/register?waitlist=joined`);
    await scriptless.close();
    await page.goto(`${production.url}/register?waitlist=joined`);
    await expect(page.getByRole("status")).toHaveText(
      "Thank you. We will e-mail you once, as soon as applications open.",
    );
    await expect(page).toHaveURL(`${production.url}/register`);

    await page.goto(`${production.url}/register`);
    const notice = page.getByRole("region", { name: "Applications open soon" });
    await expect(notice).toContainText("we will write to you once");
    await expect(page.getByRole("note", { name: "Demo site" })).toHaveCount(0);
    await expect(page.getByTestId("step-indicator")).toHaveCount(0);
    await expectNoAxeViolations(page, { include: "main" });

    // The shared schema's message at the field, then the address kept.
    const email = notice.getByRole("textbox", { name: "Email" });
    await email.fill("not-an-email");
    await notice.getByRole("button", { name: "Tell me when" }).click();
    await expect(notice.getByText("Please enter a valid email address")).toBeVisible();
    await expect(email).toBeFocused();
    await email.fill("amal@example.com");
    await notice.getByRole("button", { name: "Tell me when" }).click();
    const joined = notice.getByRole("status");
    await expect(joined).toHaveText(
      "Thank you. We will e-mail you once, as soon as applications open.",
    );
    await expect(joined).toBeFocused();

    // The apply route refuses, with the reason, and keeps nothing.
    const refused = await apply(api, "early@example.com");
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Applications are not open yet\./,
    );
    expect(storedFiles(production.dataDir)).toEqual([]);

    // The first admin's dashboard says why, and lists the address.
    await openConsoleAs(page, LOCAL_ADMIN, `${production.url}/admin/dashboard`);
    await expect(page.getByTestId("registration-state")).toContainText("Registration is closed");
    const list = page.getByRole("region", { name: '"Tell me when" list' });
    await expect(list.getByRole("row", { name: /amal@example\.com/ })).toContainText("Waiting");
    await expect(list.getByRole("row", { name: /nour@example\.com/ })).toContainText("Waiting");

    // The checklist's public items, done as an admin does them (over REST here, for speed).
    const login = await api.post("/api/auth/login", { data: LOCAL_ADMIN });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const headers = { Authorization: `Bearer ${token}` };
    const round = await api.patch("/api/rounds/round-3", {
      headers,
      data: {
        name: "Round 3",
        startDate: dayFromToday(30),
        endDate: dayFromToday(82),
        schedule: "Saturdays 4:00-6:30 PM EST and Tuesdays 5:00-7:30 PM EST",
        status: "open",
      },
    });
    expect(round.status()).toBe(200);
    const settings = await api.get("/api/settings", { headers });
    const current = ((await settings.json()) as { data: { settings: object } }).data.settings;
    const saved = await api.put("/api/settings", {
      headers,
      data: {
        ...current,
        instantPaymentDetails: "Send the amount to the wallet 0100 000 0000 (Kairos Training).",
        internationalPaymentUrl: "https://pay.example/kairos",
      },
    });
    expect(saved.status()).toBe(200);
    const slot = await api.post("/api/assessments/slots", {
      headers,
      data: {
        mode: "single",
        roundId: "round-3",
        date: dayFromToday(7),
        time: "10:00",
        capacity: 3,
      },
    });
    expect(slot.status()).toBe(201);

    await page.reload();
    await expect(page.getByTestId("registration-state")).toContainText(
      "Registration is open: /register takes applications.",
    );
    // Mailed once, at once.
    await expect.poll(() => mailsTo(production.dataDir, "amal@example.com").length).toBe(1);
    expect(mailsTo(production.dataDir, "amal@example.com")[0]).toContain(
      "Subject: Applications are open: medical interpreter training",
    );
    await page.reload();
    await expect(list.getByRole("row", { name: /amal@example\.com/ })).not.toContainText("Waiting");

    // /register now shows the form, with the round ahead as the next cohort.
    await page.goto(`${production.url}/register`);
    await expect(page.getByTestId("step-indicator")).toHaveText("Step 1 of 7");
    await expect(page.getByRole("radio", { name: "Round 3 (Next Cohort)" })).toBeChecked();
    await expect(page.getByRole("heading", { name: "Applications open soon" })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe("the demo", { tag: "@desktop" }, () => {
  // Not in the staff console: go-live.spec.ts checks the dashboard.
  test("says on every public page that it is one, with example payment details", async ({
    page,
    request,
  }) => {
    for (const path of ["/", "/medical-training", "/register", "/contact-us", "/application"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain("Demo site.");
    }
    await page.goto("/register");
    const note = page.getByRole("note", { name: "Demo site" });
    await expect(note).toContainText("payment details are examples");
    // Under the top bar, before the page's heading.
    const noteBox = await note.boundingBox();
    const headingBox = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(noteBox && headingBox && noteBox.y < headingBox.y).toBe(true);
    // The demo takes applications with its example details: the form, not the notice.
    await expect(page.getByTestId("step-indicator")).toHaveText("Step 1 of 7");
  });
});
