import { CURRENCIES } from "@kairos/shared";
import { z } from "zod";
import { day } from "./common";
import { ledgerSummary } from "./payments";

// The applicant's payments (packages/api services/applicant/payments.ts): nothing staff-only.

export const applicantPayments = z
  .object({
    currency: z.enum(CURRENCIES),
    total: z.int(),
    paid: z.int().meta({ description: "Received net of refunds" }),
    outstanding: z.int(),
    state: ledgerSummary.shape.state,
    installments: ledgerSummary.shape.installments,
    next: z.string().nullable().meta({ description: "What to pay next and by when, in words" }),
    receipts: z.array(
      z.object({
        id: z.int().meta({ description: "The receipt's id, for its PDF" }),
        number: z.string(),
        amount: z.int(),
        currency: z.enum(CURRENCIES),
        receivedOn: day,
      }),
    ),
  })
  .meta({ id: "ApplicantPayments" });
