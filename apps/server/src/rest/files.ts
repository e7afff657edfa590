import { type ApiDeps, openStoredFile } from "@kairos/api";
import { Hono } from "hono";
import { z } from "zod";
import type { SessionVariables } from "../session";
import { fail } from "./envelope";
import { allow } from "./guards";

/**
 * `GET /api/files/{id}`: uploaded files (payment screenshots, interpreter documents) for
 * signed-in staff only; the session cookie lets an `<img>` load them. `?download=1` asks the
 * browser to save the file. The bytes are streamed from the storage (local folder or bucket) as
 * they arrive; the bucket is never exposed. Like every answer that needs a session, it is sent
 * `no-store` (security.ts).
 */
export function fileRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>().get(
    "/:id",
    allow("applications:read"),
    async (c) => {
      const id = z.uuid().safeParse(c.req.param("id"));
      if (!id.success) return fail(c, 404, "File not found");
      const { file, stream, size } = await openStoredFile(deps, id.data);
      const disposition = c.req.query("download") ? "attachment" : "inline";
      const headers = {
        "Content-Type": file.contentType,
        "Content-Length": String(size),
        "Content-Disposition": `${disposition}; filename="${file.originalName.replace(/[^\w.-]/g, "_")}"`,
        "X-Content-Type-Options": "nosniff",
      };
      // HEAD is answered by this route with GET's headers and no body: the stream is let go.
      if (c.req.method === "HEAD") {
        await stream.cancel();
        return c.body(null, 200, headers);
      }
      return c.body(stream, 200, headers);
    },
  );
}
