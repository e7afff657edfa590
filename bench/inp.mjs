// Benchmark: Interaction to Next Paint of each step's button of the training application
// (decision 0004: at most 200 ms at 4× CPU slowdown). Builds nothing: run `npm run build`
// first. Starts the production server on the embedded database and walks /register in
// Playwright's Chromium (Debian's, as the tests use) at a phone's width with the CPU slowed
// four times, reading each press's Event Timing entries (the longest entry of the press's
// interaction is its INP, as the web-vitals library counts it). Several walks: the median and
// the worst per step.
//   npm run build && npm run bench:inp
//   BENCH_PORT (4316), BENCH_CHROMIUM (/usr/bin/chromium-headless-shell), BENCH_INP_RUNS (3)
// Output: a table per step, bench/results/inp.json. Non-zero exit when a walk fails.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright";
import { machineLoad, resultsDir, startProductionServer } from "./lib/server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 4316);
const RUNS = Number(process.env.BENCH_INP_RUNS ?? 3);
const CHROMIUM = process.env.BENCH_CHROMIUM ?? "/usr/bin/chromium-headless-shell";
// A 1×1 PNG: the payment step's screenshot.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const STEPS = [
  "Next (course)",
  "Next (contact)",
  "Next (background)",
  "Next (how you heard)",
  "Proceed to Payment",
  "Schedule Assessment",
  "Complete Application",
];

/** Event Timing entries of presses, kept by the page from its start. */
function observeInteractions() {
  window.interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        window.interactions.push({
          id: entry.interactionId,
          name: entry.name,
          duration: entry.duration,
        });
      }
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/** The INP of the latest press: the longest entry of its interaction. */
async function lastPress(page) {
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const presses = window.interactions.filter(
      (e) => e.name === "pointerup" || e.name === "click" || e.name === "pointerdown",
    );
    const last = presses.at(-1)?.id;
    return Math.max(0, ...window.interactions.filter((e) => e.id === last).map((e) => e.duration));
  });
}

async function walk(browser, origin, run) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.route("**/api/geo", (route) =>
    route.fulfill({
      json: {
        success: true,
        data: { country: "United States", countryCode: "US", city: "Unknown", ip: "1.2.3.4" },
      },
    }),
  );
  await page.addInitScript(observeInteractions);
  const cdp = await context.newCDPSession(page);
  await page.goto(`${origin}/register`);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const next = (name = "Next") => page.getByRole("button", { name, exact: true });
  const press = async (name) => {
    await next(name).click();
    return lastPress(page);
  };
  const inp = [];
  // 1: the course is chosen for the applicant; the language.
  const language = page.getByRole("combobox", { name: "Second Language" });
  await language.click();
  await language.fill("Arab");
  await page.getByRole("option", { name: "Arabic", exact: true }).click();
  inp.push(await press());
  // 2: contact details.
  await page.getByRole("textbox", { name: "Full Name" }).fill("Bench Applicant");
  await page.getByRole("textbox", { name: "Phone Number" }).pressSequentially("2125550123");
  await page.getByRole("combobox", { name: "City *", exact: true }).click();
  await page.getByPlaceholder("Search city...").fill("New York City");
  await page.getByRole("option", { name: "New York City", exact: true }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(`inp-${Date.now()}-${run}@bench.example`);
  inp.push(await press());
  // 3, 4: background, how you heard.
  await page.getByRole("radio", { name: "Student" }).check();
  await page.getByRole("checkbox", { name: "Want to earn extra income" }).check();
  inp.push(await press());
  await page.getByRole("radio", { name: "Facebook" }).check();
  inp.push(await press());
  // 5, 6: plan, payment.
  await page.getByRole("radio", { name: /Full Payment/ }).check();
  inp.push(await press("Proceed to Payment"));
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "payment.png", mimeType: "image/png", buffer: PNG });
  await page.getByTestId("screenshot-name").waitFor();
  inp.push(await press("Schedule Assessment"));
  // 7: the first free date and slot; the press submits.
  await page
    .getByRole("button", { name: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ })
    .first()
    .click();
  await page
    .locator("label", { hasText: /^\d{1,2}:\d{2} [AP]M$/ })
    .first()
    .click();
  inp.push(await press("Complete Application"));
  await context.close();
  return inp.map(Math.round);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const loadBefore = machineLoad();
let server;
let browser;
let failed = false;
try {
  // Every walk books a demo slot: the demo slots must outnumber the walks.
  server = await startProductionServer({ port: PORT });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  const walks = [];
  for (let run = 0; run < RUNS; run++)
    walks.push(await walk(browser, `http://127.0.0.1:${PORT}`, run));
  const steps = STEPS.map((step, i) => {
    const values = walks.map((w) => w[i]);
    return { step, medianMs: median(values), worstMs: Math.max(...values), runsMs: values };
  });
  const summary = {
    date: new Date().toISOString(),
    command: "npm run bench:inp",
    viewport: "412 × 823",
    cpuSlowdown: 4,
    runs: RUNS,
    loadAverageBefore: loadBefore,
    loadAverageAfter: machineLoad(),
    targetMs: 200,
    steps,
  };
  writeFileSync(join(resultsDir, "inp.json"), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`Load average before: ${loadBefore.join(" / ")}`);
  console.log("| press | INP median | worst | every walk |\n|---|---|---|---|");
  for (const s of steps) {
    console.log(`| ${s.step} | ${s.medianMs} ms | ${s.worstMs} ms | ${s.runsMs.join(", ")} ms |`);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser?.close();
  await server?.stop();
}
process.exitCode = failed ? 1 : 0;
