// Benchmark: Lighthouse's performance on one route (`/` unless named) for this build and another one, run alternately
// (decision 0004's budget). On this shared 2-core machine one route's TBT moves by 100 ms or more
// between minutes; alternating the two builds run for run exposes both to the same moments, so
// that their medians compare a change, not the machine's load.
//   npm run build                                  # this build, apps/web/dist
//   (build the other commit's web app; copy its apps/web/dist aside, e.g. to /tmp/base-dist)
//   BENCH_BASELINE_DIST=/tmp/base-dist npm run bench:web:compare [-- /register]
//   BENCH_WEB_RUNS (8 per build), BENCH_PORT (4314; the baseline on the next port),
//   BENCH_CHROMIUM (/usr/bin/chromium)
// Output: each build's median TBT and performance score with every run's figures, and
// bench/results/web-compare.json (web-compare-<route>.json for another route than `/`).
// Lighthouse runs with the performance category only.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { launchChromium, warmUp } from "./lib/lighthouse.mjs";
import { machineLoad, resultsDir, root, startProductionServer } from "./lib/server.mjs";

const BASELINE = process.env.BENCH_BASELINE_DIST;
if (!BASELINE) {
  console.error("Set BENCH_BASELINE_DIST to the other build's apps/web/dist.");
  process.exit(2);
}
const ROUTE = process.argv.slice(2).find((arg) => arg.startsWith("/")) ?? "/";
const PORT = Number(process.env.BENCH_PORT ?? 4314);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 8);
const builds = [
  { name: "this build", dist: join(root, "apps/web/dist"), port: PORT, runs: [] },
  { name: "baseline", dist: BASELINE, port: PORT + 1, runs: [] },
];

const loadBefore = machineLoad();
const servers = [];
let chrome;
let failed = false;
try {
  for (const build of builds) {
    servers.push(
      await startProductionServer({ port: build.port, extraEnv: { WEB_DIST: build.dist } }),
    );
    await warmUp(`http://127.0.0.1:${build.port}`, [ROUTE]);
  }
  chrome = await launchChromium();
  for (let i = 0; i < RUNS; i++) {
    // Each build goes first in every other round.
    for (const build of i % 2 ? [...builds].reverse() : builds) {
      const result = await lighthouse(`http://127.0.0.1:${build.port}${ROUTE}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      const lhr = result?.lhr;
      const tbt = lhr?.audits["total-blocking-time"].numericValue;
      build.runs.push(
        lhr && !lhr.runtimeError && Number.isFinite(tbt)
          ? {
              performance: Math.round(lhr.categories.performance.score * 100),
              tbtMs: Math.round(tbt),
            }
          : { invalid: lhr?.runtimeError?.code ?? "no result" },
      );
    }
  }
  const summary = {
    date: new Date().toISOString(),
    command: "BENCH_BASELINE_DIST=… npm run bench:web:compare",
    route: ROUTE,
    preset: "mobile (default form factor, simulated throttling), performance category only",
    loadAverageBefore: loadBefore,
    loadAverageAfter: machineLoad(),
    builds: builds.map(({ name, dist, runs }) => {
      const valid = runs.filter((run) => !run.invalid);
      return {
        name,
        dist,
        medianTbtMs: median(valid.map((run) => run.tbtMs)),
        medianPerformance: median(valid.map((run) => run.performance)),
        runs,
      };
    }),
  };
  const file = ROUTE === "/" ? "web-compare.json" : `web-compare-${ROUTE.slice(1)}.json`;
  writeFileSync(join(resultsDir, file), `${JSON.stringify(summary, null, 2)}\n`);
  for (const build of summary.builds) {
    console.log(
      `${build.name}: median TBT ${build.medianTbtMs} ms, median performance ${build.medianPerformance}; runs (performance / TBT ms): ${build.runs.map((run) => (run.invalid ? `invalid (${run.invalid})` : `${run.performance} / ${run.tbtMs}`)).join(", ")}`,
    );
  }
  console.log(
    `Load average before: ${loadBefore.join(" / ")}, after: ${summary.loadAverageAfter.join(" / ")}`,
  );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  chrome?.kill();
  for (const server of servers) await server.stop();
}
process.exitCode = failed ? 1 : 0;

function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}
