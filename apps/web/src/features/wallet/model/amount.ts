import { isDecimalString, Money } from '@meridian/contract';

import type { FormErrors } from '../../../lib/form';

/**
 * What a wallet form model returns for a field: an error *key*, translated under
 * `fund.errors.*`, never text (STYLE.md: order-form logic returns error keys).
 */
export type WalletFieldError =
  | 'REQUIRED'
  | 'AMOUNT_INVALID'
  | 'AMOUNT_DECIMALS'
  | 'AMOUNT_NOT_POSITIVE'
  | 'BELOW_MIN'
  | 'INSUFFICIENT_BALANCE'
  | 'LIMIT_EXCEEDED'
  | 'RECEIVE_NOT_POSITIVE'
  | 'SAME_ACCOUNT'
  | 'SAME_CURRENCY'
  | 'CURRENCY_REQUIRED'
  | 'DESTINATION_REQUIRED'
  | 'PAY_PASSWORD_FORMAT'
  | 'VOUCHER_REQUIRED'
  | 'UPLOAD_NOT_IMAGE'
  | 'UPLOAD_TOO_LARGE';

export type WalletFormErrors<F extends string> = FormErrors<F, WalletFieldError>;

/** Amounts carry at most 10 decimals (SPEC.md §5). */
export const AMOUNT_DECIMALS = 10;

/**
 * Cleans what the user types into an amount field: digits and one decimal point (a comma counts
 * as one), no leading zeros, at most `maxDecimals` places, e.g. "0012,3456" → "12.3456" and
 * ".5" → "0.5".
 */
export function sanitizeAmountInput(raw: string, maxDecimals: number = AMOUNT_DECIMALS): string {
  const text = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  let whole = dot === -1 ? text : text.slice(0, dot);
  const fraction =
    dot === -1
      ? null
      : text
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, maxDecimals);
  whole = whole.replace(/^0+(?=\d)/, '');
  if (fraction === null) return whole;
  if (maxDecimals === 0) return whole || '0';
  return `${whole || '0'}.${fraction}`;
}

/** A typed amount as a wire decimal string ("1." → "1", "0.50" → "0.5"); null when not a number. */
export function toWireAmount(text: string): string | null {
  const trimmed = text.trim().replace(/\.$/, '');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return new Money(trimmed).toFixed();
}

/** Parses a typed amount; null when it is not a plain non-negative decimal. */
export function parseAmount(text: string): Money | null {
  const wire = toWireAmount(text);
  return wire === null ? null : new Money(wire);
}

export interface AmountBounds {
  /** The smallest amount allowed (inclusive). */
  min?: string | null;
  /** What the user has: more is INSUFFICIENT_BALANCE. */
  available?: string | null;
  /** A further cap, e.g. the remaining 24 h withdrawal limit: more is LIMIT_EXCEEDED. */
  limit?: string | null;
  maxDecimals?: number;
}

/**
 * Checks an amount in the order the user can fix it: present, a number, at most 10 decimals,
 * positive, at least the minimum, within the balance, within the limit.
 * validateAmount('0.5', { min: '1' }) === 'BELOW_MIN'.
 */
export function validateAmount(
  text: string,
  { min, available, limit, maxDecimals = AMOUNT_DECIMALS }: AmountBounds = {},
): WalletFieldError | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'REQUIRED';
  const wire = toWireAmount(trimmed);
  if (wire === null) return 'AMOUNT_INVALID';
  if (!isDecimalString(wire, maxDecimals)) return 'AMOUNT_DECIMALS';
  const amount = new Money(wire);
  if (!amount.greaterThan(0)) return 'AMOUNT_NOT_POSITIVE';
  if (min && amount.lessThan(min)) return 'BELOW_MIN';
  if (available !== undefined && available !== null && amount.greaterThan(available)) {
    return 'INSUFFICIENT_BALANCE';
  }
  if (limit !== undefined && limit !== null && amount.greaterThan(limit)) return 'LIMIT_EXCEEDED';
  return undefined;
}

/** The smaller of two optional amounts, e.g. the balance and the remaining limit. */
export function minAmount(a: string, b: string | null | undefined): string {
  if (b === null || b === undefined) return a;
  return Money.min(a, b).toFixed();
}
