import {
  type ApiDeps,
  AppError,
  applicantPage,
  applicantSlots,
  applicationOfToken,
  bookAssessment,
  cancelAssessment,
  checkUpload,
  deleteMyData,
  downloadApplicantData,
  findMyApplications,
  notifyWhenSlotsOpen,
  PAYMENT_SCREENSHOT,
  replacePaymentProof,
  rescheduleAssessment,
  sendEmailCode,
  uploadLaterProof,
  verifyEmailCode,
  withdrawByApplicant,
} from "@kairos/api";
import {
  APPLICANT_MESSAGES,
  applicantSlotInput,
  emailCodeCheckSchema,
  emailCodeRequestSchema,
  findApplicationSchema,
} from "@kairos/shared";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { fail, ok } from "../http/envelope";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { jsonBody, multipart, PROOF_OF_PAYMENT_PART } from "../openapi/validate";
import * as answers from "./answers/applicant";
import * as privacyAnswers from "./answers/privacy-requests";
import { formGate } from "./form-gate";
import { tooLarge } from "./limits";

const jsonLimit = bodyLimit({ maxSize: 4 * 1024, onError: tooLarge });
const slotBody = applicantSlotInput.pick({ slotId: true });
const tag = "Applicant page";
const noFields = z.object({});
const ZIP = {
  description: "The applicant's data: data.json and their files",
  content: { "application/zip": { schema: { type: "string" as const, format: "binary" } } },
};

/** A proof of payment's size limit, said at its field. */
const screenshotLimit = bodyLimit({
  maxSize: PAYMENT_SCREENSHOT.maxBytes + 64 * 1024,
  onError: (c) =>
    fail(c, 413, PAYMENT_SCREENSHOT.tooLarge(), {
      paymentScreenshot: PAYMENT_SCREENSHOT.tooLarge(),
    }),
});

/** The multipart body of a proof of payment: one JPG or PNG part, `paymentScreenshot`. */
const screenshotPart = (description: string) =>
  multipart(noFields, { paymentScreenshot: { ...PROOF_OF_PAYMENT_PART, description } });

/** The checked image of a proof of payment (415 unless sent as multipart/form-data). */
async function screenshotOf(
  contentType: string | undefined,
  files: { paymentScreenshot?: File | undefined },
) {
  if (!contentType?.startsWith("multipart/form-data")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the screenshot as multipart/form-data");
  }
  return checkUpload(files.paymentScreenshot, PAYMENT_SCREENSHOT);
}

/**
 * The application the path's token opens: 404 unknown or malformed (the service decides, as
 * for tRPC), 403 revoked or expired.
 */
const applicationOf = (deps: ApiDeps, c: Context) =>
  applicationOfToken(deps.database.db, c.req.param("token") ?? "");

/**
 * The personal link's token in the path: 404 unknown or malformed, 403 revoked or expired;
 * 400 for an action the page refuses.
 */
const link = {
  tag,
  errors: [400, 403, 404] as const,
};

/**
 * `/api/application`: the applicant's own page (decision 0010), addressed by the personal link's
 * token in the path, as the web page is (`/application/<token>`); before it, "Find my
 * application" and the application form's e-mail code (decision 0009). The README lists each
 * route with its envelope.
 */
