import { z } from "zod";
import type { PublicConfig } from "../config";
import {
  ALERT_DELIVERIES,
  DEFAULT_RETENTION,
  RETENTION_MONTHS,
  type RetentionSettings,
  ROUND_STATUSES,
  STAFF_ALERT_KINDS,
  type StaffAlertKind,
} from "../enums";
import { NOTICE_TEXT_MAX, refusedNoticeLinks } from "../notice-text";
import type { PriceTable } from "../pricing";
import { RESCHEDULE_CUTOFF } from "./applicant-page";
import { calendarDate, emailField } from "./common";
import { possiblePhone } from "./phone";

// What admins change in /admin/settings without a deploy: prices, payment instructions,
// support contacts (one JSON document in the settings table) and the rounds (their own table).

const MAX_PRICE = 1_000_000;

const amount = (label: string) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .positive(`${label} must be more than 0`)
    .max(MAX_PRICE, `${label} must be at most ${MAX_PRICE}`);

// One field per amount (INC-08): the early bird price is what paying in full costs, and the
// two-payments plan has its own installment amount; no second "full payment" field to drift.
const currencyPrices = (currency: string) =>
  z
    .object({
      listPrice: amount(`The ${currency} list price`),
      discountedPrice: amount(`The ${currency} early bird price`),
      installmentPrice: amount(`The ${currency} installment`),
    })
    .refine((p) => p.discountedPrice <= p.listPrice, {
      message: `The ${currency} early bird price cannot be more than the list price`,
      path: ["discountedPrice"],
    });

export const priceTableSchema = z.object({
  EGP: currencyPrices("EGP"),
  USD: currencyPrices("USD"),
}) satisfies z.ZodType<PriceTable>;

/** A public contact number: international (the site is read worldwide), stored as E.164. */
const phone = (label: string) =>
  possiblePhone(
    z
      .string(`${label} is required`)
      .trim()
      .min(3, `${label} must be at least 3 characters`)
      .max(40, `${label} must be at most 40 characters`)
      .regex(/^\+?[\d\s().-]+$/, `${label} may contain only digits, spaces, +, -, ( and )`),
    `${label} must be a complete number with its country code, starting with + (e.g. +20 for Egypt)`,
  );

const STAFF_EMAIL_MESSAGE =
  "Please enter a valid email address for the staff alerts, or leave it blank";

const CUTOFF_MESSAGE = `The cut-off must be a whole number of hours from ${RESCHEDULE_CUTOFF.minHours} to ${RESCHEDULE_CUTOFF.maxHours}`;

const ALERT_MESSAGE =
  "Each alert is sent one by one (each), in the daily digest, or not at all (off)";
const DIGEST_HOUR_MESSAGE = "The digest hour must be a whole hour from 0 to 23 (Egypt time)";
const REMINDER_DAYS_MESSAGE = "The reminder must come 1 to 14 days before the due date";
export const INSTALLMENT_REMINDER_DAYS = { min: 1, max: 14, default: 3 } as const;
export const DEFAULT_DIGEST_HOUR = 8;

const months = (label: string, fallback: number) => {
  const message = `${label} must be a whole number of months from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max}`;
  return z.coerce
    .number(message)
    .int(message)
    .min(RETENTION_MONTHS.min, message)
    .max(RETENTION_MONTHS.max, message)
    .default(fallback);
};
export const retentionSchema = z.object({
  applicationMonths: months("Applications", DEFAULT_RETENTION.applicationMonths),
  registrationMonths: months("Interpreter registrations", DEFAULT_RETENTION.registrationMonths),
  inboxMonths: months("Requests and messages", DEFAULT_RETENTION.inboxMonths),
}) satisfies z.ZodType<RetentionSettings>;

/** Each kind of staff alert: one by one (as before these settings existed), digest or off. */
export const staffAlertsSchema = z.object(
  Object.fromEntries(
    STAFF_ALERT_KINDS.map((kind) => [
      kind,
      z.enum(ALERT_DELIVERIES, ALERT_MESSAGE).default("each"),
    ]),
  ) as Record<
    StaffAlertKind,
    z.ZodDefault<z.ZodEnum<{ each: "each"; digest: "digest"; off: "off" }>>
  >,
);
export type StaffAlerts = z.output<typeof staffAlertsSchema>;
export const DEFAULT_STAFF_ALERTS = staffAlertsSchema.parse({});

