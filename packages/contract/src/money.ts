import { z } from 'zod';

import { ErrorCode } from './errors.js';
import { integerDigits, isDecimalString, MAX_INTEGER_DIGITS, Money } from './money-value.js';

// The decimal type and the plain-decimal checks live in money-value.ts, which imports no zod: the
// web's formatters (format.ts) take them from there, so its first screens do not download zod
// (issue #14 item 11). This module adds the schema and re-exports the rest, as before.
export * from './money-value.js';

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
