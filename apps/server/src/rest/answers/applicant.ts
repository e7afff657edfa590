import { CURRENCIES, EMAIL_CODE_DELIVERIES, PAYMENT_PLANS } from "@kairos/shared";
import { z } from "zod";
import { applicationStatus } from "./applications";
import { clock, dateTime, day, emailSent, text } from "./common";

/** The applicant's own page (packages/shared schemas/applicant-page.ts, ApplicantPage). */
export const applicantPage = z
  .object({
    reference: z.string(),
    fullName: z.string(),
    email: z.string(),
    status: applicationStatus,
    statusText: z.string(),
    history: z.array(
      z.object({
        at: dateTime,
        title: z.string(),
        note: text.meta({
          description:
            "The team's message to the applicant with a status change; never the staff's private note",
        }),
      }),
    ),
    round: z.object({
      id: z.string(),
      name: z.string(),
      startDate: day.nullable(),
      endDate: day.nullable(),
      schedule: text,
    }),
    plan: z.string(),
    payment: z.object({
      plan: z.enum(PAYMENT_PLANS),
      currency: z.enum(CURRENCIES),
      total: z.int().meta({ description: "Recorded when the application was submitted" }),
      payments: z.array(
        z.object({
          amount: z.int(),
          withApplication: z.boolean(),
          dueDate: day.nullable().meta({
            description:
              "The last day of a later payment; null with the application, or while the round has no start date",
          }),
        }),
      ),
    }),
    booking: z
      .object({
        slotId: z.int(),
        startsAt: dateTime,
        calendar: z.string().meta({ description: "The invitation (.ics)" }),
        changeableUntil: dateTime,
        changeable: z.boolean(),
      })
      .nullable(),
    canBook: z.boolean(),
    notifySlots: z.boolean(),
    canReplaceProof: z.boolean(),
    laterProof: z
      .object({
        installment: z.int().meta({ description: "1-based: 2 is the second installment" }),
        amount: z.int().meta({ description: "What remains to pay of it" }),
        currency: z.enum(CURRENCIES),
        dueDate: day.nullable(),
        uploadedAt: dateTime
          .nullable()
          .meta({ description: "When a proof of it was last uploaded" }),
      })
      .nullable()
      .meta({ description: "A later installment still to pay, whose proof can be uploaded" }),
    cutoffHours: z.int(),
    withdrawnAt: dateTime.nullable().meta({
      description: "When the application was withdrawn; null while it stands",
    }),
    refundPolicy: z.string().meta({
      description: "What withdrawing does to the money: Settings' refund policy, or whom to ask",
    }),
    linkExpiresAt: dateTime,
    next: z.string(),
  })
  .meta({ id: "ApplicantPage" });

export const applicantSlots = z.object({
  cutoffHours: z.int(),
  slots: z.array(z.object({ id: z.int(), startsAt: dateTime, date: day, time: clock })),
});

/** What one of the applicant's own changes answers: its message and the page after it. */
export const applicantChange = z.object({
  message: z.string(),
  emailSent,
  page: applicantPage,
});

export const linkRequested = z.object({ sent: z.literal(true) });

/** "Send a code" (EmailCodeSent): the same for every address. */
export const emailCodeSent = z
  .object({
    delivery: z.enum(EMAIL_CODE_DELIVERIES).meta({
      description:
        "`sent`: a new code was mailed; `already-sent`: one was mailed less than 30 seconds ago and still works, none was added; `not-sent`: no code could be delivered now (no mail server, or it refused the mail), so the form lets the applicant go on",
    }),
    message: z.string(),
  })
  .meta({ id: "EmailCodeSent" });

/** The right code's verdict (EmailCodeVerdict). */
export const emailCodeVerdict = z
  .discriminatedUnion("applied", [
    z.object({ applied: z.literal(false), message: z.string() }),
    z.object({
      applied: z.literal(true),
      message: z.string(),
      reference: z.string().meta({ description: "The existing application's, e.g. APP-000042" }),
      link: z.string().meta({ description: "A new personal link to its page" }),
    }),
  ])
  .meta({ id: "EmailCodeVerdict" });
