import { CURRENCIES } from "@kairos/shared";
import { z } from "zod";
import { dateTime } from "./common";

/** One proof of payment no current ledger entry matches (shared PaymentToCheck). */
export const paymentToCheck = z
  .object({
    kind: z.enum(["first", "later"]).meta({
      description:
        "`first`: the screenshot sent with an application that has no payment recorded yet; `later`: a later installment's proof uploaded on the applicant's page",
    }),
    applicationId: z.int(),
    reference: z.string(),
    fullName: z.string(),
    email: z.string(),
    roundName: z.string(),
    installment: z.int().meta({ description: "1-based: which payment of the plan it is for" }),
    expected: z
      .object({ amount: z.int(), currency: z.enum(CURRENCIES) })
      .meta({ description: "What remains to pay of that installment" }),
    uploadedAt: dateTime,
    file: z.string().meta({ description: "The image: GET /api{file}" }),
  })
  .meta({ id: "PaymentToCheck" });

export const paymentsToCheckList = z.object({ payments: z.array(paymentToCheck) });
