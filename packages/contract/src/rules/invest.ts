import { Decimal } from 'decimal.js';

import { Money } from '../money.js';
import { plain } from './plain.js';

/**
 * The pure maths of invest (dual) products (SPEC.md §9, PRODUCT-RULES.md §8). The web previews
 * both outcomes with these functions and the server settles with the same ones, so what a user is
 * shown before confirming is what the settlement pays. No I/O: an outcome is a function of the
 * product's terms and the recorded ticks of its settlement window.
 */

/**
 * 1 "up" (sell high): the user invests the coin (e.g. BTC). 2 "down" (buy low): the user invests
 * USDT. Either way a settlement price at or above the linked price pays USDT, below it the coin.
 */
export const INVEST_TYPE = { up: 1, down: 2 } as const;
export type InvestType = (typeof INVEST_TYPE)[keyof typeof INVEST_TYPE];

/** Order states (SPEC.md §4). */
export const INVEST_STATUS = { purchased: 1, settling: 2, success: 3, fail: 4 } as const;
export type InvestStatus = (typeof INVEST_STATUS)[keyof typeof INVEST_STATUS];

/** Why an order failed (its principal was returned): no recorded tick in the window. */
export const INVEST_FAIL_NO_TICKS = 'no_ticks_in_window';

/** Decimals of every amount a settlement pays (rounded down: never more than promised). */
export const INVEST_DECIMALS = 8;
/** Decimals of the settlement price (the average of the window's ticks, rounded half up). */
export const INVEST_PRICE_DECIMALS = 8;
/** The default settlement instant: 08:00 UTC on the maturity day. */
export const INVEST_SETTLE_HOUR_UTC = 8;
/** The default settlement window: the 30 minutes before the settlement instant. */
export const INVEST_WINDOW_MINUTES = 30;
const DAY_MS = 86_400_000;

/** A decimal as a plain string without trailing zeros, e.g. "0.010000" → "0.01". */
export { plain };

/** Wide enough for any numeric(36,18) amount times a price and a factor. */
const Exact = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

/** Which currency an outcome pays: the product's coin or USDT (the pair's quote). */
export type PayoutSide = 'coin' | 'usdt';

export interface InvestTerms {
  type: InvestType;
  /** Linked (strike) price in USDT. */
  linkedPrice: Decimal.Value;
  /** Annualised yield as a fraction, e.g. 0.12 for 12 %. */
  apr: Decimal.Value;
  /** Holding days the yield is paid for. */
  days: number;
}

export interface InvestOutcome {
  side: PayoutSide;
  /** What comes back, rounded down to INVEST_DECIMALS. */
  amount: string;
}

/** The amount a purchase invests: unit price × shares, e.g. 0.01 BTC × 3 = 0.03 BTC. */
export function invested(unitPrice: Decimal.Value, shares: number): string {
  return plain(new Exact(unitPrice).times(shares));
}

/**
 * The yield over the holding days: 1 + days × annual yield / 365,
 * e.g. 7 days at 36.5 % → 1.007.
 */
export function yieldFactor(days: number, apr: Decimal.Value): Decimal {
  return new Exact(days).times(apr).dividedBy(365).plus(1);
}

/**
 * The side a settlement price pays: at or above the linked price USDT, below it the coin.
 * e.g. linked 70000: 69999.99 → coin, 70000 → usdt.
 */
export function payoutSide(linkedPrice: Decimal.Value, settlementPrice: Decimal.Value): PayoutSide {
  return new Money(settlementPrice).lessThan(linkedPrice) ? 'coin' : 'usdt';
}

/**
 * What `amount` invested pays back at `settlementPrice` (SPEC.md §9), rounded down to 8 decimals:
 * - up (coin invested): below the linked price amount × factor in the coin; at or above it
 *   amount × linked price × factor in USDT;
 * - down (USDT invested): below the linked price amount × factor / linked price in the coin; at
 *   or above it amount × factor in USDT.
 * e.g. up, 0.1 BTC, linked 70000, 7 days at 36.5 %: at 69000 → 0.1007 BTC; at 70000 → 7049 USDT.
 */
