import { describe, expect, it } from 'vitest';

import {
  directionOf,
  isSettled,
  optionOutcome,
  OUTCOME_TONE,
  provisionalOutcome,
  voidRefund,
} from './result';

const open = { status: 1 as const, profit_result: null, void_reason: null, handled_at: 10_000 };

describe('option result labels', () => {
  it('labels settled orders by profit_result', () => {
    const closed = { status: 3 as const, void_reason: null, handled_at: 1 };
    expect(optionOutcome({ ...closed, profit_result: 1 }, 0)).toBe('win');
    expect(optionOutcome({ ...closed, profit_result: -1 }, 0)).toBe('loss');
    expect(optionOutcome({ ...closed, profit_result: 0 }, 0)).toBe('draw');
  });

  it('labels an order voided for want of a price at expiry as void, settled for good', () => {
    const voided = {
      status: 3 as const,
      profit_result: null,
      void_reason: 'no_price_at_expiry' as const,
      handled_at: 1,
    };
    expect(optionOutcome(voided, 0)).toBe('void');
    expect(isSettled(voided)).toBe(true);
    expect(OUTCOME_TONE.void).toBe('flat');
    // Closed without a result or a void reason: still waiting for the engine's answer.
    expect(isSettled({ ...voided, void_reason: null })).toBe(false);
  });

  it('refunds stake plus fee on a voided order', () => {
    expect(voidRefund({ number: '100', fee: '2' })).toBe('102');
    expect(voidRefund({ number: '10.5', fee: '0' })).toBe('10.5');
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
