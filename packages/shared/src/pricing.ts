// Residence-based pricing (docs/requirements.md, public-site §9, docs/requirements.md, application-and-admin §9). A stored residence
// decides when present; with none stored, the detected country does (requirements PRICE-20,
// INC-07: the visitor's own declaration wins over the IP address).

export interface PriceData {
  listPrice: number;
  discountedPrice: number;
  saving: number;
  currencyCode: "EGP" | "USD";
  currencySymbol: string;
}

export const EGP_PRICE: PriceData = {
  listPrice: 9500,
  discountedPrice: 8500,
  saving: 1000,
  currencyCode: "EGP",
  currencySymbol: "LE ",
};

export const USD_PRICE: PriceData = {
  listPrice: 500,
  discountedPrice: 450,
  saving: 50,
  currencyCode: "USD",
  currencySymbol: "$",
};

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

/** The amounts staff set in Settings; everything else about a price (symbol, code) is fixed. */
export interface PriceTable {
  EGP: { listPrice: number; discountedPrice: number };
  USD: { listPrice: number; discountedPrice: number };
  plans: Record<PlanId, { EGP: number; USD: number }>;
}

/**
 * The visitor's price from `table` (default: the spec's constants). The page passes the table
 * the server injected (publicConfig.prices), so Settings change prices without a deploy.
 */
export function priceFor(input: PricingInput, table: PriceTable = DEFAULT_PRICE_TABLE): PriceData {
  const base = paysInEgp(input) ? EGP_PRICE : USD_PRICE;
  const { listPrice, discountedPrice } = table[base.currencyCode];
  if (listPrice === base.listPrice && discountedPrice === base.discountedPrice) return base;
  return { ...base, listPrice, discountedPrice, saving: listPrice - discountedPrice };
}

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

/** The application's payment plans (docs/requirements.md, application-and-admin §9). */
export const PLAN_PRICES = {
  "full-payment": { EGP: 8500, USD: 450, installments: 1 },
  "two-payments": { EGP: 4750, USD: 250, installments: 2 },
} as const;

export type PlanId = keyof typeof PLAN_PRICES;

/** The spec's prices as a table: the defaults and the first-run values of Settings. */
export const DEFAULT_PRICE_TABLE: PriceTable = {
  EGP: { listPrice: EGP_PRICE.listPrice, discountedPrice: EGP_PRICE.discountedPrice },
  USD: { listPrice: USD_PRICE.listPrice, discountedPrice: USD_PRICE.discountedPrice },
  plans: {
    "full-payment": { EGP: PLAN_PRICES["full-payment"].EGP, USD: PLAN_PRICES["full-payment"].USD },
    "two-payments": { EGP: PLAN_PRICES["two-payments"].EGP, USD: PLAN_PRICES["two-payments"].USD },
  },
};

/** One payment of `plan` in the visitor's currency, from `table` (default: the constants). */
export function planAmount(
  plan: PlanId,
  egp: boolean,
  table: PriceTable = DEFAULT_PRICE_TABLE,
): { amount: number; installments: number; price: PriceData } {
  const price = egp ? EGP_PRICE : USD_PRICE;
  return {
    amount: table.plans[plan][price.currencyCode],
    installments: PLAN_PRICES[plan].installments,
    price,
  };
}
