import {
  type ApiDeps,
  applicationsByEmail,
  changeNotes,
  changeStatus,
  checkUpload,
  deleteApplication,
  exportApplicationsCsv,
  exportFileName,
  getApplication,
  listApplications,
  PAYMENT_SCREENSHOT,
  resendApplicantLink,
  revokeApplicantLinks,
  submitApplication,
  validationError,
} from "@kairos/api";
import {
  APPLICANT_MESSAGES,
  applicationFiltersSchema,
  applicationSchema,
  emailField,
  notesChangeSchema,
  paginationQuery,
  statusChangeSchema,
} from "@kairos/shared";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { idempotent } from "../idempotency";
import type { SessionVariables } from "../session";
import { fail, ok, parseForm, parseJson, parseQuery } from "./envelope";
import { formGate } from "./form-gate";
import { actorOf, allow, requireAdmin, requireStaff, sessionOf } from "./guards";
import { tooLarge } from "./limits";
import { rowIdOf } from "./params";

const listQuery = paginationQuery(10, 100).extend(applicationFiltersSchema.shape);
const jsonLimit = bodyLimit({ maxSize: 32 * 1024, onError: tooLarge });

const applicationId = (raw: string) => rowIdOf(raw, "Application not found");

/** Says whether the applicant was e-mailed, so a REST caller need not read the flag. */
function statusChangeMessage(emailSent: boolean | null): string {
  if (emailSent === true) return "Application status updated; the applicant was e-mailed";
  if (emailSent === false)
    return "Application status updated, but the e-mail to the applicant could not be sent";
  return "Application status updated";
}

const LINK_NOT_MAILED =
  "The link could not be e-mailed now; it is queued and sent when mail works again";

/** The screenshot's limit plus room for the text fields. */
const APPLY_BODY_LIMIT = PAYMENT_SCREENSHOT.maxBytes + 256 * 1024;

/**
 * `/api/trainings`: the public `POST /apply` (multipart; arrays as JSON strings, plus
 * paymentScreenshot) and the staff calls of docs/requirements.md, application-and-admin §7.
 */
export function applicationRoutes(deps: ApiDeps, uploads: MiddlewareHandler) {
  const { db } = deps.database;
  // Every filter, the round of the path included, is checked before the first byte is sent.
  const exportCsv = (c: Context, round: string | undefined) => {
    const parsed = applicationFiltersSchema.safeParse({
      ...c.req.query(),
      ...(round === undefined ? {} : { round }),
    });
    if (!parsed.success) throw validationError(parsed.error);
    const filters = parsed.data;
    const stream = exportApplicationsCsv(db, filters, deps.mail.publicUrl);
    return c.body(stream, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(filters.round)}"`,
      "Cache-Control": "no-store",
    });
  };
  return (
    new Hono<{ Variables: SessionVariables }>()
      .get("/", allow("applications:read"), async (c) =>
        ok(c, await listApplications(db, parseQuery(c, listQuery))),
      )
      .get("/export", allow("applications:read"), (c) => exportCsv(c, undefined))
      .get("/export/:round", allow("applications:read"), (c) => exportCsv(c, c.req.param("round")))
      .get("/email/:email", allow("applications:read"), async (c) => {
        const email = emailField().safeParse(c.req.param("email"));
        if (!email.success) return fail(c, 400, "Please enter a valid email address");
        return ok(c, await applicationsByEmail(db, email.data));
      })
      .get("/:id", allow("applications:read"), async (c) =>
        ok(c, await getApplication(db, applicationId(c.req.param("id")))),
      )
      .patch("/:id/status", allow("applications:write"), jsonLimit, async (c) => {
        const change = await parseJson(c, statusChangeSchema);
        const result = await changeStatus(
          deps,
          applicationId(c.req.param("id")),
          change,
          actorOf(c),
        );
        return ok(c, result, 200, statusChangeMessage(result.emailSent));
      })
      .patch("/:id/notes", allow("applications:write"), jsonLimit, async (c) => {
        const { notes } = await parseJson(c, notesChangeSchema);
        const result = await changeNotes(db, applicationId(c.req.param("id")), notes, actorOf(c));
        return ok(c, result, 200, "Notes saved");
      })
      // The applicant's personal links (issue 21): mail a new one, or revoke them all.
      .post("/:id/link", requireStaff, async (c) => {
        const id = applicationId(c.req.param("id"));
        const sent = await resendApplicantLink(deps, id, sessionOf(c).user);
        return ok(c, sent, 200, sent.emailSent ? APPLICANT_MESSAGES.linkSent : LINK_NOT_MAILED);
      })
      .delete("/:id/link", requireStaff, async (c) => {
        const id = applicationId(c.req.param("id"));
        const done = await revokeApplicantLinks(db, id, sessionOf(c).user);
        return ok(c, done, 200, APPLICANT_MESSAGES.linksRevoked);
      })
      .delete("/:id", requireAdmin, async (c) =>
        ok(
          c,
          await deleteApplication(deps, applicationId(c.req.param("id")), sessionOf(c).user),
          200,
          "Application deleted",
        ),
      )
      .post(
        "/apply",
        formGate(deps, "application", {
          multipart: "Send the application as multipart/form-data",
        }),
        bodyLimit({
          maxSize: APPLY_BODY_LIMIT,
          onError: (c) => fail(c, 413, PAYMENT_SCREENSHOT.tooLarge),
        }),
        uploads,
        idempotent(deps, "trainings.apply"),
        async (c) => {
          const body = await parseForm(c);
          const { paymentScreenshot, ...fields } = body;
          const parsed = applicationSchema.safeParse(fields);
          if (!parsed.success) throw validationError(parsed.error);
          const file = paymentScreenshot instanceof File ? paymentScreenshot : undefined;
          const screenshot = await checkUpload(file, PAYMENT_SCREENSHOT);
          const result = await submitApplication(deps, parsed.data, screenshot, {
            ip: c.get("auth").ip,
          });
          return ok(c, result, 201, result.message);
        },
      )
  );
}
