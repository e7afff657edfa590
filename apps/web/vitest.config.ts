import { workspaceTestConfig } from "../../vitest.shared";

// Unit tests of the web app's pure parts (content data, helpers); the browser is Playwright's.
export default workspaceTestConfig(import.meta.dirname);
