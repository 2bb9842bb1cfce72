import { describe, expect, it } from 'vitest';

import { rateLimitWait, utcMinute } from './chat.rules.js';

describe('chat rules', () => {
  it.each([
    [[], 0],
    [[1_200], 1_800],
    [[3_000], 0],
    [[-40], 3_000],
    [[5_000, ...Array.from({ length: 18 }, () => 20_000), 45_000], 15_000],
    [[5_000, ...Array.from({ length: 18 }, () => 20_000)], 0],
    [[1_000, ...Array.from({ length: 18 }, () => 20_000), 59_500], 2_000],
  ])('waits for messages aged %j: %i ms', (ages, wait) => {
    expect(rateLimitWait(ages)).toBe(wait);
  });

  it('writes a time to the minute in UTC', () => {
    expect(utcMinute(new Date(Date.UTC(2026, 10, 28, 14, 5, 59)))).toBe('2026-11-28 14:05 UTC');
  });
});
