import {
  type ApiDeps,
  applicationsByEmail,
  changeNotes,
  changeStatus,
  changeStatuses,
  checkUpload,
  deleteApplication,
  exportApplicationsCsv,
  exportFileName,
  getApplication,
  holdRecord,
  listApplications,
  PAYMENT_SCREENSHOT,
  recordWithdrawal,
  refuseWhileRegistrationClosed,
  resendApplicantLink,
  revokeApplicantLinks,
  submitApplication,
} from "@kairos/api";
import {
  APPLICANT_MESSAGES,
  applicationFiltersSchema,
  applicationSchema,
  bulkStatusChangeSchema,
  bulkStatusSummary,
  emailField,
  holdChangeSchema,
  MAX_BULK_STATUS_IDS,
  notesChangeSchema,
  paginationQuery,
  statusChangeSchema,
} from "@kairos/shared";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { fail, ok } from "../http/envelope";
import { idempotent } from "../http/idempotency";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import {
  jsonBody,
  multipart,
  PROOF_OF_PAYMENT_PART,
  parsedOrThrow,
  query,
  rowId,
} from "../openapi/validate";
import * as answers from "./answers/applications";
import { holdChanged } from "./answers/erasure";
import { formGate } from "./form-gate";
import { accessorOf, actorOf, allow, requireAdmin, requireStaff, sessionOf } from "./guards";
import { tooLarge } from "./limits";

const listQuery = paginationQuery(10, 100).extend(applicationFiltersSchema.shape);
const roundExportQuery = applicationFiltersSchema.omit({ round: true });
const jsonLimit = bodyLimit({ maxSize: 32 * 1024, onError: tooLarge });

