import { countPaymentsToCheck, paymentsToCheck } from "../services/payments/to-check";
import { router, staffProcedure } from "../trpc";

/** /admin/payments: the proofs of payment no ledger entry matches yet. */
export const paymentsToCheckRouter = router({
  list: staffProcedure.query(({ ctx }) => paymentsToCheck(ctx.deps.database.db)),
  count: staffProcedure.query(({ ctx }) => countPaymentsToCheck(ctx.deps.database.db)),
});
