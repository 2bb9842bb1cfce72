import { describe, expect, it } from 'vitest';

import { SIDE } from '../trading.js';
import { platformQuote } from './quote.js';
import {
  fillOf,
  frozenFor,
  isRestingLimit,
  limitReached,
  precisionError,
  sizeError,
} from './spot.js';

const BTC_USDT = { amount_precision: 6, price_precision: 2 };
const { buy, sell } = SIDE;

describe('precisionError', () => {
  it.each([
    [{ amount: '0.000001' }, null],
    [{ amount: '0.0100000' }, null],
    [{ amount: '0.0000001' }, { code: 'AMOUNT_PRECISION', params: { decimals: 6 } }],
    [{ amount: '0.01', limitPrice: '64000.10' }, null],
    [
      { amount: '0.01', limitPrice: '64000.123' },
      { code: 'PRICE_PRECISION', params: { decimals: 2 } },
    ],
    [
      { amount: '0.0000001', limitPrice: '64000.123' },
      { code: 'AMOUNT_PRECISION', params: { decimals: 6 } },
    ],
  ])('%j on BTC/USDT (amount 6, price 2 decimals) → %j', (input, expected) => {
    expect(precisionError(input, BTC_USDT)).toEqual(expected);
  });

  it('allows no decimals where the pair has none (DOGE amounts)', () => {
    expect(
      precisionError({ amount: '100' }, { amount_precision: 0, price_precision: 5 }),
    ).toBeNull();
    expect(
      precisionError({ amount: '100.5' }, { amount_precision: 0, price_precision: 5 }),
    ).toEqual({
      code: 'AMOUNT_PRECISION',
      params: { decimals: 0 },
    });
  });
});

describe('limit prices', () => {
  it('rests a buy below the feed price and a sell above it; refuses one that would fill at once', () => {
    expect(isRestingLimit(buy, '64000', '65000')).toBe(true);
    expect(isRestingLimit(buy, '65000', '65000')).toBe(false);
    expect(isRestingLimit(buy, '66000', '65000')).toBe(false);
    expect(isRestingLimit(sell, '66000', '65000')).toBe(true);
    expect(isRestingLimit(sell, '65000', '65000')).toBe(false);
    expect(isRestingLimit(sell, '64000', '65000')).toBe(false);
  });

  it('is reached by a buy at price <= limit and a sell at price >= limit', () => {
    expect(limitReached(buy, '64000', '64000.01')).toBe(false);
    expect(limitReached(buy, '64000', '64000')).toBe(true);
    expect(limitReached(buy, '64000', '63000')).toBe(true);
    expect(limitReached(sell, '66000', '65999.99')).toBe(false);
    expect(limitReached(sell, '66000', '66000')).toBe(true);
    expect(limitReached(sell, '66000', '67000')).toBe(true);
  });

  it('freezes what a buy will pay (0.01 × 64000 = 640 USDT) and a sell its base amount', () => {
    expect(frozenFor(buy, '0.01', '64000')).toBe('640');
    expect(frozenFor(buy, '0.000123', '64000.01')).toBe('7.87200123');
    // A quote beyond 8 decimals rounds up: 1 × 0.123456789 → 0.12345679.
    expect(frozenFor(buy, '1', '0.123456789')).toBe('0.12345679');
    expect(frozenFor(sell, '0.010000', '66000')).toBe('0.01');
  });
});

describe('fillOf', () => {
  it('a market buy of 0.01 BTC at the ask: feed 65000, spread 0.0005 → 65032.50; pays 650.325 USDT, fee 0.00001 BTC', () => {
    const { ask } = platformQuote('65000', '0.0005', 2);
    expect(ask).toBe('65032.50');
    expect(fillOf(buy, '0.01', ask, '0.001')).toEqual({
      total: '650.325',
      fee: '0.00001',
      receive: '0.00999',
      pay: '650.325',
    });
  });

  it('a market sell of 0.01 BTC at the bid 64967.50: total 649.675, fee 0.649675, receives 649.025325 USDT', () => {
    const { bid } = platformQuote('65000', '0.0005', 2);
    expect(bid).toBe('64967.50');
    expect(fillOf(sell, '0.01', bid, '0.001')).toEqual({
      total: '649.675',
      fee: '0.649675',
      receive: '649.025325',
      pay: '0.01',
    });
  });

  it('rounds the fee up to 8 decimals: buy 0.000123 BTC, fee 0.000000123 → 0.00000013, receives 0.00012287', () => {
    expect(fillOf(buy, '0.000123', '64000.01', '0.001')).toEqual({
      total: '7.87200123',
      fee: '0.00000013',
      receive: '0.00012287',
      pay: '7.87200123',
    });
  });

  it('rounds a sell total down and its fee up: 0.000123 at 64967.51 → total 7.99100373, fee 0.00799101', () => {
    expect(fillOf(sell, '0.000123', '64967.51', '0.001')).toEqual({
      total: '7.99100373',
      fee: '0.00799101',
      receive: '7.98301272',
      pay: '0.000123',
    });
    // 1 at 0.123456789: the user pays 0.12345679 buying, receives on 0.12345678 selling.
    expect(fillOf(buy, '1', '0.123456789', '0').total).toBe('0.12345679');
    expect(fillOf(sell, '1', '0.123456789', '0').total).toBe('0.12345678');
  });

  it('a limit buy fill pays exactly what placement froze', () => {
    for (const [amount, price] of [
      ['0.01', '64000'],
      ['0.000123', '64000.01'],
      ['3', '0.123456789'],
    ]) {
      expect(fillOf(buy, amount!, price!, '0.001').pay).toBe(frozenFor(buy, amount!, price!));
      expect(fillOf(sell, amount!, price!, '0.001').pay).toBe(frozenFor(sell, amount!, price!));
    }
  });
});

describe('sizeError', () => {
  it('refuses an order that would receive nothing: 0.00000001 bought with fee 0.00000001', () => {
    expect(sizeError(fillOf(buy, '0.00000001', '65000', '0.001'))).toBe('AMOUNT_TOO_SMALL');
    expect(sizeError(fillOf(sell, '1', '0.000000001', '0.001'))).toBe('AMOUNT_TOO_SMALL');
    expect(sizeError(fillOf(buy, '0.000001', '65000', '0.001'))).toBeNull();
  });

  it('refuses amounts beyond what the books hold', () => {
    expect(sizeError(fillOf(buy, '100000000000000', '65000', '0.001'))).toBe('PARAMETER_ERROR');
  });
});
