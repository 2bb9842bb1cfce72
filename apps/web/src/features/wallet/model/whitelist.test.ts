import { describe, expect, it } from 'vitest';

import { isCoolingOff, timeLeft } from './whitelist';

const HOUR = 3_600_000;

describe('whitelist times', () => {
  it('counts the time left in hours and minutes, rounded up', () => {
    expect(timeLeft(24 * HOUR, 0)).toBe('24:00');
    // A clock read under a second ago does not add a minute.
    expect(timeLeft(24 * HOUR + 900, 0)).toBe('24:00');
    expect(timeLeft(24 * HOUR, 60_000)).toBe('23:59');
    expect(timeLeft(24 * HOUR, 24 * HOUR - 1)).toBe('00:01');
    expect(timeLeft(24 * HOUR, 24 * HOUR)).toBe('00:00');
    expect(timeLeft(0, HOUR)).toBe('00:00');
  });

  it('cools off until usable_at, then is usable', () => {
    expect(isCoolingOff({ usable_at: 1000 }, 999)).toBe(true);
    expect(isCoolingOff({ usable_at: 1000 }, 1000)).toBe(false);
  });
});
