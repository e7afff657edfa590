import {
  amountDueText,
  type CurrencyCode,
  OTHER_LANGUAGE,
  PAYMENT_PLAN_LABELS,
  type PlanId,
  paymentTerms,
} from "@kairos/shared";
import { slotLabel } from "../assessment-slots/format";

// An application's answers as staff read them: its page and the booked-slots panel.

/** The second language as shown: the custom one when 'Other (specify below)' was chosen. */
export function secondLanguageOf(app: {
  secondLanguage: string | null;
  customLanguage: string | null;
}): string {
  if (app.secondLanguage === OTHER_LANGUAGE && app.customLanguage) return app.customLanguage;
  return app.secondLanguage || "—";
}

/** Values whose spelling is not just the capitalised words. */
const SPELLED: Record<string, string> = { linkedin: "LinkedIn" };

/** 'full-payment' → 'Full payment'; empty → '—'. */
export function humanize(value: string | null | undefined): string {
  if (!value) return "—";
  const spelled = SPELLED[value];
  if (spelled) return spelled;
  const text = value.replace(/[-_]+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The plan and what the application owes, as recorded when it was submitted (APP-26): "Two
 * Payments: LE 9,500 (LE 4,750 + LE 4,750)", the same amounts as the applicant's mail and page.
 */
export function planAmountText(app: {
  paymentPlan: PlanId;
  amountDue: number;
  currency: CurrencyCode;
}): string {
  const terms = paymentTerms({
    plan: app.paymentPlan,
    currency: app.currency,
    total: app.amountDue,
    roundStart: null,
  });
  return `${PAYMENT_PLAN_LABELS[app.paymentPlan]}: ${amountDueText(terms)}`;
}

/** The booked assessment as staff read it: "Tue, Nov 3, 2026 · 3:30 PM (Egypt time)", or "—". */
export const assessmentText = (app: { assessmentStartsAt: string | null }) =>
  app.assessmentStartsAt ? `${slotLabel(app.assessmentStartsAt)} (Egypt time)` : "—";
