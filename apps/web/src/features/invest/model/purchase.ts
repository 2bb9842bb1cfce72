import { investRules, Money, type InvestOutcome, type InvestProductView } from '@meridian/contract';

/** Why a purchase cannot be sent yet; 'empty' before anything is typed. */
export type PurchaseProblem = 'empty' | 'integer' | 'remaining' | 'balance' | 'closed';

export interface PurchasePreview {
  /** Shares as a number, or null while the input is not a positive integer. */
  shares: number | null;
  /** unit price × shares, in the product's invest currency. */
  amount: string | null;
  /** What settles below the linked price (the coin) and at or above it (USDT). */
  below: InvestOutcome | null;
  atOrAbove: InvestOutcome | null;
  problem: PurchaseProblem | null;
}

const INTEGER = /^\d+$/;

/**
 * The purchase form's preview, with the contract's formula (the server settles with the same, per
 * share):
 * shares a positive integer within the remaining shares, the amount invested, both outcomes.
 * `available` is the exchange account's balance of the invest currency (null: unknown).
 * e.g. 3 shares of 0.01 BTC up, linked 70000, 7 days at 36.5 % → 0.03 BTC; 0.03021 BTC below,
 * 2114.7 USDT at or above.
 */
export function previewPurchase(
  product: InvestProductView,
  input: string,
  available: string | null,
): PurchasePreview {
  const text = input.trim();
  const none = { shares: null, amount: null, below: null, atOrAbove: null };
  if (!product.buyable) return { ...none, problem: 'closed' };
  if (text === '') return { ...none, problem: 'empty' };
  if (!INTEGER.test(text) || Number(text) < 1) return { ...none, problem: 'integer' };
  const shares = Number(text);
  const amount = investRules.invested(product.unit_price, shares);
  const outcomes = investRules.purchaseOutcomes(
    {
      type: product.type,
      linkedPrice: product.linked_price,
      apr: product.apr,
      days: product.days,
    },
    product.unit_price,
    shares,
  );
  let problem: PurchaseProblem | null = null;
  if (shares > product.remaining_shares) problem = 'remaining';
  else if (available !== null && new Money(amount).greaterThan(available)) problem = 'balance';
  return { shares, amount, below: outcomes.below, atOrAbove: outcomes.atOrAbove, problem };
}

/** The annual yield as percent points for display: '0.12' → '12'. */
export function aprPoints(apr: string): string {
  return new Money(apr).times(100).toString();
}

/** Which outcome the current price would pay if it held until settlement (null: no price). */
export function sideAtPrice(product: InvestProductView, price: string | null) {
  if (price === null) return null;
  return investRules.payoutSide(product.linked_price, price);
}
