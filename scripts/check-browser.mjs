// The first step of `npm test`: the browser tests come last, several minutes in, so a machine
// without Chromium is told at once, with how to get one, instead of failing there.
import { findChromium } from "../e2e/chromium.mjs";

const found = findChromium();
if (found.problem) {
  console.error(`${found.problem}: the end-to-end tests cannot run. Get one of:
  - Playwright's (where downloads are allowed):  npx playwright install chromium (--with-deps adds its system libraries)
  - Debian's:                                    apt-get install chromium-headless-shell
  - any Chromium you have:                       export PLAYWRIGHT_CHROMIUM_EXECUTABLE=/path/to/chrome`);
  process.exit(1);
}
console.log(`Browser tests run ${found.executablePath ?? "Playwright's own headless shell"}`);
