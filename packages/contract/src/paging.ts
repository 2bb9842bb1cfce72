import { z } from 'zod';

import { MAX_PAGE_SIZE } from './content-constants.js';
import { DEFAULT_PAGE_SIZE } from './envelope.js';
import { ErrorCode } from './errors.js';

const DIGITS = /^\d+$/;
const SIGNED_DIGITS = /^-?\d+$/;
const PLAIN_DECIMAL = /^\d+\.\d+$/;

export interface DigitsIntOptions {
  min?: number;
  max?: number;
  /** The code every refusal of this field answers (default PARAMETER_ERROR), e.g. LEVERAGE_INVALID. */
  message?: ErrorCode;
  /** Allow a leading '-' (e.g. a sort order); otherwise the field is at least 0 unless `min` says more. */
  signed?: boolean;
  /**
   * Let a plain decimal with a fraction ("1.5", or the JSON number 1.5) through as its number
   * instead of refusing it, for a caller that refuses it itself with a more precise answer
   * (lots: LOTS_INVALID with the pair's range). Hex, exponents and the rest are still refused.
   */
  passFractions?: boolean;
}

/**
 * The number a wire value spells in plain decimal digits, or the value untouched for the schema
 * to refuse: `' 12 '` → 12, `12` → 12, while `'0x1'`, `'1e1'`, `'+1'`, `''`, `true`, `[[3]]` stay
 * as they are (unlike `Number()`, which reads all of them as numbers).
 */
export function readDigits(
  value: unknown,
  options: Pick<DigitsIntOptions, 'signed' | 'passFractions'> = {},
): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if ((options.signed ? SIGNED_DIGITS : DIGITS).test(text)) return Number(text);
  if (options.passFractions && PLAIN_DECIMAL.test(text)) return Number(text);
  return value;
}

/**
 * An integer as it arrives in a form body, a query string or JSON: a string of plain decimal
 * digits (trimmed) or a JSON integer, within `min`..`max`; anything else answers `message`.
 * Every integer field of the contract (ids, lots, leverage, seconds, sides, statuses, page and
 * limit) uses it instead of `z.coerce.number()`, whose `Number()` reads "0x1e" as 30, "1e1" as 10,
 * `true` as 1 and `[[3]]` as 3. Example: `digitsInt({ min: 1 }).parse(' 7 ')` is 7;
 * `digitsInt().safeParse('0x7').success` is false.
 */
export function digitsInt(options: DigitsIntOptions = {}) {
  const message = options.message ?? ErrorCode.PARAMETER_ERROR;
  const min = options.min ?? (options.signed ? undefined : 0);
  // Every check aborts: a refinement chained after this one never sees a refused value.
  const check = { message, abort: true };
  let schema = z.number({ message });
  if (!options.passFractions) schema = schema.int(check);
  if (min !== undefined) schema = schema.min(min, check);
  if (options.max !== undefined) schema = schema.max(options.max, check);
  return z.preprocess((v) => readDigits(v, options), schema);
}

/**
 * `page` (from 1, default 1) and `limit` (1 to 50, default 10) for every paged list
 * (ARCHITECTURE.md "Lists"), e.g. `{ page: '2' }` parses to `{ page: 2, limit: 10 }`.
 */
export const pagingShape = {
  page: digitsInt({ min: 1, max: 1_000_000 }).default(1),
  limit: digitsInt({ min: 1, max: MAX_PAGE_SIZE }).default(DEFAULT_PAGE_SIZE),
};

/** A positive integer id as it arrives in a form body or query string, e.g. `'3'` or `3`. */
export const idSchema = digitsInt({ min: 1, max: 2_147_483_647 });

/** A body of one id, e.g. `{ id: '3' }`: a detail, a delete, a cancel, an approval. */
export const idInputSchema = z.object({ id: idSchema });
export type IdInput = z.infer<typeof idInputSchema>;

/** Form booleans: `1`/`0`, `true`/`false` (JSON booleans too). */
export const formBooleanSchema = z.preprocess((v) => {
  if (v === true || v === 'true' || v === '1' || v === 1) return true;
  if (v === false || v === 'false' || v === '0' || v === 0) return false;
  return v;
}, z.boolean());
