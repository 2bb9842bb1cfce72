import { describe, expect, it } from 'vitest';

import { availabilityNow, stateKey } from './availability';

const START = 1_000_000;
const END = 2_000_000;
const work = (over: Partial<{ available: 0 | 1 | 2; sold: boolean }> = {}) => ({
  start_time: START,
  end_time: END,
  available: 1 as 0 | 1 | 2,
  sold: false,
  ...over,
});

describe('availability on the screen’s clock', () => {
  it('goes from not started to on sale to ended as time passes', () => {
    const w = work({ available: 2 });
    expect(availabilityNow(w, START - 1, START - 10)).toBe(2);
    expect(availabilityNow(w, START, START - 10)).toBe(1);
    expect(availabilityNow(w, END, START - 10)).toBe(0);
  });
  it('keeps a sold or withdrawn work at 0 inside the window', () => {
    expect(availabilityNow(work({ sold: true, available: 0 }), START + 5, START + 1)).toBe(0);
    expect(availabilityNow(work({ available: 0 }), START + 5, START + 1)).toBe(0);
    expect(stateKey(work({ sold: true }), 0)).toBe('sold');
    expect(stateKey(work(), 0)).toBe('ended');
    expect(stateKey(work(), 2)).toBe('notStarted');
  });
});
