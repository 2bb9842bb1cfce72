/**
 * The finance tab (#17): what one user holds in each earn product and what it has paid them.
 * Each earn domain answers its own summary; GET /finance/summary lists them in this order.
 */
export const EARN_PRODUCTS = ['invest', 'lockup', 'ieo'] as const;
export type EarnProduct = (typeof EARN_PRODUCTS)[number];

/** An amount of one currency, as a decimal string. */
export interface EarnAmount {
  currency: string;
  amount: string;
}

export interface EarnProductSummary {
  product: EarnProduct;
  /** Orders still running (invest purchased or settling, lock-up in progress, IEO not yet listed). */
  active: number;
  /** Principal (or payment) still in the product, per currency. */
  held: EarnAmount[];
  /** Everything the product has paid out above principal, per currency (after penalties). */
  earned: EarnAmount[];
}

/** GET /finance/summary: the user's summary of every earn product, in EARN_PRODUCTS order. */
export interface FinanceSummaryView {
  products: EarnProductSummary[];
}
