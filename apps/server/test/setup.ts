import { afterAll } from "vitest";
import { removeTempDirs } from "./helpers";

// Runs before every test file (also when files share a worker's modules): the file's temporary
// folders go once its tests are done.
afterAll(removeTempDirs);
