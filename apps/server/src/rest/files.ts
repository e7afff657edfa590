import { type ApiDeps, readStoredFile } from "@kairos/api";
import { Hono } from "hono";
import { z } from "zod";
import type { SessionVariables } from "../session";
import { fail } from "./envelope";
import { requireStaff } from "./guards";

/**
 * `GET /api/files/{id}`: uploaded files (payment screenshots) for signed-in staff only; the
 * session cookie lets an `<img>` load them. `?download=1` asks the browser to save the file.
 * Like every answer that needs a session, it is sent `no-store` (security.ts).
 */
export function fileRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>().get("/:id", requireStaff, async (c) => {
    const id = z.uuid().safeParse(c.req.param("id"));
    if (!id.success) return fail(c, 404, "File not found");
    const { file, bytes } = await readStoredFile(deps, id.data);
    const disposition = c.req.query("download") ? "attachment" : "inline";
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `${disposition}; filename="${file.originalName.replace(/[^\w.-]/g, "_")}"`,
      "X-Content-Type-Options": "nosniff",
    });
  });
}
