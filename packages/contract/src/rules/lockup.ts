import { Decimal } from 'decimal.js';

import { Money } from '../money.js';
import { plain } from './plain.js';

/**
 * The pure maths of lock-up mining (PRODUCT-RULES.md §8, SPEC.md "Lock-up penalty"): no I/O.
 * The web previews with these functions and the server settles with them (the daily accrual
 * repeats `dailyYield` in SQL as `trunc(amount * daily_rate, 8)`).
 *
 * Days: an order's first day is the UTC day that starts at the first 00:00 UTC at or after the
 * deposit; it runs `lockDays` full UTC days. At each 00:00 UTC the day just ended pays its yield;
 * at the 00:00 UTC that ends the last day the principal returns too. "Remaining days" are the
 * days not yet paid: an early redemption gives up their yield and pays the penalty for them.
 */

/** A decimal as a plain string without trailing zeros, e.g. "1000.000000000000000000" → "1000". */
export { plain };

/** Decimals of every lock-up money amount (yield, penalty). */
export const LOCKUP_MONEY_DECIMALS = 8;
const DAY_MS = 86_400_000;

/** Lock-up order states: 1 in progress, 2 redeemed early, 3 ended (principal returned). */
export const LOCKUP_STATUS = { inProgress: 1, redeemed: 2, ended: 3 } as const;
export type LockupStatus = (typeof LOCKUP_STATUS)[keyof typeof LOCKUP_STATUS];

/**
 * One day's yield: amount × daily rate, rounded DOWN to 8 decimals (never more than promised),
 * e.g. 1000 at 0.004 → 4; 1234.56789 at 0.0035 → 4.32098761 (4.320987615 cut).
 */
export function dailyYield(amount: Decimal.Value, dailyRate: Decimal.Value): string {
  return plain(
    new Money(amount).times(dailyRate).toDecimalPlaces(LOCKUP_MONEY_DECIMALS, Decimal.ROUND_DOWN),
  );
}

/** The yield of `days` full days: `days` × the daily yield, e.g. 1000 at 0.004 for 30 days → 120. */
export function totalYield(amount: Decimal.Value, dailyRate: Decimal.Value, days: number): string {
  return plain(new Money(dailyYield(amount, dailyRate)).times(days));
}

/** The daily rate as a yearly one (APR, simple, 365 days), e.g. 0.004 → 1.46 (146 %). */
export function aprOf(dailyRate: Decimal.Value): string {
  return plain(new Money(dailyRate).times(365));
}

/** Days not yet paid: lock days − days paid, never below 0, e.g. 30 − 27 → 3. */
export function remainingDays(lockDays: number, daysPaid: number): number {
  return Math.max(0, lockDays - daysPaid);
}

/**
 * The early-redemption penalty: ratio × remaining days × amount, rounded UP to 8 decimals (what
 * the user pays) and never more than the amount, e.g. 0.004 × 3 × 1000 → 12;
 * 0.004 × 0 × 1000 → 0; 0.05 × 30 × 1000 → 1000 (capped).
 */
export function earlyPenalty(
  amount: Decimal.Value,
  penaltyRatio: Decimal.Value,
  daysLeft: number,
): string {
  const penalty = new Money(penaltyRatio)
    .times(daysLeft)
    .times(amount)
    .toDecimalPlaces(LOCKUP_MONEY_DECIMALS, Decimal.ROUND_UP);
  return plain(Decimal.min(penalty, new Money(amount)));
}

/** What an early redemption pays back: the amount less the penalty, e.g. 1000 − 12 → 988. */
export function redemptionPayout(amount: Decimal.Value, penalty: Decimal.Value): string {
  return plain(new Money(amount).minus(penalty));
}

/** Is a deposit at least the product's minimum single amount (the minimum itself included)? */
export function meetsMinimum(amount: Decimal.Value, minAmount: Decimal.Value): boolean {
  return new Money(amount).greaterThanOrEqualTo(minAmount);
}

/**
 * The first day of an order: the UTC date of the first 00:00 UTC at or after the deposit,
 * e.g. 2026-11-26T13:00Z → "2026-11-27"; 2026-11-27T00:00:00.000Z → "2026-11-27".
 */
export function firstDayOf(depositedAt: number): string {
  return new Date(Math.ceil(depositedAt / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC date `days` days after `day`, e.g. ("2026-11-27", 3) → "2026-11-30". */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * When an order ends and its principal returns (ms): 00:00 UTC after its last day,
 * e.g. first day 2026-11-27, 3 days → 2026-11-30T00:00Z.
 */
export function endsAt(firstDay: string, lockDays: number): number {
  return Date.parse(`${addDays(firstDay, lockDays)}T00:00:00Z`);
}

/**
 * Full days held by `now` (ms), which are the days paid once the accrual ran: the UTC days from
 * the first day that ended at or before `now`, at most `lockDays`, e.g. first day 2026-11-27,
 * now 2026-11-29T05:00Z → 2 (the 27th and the 28th).
 */
export function daysHeld(firstDay: string, lockDays: number, now: number): number {
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  return Math.min(lockDays, Math.max(0, Math.floor((now - start) / DAY_MS)));
}

/**
 * Would the penalty for redeeming on the first moment (all days remaining) stay within the
 * amount? Operators may not publish a product whose penalty could exceed the principal:
 * ratio × lock days ≤ 1, e.g. 0.004 × 30 = 0.12 → true; 0.05 × 30 = 1.5 → false.
 */
export function penaltyWithinPrincipal(penaltyRatio: Decimal.Value, lockDays: number): boolean {
  return new Money(penaltyRatio).times(lockDays).lessThanOrEqualTo(1);
}
