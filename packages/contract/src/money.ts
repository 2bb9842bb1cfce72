import { Decimal } from 'decimal.js';
import { z } from 'zod';

/** Decimal arithmetic with precision 20 and half-up rounding (SPEC.md §9). */
export const Money = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_UP });
export type Money = Decimal;

export function toMoney(value: Decimal.Value): Decimal {
  return new Money(value);
}

const DECIMAL_PATTERN = /^(?:0|[1-9]\d*)(?:\.\d+)?$/;

/** True when `value` is a plain non-negative decimal with at most `maxDecimals` places. */
export function isDecimalString(value: string, maxDecimals = 10): boolean {
  if (!DECIMAL_PATTERN.test(value)) return false;
  const fraction = value.split('.')[1] ?? '';
  return fraction.length <= maxDecimals;
}

/**
 * A positive amount as a decimal string, e.g. "0.5" or "1000"; at most 10 decimals (SPEC.md §5).
 * Numbers arriving from form bodies are strings already; JSON numbers are stringified first.
 */
export function positiveAmount(maxDecimals = 10) {
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string()
      .refine((v) => isDecimalString(v, maxDecimals) && new Money(v).greaterThan(0), {
        message: 'PARAMETER_ERROR',
      }),
  );
}
