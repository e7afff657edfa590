import { type ApiDeps, paymentsToCheck } from "@kairos/api";
import { Hono } from "hono";
import { ok } from "../http/envelope";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import * as answers from "./answers/payments-to-check";
import { allow } from "./guards";

/** `/api/payments`: `GET /to-check`, the proofs of payment no ledger entry matches yet. */
export function paymentsToCheckRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>().get(
    "/to-check",
    describe({
      tag: "Payments",
      summary: "List the proofs of payment to check",
      description:
        "Oldest first: the later installments' proofs the applicants uploaded, and the screenshots of applications with no payment recorded yet, each with what its installment still expects. A proof leaves the list once a current ledger entry matches it.",
      data: answers.paymentsToCheckList,
    }),
    allow("applications:read"),
    async (c) => ok(c, { payments: await paymentsToCheck(deps.database.db) }),
  );
}
