import {
  type ApiDeps,
  applicantPage,
  applicantSlots,
  applicationOfToken,
  bookAssessment,
  cancelAssessment,
  checkUpload,
  findMyApplications,
  notifyWhenSlotsOpen,
  PAYMENT_SCREENSHOT,
  replacePaymentProof,
  rescheduleAssessment,
  validationError,
} from "@kairos/api";
import {
  APPLICANT_MESSAGES,
  applicantSlotInput,
  applicantTokenSchema,
  findApplicationSchema,
} from "@kairos/shared";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { SessionVariables } from "../session";
import { fail, ok, parseForm, parseJson } from "./envelope";
import { formGate } from "./form-gate";
import { tooLarge } from "./limits";

const jsonLimit = bodyLimit({ maxSize: 4 * 1024, onError: tooLarge });
const slotBody = applicantSlotInput.pick({ slotId: true });

/** The application the path's token opens: 404 unknown, 403 revoked or expired. */
async function applicationOf(deps: ApiDeps, c: Context) {
  const token = applicantTokenSchema.safeParse(c.req.param("token"));
  if (!token.success) throw validationError(token.error);
  return applicationOfToken(deps.database.db, token.data);
}

/**
 * `/api/application`: the applicant's own page (issue 21), addressed by the personal link's
 * token in the path, as the web page is (`/application/<token>`). The README lists each route
 * with its envelope.
 */
export function applicantRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>()
    .post("/find", formGate(deps, "applicant-link"), jsonLimit, async (c) => {
      const { email } = await parseJson(c, findApplicationSchema);
      await findMyApplications(deps, email, { ip: c.get("auth").ip });
      return ok(c, { sent: true }, 200, APPLICANT_MESSAGES.found);
    })
    .get("/:token", async (c) => ok(c, await applicantPage(deps, await applicationOf(deps, c))))
    .get("/:token/slots", async (c) =>
      ok(c, await applicantSlots(deps, await applicationOf(deps, c))),
    )
    .post("/:token/reschedule", jsonLimit, async (c) => {
      const applicationId = await applicationOf(deps, c);
      const { slotId } = await parseJson(c, slotBody);
      const done = await rescheduleAssessment(deps, applicationId, slotId);
      return ok(c, done, 200, done.message);
    })
    .post("/:token/cancel", async (c) => {
      const done = await cancelAssessment(deps, await applicationOf(deps, c));
      return ok(c, done, 200, done.message);
    })
    .post("/:token/book", jsonLimit, async (c) => {
      const applicationId = await applicationOf(deps, c);
      const { slotId } = await parseJson(c, slotBody);
      const done = await bookAssessment(deps, applicationId, slotId);
      return ok(c, done, 201, done.message);
    })
    .post("/:token/notify-slots", async (c) => {
      const done = await notifyWhenSlotsOpen(deps, await applicationOf(deps, c));
      return ok(c, done, 200, done.message);
    })
    .post(
      "/:token/payment-screenshot",
      bodyLimit({
        maxSize: PAYMENT_SCREENSHOT.maxBytes + 64 * 1024,
        onError: (c) => fail(c, 413, PAYMENT_SCREENSHOT.tooLarge),
      }),
      async (c) => {
        const applicationId = await applicationOf(deps, c);
        if (!c.req.header("content-type")?.startsWith("multipart/form-data")) {
          return fail(c, 415, "Send the screenshot as multipart/form-data");
        }
        const { paymentScreenshot } = await parseForm(c);
        const file = paymentScreenshot instanceof File ? paymentScreenshot : undefined;
        const done = await replacePaymentProof(
          deps,
          applicationId,
          await checkUpload(file, PAYMENT_SCREENSHOT),
        );
        return ok(c, done, 200, done.message);
      },
    );
}
