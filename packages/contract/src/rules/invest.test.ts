import { describe, expect, it } from 'vitest';

import {
  bothOutcomes,
  defaultSettleAt,
  invested,
  outcome,
  payoutSide,
  perSharePayout,
  progressPercent,
  purchaseOutcomes,
  remainingShares,
  settlementPrice,
  windowStart,
  yieldFactor,
} from './invest.js';

const UP = { type: 1, linkedPrice: '70000', apr: '0.365', days: 7 } as const;
const DOWN = { type: 2, linkedPrice: '60000', apr: '0.1825', days: 10 } as const;

describe('yieldFactor', () => {
  it('is 1 + days x annual yield / 365: 7 days at 36.5 % → 1.007; 30 days at 12 % → 1.00986301…', () => {
    expect(yieldFactor(7, '0.365').toFixed()).toBe('1.007');
    expect(yieldFactor(30, '0.12').toFixed(12)).toBe('1.009863013699');
  });
});

describe('outcome (SPEC.md §9, both branches)', () => {
  it('up, below the linked price: invested x (1 + days x yield / 365) in the coin: 0.1 BTC → 0.1007 BTC', () => {
    expect(outcome(UP, '0.1', '69999.99')).toEqual({ side: 'coin', amount: '0.1007' });
  });

  it('up, at or above the linked price: invested x linked x factor in USDT: 0.1 BTC → 7049 USDT', () => {
    expect(outcome(UP, '0.1', '70000')).toEqual({ side: 'usdt', amount: '7049' });
    expect(outcome(UP, '0.1', '75000')).toEqual({ side: 'usdt', amount: '7049' });
  });

  it('down (USDT invested), below the linked price: invested x factor / linked in the coin', () => {
    // 1000 x 1.005 / 60000 = 0.01675
    expect(outcome(DOWN, '1000', '59000')).toEqual({ side: 'coin', amount: '0.01675' });
  });

  it('down, at or above the linked price: invested x factor in USDT: 1000 → 1005', () => {
    expect(outcome(DOWN, '1000', '60000')).toEqual({ side: 'usdt', amount: '1005' });
  });

  it('rounds down to 8 decimals, never paying more than the formula', () => {
    // 0.12345678 x (1 + 30 x 0.12 / 365) = 0.1246744359…: 0.12467443 (down)
    expect(outcome({ ...UP, days: 30, apr: '0.12' }, '0.12345678', '1')).toEqual({
      side: 'coin',
      amount: '0.12467443',
    });
    // 1000 x 1.005 / 70000 = 0.014357142857… → 0.01435714
    expect(outcome({ ...DOWN, linkedPrice: '70000' }, '1000', '1')).toEqual({
      side: 'coin',
      amount: '0.01435714',
    });
  });
});

describe('payoutSide', () => {
  it('the boundary: at the linked price pays USDT, a hair below pays the coin', () => {
    expect(payoutSide('70000', '70000')).toBe('usdt');
    expect(payoutSide('70000', '70000.000000000000000000')).toBe('usdt');
    expect(payoutSide('70000', '69999.99999999')).toBe('coin');
  });
});

describe('bothOutcomes', () => {
  it('shows what either side pays before confirming', () => {
    expect(bothOutcomes(UP, '0.03')).toEqual({
      below: { side: 'coin', amount: '0.03021' },
      atOrAbove: { side: 'usdt', amount: '2114.7' },
    });
  });
});

describe('purchaseOutcomes', () => {
  it('is shares × what one share pays, as the settlement pays it: 3 × 0.00104921 = 0.00314763 BTC', () => {
    const terms = { type: 2, linkedPrice: '96262', apr: '0.365', days: 10 } as const;
    expect(purchaseOutcomes(terms, '100', 3)).toEqual({
      below: { side: 'coin', amount: '0.00314763' },
      atOrAbove: { side: 'usdt', amount: '303' },
    });
    // Not the rounding of the whole amount (300 × 1.01 / 96262 = 0.0031476595…).
    expect(outcome(terms, '300', '1').amount).toBe('0.00314765');
  });
});

describe('invested and perSharePayout', () => {
  it('invested is unit price x shares: 0.01 x 3 = 0.03', () => {
    expect(invested('0.01', 3)).toBe('0.03');
    expect(invested('100.000000000000000000', 7)).toBe('700');
  });

  it('one share of 0.01 BTC up, settled at 71000, pays 704.9 USDT', () => {
    expect(perSharePayout(UP, '0.01', '71000')).toEqual({ side: 'usdt', amount: '704.9' });
    expect(perSharePayout(UP, '0.01', '60000')).toEqual({ side: 'coin', amount: '0.01007' });
  });
});

describe('settlementPrice', () => {
  it('is the average of the window ticks: 70000, 70010, 70020 → 70010', () => {
    expect(settlementPrice('210030', 3)).toBe('70010');
  });

  it('rounds half up at 8 decimals: (1 + 2) / 7 … → 0.42857143', () => {
    expect(settlementPrice('3', 7)).toBe('0.42857143');
    expect(settlementPrice('0.000000005', 1)).toBe('0.00000001');
  });

  it('is null without ticks (the order fails and the principal returns)', () => {
    expect(settlementPrice('0', 0)).toBeNull();
  });
});

describe('defaultSettleAt and windowStart', () => {
  it('is 08:00 UTC on the day `days` after the start day; the window the 30 minutes before it', () => {
    const start = Date.UTC(2026, 10, 26, 15, 0);
    const at = defaultSettleAt(start, 7);
    expect(at).toBe(Date.UTC(2026, 11, 3, 8, 0));
    expect(windowStart(at)).toBe(Date.UTC(2026, 11, 3, 7, 30));
    expect(windowStart(at, 5)).toBe(Date.UTC(2026, 11, 3, 7, 55));
  });
});

describe('remainingShares and progressPercent', () => {
  it('100 total, 37 sold: 63 left, 37 %; never below zero', () => {
    expect(remainingShares(100, 37)).toBe(63);
    expect(progressPercent(100, 37)).toBe('37');
    expect(progressPercent(3, 1)).toBe('33.33');
    expect(remainingShares(5, 5)).toBe(0);
    expect(progressPercent(0, 0)).toBe('0');
  });
});
