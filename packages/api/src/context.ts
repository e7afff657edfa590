import type { Database } from "@kairos/db";
import type { Logger } from "./logger";

/** What every service and procedure may use; built once per process. */
export interface ApiDeps {
  database: Database;
  logger: Logger;
}

/** The per-request tRPC context. */
export interface Context {
  deps: ApiDeps;
}
