import { countdown } from '@meridian/contract';

/** Milliseconds until `expiresAt` (the order's `handled_at`), never below zero. */
export function remainingMs(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - now);
}

/**
 * A countdown as the order card shows it, parts padded to two digits (SPEC.md §9): "mm:ss", or
 * "hh:mm:ss" from one hour up. Partial seconds round up, so a 5 s order starts at "00:05" and
 * reads "00:00" only once it has expired. formatCountdown(4_200) === '00:05',
 * formatCountdown(65_000) === '01:05', formatCountdown(3_723_000) === '01:02:03'.
 */
export function formatCountdown(ms: number): string {
  const whole = Math.ceil(Math.max(0, ms) / 1000) * 1000;
  const parts = countdown(whole);
  const hours = Number(parts.days) * 24 + Number(parts.hours);
  const mmss = `${parts.minutes}:${parts.seconds}`;
  return hours > 0 ? `${String(hours).padStart(2, '0')}:${mmss}` : mmss;
}

/**
 * How much of the order's time has run, from 0 to 1, for the progress bar: an order of 60 s
 * created at t expires at t + 60 s, so at t + 15 s it is 0.25.
 */
export function elapsedShare(order: { seconds: number; handled_at: number }, now: number): number {
  const total = order.seconds * 1000;
  if (total <= 0) return 1;
  const share = 1 - remainingMs(order.handled_at, now) / total;
  return Math.min(1, Math.max(0, share));
}
