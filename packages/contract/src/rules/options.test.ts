import { describe, expect, it } from 'vitest';

import {
  breakevenWinRate,
  decidingTick,
  expiryOf,
  optionResult,
  settlement,
  stakeFee,
  stakeInRange,
  totalCost,
} from './options.js';

const UP = 1;
const DOWN = 2;

describe('optionResult', () => {
  it('up wins when the end price is above the open price, loses below, draws on equal', () => {
    expect(optionResult(UP, '65000', '65000.01')).toBe(1);
    expect(optionResult(UP, '65000', '64999.99')).toBe(-1);
    expect(optionResult(UP, '65000', '65000')).toBe(0);
  });

  it('down wins when the end price is below the open price, loses above, draws on equal', () => {
    expect(optionResult(DOWN, '65000', '64999.99')).toBe(1);
    expect(optionResult(DOWN, '65000', '65000.01')).toBe(-1);
    expect(optionResult(DOWN, '65000', '65000')).toBe(0);
  });

  it('compares decimals exactly, whatever trailing zeros the database adds', () => {
    expect(optionResult(UP, '65000.000000000000000000', '65000')).toBe(0);
    expect(optionResult(UP, '0.000000000000000001', '0.000000000000000002')).toBe(1);
    expect(optionResult(DOWN, '3250.5', '3250.500000000000000001')).toBe(-1);
  });
});

describe('settlement', () => {
  it('a win pays stake x (1 + ratio): 100 at 0.85 pays 185, fact_profits +85', () => {
    expect(settlement('100', '0.85', 1)).toEqual({ payout: '185', factProfits: '85' });
  });

  it('a draw refunds the stake: 100 back, fact_profits 0', () => {
    expect(settlement('100', '0.85', 0)).toEqual({ payout: '100', factProfits: '0' });
  });

  it('a loss pays nothing: fact_profits -100', () => {
    expect(settlement('100', '0.85', -1)).toEqual({ payout: '0', factProfits: '-100' });
  });

  it('fact_profits of a win is stake x ratio exactly: 37.5 at 0.88 → 70.5 back, +33', () => {
    expect(settlement('37.5', '0.88', 1)).toEqual({ payout: '70.5', factProfits: '33' });
  });

  it('rounds a win down at 10 decimals, so the pool never pays more than promised', () => {
    // 0.12345678 x 1.87654321 = 0.2316719822374638 → 0.2316719822 (profit 0.1082152022)
    expect(settlement('0.12345678', '0.87654321', 1)).toEqual({
      payout: '0.2316719822',
      factProfits: '0.1082152022',
    });
  });

  it('keeps large stakes exact: 99999.99999999 at 0.92 → 191999.9999999808', () => {
    expect(settlement('99999.99999999', '0.92', 1)).toEqual({
      payout: '191999.9999999808',
      factProfits: '91999.9999999908',
    });
  });

  it('reads database numerics with trailing zeros', () => {
    expect(settlement('100.000000000000000000', '0.85000000', 1)).toEqual({
      payout: '185',
      factProfits: '85',
    });
  });
});

describe('breakevenWinRate', () => {
  it('is 1 / (1 + ratio): 0.85 → 0.5405405405 (54.05 %)', () => {
    expect(breakevenWinRate('0.85')).toBe('0.5405405405');
  });

  it('is one half at ratio 1, and 0.5263157895 at 0.9', () => {
    expect(breakevenWinRate('1')).toBe('0.5');
    expect(breakevenWinRate('0.9')).toBe('0.5263157895');
  });

  it('at that win rate the expected result is zero: 54.05…% of +85 equals 45.94…% of -100', () => {
    const p = 1 / 1.85;
    expect(p * 85 - (1 - p) * 100).toBeCloseTo(0, 10);
  });

  it('with 4 decimals for a ticket: 0.8 → 0.5556', () => {
    expect(breakevenWinRate('0.8', 4)).toBe('0.5556');
  });

  it('counts a fee as risked: (1 + fee rate) / (1 + ratio)', () => {
    // 1.01 / 1.8 = 0.56111… → 0.5611 (56.11 %)
    expect(breakevenWinRate('0.8', 4, '0.01')).toBe('0.5611');
    expect(breakevenWinRate('0.85', 4, '0')).toBe('0.5405');
    // 1.002 / 1.85 = 0.541621621… → 0.5416216216
    expect(breakevenWinRate('0.85', 10, '0.002')).toBe('0.5416216216');
  });
});

describe('stakeFee and totalCost', () => {
  it('no fee rate means no fee: 100 x 0 → 0, cost 100', () => {
    expect(stakeFee('100', '0')).toBe('0');
    expect(totalCost('100', '0')).toBe('100');
  });

  it('100 at 0.002 → fee 0.2, cost 100.2', () => {
    expect(stakeFee('100', '0.002')).toBe('0.2');
    expect(totalCost('100', '0.2')).toBe('100.2');
  });

  it('rounds the fee up at 10 decimals so it never rounds to nothing', () => {
    expect(stakeFee('0.00000001', '0.002')).toBe('0.0000000001');
    expect(stakeFee('10.33333333', '0.001')).toBe('0.0103333334');
  });
});

describe('stakeInRange', () => {
  it('includes both ends: 10..10000', () => {
    expect(stakeInRange('10', '10', '10000')).toBe(true);
    expect(stakeInRange('10000', '10', '10000')).toBe(true);
    expect(stakeInRange('9.99999999', '10', '10000')).toBe(false);
    expect(stakeInRange('10000.00000001', '10', '10000')).toBe(false);
  });
});

describe('expiryOf', () => {
  it('is the submission time plus the duration', () => {
    expect(expiryOf(1_700_000_000_000, 60)).toBe(1_700_000_060_000);
    expect(expiryOf(1_700_000_000_123, 5)).toBe(1_700_000_005_123);
  });
});

describe('decidingTick', () => {
  const tolerance = 3000;

  it('is the last tick at or before expiry when it is within the price tolerance', () => {
    expect(decidingTick({ price: '65010', time: 60_900 }, 61_000, tolerance)).toEqual({
      price: '65010',
      time: 60_900,
    });
    expect(decidingTick({ price: '65010', time: 61_000 }, 61_000, tolerance)).toEqual({
      price: '65010',
      time: 61_000,
    });
    expect(decidingTick({ price: '65010', time: 58_000 }, 61_000, tolerance)).toEqual({
      price: '65010',
      time: 58_000,
    });
  });

  it('audit 2: decides nothing on a tick older than the tolerance, or when none is found (the order is voided)', () => {
    expect(decidingTick(null, 61_000, tolerance)).toBeNull();
    expect(decidingTick({ price: '1', time: 57_999 }, 61_000, tolerance)).toBeNull();
    expect(decidingTick({ price: '1', time: 36_000 }, 61_000, tolerance)).toBeNull();
  });

  it('never takes a tick after the expiry', () => {
    expect(decidingTick({ price: '1', time: 61_001 }, 61_000, tolerance)).toBeNull();
  });
});
