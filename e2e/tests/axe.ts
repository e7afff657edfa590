import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// The accessibility check of the specs: axe-core's WCAG 2.x A and AA rules.

/**
 * Lets CSS transitions (a menu's slide-in, fades) finish, so that axe sees the final colours. A
 * spinner turns without end: waiting for every animation also waits until nothing is loading,
 * unless `spinners` is false.
 */
export async function untilAnimationsEnd(page: Page, { spinners = true } = {}) {
  await page.waitForFunction(
    (waitForSpinners) =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            (!waitForSpinners &&
              animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
        ),
    spinners,
  );
}

/**
 * No axe violation on the page, or within `include` (selectors: a dialog and the dropdown it
 * opens in a portal, say); a failure names each node. The scan waits until nothing is loading,
 * unless `loading` asks for what shows while something loads.
 */
export async function expectNoAxeViolations(
  page: Page,
  { include = [], loading = false }: { include?: string | string[]; loading?: boolean } = {},
) {
  await untilAnimationsEnd(page, { spinners: !loading });
  const builder = new AxeBuilder({ page });
  for (const selector of [include].flat()) builder.include(selector);
  const { violations } = await builder.analyze();
  const report = violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => `    - ${n.target.join(" ")}: ${n.failureSummary?.replace(/\n/g, " ")}`)
        .join("\n");
      return `[${v.impact}] ${v.id}: ${v.help}\n${nodes}`;
    })
    .join("\n");
  expect(
    violations.map((v) => v.id),
    `axe violations:\n${report}`,
  ).toEqual([]);
}
