import { test as base, type Response } from "@playwright/test";

// Every public page is in the HTML before its script runs (decision 0004), and a click on it before
// React has hydrated does nothing, as for a person on a slow phone. The tests act on the page
// once it answers: a navigation or a reload of the app waits for the app's first commit
// (`data-ready` on <html>, apps/web/src/early/take-over.ts), unless the test runs without scripts or
// asks for the page as soon as it arrives (`waitUntil: "commit"`).

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const ready = async (navigation: Promise<Response | null>) => {
        const response = await navigation;
        if (response?.headers()["content-type"]?.startsWith("text/html")) {
          await page.locator("html[data-ready]").waitFor({ state: "attached" });
        }
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = (url, options) =>
        options?.waitUntil === "commit" ? goto(url, options) : ready(goto(url, options));
      page.reload = (options) =>
        options?.waitUntil === "commit" ? reload(options) : ready(reload(options));
    }
    await use(page);
  },
});
