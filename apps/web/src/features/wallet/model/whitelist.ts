/*
 * The withdrawal whitelist's times (issue #21 item 3): an address or card saved while the
 * whitelist is on can take a withdrawal from its `usable_at`; a requested turning off lands at
 * `off_at`. Both are counted down to the minute.
 */

/** Whether a saved address or card is still in its cool-off at `now`. */
export function isCoolingOff(item: { usable_at: number }, now: number): boolean {
  return item.usable_at > now;
}

/**
 * The time left until `until` as "hh:mm": rounded up to the minute, with a second's grace for a
 * clock read up to a second ago (a fresh 24 h says 24:00, not 24:01); "00:01" while any time is
 * left, "00:00" once passed.
 */
export function timeLeft(until: number, now: number): string {
  const minutes = until > now ? Math.max(1, Math.ceil((until - now - 1_000) / 60_000)) : 0;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}`;
}
