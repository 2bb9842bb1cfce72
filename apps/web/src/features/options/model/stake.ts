import { isDecimalString, Money, sanitizeDecimalInput, toWireDecimal } from '@meridian/contract';

import { optionFee, STAKE_DECIMALS } from './preview';

/** Why a stake cannot be placed; translated under `options.errors.*` with `params`. */
export type StakeErrorCode =
  | 'REQUIRED'
  | 'AMOUNT_INVALID'
  | 'AMOUNT_DECIMALS'
  | 'AMOUNT_NOT_POSITIVE'
  | 'BELOW_MIN'
  | 'ABOVE_MAX'
  | 'INSUFFICIENT_BALANCE';

export interface StakeError {
  code: StakeErrorCode;
  /** Values for the message's placeholders: {{min}}, {{max}}, {{decimals}}, {{needed}}, {{available}}. */
  params: Record<string, string | number>;
}

export interface StakeBounds {
  min: string;
  max: string;
  /** The options account's available amount; null while unknown (a visitor, still loading). */
  available: string | null;
  feeRate?: string | null;
  decimals?: number;
}

/**
 * Cleans what the user types into the stake field (the contract's `sanitizeDecimalInput`), at
 * most 8 decimals by default, e.g. "0010,123456789" → "10.12345678".
 */
export function sanitizeStakeInput(raw: string, maxDecimals: number = STAKE_DECIMALS): string {
  return sanitizeDecimalInput(raw, maxDecimals);
}

/**
 * A typed stake as a wire decimal (the contract's `toWireDecimal`): "10." → "10", "10.50" →
 * "10.5"; null when not a number.
 */
export const toWireStake: (text: string) => string | null = toWireDecimal;

/**
 * Checks a stake in the order the user can fix it: present, a number, at most 8 decimals,
 * positive, within the duration's min and max, and (stake + fee) within the options account.
 * validateStake('0.5', { min: '1', max: '1000', available: '50' }) →
 * { code: 'BELOW_MIN', params: { min: '1', max: '1000' } }.
 */
export function validateStake(
  text: string,
  { min, max, available, feeRate, decimals = STAKE_DECIMALS }: StakeBounds,
): StakeError | null {
  const range = { min, max };
  const trimmed = text.trim();
  if (trimmed === '') return { code: 'REQUIRED', params: range };
  const wire = toWireStake(trimmed);
  if (wire === null) return { code: 'AMOUNT_INVALID', params: range };
  if (!isDecimalString(wire, decimals)) return { code: 'AMOUNT_DECIMALS', params: { decimals } };
  const stake = new Money(wire);
  if (!stake.gt(0)) return { code: 'AMOUNT_NOT_POSITIVE', params: range };
  if (stake.lt(min)) return { code: 'BELOW_MIN', params: range };
  if (stake.gt(max)) return { code: 'ABOVE_MAX', params: range };
  if (available !== null) {
    const needed = stake.plus(optionFee(wire, feeRate));
    if (needed.gt(available)) {
      return { code: 'INSUFFICIENT_BALANCE', params: { needed: needed.toFixed(), available } };
    }
  }
  return null;
}

/** The i18n key of a stake error. */
export const stakeErrorKey = (code: StakeErrorCode) => `options.errors.${code}` as const;

/** Round stakes offered as one-tap chips, kept to those the duration allows. */
const QUICK_CANDIDATES = ['10', '50', '100', '500', '1000', '5000', '10000'];

/**
 * Up to four quick stakes inside [min, max]: the round candidates that fit, or the minimum when
 * none does. quickStakes('1', '1000') → ['10', '50', '100', '500'];
 * quickStakes('20', '60') → ['50']; quickStakes('0.5', '5') → ['0.5'].
 */
export function quickStakes(min: string, max: string): string[] {
  const fits = QUICK_CANDIDATES.filter((c) => new Money(c).gte(min) && new Money(c).lte(max));
  return fits.length > 0 ? fits.slice(0, 4) : [new Money(min).toFixed()];
}

/**
 * The largest stake the user can place: the duration's max, or what the account covers with the
 * fee, rounded down to 8 decimals; null when the account cannot cover the minimum.
 * maxStake('1000', '1', '50.5', '0') → '50.5'; with fee rate 0.01 → '50' (50 + 0.5 = 50.5).
 */
export function maxStake(
  max: string,
  min: string,
  available: string | null,
  feeRate: string | null | undefined,
): string | null {
  if (available === null) return new Money(max).toFixed();
  const rate = feeRate && /^\d+(\.\d+)?$/.test(feeRate) ? new Money(feeRate) : new Money(0);
  const affordable = new Money(available)
    .div(new Money(1).plus(rate))
    .toDecimalPlaces(STAKE_DECIMALS, Money.ROUND_DOWN);
  let stake = Money.min(affordable, max);
  // The fee rounds half-up, so the last unit may tip the total over the balance.
  if (stake.plus(optionFee(stake.toFixed(), feeRate)).gt(available)) {
    stake = stake.minus(new Money(10).pow(-STAKE_DECIMALS));
  }
  return stake.lt(min) ? null : stake.toFixed();
}
