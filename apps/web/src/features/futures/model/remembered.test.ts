import { describe, expect, it } from 'vitest';

import { initialOrderValues } from './order-form';
import { changesSize, remember, rememberedFor } from './remembered';
import { btcPair as btc } from '../testing/fixtures';

const values = {
  ...initialOrderValues(btc),
  leverage: 20,
  sizeMode: 'percent' as const,
  percent: 25,
  lots: '7',
};

describe('remembered leverage and stake', () => {
  it('keeps the last order per user and pair', () => {
    const store = remember(null, 7, 'BTC/USDT', values);
    expect(rememberedFor(store, 7, btc)).toEqual({
      leverage: 20,
      sizeMode: 'percent',
      lots: '7',
      cost: '',
      percent: 25,
    });
    expect(rememberedFor(store, 8, btc)).toBeNull();
    expect(rememberedFor(store, 7, { ...btc, symbol: 'ETH/USDT' })).toBeNull();
    // Another pair and another user keep their own.
    const more = remember(remember(store, 7, 'ETH/USDT', values), 8, 'BTC/USDT', values);
    expect(Object.keys(more['7']!)).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(rememberedFor(more, 8, btc)?.leverage).toBe(20);
  });

  it('forgets what no longer fits the pair or is not what it wrote', () => {
    const store = remember(null, 7, 'BTC/USDT', values);
    expect(rememberedFor(store, 7, { ...btc, leverages: [5, 10] })).toBeNull();
    expect(rememberedFor(store, 7, { ...btc, lever_max_share: 5 })).toBeNull();
    expect(rememberedFor('garbage', 7, btc)).toBeNull();
    expect(rememberedFor({ 7: { 'BTC/USDT': { leverage: 20 } } }, 7, btc)).toBeNull();
  });

  it('tells an edit of the leverage or the stake from any other edit', () => {
    expect(changesSize(values, { ...values, direction: 2 })).toBe(false);
    expect(changesSize(values, { ...values, leverage: 10 })).toBe(true);
    expect(changesSize(values, { ...values, percent: 50 })).toBe(true);
  });
});
