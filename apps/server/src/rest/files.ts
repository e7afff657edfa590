import { type ApiDeps, openStoredFile } from "@kairos/api";
import { Hono } from "hono";
import { z } from "zod";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { query, uuidId } from "../openapi/validate";
import { accessorOf, allow } from "./guards";

const downloadQuery = z.object({
  download: z
    .string()
    .optional()
    .meta({ description: "Any value: save the file rather than show it" }),
});

const FILE = {
  description: "The file's bytes, with its own content type",
  headers: {
    "Content-Disposition": {
      description: "`inline`, or `attachment` with `?download=1`",
      schema: { type: "string" as const },
    },
  },
  content: { "*/*": { schema: { type: "string" as const, format: "binary" } } },
};

/**
 * `GET /api/files/{id}`: uploaded files (payment screenshots, interpreter documents) for
 * signed-in staff, or an API key with the scope of the file's record; the session cookie lets an
 * `<img>` load them. Each opening is recorded in the staff access log first: when it cannot be,
 * the answer is 503 and no byte of the file. `?download=1` asks the
 * browser to save the file. The bytes are streamed from the storage (local folder or bucket) as
 * they arrive; the bucket is never exposed. Like every answer that needs a session, it is sent
 * `no-store` (security.ts).
 */
export function fileRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>().get(
    "/:id",
    describe({
      tag: "Applications",
      summary: "An uploaded file (a proof of payment, an interpreter's document)",
      content: FILE,
    }),
    // A proof of payment needs applications:read, an interpreter's document inboxes:read:
    // openStoredFile checks the scope of the file's record.
    allow("applications:read", "inboxes:read"),
    uuidId("File not found"),
    query(downloadQuery),
    async (c) => {
      // Recorded in the staff access log before a byte is sent (decision 0035); HEAD sends
      // none and is not recorded.
      const { file, stream, size } = await openStoredFile(
        deps,
        c.req.valid("param").id,
        accessorOf(c),
        c.req.method === "HEAD",
      );
      const disposition = c.req.valid("query").download ? "attachment" : "inline";
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
