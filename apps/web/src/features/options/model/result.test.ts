import { describe, expect, it } from 'vitest';

import { directionOf, optionOutcome, OUTCOME_TONE, provisionalOutcome } from './result';

const open = { status: 1 as const, profit_result: null, handled_at: 10_000 };

describe('option result labels', () => {
  it('labels settled orders by profit_result', () => {
    expect(optionOutcome({ status: 3, profit_result: 1, handled_at: 1 }, 0)).toBe('win');
    expect(optionOutcome({ status: 3, profit_result: -1, handled_at: 1 }, 0)).toBe('loss');
    expect(optionOutcome({ status: 3, profit_result: 0, handled_at: 1 }, 0)).toBe('draw');
  });

  it('is running before expiry and settling from expiry until the result arrives', () => {
    expect(optionOutcome(open, 9_999)).toBe('running');
    expect(optionOutcome(open, 10_000)).toBe('settling');
    expect(optionOutcome({ ...open, status: 2 }, 5_000)).toBe('settling');
  });

  it('colours a win green, a loss red, a draw grey', () => {
    expect(OUTCOME_TONE.win).toBe('up');
    expect(OUTCOME_TONE.loss).toBe('down');
    expect(OUTCOME_TONE.draw).toBe('flat');
  });

  it('reads direction 1 as up and 2 as down', () => {
    expect(directionOf(1)).toBe('up');
    expect(directionOf(2)).toBe('down');
  });

  it('hints where a running order stands against the live price', () => {
    expect(provisionalOutcome(1, '65000', '65000.01')).toBe('win');
    expect(provisionalOutcome(1, '65000', '64999.99')).toBe('loss');
    expect(provisionalOutcome(2, '65000', '64999.99')).toBe('win');
    expect(provisionalOutcome(2, '65000', '65000.00')).toBe('draw');
    expect(provisionalOutcome(1, '65000', null)).toBeNull();
  });
});
