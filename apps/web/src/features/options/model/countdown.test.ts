import { describe, expect, it } from 'vitest';

import { elapsedShare, formatCountdown, remainingMs } from './countdown';

describe('order countdown', () => {
  it('pads minutes and seconds to two digits', () => {
    expect(formatCountdown(5_000)).toBe('00:05');
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('rounds partial seconds up so it reads 00:00 only at expiry', () => {
    expect(formatCountdown(4_200)).toBe('00:05');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(-300)).toBe('00:00');
  });

  it('adds hours from one hour up, for durations as long as a day', () => {
    expect(formatCountdown(3_600_000)).toBe('01:00:00');
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(86_400_000)).toBe('24:00:00');
  });

  it('never counts below zero', () => {
    expect(remainingMs(1_000, 4_000)).toBe(0);
    expect(remainingMs(10_000, 4_000)).toBe(6_000);
  });

  it('measures how much of the time has run', () => {
    const order = { seconds: 60, handled_at: 160_000 };
    expect(elapsedShare(order, 100_000)).toBe(0);
    expect(elapsedShare(order, 115_000)).toBe(0.25);
    expect(elapsedShare(order, 200_000)).toBe(1);
  });
});
