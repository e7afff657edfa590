// Which Chromium the end-to-end tests run, shared by playwright.config.ts and the browser check
// that starts `npm test` (scripts/check-browser.mjs), so that both always agree:
//   1. PLAYWRIGHT_CHROMIUM_EXECUTABLE, when set;
//   2. Debian's headless shell, or Debian's chromium, found on PATH: the build Playwright runs
//      headless, at about half the CPU of the full browser (docs/decisions/0002);
//   3. Playwright's own headless shell (`npx playwright install chromium`), where it keeps its
//      downloads (PLAYWRIGHT_BROWSERS_PATH, else its cache folder).
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { delimiter, dirname, isAbsolute, join } from "node:path";

const DEBIAN_NAMES = ["chromium-headless-shell", "chromium"];

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function onPath(name, env) {
  for (const dir of (env.PATH ?? "").split(delimiter).filter(Boolean)) {
    const path = join(dir, name);
    if (isExecutable(path)) return path;
  }
  return undefined;
}

/** Playwright's browsers folder, as Playwright computes it. */
function playwrightBrowsersDir(env, packageRoot) {
  const set = env.PLAYWRIGHT_BROWSERS_PATH;
  if (set === "0") return join(packageRoot, ".local-browsers");
  if (set) return isAbsolute(set) ? set : join(env.INIT_CWD || process.cwd(), set);
  const cache =
    process.platform === "darwin"
      ? join(homedir(), "Library", "Caches")
      : process.platform === "win32"
        ? env.LOCALAPPDATA || join(homedir(), "AppData", "Local")
        : env.XDG_CACHE_HOME || join(homedir(), ".cache");
  return join(cache, "ms-playwright");
}

/** Whether the headless shell of the installed Playwright has been downloaded. */
function playwrightShellInstalled(env) {
  let packageRoot;
  try {
    const require = createRequire(import.meta.url);
    packageRoot = dirname(require.resolve("playwright-core/package.json"));
  } catch {
    return false; // Playwright itself is not installed (npm ci first)
  }
  const browsers = JSON.parse(readFileSync(join(packageRoot, "browsers.json"), "utf8")).browsers;
  const shell = browsers.find((b) => b.name === "chromium-headless-shell");
  if (!shell) return false;
  const dir = join(
    playwrightBrowsersDir(env, packageRoot),
    `chromium_headless_shell-${shell.revision}`,
  );
  // Playwright writes this marker once a download is complete.
  return existsSync(join(dir, "INSTALLATION_COMPLETE"));
}

/**
 * The browser the tests will launch: `{ executablePath, source }`, where an undefined
 * executablePath means Playwright's own download; or `{ problem }` when there is none.
 */
export function findChromium(env = process.env) {
  const chosen = env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (chosen) {
    return isExecutable(chosen)
      ? { executablePath: chosen, source: "PLAYWRIGHT_CHROMIUM_EXECUTABLE" }
      : { problem: `PLAYWRIGHT_CHROMIUM_EXECUTABLE=${chosen} is not an executable file` };
  }
  for (const name of DEBIAN_NAMES) {
    const path = onPath(name, env);
    if (path) return { executablePath: path, source: name };
  }
  if (playwrightShellInstalled(env)) return { executablePath: undefined, source: "Playwright" };
  return { problem: "No Chromium for the browser tests" };
}
