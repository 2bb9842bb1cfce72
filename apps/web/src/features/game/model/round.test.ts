import { describe, expect, it } from 'vitest';

import { formatTimeLeft, predictBlock, roundPhase } from './round';

describe('game round model', () => {
  it('counts down to close_at, then decides, then is settled', () => {
    const round = { outcome: 'pending' as const, close_at: 60_000 };
    expect(roundPhase(round, 0)).toBe('counting');
    expect(roundPhase(round, 60_000)).toBe('deciding');
    expect(roundPhase({ ...round, outcome: 'won' }, 10_000)).toBe('settled');
  });

  it('shows the time left as mm:ss, rounded up', () => {
    expect(formatTimeLeft(60_000, 0)).toBe('01:00');
    expect(formatTimeLeft(10_000, 5_800)).toBe('00:05');
    expect(formatTimeLeft(10_000, 12_000)).toBe('00:00');
  });

  it('blocks a call while a round is open or none are left today', () => {
    expect(predictBlock({ open: null, rounds_left_today: 3 })).toBeNull();
    expect(predictBlock({ open: {}, rounds_left_today: 3 })).toBe('open');
    expect(predictBlock({ open: null, rounds_left_today: 0 })).toBe('limit');
  });
});
