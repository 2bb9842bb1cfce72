import { Money } from '../money.js';
import { plain } from './plain.js';

/**
 * The pure maths of price alerts (#21 item 8): no I/O. The web previews the direction of a
 * crossing alert with `crossDirection`; the server's engine module arms its triggers with
 * `crossDirection` and `moveBounds`.
 */

/** A decimal as a plain string without trailing zeros, e.g. "90000.000000" → "90000". */
export { plain };

/** How far back a "moves N % in 1 h" alert looks: one hour. */
export const ALERT_MOVE_WINDOW_MS = 3_600_000;

/** `above`: fires at the first price at or above the target; `below`: at or below it. */
export type AlertDirection = 'above' | 'below';

/**
 * Which way a crossing alert waits, decided from the price when it is set: a target above the
 * current price waits for the price to rise to it, e.g. 90000 with BTC at 87000 → `above`;
 * 80000 → `below`. A target equal to the current price is already reached: null.
 */
export function crossDirection(target: string, current: string): AlertDirection | null {
  const cmp = new Money(target).comparedTo(current);
  if (cmp === 0) return null;
  return cmp > 0 ? 'above' : 'below';
}

/**
 * Where a move alert's window starts at `now`: one hour back, but never before the alert was
 * set (a move before it existed is not news), e.g. set at 10:00, at 10:20 → 10:00; at 12:00 →
 * 11:00.
 */
export function moveWindowStart(createdAt: number, now: number): number {
  return Math.max(createdAt, now - ALERT_MOVE_WINDOW_MS);
}

/**
 * The prices a "moves `percent` % in 1 h" alert fires at, from the reference price (the feed's
 * price at the window's start): reference × (1 ± percent / 100), e.g. 60000 and 5 → up 63000,
 * down 57000.
 */
export function moveBounds(reference: string, percent: string): { up: string; down: string } {
  const ref = new Money(reference);
  const share = new Money(percent).dividedBy(100);
  return {
    up: plain(ref.times(share.plus(1))),
    down: plain(ref.times(new Money(1).minus(share))),
  };
}

/**
 * The signed move from `reference` to `price` in percent, 2 decimals, e.g. 60000 → 63000 is
 * "5", 60000 → 56400 is "-6".
 */
export function movePercent(reference: string, price: string): string {
  const ref = new Money(reference);
  return plain(new Money(price).minus(ref).dividedBy(ref).times(100).toDecimalPlaces(2));
}