export const siteSettingsSchema = z.object({
  prices: priceTableSchema,
  /** How to pay with the instant-payment app (Egypt); blank means none shown. */
  instantPaymentDetails: z
    .string()
    .trim()
    .max(1000, "Payment details must be at most 1000 characters")
    .optional()
    .transform((v) => v || undefined),
  /** The international online payment link; blank means none shown. */
  internationalPaymentUrl: z
    .string()
    .trim()
    .max(500, "The payment link must be at most 500 characters")
    .refine((v) => v === "" || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), {
      message: "The payment link must be an https:// address",
    })
    .optional()
    .transform((v) => v || undefined),
  supportEmail: emailField("Please enter a valid support email address"),
  /**
   * Where the staff alerts go (new requests, messages, registrations, proofs of payment, slots
   * without a call link); blank means the support e-mail. Never shown to visitors.
   */
  staffEmail: z
    .string(STAFF_EMAIL_MESSAGE)
    .trim()
    .max(254, STAFF_EMAIL_MESSAGE)
    .refine((v) => v === "" || z.email().safeParse(v).success, STAFF_EMAIL_MESSAGE)
    .transform((v) => v.toLowerCase() || undefined)
    .optional(),
  supportPhone: phone("The support phone"),
  whatsappNumber: phone("The WhatsApp number"),
  /** Applicants may move or cancel their assessment up to this many hours before it. */
  rescheduleCutoffHours: z.coerce
    .number(CUTOFF_MESSAGE)
    .int(CUTOFF_MESSAGE)
    .min(RESCHEDULE_CUTOFF.minHours, CUTOFF_MESSAGE)
    .max(RESCHEDULE_CUTOFF.maxHours, CUTOFF_MESSAGE)
    .default(RESCHEDULE_CUTOFF.defaultHours),
  /** How each kind of staff alert is sent (the staff address above). */
  staffAlerts: staffAlertsSchema.default(DEFAULT_STAFF_ALERTS),
  /** The hour (Egypt time) the daily digest of the alerts set to "digest" is mailed. */
  digestHour: z.coerce
    .number(DIGEST_HOUR_MESSAGE)
    .int(DIGEST_HOUR_MESSAGE)
    .min(0, DIGEST_HOUR_MESSAGE)
    .max(23, DIGEST_HOUR_MESSAGE)
    .default(DEFAULT_DIGEST_HOUR),
  /** How many days before a later installment's due date its reminder is mailed. */
  installmentReminderDays: z.coerce
    .number(REMINDER_DAYS_MESSAGE)
    .int(REMINDER_DAYS_MESSAGE)
    .min(INSTALLMENT_REMINDER_DAYS.min, REMINDER_DAYS_MESSAGE)
    .max(INSTALLMENT_REMINDER_DAYS.max, REMINDER_DAYS_MESSAGE)
    .default(INSTALLMENT_REMINDER_DAYS.default),
  /** How long personal data is kept before the daily job erases it (decision 0033). */
  retention: retentionSchema.default({ ...DEFAULT_RETENTION }),
  /**
   * What happens to the money when an applicant withdraws: shown before payment (step 5) and
   * in the withdrawal confirmation. Blank means none is published (the site then says to ask
   * support).
   */
  refundPolicy: z
    .string()
    .trim()
    .max(2000, "The refund policy must be at most 2000 characters")
    .optional()
    .transform((v) => v || undefined),
  /** Who runs the site, as the privacy notice names them (decision 0032); blank: "Kairos". */
  businessName: z
    .string()
    .trim()
    .max(200, "The business name must be at most 200 characters")
    .optional()
    .transform((v) => v || undefined),
  /** The business's postal address, in the privacy notice; blank means none is shown. */
  businessAddress: z
    .string()
    .trim()
    .max(500, "The postal address must be at most 500 characters")
    .optional()
    .transform((v) => v || undefined),
  /**
   * The privacy notice of /privacy in the restricted text format (notice-text.ts): paragraphs,
   * "## " headings, "- " items and [label](https://...) links. Blank: the default notice.
   */
  privacyNotice: z
    .string()
    .trim()
    .max(NOTICE_TEXT_MAX, `The privacy notice must be at most ${NOTICE_TEXT_MAX} characters`)
    .superRefine((v, ctx) => {
      const refused = refusedNoticeLinks(v);
      if (refused.length)
        ctx.addIssue({
          code: "custom",
          message: `Links in the privacy notice must start with https://, http://, mailto: or /; not: ${refused.slice(0, 3).join(", ")}`,
        });
    })
    .optional()
    .transform((v) => v || undefined),
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/**
 * The stored document as read back. A number saved before the phone rule is kept as it was
 * (the page shows it; the next save asks for a complete one): refusing it would put every
 * other setting, the prices too, back to its default.
 */
export const storedSiteSettingsSchema = siteSettingsSchema.extend({
  supportPhone: z.string().trim().min(1),
  whatsappNumber: z.string().trim().min(1),
  // Likewise a notice saved before a link rule: the page shows a refused link as plain text.
  privacyNotice: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
});
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

/**
 * The settings as they are before an admin saves any: the environment's values (`staffEmail`:
 * STAFF_EMAIL, which is not public).
 */
export function defaultSiteSettings(config: PublicConfig, staffEmail?: string): SiteSettings {
  return {
    prices: config.prices,
    instantPaymentDetails: config.instantPaymentDetails,
    internationalPaymentUrl: config.internationalPaymentUrl,
    supportEmail: config.supportEmail,
    staffEmail,
    supportPhone: config.supportPhone,
    whatsappNumber: config.whatsappNumber,
    rescheduleCutoffHours: RESCHEDULE_CUTOFF.defaultHours,
    staffAlerts: DEFAULT_STAFF_ALERTS,
    digestHour: DEFAULT_DIGEST_HOUR,
    installmentReminderDays: INSTALLMENT_REMINDER_DAYS.default,
    retention: { ...DEFAULT_RETENTION },
    refundPolicy: undefined,
    businessName: undefined,
    businessAddress: undefined,
    privacyNotice: undefined,
  };
}

const isoDay = (label: string) =>
  calendarDate(
    `${label} must be a date (YYYY-MM-DD)`,
    `${label} must be a real date`,
    `${label} is required`,
  );

/** A round's regular price in `currency`: a whole amount, or blank for the list price. */
const regularPrice = (currency: string) => {
  const message = `The regular price in ${currency} must be a whole amount above 0, or blank`;
  return z
    .number(message)
    .int(message)
    .positive(message)
    .max(1_000_000, message)
    .nullish()
    .transform((v) => v ?? null);
};

const roundFields = z.object({
  name: z
    .string("Name is required")
    .trim()
    .min(1, "Name is required")
    .max(60, "Name must be at most 60 characters"),
  startDate: isoDay("Start date").nullable(),
  endDate: isoDay("End date").nullable(),
  schedule: z
    .string()
    .trim()
    .max(300, "Schedule must be at most 300 characters")
    .nullish()
    .transform((v) => v || null),
  status: z.enum(ROUND_STATUSES, "Status must be open, closed, in-progress or past"),
  /** Last day (Egypt time) to apply; left out or blank means until staff close the round. */
  applicationDeadline: isoDay("Application deadline")
    .nullish()
    .transform((v) => v ?? null),
  /**
   * GAP-25 (decision 0030): the last day (Egypt time) of the early-bird price; left out or blank
   * means no deadline. After it the full payment is the regular price below, per currency, or
   * the list price of Settings when blank.
   */
  earlyBirdEndsOn: isoDay("Last early-bird day")
    .nullish()
    .transform((v) => v ?? null),
  regularPriceEgp: regularPrice("EGP"),
  regularPriceUsd: regularPrice("USD"),
});

type RoundFields = z.output<typeof roundFields>;
const datesInOrder = (r: Pick<RoundFields, "startDate" | "endDate">) =>
  !r.startDate || !r.endDate || r.endDate >= r.startDate;
const datesMessage = { message: "End date cannot be before the start date", path: ["endDate"] };
// Before the start date is allowed (applications often close before the first class).
const deadlineByEnd = (r: Pick<RoundFields, "endDate" | "applicationDeadline">) =>
  !r.applicationDeadline || !r.endDate || r.applicationDeadline <= r.endDate;
const deadlineMessage = {
  message: "Application deadline cannot be after the end date",
  path: ["applicationDeadline"],
};
// An open round is announced on the site ("Next cohort starts ..."), so it needs its dates.
const openHasDates = (r: Pick<RoundFields, "status" | "startDate" | "endDate">) =>
  r.status !== "open" || (!!r.startDate && !!r.endDate);
const openMessage = { message: "An open round needs a start and an end date", path: ["startDate"] };

export const roundUpdateSchema = roundFields
  .refine(datesInOrder, datesMessage)
  .refine(deadlineByEnd, deadlineMessage)
  .refine(openHasDates, openMessage);
export type RoundUpdateInput = z.output<typeof roundUpdateSchema>;

export const ROUND_ID_PATTERN = /^round-\d{1,4}$/;

export const roundCreateSchema = roundFields
  .extend({
    id: z
      .string("Id is required")
      .trim()
      .toLowerCase()
      .regex(ROUND_ID_PATTERN, "Id must look like round-4"),
  })
  .refine(datesInOrder, datesMessage)
  .refine(deadlineByEnd, deadlineMessage)
  .refine(openHasDates, openMessage);
export type RoundCreateInput = z.output<typeof roundCreateSchema>;
