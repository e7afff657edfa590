import type { PAYMENT_PLANS } from "./enums";

// Residence-based pricing (public-site §9, application-and-admin §9). A stored residence
// decides when present; with none stored, the detected country does (requirements PRICE-20,
// INC-07: the visitor's own declaration wins over the IP address).
//
// One source for each amount (Settings, read through the settings service): the early bird
// price IS the full payment, and the two-payments plan has its own installment amount, so the
// landing page, the course page, step 5, the mails, the applicant's page, the staff console and
// the CSV all read the same numbers. An application records the total it owes when it is
// submitted (applications.amount_due and currency), so a later change of price rewrites nothing
// an applicant agreed to. Payment dates and the wording of a plan: ./plan-terms.ts.

export const CURRENCIES = ["EGP", "USD"] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

export interface PriceData {
  listPrice: number;
  /** The early bird price: what paying in full costs (APP-26's full payment). */
  discountedPrice: number;
  /** Each of the two payments of the two-payments plan (APP-26). */
  installmentPrice: number;
  saving: number;
  currencyCode: CurrencyCode;
  currencySymbol: string;
}

export const EGP_PRICE: PriceData = {
  listPrice: 9500,
  discountedPrice: 8500,
  installmentPrice: 4750,
  saving: 1000,
  currencyCode: "EGP",
  currencySymbol: "LE ",
};

export const USD_PRICE: PriceData = {
  listPrice: 500,
  discountedPrice: 450,
  installmentPrice: 250,
  saving: 50,
  currencyCode: "USD",
  currencySymbol: "$",
};

const BY_CURRENCY: Record<CurrencyCode, PriceData> = { EGP: EGP_PRICE, USD: USD_PRICE };

export const EGYPT = { name: "Egypt", code: "EG" } as const;

export interface PricingInput {
  /** Country name of the stored residence (localStorage userResidence), if any. */
  residenceCountry?: string | null;
  /** ISO code of the detected location, if any. */
  detectedCountryCode?: string | null;
}

/** True when the visitor pays in Egyptian pounds. */
export function paysInEgp({ residenceCountry, detectedCountryCode }: PricingInput): boolean {
  if (residenceCountry) return residenceCountry === EGYPT.name;
  return detectedCountryCode === EGYPT.code;
}

/**
 * The currency an application is paid in: the country the applicant lives in (step 2's
 * country, their declared residence) decides (PRICE-20, APP-26).
 */
export const currencyOfCountry = (country: string): CurrencyCode =>
  paysInEgp({ residenceCountry: country }) ? "EGP" : "USD";

/** The amounts staff set in Settings, per currency; the symbol and code are fixed. */
export type CurrencyAmounts = Pick<PriceData, "listPrice" | "discountedPrice" | "installmentPrice">;
export type PriceTable = Record<CurrencyCode, CurrencyAmounts>;

const amountsOf = (price: PriceData): CurrencyAmounts => ({
  listPrice: price.listPrice,
  discountedPrice: price.discountedPrice,
  installmentPrice: price.installmentPrice,
});

/** The spec's prices as a table: the defaults and the first-run values of Settings. */
export const DEFAULT_PRICE_TABLE: PriceTable = {
  EGP: amountsOf(EGP_PRICE),
  USD: amountsOf(USD_PRICE),
};

/** The prices of `currency` from `table` (default: the spec's constants). */
export function priceIn(
  currency: CurrencyCode,
  table: PriceTable = DEFAULT_PRICE_TABLE,
): PriceData {
  const base = BY_CURRENCY[currency];
  const amounts = table[currency];
  if (
    amounts.listPrice === base.listPrice &&
    amounts.discountedPrice === base.discountedPrice &&
    amounts.installmentPrice === base.installmentPrice
  )
    return base;
  return { ...base, ...amounts, saving: amounts.listPrice - amounts.discountedPrice };
}

/**
 * The visitor's price from `table` (default: the spec's constants). The page passes the table
 * the server injected (publicConfig.prices), so Settings change prices without a deploy.
 */