export function applicantRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>()
    .post(
      "/find",
      describe({
        tag,
        summary: "E-mail me the link to my application",
        description: "Answers the same whether or not the address has applied.",
        data: answers.linkRequested,
      }),
      formGate(deps, "applicant-link"),
      jsonLimit,
      jsonBody(findApplicationSchema),
      async (c) => {
        await findMyApplications(deps, c.req.valid("json").email, { ip: c.get("auth").ip });
        return ok(c, { sent: true }, 200, APPLICANT_MESSAGES.found);
      },
    )
    .post(
      "/email-code",
      describe({
        tag,
        summary: "Send a code to the address an application is about to use",
        description:
          "Mails a 6-digit code, working for 15 minutes, to `email` for the round `trainingCourse` (open for applications); a new code replaces the previous one. The answer never says whether the address has applied: only the code does, on `POST /api/application/email-code/verify`. Form limits apply per address and per e-mail. While the site takes no applications, 409 with the reason.",
        data: answers.emailCodeSent,
        conflicts: ["REGISTRATION_CLOSED"],
      }),
      formGate(deps, "email-code"),
      jsonLimit,
      jsonBody(emailCodeRequestSchema),
      async (c) => {
        const sent = await sendEmailCode(deps, c.req.valid("json"), { ip: c.get("auth").ip });
        return ok(c, sent, 200, sent.message);
      },
    )
    .post(
      "/email-code/verify",
      describe({
        tag,
        summary: "Check the code, and learn whether the address has applied",
        description:
          "The right code works once and answers whether `email` has applied to `trainingCourse`; if it has, with a new personal link to that application's page. A wrong code answers 400 with the tries left (5 in all), as does an expired or used one.",
        data: answers.emailCodeVerdict,
      }),
      formGate(deps, "email-code"),
      jsonLimit,
      jsonBody(emailCodeCheckSchema),
      async (c) => {
        const verdict = await verifyEmailCode(deps, c.req.valid("json"));
        return ok(c, verdict, 200, verdict.message);
      },
    )
    .get(
      "/:token",
      describe({ ...link, summary: "The applicant's page", data: answers.applicantPage }),
      async (c) => ok(c, await applicantPage(deps, await applicationOf(deps, c))),
    )
    .get(
      "/:token/slots",
      describe({
        ...link,
        summary: "The slots the applicant may book",
        data: answers.applicantSlots,
      }),
      async (c) => ok(c, await applicantSlots(deps, await applicationOf(deps, c))),
    )
    .post(
      "/:token/reschedule",
      describe({
        ...link,
        summary: "Move the assessment to another slot",
        data: answers.applicantChange,
        errors: [400, 403, 404, 409, 429],
      }),
      jsonLimit,
      jsonBody(slotBody),
      async (c) => {
        const applicationId = await applicationOf(deps, c);
        const done = await rescheduleAssessment(deps, applicationId, c.req.valid("json").slotId, {
          ip: c.get("auth").ip,
        });
        return ok(c, done, 200, done.message);
      },
    )
    .post(
      "/:token/cancel",
      describe({
        ...link,
        summary: "Cancel the assessment booking",
        data: answers.applicantChange,
        errors: [400, 403, 404, 409, 429],
      }),
      async (c) => {
        const done = await cancelAssessment(deps, await applicationOf(deps, c), {
          ip: c.get("auth").ip,
        });
        return ok(c, done, 200, done.message);
      },
    )
    .post(
      "/:token/book",
      describe({
        ...link,
        summary: "Book an assessment slot",
        data: answers.applicantChange,
        status: 201,
        errors: [400, 403, 404, 429],
        conflicts: ["CONFLICT", "SLOT_TAKEN"],
      }),
      jsonLimit,
      jsonBody(slotBody),
      async (c) => {
        const applicationId = await applicationOf(deps, c);
        const done = await bookAssessment(deps, applicationId, c.req.valid("json").slotId, {
          ip: c.get("auth").ip,
        });
        return ok(c, done, 201, done.message);
      },
    )
    .post(
      "/:token/notify-slots",
      describe({
        ...link,
        summary: "Be e-mailed when new slots open",
        data: answers.applicantChange,
        errors: [400, 403, 404, 409],
      }),
      async (c) => {
        const done = await notifyWhenSlotsOpen(deps, await applicationOf(deps, c));
        return ok(c, done, 200, done.message);
      },
    )
    .post(
      "/:token/withdrawal",
      describe({
        ...link,
        summary: "Withdraw the application",
        description:
          "Sets the application's `withdrawnAt`, cancels an assessment booking still to come (its place freed at once) and mails the applicant and staff. The status stays as it was. 409 when the application is already withdrawn.",
        data: answers.applicantChange,
        errors: [400, 403, 404, 409],
      }),
      async (c) => {
        const done = await withdrawByApplicant(deps, await applicationOf(deps, c));
        return ok(c, done, 200, done.message);
      },
    )
    .get(
      "/:token/data",
      describe({
        ...link,
        summary: "Download my data",
        description:
          "A ZIP of everything stored about the application: `data.json` (every column of the application, its payments, proofs, history, bookings, links and mails) and each of its files under `files/`. Limited like the page's other actions (429 past it).",
        content: ZIP,
        errors: [403, 404, 429],
      }),
      async (c) => {
        const applicationId = await applicationOf(deps, c);
        const { name, stream } = await downloadApplicantData(deps, applicationId, {
          ip: c.get("auth").ip,
        });
        return c.body(stream, 200, {
          "Content-Type": "application/zip",
          "Content-Disposition": `attachment; filename="${name}"`,
          "Cache-Control": "no-store",
        });
      },
    )
    .post(
      "/:token/erasure",
      describe({
        ...link,
        summary: "Delete my data",
        description:
          "Erases the application's personal data and files at once when nothing is owed and its round has ended (a confirmation is mailed first; the link then answers 403 saying the data was deleted). Otherwise (or while staff hold the record) files a request for staff with the reason (`Payment outstanding`, `Round not ended yet`, `Kept by our team for now`), once per application. Limited like the page's other actions.",
        data: privacyAnswers.dataDeletion,
        errors: [403, 404, 409, 429],
      }),
      async (c) => {
        const done = await deleteMyData(deps, await applicationOf(deps, c), {
          ip: c.get("auth").ip,
        });
        return ok(c, done, 200, done.message);
      },
    )
    .post(
      "/:token/payment-screenshot",
      describe({
        ...link,
        summary: "Replace the proof of payment",
        data: answers.applicantChange,
        errors: [400, 403, 404, 409, 413, 415, 429, 507],
      }),
      screenshotLimit,
      screenshotPart("The new proof of payment: a JPG or PNG image"),
      async (c) => {
        const applicationId = await applicationOf(deps, c);
        const file = await screenshotOf(c.req.header("content-type"), c.req.valid("form").files);
        const done = await replacePaymentProof(deps, applicationId, file);
        return ok(c, done, 200, done.message);
      },
    )
    .post(
      "/:token/installment-proof",
      describe({
        ...link,
        summary: "Upload the proof of a later installment",
        description:
          "The proof of the later installment still to pay (the page's `laterProof`), for staff to match with the payment they record. 409 when no later installment is outstanding.",
        data: answers.applicantChange,
        status: 201,
        errors: [400, 403, 404, 409, 413, 415, 429, 507],
      }),
      screenshotLimit,
      screenshotPart("The proof of the later installment: a JPG or PNG image"),
      async (c) => {
        const applicationId = await applicationOf(deps, c);
        const file = await screenshotOf(c.req.header("content-type"), c.req.valid("form").files);
        const done = await uploadLaterProof(deps, applicationId, file);
        return ok(c, done, 201, done.message);
      },
    );
}
