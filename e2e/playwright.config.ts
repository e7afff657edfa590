import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { findChromium } from "./chromium.mjs";

// End-to-end tests against the production build: the Hono server (apps/server/dist) serving the
// built web app (apps/web/dist) on an embedded database in a fresh temporary directory.
// Build first: `npm run build -w @kairos/web && npm run build -w @kairos/server`.

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
// The SMTP server the site mails through (smtp-catcher.mjs), beside the site's port.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);

// The config is evaluated by the runner and again by every worker; only the runner creates (and
// later removes) the data directory, the workers inherit its path through the environment.
function createDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "kairos-e2e-"));
  process.env.E2E_DATA_DIR = dir;
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
const dataDir = process.env.E2E_DATA_DIR || createDataDir();

// PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Debian's headless shell, else Playwright's own: the
// choice `npm test` checks before its long run (chromium.mjs).
const { executablePath } = findChromium();

const CI = !!process.env.CI;

/** Specs that change site-wide settings (see `projects`). */
const SITE_WIDE =
  /(admin-settings|prerender-settings|round-deadline|rounds-warning|early-bird)\.spec\.ts$/;

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  forbidOnly: CI,
  // No retries: a test that passes only on a second try is broken (decision 0002).
  retries: 0,
  // Two browsers at once (decision 0042): 259 s against 337 s for one on the same 54 tests.
  // E2E_WORKERS sets another number (1 to watch one test at a time).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Hang guards, not speed targets: a test waits for states, and on a machine busy with two
  // browsers a page can take longer than Playwright's defaults (30 s a test, 5 s a state).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // The JSON report feeds the closing line of `npm test` (scripts/test-summary.mjs).
  reporter: [["list"], ["json", { outputFile: "../test-results/playwright.json" }]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
    // Recording every test costs about a fifth of the run (107 s against 130 s on 38 tests): a
    // failed test leaves its error and the page's accessibility snapshot (error-context.md).
    trace: "off",
    // The app honours the visitor's reduced-motion setting (theme.ts): tests wait on content,
    // not on transitions.
    reducedMotion: "reduce",
  },
  // Tests tagged @desktop run only in the desktop project, @mobile only in the mobile one;
  // untagged tests run in both. Specs that change what every page shows (Settings: the announced
  // cohort) run in the last project, once the others are done, so that no parallel spec sees
  // their temporary values.
  projects: [
    {
      name: "desktop",
      grepInvert: /@mobile/,
      testIgnore: SITE_WIDE,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      grepInvert: /@desktop/,
      testIgnore: SITE_WIDE,
      use: { viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: false },
    },
    {
      name: "site-wide",
      testMatch: SITE_WIDE,
      dependencies: ["desktop", "mobile"],
      // One at a time: two of them would change the settings the other reads.
      workers: 1,
      grepInvert: /@mobile/,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // Mail goes through SMTP, as in production: the catcher writes each mail to the folder the
      // tests read ($DATA_DIR/outbox, tests/outbox.ts).
      command: "node smtp-catcher.mjs",
      cwd: import.meta.dirname,
      port: smtpPort,
      env: { SMTP_CATCHER_PORT: String(smtpPort), SMTP_CATCHER_DIR: join(dataDir, "outbox") },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: "node ../apps/server/dist/index.js",
      cwd: import.meta.dirname,
      url: `${baseURL}/api/health`,
      // Many applicants share 127.0.0.1 in the tests, some with one e-mail and some corrected
      // on purpose: the form limits are raised, and so is the page-view events' (120 a minute
      // per address: two workers' browsers pass it, and a page then logs a refused event). The
      // assessment mail jobs stay off: they would mail the demo slots' bookers at random moments.
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        FORM_RATE_LIMIT: "1000",
        FORM_EMAIL_RATE_LIMIT: "1000",
        FORM_REFUSAL_LIMIT: "1000",
        EVENT_RATE_LIMIT: "100000",
        REMINDERS: "off",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
  ],
});
