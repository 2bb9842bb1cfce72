import { Decimal } from 'decimal.js';
import { z } from 'zod';

import { ErrorCode } from './errors.js';

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

/**
 * A positive amount as a decimal string, e.g. "0.5" or "1000"; at most 10 decimals (SPEC.md §5)
 * and at most MAX_INTEGER_DIGITS integer digits, so "1000000000000000" (10^15) is
 * AMOUNT_TOO_LARGE. Numbers arriving from form bodies are strings already; JSON numbers are
 * stringified first. Each check aborts, so nothing chained after it (a `.refine` that reads the
 * value as a number) ever sees a value an earlier check refused.
 */
export function positiveAmount(maxDecimals = 10, maxIntegerDigits = MAX_INTEGER_DIGITS) {
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ message: ErrorCode.PARAMETER_ERROR })
      .refine((v) => isDecimalString(v, maxDecimals), {
        message: ErrorCode.PARAMETER_ERROR,
        abort: true,
      })
      .refine((v) => integerDigits(v) <= maxIntegerDigits, {
        message: ErrorCode.AMOUNT_TOO_LARGE,
        abort: true,
      })
      .refine((v) => new Money(v).greaterThan(0), {
        message: ErrorCode.PARAMETER_ERROR,
        abort: true,
      }),
  );
}
