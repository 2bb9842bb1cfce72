import { CHAT } from '@meridian/contract';

/**
 * How long (ms) a user must wait before the next message, from the ages (ms, newest first) of
 * their messages of the last minute: CHAT.minIntervalMs after the newest, and, with
 * CHAT.perMinute of them, until the oldest of those is a minute old. 0: they may post now.
 * e.g. [1200] → 1800; [5000, …20 in all, the last 45000] → 15000; [] → 0.
 */
export function rateLimitWait(agesNewestFirst: readonly number[]): number {
  // A message of a transaction that began a moment later reads as slightly in the future: age 0.
  const ages = agesNewestFirst.map((age) => Math.max(0, age));
  const newest = ages[0];
  const spacing = newest === undefined ? 0 : CHAT.minIntervalMs - newest;
  const oldest = ages[CHAT.perMinute - 1];
  const window = oldest === undefined ? 0 : 60_000 - oldest;
  return Math.max(0, spacing, window);
}

/** A time as operators and users read it in a message: `2026-11-28 14:05 UTC`. */
export function utcMinute(time: Date): string {
  return `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
