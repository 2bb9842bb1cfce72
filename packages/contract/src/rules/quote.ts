import { Money, toMoney } from '../money.js';

/**
 * The platform quote (PRODUCT-RULES.md §4), shared by the server, which fills at it, and the H5
 * app, which previews it. Pure: no I/O.
 */

/**
 * The prices the platform fills at: it sells at feed × (1 + spread) and buys at
 * feed × (1 − spread), rounded to the pair's price precision (ask up, bid down, so the rounding
 * never favours the user), e.g. feed 100, spread 0.0005, 2 decimals → bid 99.95, ask 100.05.
 */
export function platformQuote(
  feedPrice: string,
  spread: string,
  precision: number,
): { bid: string; ask: string } {
  const price = toMoney(feedPrice);
  return {
    bid: price
      .times(toMoney(1).minus(spread))
      .toDecimalPlaces(precision, Money.ROUND_FLOOR)
      .toFixed(precision),
    ask: price
      .times(toMoney(1).plus(spread))
      .toDecimalPlaces(precision, Money.ROUND_CEIL)
      .toFixed(precision),
  };
}
