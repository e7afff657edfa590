import {
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  PRIVACY_REQUEST_WANTS,
} from "@kairos/shared";
import { z } from "zod";
import { applicantPage } from "./applicant";
import { dateTime, emailSent } from "./common";

export const privacyRequested = z.object({ requested: z.literal(true) });
export const privacyVerified = z.object({ verified: z.literal(true) });

export const privacyRequest = z
  .object({
    id: z.int(),
    kind: z.enum(PRIVACY_REQUEST_KINDS).meta({
      description:
        "`application`: one application; `email_address`: every interpreter registration, interpreter request and contact message of a confirmed address",
    }),
    wants: z.enum(PRIVACY_REQUEST_WANTS),
    status: z.enum(PRIVACY_REQUEST_STATUSES),
    reason: z.string().nullable().meta({ description: "Why it waits for staff, if it does" }),
    email: z
      .string()
      .nullable()
      .meta({ description: "The requester's address, kept until the request is decided" }),
    applicationId: z.int().nullable(),
    reference: z.string().nullable(),
    records: z.int().meta({ description: "How many records the request is about now" }),
    createdAt: dateTime,
    ageDays: z.int(),
  })
  .meta({ id: "PrivacyRequest" });

export const privacyRequestList = z.object({ requests: z.array(privacyRequest) });

export const privacyDecided = z.object({
  id: z.int(),
  status: z.enum(["done", "refused"]),
  erased: z.int().meta({ description: "Records erased by this decision" }),
  emailSent,
  reference: z.string().nullable(),
});

export const dataDeletion = z.object({
  erased: z
    .boolean()
    .meta({ description: "True: erased now; false: a request for staff, with `reason`" }),
  reason: z.string().nullable(),
  message: z.string(),
  emailSent,
  page: applicantPage.nullable().meta({ description: "The page as it now is; null once erased" }),
});
