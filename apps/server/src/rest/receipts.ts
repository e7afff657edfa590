import {
  type ApiDeps,
  AppError,
  applicantPayments,
  applicationOfToken,
  receiptFor,
} from "@kairos/api";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "../http/envelope";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { pathParams, rowIdField } from "../openapi/validate";
import { receiptPdf } from "../pdf/receipt-pdf";
import * as answers from "./answers/applicant-payments";

// The applicant's payments and receipts (APP-26, decision 0028), under their personal link's
// token as the rest of their page (applicant.ts): 404 unknown or malformed, 403 revoked or
// expired.

const tag = "Applicant page";
const receiptPath = pathParams(
  z.object({ token: z.string(), receiptId: rowIdField }),
  () => new AppError("NOT_FOUND", "Receipt not found"),
);

const PDF = {
  description: "The receipt as a PDF (A4), to save",
  content: { "application/pdf": { schema: { type: "string" as const, format: "binary" } } },
};

export function receiptRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>()
    .get(
      "/:token/payments",
      describe({
        tag,
        summary: "The applicant's payments",
        description:
          "What the plan costs, what was paid and is still to pay, each installment with its due date and state, what to pay next, and the receipts of the payments recorded.",
        data: answers.applicantPayments,
        errors: [403, 404],
      }),
      async (c) => {
        const id = await applicationOfToken(deps.database.db, c.req.param("token"));
        return ok(c, await applicantPayments(deps, id));
      },
    )
    .get(
      "/:token/receipts/:receiptId",
      describe({
        tag,
        summary: "Download a payment's receipt",
        description: "`receiptId` is the receipt's number without its `RCT-` (a payment's id).",
        content: PDF,
        errors: [403, 404],
      }),
      receiptPath,
      async (c) => {
        const { token, receiptId } = c.req.valid("param");
        const id = await applicationOfToken(deps.database.db, token);
        const receipt = await receiptFor(deps, id, receiptId);
        const pdf = await receiptPdf(receipt, "Kairos");
        return c.body(pdf, 200, {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="${receipt.number}.pdf"`,
          "Cache-Control": "no-store",
        });
      },
    );
}
