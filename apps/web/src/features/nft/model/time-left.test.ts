import { describe, expect, it } from 'vitest';

import { timeLeft } from './time-left';

describe('time left', () => {
  it('counts down in hours, minutes and seconds, with days past a day, never below zero', () => {
    expect(timeLeft(90_000, 0)).toBe('0:01:30');
    expect(timeLeft(3_600_000 * 25 + 5_000, 0)).toBe('1d 01:00:05');
    expect(timeLeft(0, 5_000)).toBe('0:00:00');
  });
});
