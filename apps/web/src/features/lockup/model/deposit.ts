import {
  isDecimalString,
  lockupRules,
  Money,
  type LockupOrderView,
  type LockupProductView,
} from '@meridian/contract';

/** The body of POST /lh/deposit. */
export interface DepositInput {
  [key: string]: string | number;
  config_id: number;
  amount: string;
}

/** The body of POST /lh/deposit/order/cancel. */
export interface RedeemInput {
  [key: string]: number;
  id: number;
}

/** Decimals a deposit may have (the server's limit). */
export const DEPOSIT_DECIMALS = 8;

/** Why an amount cannot be sent yet (a key under `lockup.errors`), or null when it can. */
export type DepositProblem = 'empty' | 'invalid' | 'precision' | 'belowMin' | 'balance' | null;

export interface DepositPreview {
  /** What one full day pays: amount × daily rate, cut to 8 decimals. */
  daily: string | null;
  /** What the whole lock period pays: lock days × the daily yield. */
  total: string | null;
  /** The penalty of redeeming before the first day has paid (all days remaining). */
  fullPenalty: string | null;
  problem: DepositProblem;
}

/**
 * What a typed amount means before confirming, with the contract's formulas (the ones the server
 * settles with): the daily and total yield and the penalty of redeeming at once, and what stops
 * it, checked in the order the server checks, e.g. 1000 at 0.4 % for 3 days: 4 a day, 12 in all,
 * 12 penalty with 3 days remaining.
 */
export function previewDeposit(
  product: Pick<LockupProductView, 'daily_rate' | 'lock_days' | 'min_amount' | 'penalty_ratio'>,
  amount: string,
  available: string | null,
): DepositPreview {
  const text = amount.trim();
  const none = { daily: null, total: null, fullPenalty: null };
  if (text === '') return { ...none, problem: 'empty' };
  if (!isDecimalString(text, 18) || new Money(text).lessThanOrEqualTo(0))
    return { ...none, problem: 'invalid' };
  if (!isDecimalString(text, DEPOSIT_DECIMALS)) return { ...none, problem: 'precision' };
  const figures = {
    daily: lockupRules.dailyYield(text, product.daily_rate),
    total: lockupRules.totalYield(text, product.daily_rate, product.lock_days),
    fullPenalty: lockupRules.earlyPenalty(text, product.penalty_ratio, product.lock_days),
  };
  if (!lockupRules.meetsMinimum(text, product.min_amount))
    return { ...figures, problem: 'belowMin' };
  if (available !== null && new Money(text).greaterThan(available))
    return { ...figures, problem: 'balance' };
  return { ...figures, problem: null };
}

/** The body to send for a checked amount. */
export function toDepositInput(
  product: Pick<LockupProductView, 'id'>,
  amount: string,
): DepositInput {
  return { config_id: product.id, amount: new Money(amount.trim()).toFixed() };
}

/** What redeeming an order now gives back: the amount less the penalty the order shows. */
export function redemptionOf(order: Pick<LockupOrderView, 'amount' | 'penalty_now'>): string {
  return lockupRules.redemptionPayout(order.amount, order.penalty_now);
}

/** When a deposit made at `now` would start paying and return its principal (ms). */
export function scheduleOf(lockDays: number, now: number): { firstDay: string; endsAt: number } {
  const firstDay = lockupRules.firstDayOf(now);
  return { firstDay, endsAt: lockupRules.endsAt(firstDay, lockDays) };
}

/** A rate as a percentage number for the percent formatter, e.g. "0.004" → "0.4". */
export function percentOf(rate: string): string {
  return new Money(rate).times(100).toFixed();
}
