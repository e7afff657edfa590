import { type ApiDeps, accessLogFileName, exportAccessLogCsv, listAccessLog } from "@kairos/api";
import { accessLogFiltersSchema, accessLogListSchema } from "@kairos/shared";
import { Hono } from "hono";
import { ok } from "../http/envelope";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { query } from "../openapi/validate";
import * as answers from "./answers/access-log";
import { accessorOf, allowAdmin } from "./guards";

const tag = "Access log";

/**
 * `/api/access-log`: the staff access log (decision 0035), who opened which uploaded file and
 * who downloaded which export, for admins and API keys with `audit:read`; its CSV export is
 * itself recorded in the log before its first byte.
 */
export function accessLogRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .get(
      "/",
      describe({
        tag,
        summary: "List the staff access log",
        description:
          "Newest first, a page at a time: each opening of an uploaded file (a proof of payment, an interpreter's CV or certificate) and each export downloaded, with who (the staff member, or the admin an API key acts for, and the key), when, what, the record it belongs to, the request's id and the client's address. Filtered by staff member (`userId`), action and Egypt days (`from`, `to`, both included).",
        data: answers.accessLogPage,
        errors: [400],
      }),
      allowAdmin("audit:read"),
      query(accessLogListSchema),
      async (c) => ok(c, await listAccessLog(db, c.req.valid("query"))),
    )
    .get(
      "/export",
      describe({
        tag,
        summary: "Export the staff access log as CSV",
        description:
          "Every entry matching the filters, newest first. The export is recorded in the log before it starts: 503 and nothing sent when it cannot be.",
        content: answers.CSV,
        errors: [400],
      }),
      allowAdmin("audit:read"),
      query(accessLogFiltersSchema),
      async (c) => {
        const stream = await exportAccessLogCsv(db, c.req.valid("query"), accessorOf(c));
        return c.body(stream, 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${accessLogFileName()}"`,
          "Cache-Control": "no-store",
        });
      },
    );
}
