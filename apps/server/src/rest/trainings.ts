import {
  type ApiDeps,
  AppError,
  checkUpload,
  PAYMENT_SCREENSHOT,
  submitApplication,
  validationError,
} from "@kairos/api";
import { applicationSchema } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { SessionVariables } from "../session";
import { fail, ok } from "./envelope";

/** The screenshot's limit plus room for the text fields. */
const APPLY_BODY_LIMIT = PAYMENT_SCREENSHOT.maxBytes + 256 * 1024;

/** `POST /api/trainings/apply` (multipart; arrays as JSON strings, plus paymentScreenshot). */
export function trainingRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>().post(
    "/apply",
    bodyLimit({
      maxSize: APPLY_BODY_LIMIT,
      onError: (c) => fail(c, 413, PAYMENT_SCREENSHOT.tooLarge),
    }),
    async (c) => {
      if (!c.req.header("content-type")?.startsWith("multipart/form-data")) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the application as multipart/form-data");
      }
      deps.limits.submissions.hit(`application:${c.get("auth").ip}`);
      const body = await c.req.parseBody();
      const { paymentScreenshot, ...fields } = body;
      const parsed = applicationSchema.safeParse(fields);
      if (!parsed.success) throw validationError(parsed.error);
      const file = paymentScreenshot instanceof File ? paymentScreenshot : undefined;
      const screenshot = await checkUpload(file, PAYMENT_SCREENSHOT);
      const result = await submitApplication(deps, parsed.data, screenshot);
      return ok(c, result, 201, result.message);
    },
  );
}
