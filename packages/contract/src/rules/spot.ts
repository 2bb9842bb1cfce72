import { Decimal } from 'decimal.js';

import type { ErrorCode } from '../errors.js';
import { Money } from '../money.js';
import { SIDE, SPOT_MONEY_DECIMALS } from '../trading.js';
import { plain } from './plain.js';

/**
 * Spot maths (PRODUCT-RULES.md §4, docs/trading/spot.md). Pure functions, no I/O.
 *
 * Every amount the ledger moves is rounded to 8 decimals (`SCALE`): what the user pays rounds
 * up, what the user receives rounds down, and the fee rounds up, so the platform never pays out
 * more than the price allows and every posting balances exactly.
 */

/** Money's rounding (half-up) at a precision no product of two numeric(36,18) values can exceed. */
const Exact = Money.clone({ precision: 60 });
/** Decimals of every amount a spot order moves (quote and base). */
export const SCALE = SPOT_MONEY_DECIMALS;
/** The largest quote value or amount an order may have: far below what numeric(36,18) holds. */
export const MAX_VALUE = '1000000000000000';

type Value = Decimal.Value;
const up = (v: Decimal) => v.toDecimalPlaces(SCALE, Decimal.ROUND_UP);
const down = (v: Decimal) => v.toDecimalPlaces(SCALE, Decimal.ROUND_DOWN);

/** Numeric columns come back with trailing zeros ("1.500000000000000000"); show them plainly. */
export { plain };

/** Equal as numbers: "650.325" and "650.325000000000000000" are the same amount. */
export function isSameAmount(a: Value, b: Value): boolean {
  return new Exact(a).equals(b);
}

/** Decimal places that matter: "0.0100" has 2 (trailing zeros do not count). */
export function decimalsOf(value: Value): number {
  return new Exact(value).decimalPlaces();
}

/**
 * The first rule an order breaks, or null: the amount may have at most the pair's amount
 * precision in decimals, a limit price at most its price precision.
 * e.g. BTC/USDT (amount 6, price 2): amount "0.0000001" → AMOUNT_PRECISION {decimals: 6};
 * limit "64000.123" → PRICE_PRECISION {decimals: 2}; "0.010000" at "64000.10" → null.
 */
export function precisionError(
  input: { amount: string; limitPrice?: string },
  pair: { amount_precision: number; price_precision: number },
): { code: ErrorCode; params: { decimals: number } } | null {
  if (decimalsOf(input.amount) > pair.amount_precision) {
    return { code: 'AMOUNT_PRECISION', params: { decimals: pair.amount_precision } };
  }
  if (input.limitPrice !== undefined && decimalsOf(input.limitPrice) > pair.price_precision) {
    return { code: 'PRICE_PRECISION', params: { decimals: pair.price_precision } };
  }
  return null;
}

/**
 * A limit order must wait for the price: a buy below the feed price now, a sell above it. One
 * at or through the price would fill at once at a worse price than a market order, so it is
 * refused (LIMIT_PRICE_INVALID). e.g. feed 65000: buy at 64000 ok, buy at 65000 no; sell at
 * 66000 ok, sell at 64000 no.
 */
export function isRestingLimit(type: number, limitPrice: Value, feedPrice: Value): boolean {
  const limit = new Exact(limitPrice);
  return type === SIDE.buy ? limit.lessThan(feedPrice) : limit.greaterThan(feedPrice);
}

/** Has the feed price reached the limit? A buy fills at price <= limit, a sell at price >= limit. */
export function limitReached(type: number, limitPrice: Value, feedPrice: Value): boolean {
  const price = new Exact(feedPrice);
  return type === SIDE.buy
    ? price.lessThanOrEqualTo(limitPrice)
    : price.greaterThanOrEqualTo(limitPrice);
}

/** What a limit order freezes: a buy the quote it will pay (rounded up), a sell its base amount. */
export function frozenFor(type: number, amount: Value, limitPrice: Value): string {
  return type === SIDE.buy ? up(new Exact(amount).times(limitPrice)).toFixed() : plain(amount);
}

/** The money of one fill (see `fillOf`). */
export interface Fill {
  /** Quote value at the fill price. */
  total: string;
  /** In the received currency: base for a buy, quote for a sell. */
  fee: string;
  /** What the user receives, net of the fee (base for a buy, quote for a sell). */
  receive: string;
  /** What the user gives (quote for a buy, base for a sell). */
  pay: string;
}

/**
 * The money of one fill at `price`, fee on the received side.
 * Buy: the user pays `total` = amount × price rounded up (quote), receives the base amount less
 * `fee` = amount × rate rounded up; e.g. 0.01 BTC at 65032.5, rate 0.001: total 650.325,
 * fee 0.00001 BTC, receive 0.00999 BTC.
 * Sell: the user gives the base amount, `total` = amount × price rounded down (quote), `fee` =
 * total × rate rounded up, receive total − fee; e.g. 0.01 BTC at 64967.5, rate 0.001:
 * total 649.675, fee 0.649675 USDT, receive 649.025325.
 */
export function fillOf(type: number, amount: Value, price: Value, feeRate: Value): Fill {
  const base = new Exact(amount);
  if (type === SIDE.buy) {
    const total = up(base.times(price));
    const fee = up(base.times(feeRate));
    return {
      total: total.toFixed(),
      fee: fee.toFixed(),
      receive: base.minus(fee).toFixed(),
      pay: total.toFixed(),
    };
  }
  const total = down(base.times(price));
  const fee = up(total.times(feeRate));
  return {
    total: total.toFixed(),
    fee: fee.toFixed(),
    receive: total.minus(fee).toFixed(),
    pay: base.toFixed(),
  };
}

/** An order too small to receive anything after rounding and the fee, or too large for the books. */
export function sizeError(fill: Fill): ErrorCode | null {
  if (!new Exact(fill.receive).greaterThan(0)) return 'AMOUNT_TOO_SMALL';
  if (new Exact(fill.total).greaterThan(MAX_VALUE) || new Exact(fill.pay).greaterThan(MAX_VALUE))
    return 'PARAMETER_ERROR';
  return null;
}
