import { Decimal } from 'decimal.js';

/**
 * Decimal arithmetic, half-up rounding (SPEC.md §9). SPEC.md asks for precision 20; money
 * columns are numeric(36,18), whose values have up to 36 significant digits, so arithmetic keeps
 * 40 (at least the spec's 20, and never fewer than a stored amount has: issue #11).
 */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Money = Decimal;

export function toMoney(value: Decimal.Value): Decimal {
  return new Money(value);
}

const DECIMAL_PATTERN = /^(?:0|[1-9]\d*)(?:\.\d+)?$/;

/**
 * At most this many integer digits in an amount or a price on the wire: below 10^15.
 * DANGER: the money columns are numeric(36, 18) and hold less than 10^18. The server stores
 * products of what it receives in those same columns (futures notional price × lots × lot size,
 * margin and fee from it, a conversion's amount × price, a spot order's amount × price, balances
 * that add amounts up), so inputs keep three digits (a factor of 1000) of headroom below the
 * column. A product that still does not fit answers AMOUNT_TOO_LARGE from the error handler.
 */
export const MAX_INTEGER_DIGITS = 15;

/** True when `value` is a plain non-negative decimal with at most `maxDecimals` places. */
export function isDecimalString(value: string, maxDecimals = 10): boolean {
  if (!DECIMAL_PATTERN.test(value)) return false;
  const fraction = value.split('.')[1] ?? '';
  return fraction.length <= maxDecimals;
}

/** Digits before the decimal point of a plain decimal string, e.g. "12345.6" → 5. */
export const integerDigits = (value: string): number =>
  value.replace(/^-/, '').split('.')[0]!.length;
