import { prepareTestDatabases } from "./testing";

// vitest's global setup of the workspaces whose tests open databases (vitest.shared.ts): the
// migrations run here, once, before any test file starts and outside every hook's timeout.
export default async function setup() {
  await prepareTestDatabases();
}
