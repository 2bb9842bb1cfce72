import { Decimal } from 'decimal.js';

import { Money } from '../money.js';
import { OPTION_DIRECTION, OPTION_RESULT, type OptionResult } from '../trading.js';
import { plain } from './plain.js';

/**
 * The pure maths of seconds options (PRODUCT-RULES.md §6): who won, what is paid back, the fee,
 * the breakeven win rate. No I/O: every outcome is a function of the recorded ticks and the
 * ratio copied onto the order when it was placed.
 */

/** Amounts the ledger moves keep at most 10 decimals (SPEC.md §5). */
const SCALE = 10;
/** Products before rounding to SCALE: wide enough for any numeric(36,18) amount times a ratio. */
const Exact = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });

/** A decimal as a plain string without trailing zeros, e.g. "100.500000000000000000" → "100.5". */
export { plain };

/**
 * The result of an order from its open and end prices: up (1) wins when the end price is above
 * the open price, down (2) when it is below; the same price is a draw whatever the direction.
 * e.g. up at 65000 ending 65000.01 → 1; down at 65000 ending 65000.01 → -1; either ending 65000 → 0.
 */
export function optionResult(
  type: 1 | 2,
  openPrice: Decimal.Value,
  endPrice: Decimal.Value,
): OptionResult {
  const cmp = new Money(endPrice).comparedTo(openPrice);
  if (cmp === 0) return OPTION_RESULT.draw;
  const rose = cmp > 0;
  return rose === (type === OPTION_DIRECTION.up) ? OPTION_RESULT.win : OPTION_RESULT.loss;
}

export interface Settlement {
  /** What goes back to the options account: stake × (1 + ratio), the stake, or 0. */
  payout: string;
  /** Signed result: +stake × ratio, 0, or −stake. */
  factProfits: string;
}

/**
 * What a settled order pays: a win pays stake × (1 + ratio) (rounded down to 10 decimals, so the
 * pool never pays more than the ratio promises), a draw refunds the stake, a loss pays nothing.
 * The fee paid at submission is not refunded and is not part of `fact_profits`.
 * e.g. stake 100 at ratio 0.85: win → payout 185, +85; draw → 100, 0; loss → 0, −100.
 */
export function settlement(
  stake: Decimal.Value,
  ratio: Decimal.Value,
  result: OptionResult,
): Settlement {
  const s = new Exact(stake);
  if (result === OPTION_RESULT.draw) return { payout: s.toFixed(), factProfits: '0' };
  if (result === OPTION_RESULT.loss) return { payout: '0', factProfits: s.negated().toFixed() };
  const payout = s.times(new Exact(1).plus(ratio)).toDecimalPlaces(SCALE, Decimal.ROUND_DOWN);
  return { payout: payout.toFixed(), factProfits: payout.minus(s).toFixed() };
}

/**
 * The fee charged on top of the stake at submission: stake × fee rate, rounded up to 10 decimals.
 * e.g. stake 100 at 0.002 → 0.2; stake 0.00000001 at 0.002 → 0.0000000001 (never rounds to 0).
 */
export function stakeFee(stake: Decimal.Value, feeRate: Decimal.Value): string {
  return new Exact(stake).times(feeRate).toDecimalPlaces(SCALE, Decimal.ROUND_UP).toFixed();
}

/** What leaves the options account at submission: the stake and the fee, e.g. 100 + 0.2 → 100.2. */
export function totalCost(stake: Decimal.Value, fee: Decimal.Value): string {
  return new Exact(stake).plus(fee).toFixed();
}

/**
 * The share of orders one must win to break even (draws aside): what is risked over what a win
 * pays back, (1 + fee rate) / (1 + ratio), which is 1 / (1 + ratio) without a fee,
 * e.g. 0.85 → 0.5405405405 (54.05 %); 1 → 0.5; 0.8 with fee rate 0.01 → 0.5611 at 4 decimals
 * (56.11 %). Shown on the ticket before the user confirms.
 */
export function breakevenWinRate(
  ratio: Decimal.Value,
  decimals = 10,
  feeRate: Decimal.Value = 0,
): string {
  return new Money(1)
    .plus(feeRate)
    .dividedBy(new Money(1).plus(ratio))
    .toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP)
    .toFixed();
}

/** Is the stake within the duration's published range (both ends included)? */
export function stakeInRange(
  stake: Decimal.Value,
  min: Decimal.Value,
  max: Decimal.Value,
): boolean {
  const s = new Money(stake);
  return s.greaterThanOrEqualTo(min) && s.lessThanOrEqualTo(max);
}

/** The expiry instant: submission time plus the duration, e.g. 1_700_000_000_000 + 60 s → …060_000. */
export function expiryOf(submittedAt: number, seconds: number): number {
  return submittedAt + seconds * 1000;
}

/** A tick (price and time, ms). */
export interface PriceAt {
  price: string;
  time: number;
}

/** Why an order was voided and refunded instead of settled. */
export const VOID_NO_PRICE = 'no_price_at_expiry';

/**
 * The tick that decides an order: the last recorded tick at or before expiry, if it is no older
 * than the price tolerance; null otherwise (no fresh price: the order is voided and refunded,
 * never settled on a stale one). E.g. expiry 10:00:30.000, tolerance 3 s: a tick at 10:00:29.000
 * decides; one at 10:00:26.000 does not (null).
 */
export function decidingTick(
  found: PriceAt | null,
  expiresAt: number,
  toleranceMs: number,
): PriceAt | null {
  if (!found || found.time > expiresAt || found.time < expiresAt - toleranceMs) return null;
  return found;
}
