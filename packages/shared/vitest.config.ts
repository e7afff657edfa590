import { workspaceTestConfig } from "../../vitest.shared";

export default workspaceTestConfig(import.meta.dirname, { pure: true });