const applicationId = rowId("Application not found");
const tag = "Applications";

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
  // The download is recorded in the staff access log first (decision 0035): a 503 and no byte
  // when it cannot be.
  const exportCsv = async (c: Context, filters: z.output<typeof applicationFiltersSchema>) => {
    const stream = await exportApplicationsCsv(db, filters, deps.mail.publicUrl, accessorOf(c));
    return c.body(stream, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(filters.round)}"`,
      "Cache-Control": "no-store",
    });
  };
  return (
    new Hono<{ Variables: SessionVariables }>()
      .get(
        "/",
        describe({
          tag,
          summary: "List applications",
          description:
            "Newest first, a page at a time, filtered by status, round, e-mail address or a search. The specification's `GET /api/trainings/email/{email}` (all of one address's applications, without pages) is served too but not listed here, as its template could be read as `/api/trainings/{id}/status` (`email/status`); `?email=` gives the same applications.",
          data: answers.applicationPage,
        }),
        allow("applications:read"),
        query(listQuery),
        async (c) => ok(c, await listApplications(db, c.req.valid("query"))),
      )
      .get(
        "/export",
        describe({
          tag,
          summary: "Export applications as CSV",
          description:
            "Every application matching the filters; `round` alone gives a round's export. The specification's path form, `GET /api/trainings/export/{round}`, answers the same and takes the other filters too; it is served but not listed here, as its template could be read as `/api/trainings/{id}/status` (`export/status`).",
          content: answers.CSV,
          errors: [400],
        }),
        allow("applications:read"),
        query(applicationFiltersSchema),
        (c) => exportCsv(c, c.req.valid("query")),
      )
      .get(
        "/export/:round",
        describe({
          tag,
          summary: "Export a round's applications as CSV",
          content: answers.CSV,
          errors: [400],
          // Documented as `/export?round=` (above): this template and `/{id}/status` are one
          // URL pattern to a router reading templates only (API-23 keeps the path served).
          more: { hide: true },
        }),
        allow("applications:read"),
        query(roundExportQuery),
        (c) =>
          exportCsv(
            c,
            parsedOrThrow(applicationFiltersSchema, {
              ...c.req.valid("query"),
              round: c.req.param("round"),
            }),
          ),
      )
      .patch(
        "/status",
        describe({
          tag,
          summary: "Change the status of several applications",
          description: `Up to ${MAX_BULK_STATUS_IDS} applications by id, all in one transaction: each application that changes gets one history entry, and its applicant the status e-mail after the commit (unless \`notify\` is false), with the optional \`applicantMessage\`. All or nothing: an id of no application answers 404 naming it, and no status is changed. An application already in the status is left as it is (\`data.unchanged\`), so that sending the same call twice changes each application once.`,
          data: answers.statusesChanged,
          // 409: an erased application among them (decision 0033): no one to mail.
          errors: [404, 409],
        }),
        allow("applications:write"),
        jsonLimit,
        idempotent(deps, "trainings.status"),
        jsonBody(bulkStatusChangeSchema, {
          example: {
            ids: [101, 102],
            status: "approved",
            applicantMessage: "We have received your payment. See you in class!",
            notify: true,
          },
        }),
        async (c) => {
          const result = await changeStatuses(deps, c.req.valid("json"), actorOf(c));
          return ok(c, result, 200, bulkStatusSummary(result));
        },
      )
      .get(
        "/email/:email",
        describe({
          tag,
          summary: "Find applications by e-mail address",
          data: answers.applicationList,
          errors: [400],
          // Documented as `?email=` of the list, for the reason of `/export/:round` (API-19).
          more: { hide: true },
        }),
        allow("applications:read"),
        async (c) => {
          const email = emailField().safeParse(c.req.param("email"));
          if (!email.success) return fail(c, 400, "Please enter a valid email address");
          return ok(c, await applicationsByEmail(db, email.data));
        },
      )
      .get(
        "/:id",
        describe({
          tag,
          summary: "Get an application and its history",
          data: answers.applicationDetail,
        }),
        allow("applications:read"),
        applicationId,
        async (c) => ok(c, await getApplication(db, c.req.valid("param").id)),
      )
      .patch(
        "/:id/status",
        describe({
          tag,
          summary: "Change an application's status",
          description:
            "`notes` is the staff's private note: it stays on the staff's history and never reaches the applicant. An erased application (its personal data gone, decision 0033) answers 409: there is no one to mail. `applicantMessage` (optional) is shown on the applicant's page with this change and included in the status e-mail. The applicant is e-mailed about a new status, or about the same status saved again with a message (unless `notify` is false); `data.emailSent` says whether it went out now (null: none was due).",
          data: answers.statusChanged,
          errors: [409],
        }),
        allow("applications:write"),
        jsonLimit,
        jsonBody(statusChangeSchema, {
          example: {
            status: "approved",
            notes: "Payment received",
            applicantMessage: "We have received your payment. See you in class!",
            notify: true,
          },
        }),
        applicationId,
        async (c) => {
          const id = c.req.valid("param").id;
          const result = await changeStatus(deps, id, c.req.valid("json"), actorOf(c));
          return ok(c, result, 200, statusChangeMessage(result.emailSent));
        },
      )
      .patch(
        "/:id/notes",
        describe({
          tag,
          summary: "Change an application's notes",
          description: "The staff's private notes: never shown or e-mailed to the applicant.",
          data: answers.applicationDetail,
          errors: [409],
        }),
        allow("applications:write"),
        jsonLimit,
        jsonBody(notesChangeSchema, { example: { notes: "Called on Monday" } }),
        applicationId,
        async (c) => {
          const { notes } = c.req.valid("json");
          const result = await changeNotes(db, c.req.valid("param").id, notes, actorOf(c));
          return ok(c, result, 200, "Notes saved");
        },
      )
      .post(
        "/:id/withdrawal",
        describe({
          tag,
          summary: "Record the applicant's withdrawal",
          description:
            "Sets the application's `withdrawnAt` (the status stays), cancels an assessment booking still to come (its place freed in the same transaction), records on the history who did it, queues `application.withdrawn`, alerts staff and mails the applicant. 409 when it is already withdrawn.",
          data: answers.withdrawalRecorded,
          errors: [400, 401, 403, 404, 409],
        }),
        allow("applications:write"),
        applicationId,
        async (c) => {
          const done = await recordWithdrawal(deps, c.req.valid("param").id, actorOf(c));
          return ok(c, done, 200, APPLICANT_MESSAGES.staffWithdrawn);
        },
      )
      // The applicant's personal links (decision 0010): mail a new one, or revoke them all.
      .post(
        "/:id/link",
        describe({
          tag,
          summary: "E-mail the applicant a new personal link",
          data: answers.linkSent,
          errors: [409],
        }),
        requireStaff,
        applicationId,
        async (c) => {
          const sent = await resendApplicantLink(deps, c.req.valid("param").id, sessionOf(c).user);
          return ok(c, sent, 200, sent.emailSent ? APPLICANT_MESSAGES.linkSent : LINK_NOT_MAILED);
        },
      )
      .delete(
        "/:id/link",
        describe({
          tag,
          summary: "Revoke the applicant's personal links",
          data: answers.linksRevoked,
        }),
        requireStaff,
        applicationId,
        async (c) => {
          const done = await revokeApplicantLinks(db, c.req.valid("param").id, sessionOf(c).user);
          return ok(c, done, 200, APPLICANT_MESSAGES.linksRevoked);
        },
      )
      .put(
        "/:id/hold",
        describe({
          tag,
          summary: "Hold an application from erasure, or release it (admins)",
          description:
            "A held application is kept past its retention period and refused by erasure requests (409 RECORD_HELD) until released.",
          data: holdChanged,
          errors: [409],
        }),
        requireAdmin,
        jsonLimit,
        applicationId,
        jsonBody(holdChangeSchema),
        async (c) => {
          const { hold } = c.req.valid("json");
          const done = await holdRecord(db, {
            kind: "application",
            id: c.req.valid("param").id,
            userId: sessionOf(c).user.id,
            hold,
          });
          return ok(c, done, 200, hold ? "Application held from erasure" : "Hold released");
        },
      )
      .delete(
        "/:id",
        describe({ tag, summary: "Delete an application", data: answers.applicationDeleted }),
        requireAdmin,
        applicationId,
        async (c) =>
          ok(
            c,
            await deleteApplication(deps, c.req.valid("param").id, sessionOf(c).user),
            200,
            "Application deleted",
          ),
      )
      .post(
        "/apply",
        describe({
          tag,
          summary: "Apply to the training (public)",
          description:
            'The application form with its proof of payment (a JPG or PNG image). An array field (`interests`) is sent as repeated parts, one value each, or as one part holding JSON text (`["Want to earn extra income"]`), as the web form does; any other value is refused with 400 at the field. The assessment slot is booked with it.',
          data: answers.applicationSubmitted,
          status: 201,
          errors: [507],
          conflicts: ["SLOT_TAKEN", "ALREADY_APPLIED", "REGISTRATION_CLOSED", "PRICE_CHANGED"],
        }),
        formGate(deps, "application", {
          multipart: "Send the application as multipart/form-data",
        }),
        // While the site takes no applications (GAP-27), refused before the body is read, and
        // not kept for an Idempotency-Key's replay: it is no answer about this application.
        async (_c, next) => {
          await refuseWhileRegistrationClosed(deps);
          await next();
        },
        bodyLimit({
          maxSize: APPLY_BODY_LIMIT,
          // The screenshot is the only large part: its field, so that the form shows it there.
          onError: (c) =>
            fail(c, 413, PAYMENT_SCREENSHOT.tooLarge(), {
              paymentScreenshot: PAYMENT_SCREENSHOT.tooLarge(),
            }),
        }),
        uploads,
        idempotent(deps, "trainings.apply"),
        multipart(applicationSchema, { paymentScreenshot: PROOF_OF_PAYMENT_PART }),
        async (c) => {
          const { files, ...fields } = c.req.valid("form");
          const screenshot = await checkUpload(files.paymentScreenshot, PAYMENT_SCREENSHOT);
          const result = await submitApplication(deps, fields, screenshot, {
            ip: c.get("auth").ip,
          });
          return ok(c, result, 201, result.message);
        },
      )
  );
}