export const priceFor = (input: PricingInput, table: PriceTable = DEFAULT_PRICE_TABLE): PriceData =>
  priceIn(paysInEgp(input) ? "EGP" : "USD", table);

// English grouping whatever the visitor's locale: the copy around the amounts is English.
const AMOUNT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/**
 * "LE 9,500", "$450": the symbol, then the amount with a thousands separator. The spec leaves
 * the grouping open (PRICE-20 quotes 'LE 9500' and notes "thousands format not shown"; APP-26
 * writes 8,500 EGP); every amount on a page or in a mail goes through here, so it reads the same
 * everywhere.
 */
export function formatPrice(amount: number, price: Pick<PriceData, "currencySymbol">): string {
  return `${price.currencySymbol}${AMOUNT.format(amount)}`;
}

/** An amount in `currency`: "LE 9,500", "$450". */
export const formatAmount = (amount: number, currency: CurrencyCode): string =>
  formatPrice(amount, BY_CURRENCY[currency]);

export type PlanId = (typeof PAYMENT_PLANS)[number];

/** How many payments each plan has (application-and-admin §9). */
export const PLAN_PAYMENTS: Record<PlanId, number> = { "full-payment": 1, "two-payments": 2 };

export const isPlan = (value: string): value is PlanId => value in PLAN_PAYMENTS;

/**
 * What `plan` costs in all (APP-26): paying in full costs the early bird price; two payments
 * cost twice the installment amount (INC-08: the spec's 2 × 4,750 = 9,500, the list price).
 */
export function planTotal(
  plan: PlanId,
  price: Pick<PriceData, "discountedPrice" | "installmentPrice">,
): number {
  return plan === "full-payment" ? price.discountedPrice : 2 * price.installmentPrice;
}

/**
 * How the two-payments plan compares with paying in full (INC-08): "LE 1,000 more than paying
 * in full"; "the same as paying in full" only when the installments add up to the early bird
 * price, the one case where "interest-free" is true.
 */
export function twoPaymentsComparison(price: PriceData): string {
  const difference = planTotal("two-payments", price) - planTotal("full-payment", price);
  if (difference === 0) return "the same as paying in full";
  return `${formatPrice(Math.abs(difference), price)} ${difference > 0 ? "more" : "less"} than paying in full`;
}

/** A round's own pricing (GAP-25): its early-bird deadline and regular price per currency. */
export interface RoundPricing {
  /** The last day (Egypt time, inclusive) of the early-bird price; null: no deadline. */
  earlyBirdEndsOn?: string | null;
  /** The full payment after the deadline; null: the list price of Settings. */
  regularPriceEgp?: number | null;
  regularPriceUsd?: number | null;
}

/** Whether `round`'s early-bird price has ended by `today` (YYYY-MM-DD, Egypt time). */
export const earlyBirdOver = (round: RoundPricing | null | undefined, today: string): boolean =>
  !!round?.earlyBirdEndsOn && today > round.earlyBirdEndsOn;

/**
 * The prices in force for `round` on `today` (YYYY-MM-DD, Egypt time), from the Settings table:
 * every page, the public configuration and the server's check of a new application's total ask
 * here (decision 0030). Until the round's early-bird deadline, inclusive, the table as it is
 * (the full payment is the early-bird price); after it, the full payment is the round's regular
 * price, or the list price when the round sets none. The installments do not change.
 */
export function pricesOn(
  table: PriceTable,
  round: RoundPricing | null | undefined,
  today: string,
): PriceTable {
  if (!earlyBirdOver(round, today)) return table;
  const regular = (currency: CurrencyCode, own: number | null | undefined): CurrencyAmounts => ({
    ...table[currency],
    discountedPrice: own ?? table[currency].listPrice,
  });
  return {
    EGP: regular("EGP", round?.regularPriceEgp),
    USD: regular("USD", round?.regularPriceUsd),
  };
}
