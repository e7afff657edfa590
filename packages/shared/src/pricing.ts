// Residence-based pricing (public-site.md §9, application-and-admin.md §9). A stored residence
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

export function priceFor(input: PricingInput): PriceData {
  return paysInEgp(input) ? EGP_PRICE : USD_PRICE;
}

/** "LE 9500", "$450": the symbol, then the amount. */
export function formatPrice(amount: number, price: Pick<PriceData, "currencySymbol">): string {
  return `${price.currencySymbol}${amount}`;
}

/** The application's payment plans (application-and-admin.md §9). */
export const PLAN_PRICES = {
  "full-payment": { EGP: 8500, USD: 450, installments: 1 },
  "two-payments": { EGP: 4750, USD: 250, installments: 2 },
} as const;
