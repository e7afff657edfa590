import { ACCESS_ACTIONS, ACCESS_SUBJECTS } from "@kairos/shared";
import { z } from "zod";
import { dateTime, page, text } from "./common";

// The staff access log's answers (decision 0035).

export const accessLogEntry = z
  .object({
    id: z.int(),
    at: dateTime,
    userId: z.uuid().nullable().meta({ description: "The staff member (null once removed)" }),
    userEmail: text.meta({ description: "The staff member's sign-in e-mail" }),
    apiKeyId: text.meta({ description: "The API key the access came through, if any" }),
    apiKeyName: text,
    action: z.enum(ACCESS_ACTIONS),
    subject: z
      .enum(ACCESS_SUBJECTS)
      .meta({ description: "The kind of file opened, or the export downloaded" }),
    fileId: z.uuid().nullable(),
    applicationId: z.int().nullable().meta({ description: "The application the file is of" }),
    registrationId: z
      .int()
      .nullable()
      .meta({ description: "The interpreter registration the document is of" }),
    filters: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: "An export's filters, as given" }),
    requestId: text,
    ip: text.meta({ description: "The client's address (behind a proxy, as TRUST_PROXY says)" }),
  })
  .meta({ id: "AccessLogEntry" });

export const accessLogPage = page("rows", accessLogEntry).meta({ id: "AccessLogPage" });

export const CSV = {
  description: "The access log as CSV (UTF-8 with a byte order mark), streamed",
  content: { "text/csv": { schema: { type: "string" } } },
} as const;
