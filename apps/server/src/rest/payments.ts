import {
  type ApiDeps,
  AppError,
  applicationLedger,
  correctLedgerEntry,
  IDEMPOTENCY_MESSAGES,
  isValidIdempotencyKey,
  type RecordedEntry,
  recordLedgerEntry,
} from "@kairos/api";
import { LEDGER_MESSAGES, ledgerCorrectionSchema, ledgerEntrySchema } from "@kairos/shared";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { ok } from "../http/envelope";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { jsonBody, pathParams, rowId, rowIdField } from "../openapi/validate";
import * as answers from "./answers/payments";
import { actorOf, allow } from "./guards";
import { tooLarge } from "./limits";

// `/api/trainings/{id}/payments`: the payments ledger (APP-26, decision 0028). The recording
// routes take their Idempotency-Key as the entry's own key (its requestId, unique per
// application): two sends at once store one entry and both are answered with it, which a
// claimed-key middleware (idempotency.ts) would answer 409 while the first runs.

const tag = "Payments";
const jsonLimit = bodyLimit({ maxSize: 16 * 1024, onError: tooLarge });
const applicationId = rowId("Application not found");
const entryPath = pathParams(
  z.object({ id: rowIdField, paymentId: rowIdField }),
  () => new AppError("NOT_FOUND", LEDGER_MESSAGES.entryNotFound),
);

const IDEMPOTENCY_KEY = {
  parameters: [
    {
      in: "header" as const,
      name: "Idempotency-Key",
      required: false,
      description:
        "A unique value per entry (else `requestId` in the body, one or the other required): the same key again records nothing new and answers the entry it recorded (200), even when both are sent at once; with other values, 409",
      schema: { type: "string" as const },
    },
  ],
};

const EXAMPLE = {
  kind: "payment",
  amount: 4750,
  currency: "EGP",
  receivedOn: "2026-11-30",
  method: "instant-payment",
  reference: "IP-7781",
  requestId: "b1f0d5c2-3a4e-4f6b-8c9d-0e1f2a3b4c5d",
};

/** The header's key, else the body's requestId; a malformed header is refused. */
function requestIdOf(c: Context, body: { requestId?: string | undefined }) {
  const key = c.req.header("idempotency-key");
  if (key === undefined) return body.requestId;
  if (!isValidIdempotencyKey(key)) throw new AppError("BAD_REQUEST", IDEMPOTENCY_MESSAGES.invalid);
  return key;
}

const answered = (c: Context, done: RecordedEntry, message: string) =>
  ok(c, done, done.created ? 201 : 200, done.created ? message : "Already recorded");

export function paymentRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>()
    .get(
      "/:id/payments",
      describe({
        tag,
        summary: "Read an application's payments ledger",
        description:
          "What the application owes (its plan's installments, with their due dates), what was received and refunded, what is outstanding and whether it is overdue (on today's date, Egypt time), and every entry, corrected ones included (`correctedById`).",
        data: answers.ledger,
      }),
      allow("applications:read"),
      applicationId,
      async (c) => ok(c, await applicationLedger(deps, c.req.valid("param").id)),
    )
    .post(
      "/:id/payments",
      describe({
        tag,
        summary: "Record a payment received or a refund given",
        description:
          "The amount is in the application's currency (another is refused), received on a day up to today (Egypt time). `proofFileId` names the proof it matches: the application's screenshot or a later proof (see `proofs` of the ledger). A payment mails the applicant a receipt (`data.emailSent`) and sends the `payment.recorded` event. 201 with the new entry; 200 with the same entry when its Idempotency-Key or `requestId` comes again.",
        data: answers.entryRecorded,
        status: 201,
        errors: [409],
        alsoStatus: 200,
        more: IDEMPOTENCY_KEY,
      }),
      allow("payments:write"),
      jsonLimit,
      jsonBody(ledgerEntrySchema, { example: EXAMPLE }),
      applicationId,
      async (c) => {
        const body = c.req.valid("json");
        const done = await recordLedgerEntry(
          deps,
          c.req.valid("param").id,
          {
            ...body,
            requestId: requestIdOf(c, body),
          },
          actorOf(c),
        );
        const message =
          done.entry.kind === "payment" ? LEDGER_MESSAGES.recorded : LEDGER_MESSAGES.refundRecorded;
        return answered(c, done, message);
      },
    )
    .post(
      "/:id/payments/:paymentId/correction",
      describe({
        tag,
        summary: "Correct a ledger entry",
        description:
          "Records the entry's right values as a new entry that replaces it; the original stays in the ledger, marked corrected, and no longer counts. An entry is corrected once: correct its correction to change it again (409 otherwise). Same rules and key as recording.",
        data: answers.entryRecorded,
        status: 201,
        errors: [409],
        alsoStatus: 200,
        more: IDEMPOTENCY_KEY,
      }),
      allow("payments:write"),
      jsonLimit,
      jsonBody(ledgerCorrectionSchema, { example: { ...EXAMPLE, kind: undefined, amount: 4500 } }),
      entryPath,
      async (c) => {
        const body = c.req.valid("json");
        const { id, paymentId } = c.req.valid("param");
        const done = await correctLedgerEntry(
          deps,
          id,
          paymentId,
          {
            ...body,
            requestId: requestIdOf(c, body),
          },
          actorOf(c),
        );
        return answered(c, done, LEDGER_MESSAGES.corrected);
      },
    );
}