export function outcome(
  terms: InvestTerms,
  amount: Decimal.Value,
  settlementPrice: Decimal.Value,
): InvestOutcome {
  const side = payoutSide(terms.linkedPrice, settlementPrice);
  const grown = new Exact(amount).times(yieldFactor(terms.days, terms.apr));
  let paid: Decimal;
  if (terms.type === INVEST_TYPE.up)
    paid = side === 'coin' ? grown : grown.times(terms.linkedPrice);
  else paid = side === 'coin' ? grown.dividedBy(terms.linkedPrice) : grown;
  return { side, amount: paid.toDecimalPlaces(INVEST_DECIMALS, Decimal.ROUND_DOWN).toFixed() };
}

/** Both outcomes of a purchase, shown before confirming (PRODUCT-RULES.md §0). */
export function bothOutcomes(
  terms: InvestTerms,
  amount: Decimal.Value,
): { below: InvestOutcome; atOrAbove: InvestOutcome } {
  const linked = new Exact(terms.linkedPrice);
  // Any price below the linked price pays the same coin amount; the linked price itself pays USDT.
  return {
    below: outcome(terms, amount, linked.minus('0.00000001')),
    atOrAbove: outcome(terms, amount, linked),
  };
}

/**
 * What one share pays at a settlement price: an order of `shares` shares is paid shares × this
 * (so orders of one product settle together with one figure, and rounding never favours a big
 * order over many small ones). e.g. unit 0.01 BTC, up, linked 70000, 7 days at 36.5 %, settled at
 * 71000 → 704.9 USDT a share.
 */
export function perSharePayout(
  terms: InvestTerms,
  unitPrice: Decimal.Value,
  settlementPrice: Decimal.Value,
): InvestOutcome {
  return outcome(terms, unitPrice, settlementPrice);
}

/**
 * Both outcomes of buying `shares` shares, exactly as the settlement pays them: shares × what one
 * share pays (each rounded down to 8 decimals), so the preview never differs from the payout by
 * the rounding. e.g. 3 shares of 100 USDT down, linked 96262, 10 days at 36.5 % → 3 × 0.00104921
 * = 0.00314763 BTC below, 303 USDT at or above.
 */
export function purchaseOutcomes(
  terms: InvestTerms,
  unitPrice: Decimal.Value,
  shares: number,
): { below: InvestOutcome; atOrAbove: InvestOutcome } {
  const one = bothOutcomes(terms, unitPrice);
  const times = (o: InvestOutcome): InvestOutcome => ({
    side: o.side,
    amount: new Exact(o.amount).times(shares).toFixed(),
  });
  return { below: times(one.below), atOrAbove: times(one.atOrAbove) };
}

/**
 * The settlement price: the average of the window's recorded ticks (their sum over their count),
 * rounded half up to 8 decimals; null when the window holds no tick (the order fails and the
 * principal is returned). e.g. 70000, 70010, 70020 → 70010.
 */
export function settlementPrice(sum: Decimal.Value, count: number): string | null {
  if (count <= 0) return null;
  return new Exact(sum)
    .dividedBy(count)
    .toDecimalPlaces(INVEST_PRICE_DECIMALS, Decimal.ROUND_HALF_UP)
    .toFixed();
}

/**
 * The default settlement instant of a product held `days` days from `start`: 08:00 UTC on the day
 * `days` days after the start's UTC day. e.g. start 2026-11-26 15:00 UTC, 7 days → 2026-12-03
 * 08:00 UTC.
 */
export function defaultSettleAt(start: number, days: number): number {
  const day = Math.floor(start / DAY_MS) * DAY_MS;
  return day + days * DAY_MS + INVEST_SETTLE_HOUR_UTC * 3_600_000;
}

/** The published window's start: `minutes` before the settlement instant. */
export function windowStart(settleAt: number, minutes: number = INVEST_WINDOW_MINUTES): number {
  return settleAt - minutes * 60_000;
}

/** An amount rounded down to INVEST_DECIMALS, e.g. a yield counted across currencies. */
export function floorAmount(value: Decimal.Value): string {
  return new Exact(value).toDecimalPlaces(INVEST_DECIMALS, Decimal.ROUND_DOWN).toFixed();
}

/** Shares left to sell; progress in percent (0-100, two decimals, rounded down). */
export function remainingShares(total: number, sold: number): number {
  return Math.max(0, total - sold);
}

export function progressPercent(total: number, sold: number): string {
  if (total <= 0) return '0';
  return new Exact(sold)
    .times(100)
    .dividedBy(total)
    .toDecimalPlaces(2, Decimal.ROUND_DOWN)
    .toFixed();
}
