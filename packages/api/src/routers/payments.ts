import { idInput, ledgerCorrectionSchema, ledgerEntrySchema } from "@kairos/shared";
import { z } from "zod";
import { existingRowId } from "../platform/ids";
import { correctLedgerEntry, recordLedgerEntry } from "../services/payments/ledger";
import { applicationLedger } from "../services/payments/ledger-read";
import { router, staffProcedure } from "../trpc";

// The payments ledger in the console (APP-26, decision 0028). The form sends the requestId it
// made when it opened, so a double click or a retry records one entry.

const NOT_FOUND = "Application not found";
const id = idInput(NOT_FOUND);
const entryId = idInput("This application has no ledger entry with this id");
const applicationId = (input: { id: number }) => existingRowId(input.id, NOT_FOUND);

export const paymentsRouter = router({
  ledger: staffProcedure
    .input(z.object({ id }))
    .query(({ ctx, input }) => applicationLedger(ctx.deps, applicationId(input))),
  record: staffProcedure
    .input(ledgerEntrySchema.extend({ id }))
    .mutation(({ ctx, input }) =>
      recordLedgerEntry(ctx.deps, applicationId(input), input, ctx.session.user),
    ),
  correct: staffProcedure
    .input(ledgerCorrectionSchema.extend({ id, entryId }))
    .mutation(({ ctx, input }) =>
      correctLedgerEntry(
        ctx.deps,
        applicationId(input),
        existingRowId(input.entryId, "This application has no ledger entry with this id"),
        input,
        ctx.session.user,
      ),
    ),
});
