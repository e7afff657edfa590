import { mergeConfig } from "vitest/config";
import { workspaceTestConfig } from "../../vitest.shared";

// Unit tests of the web app's pure parts (content data, helpers); the browser is Playwright's.
// `@/…` is src/, as in tsconfig.json and vite.config.ts.
export default mergeConfig(workspaceTestConfig(import.meta.dirname, { pure: true }), {
  resolve: { alias: { "@/": `${import.meta.dirname}/src/` } },
});
