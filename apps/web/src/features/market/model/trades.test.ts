import { describe, expect, it } from 'vitest';
import type { MarketTradeView } from '@meridian/contract';

import { spreadOf } from './platform-quote';
import { pushTrade } from './trades';

const fill = (time: number, overrides: Partial<MarketTradeView> = {}): MarketTradeView => ({
  symbol: 'BTC/USDT',
  type: 1,
  price: '65000',
  amount: '0.01',
  time,
  ...overrides,
});

describe('pushTrade', () => {
  it('puts a live fill first, newest first, keeping at most max rows', () => {
    const rows = [fill(3), fill(2), fill(1)];
    expect(pushTrade(rows, fill(4), 'BTC/USDT', 3)?.map((r) => r.time)).toEqual([4, 3, 2]);
  });

  it('puts a late fill in its place by time', () => {
    expect(pushTrade([fill(5), fill(1)], fill(3), 'BTC/USDT')?.map((r) => r.time)).toEqual([
      5, 3, 1,
    ]);
    expect(pushTrade([fill(5)], fill(1), 'BTC/USDT')?.map((r) => r.time)).toEqual([5, 1]);
  });

  it('does not show a fill twice when the read already had it', () => {
    const rows = [fill(2), fill(1)];
    expect(pushTrade(rows, fill(2), 'BTC/USDT')).toBe(rows);
    // Another fill in the same millisecond is another fill.
    expect(pushTrade(rows, fill(2, { amount: '0.02' }), 'BTC/USDT')).toHaveLength(3);
  });

  it("ignores another pair's fill and a list not read yet", () => {
    const rows = [fill(1)];
    expect(pushTrade(rows, fill(2, { symbol: 'ETH/USDT' }), 'BTC/USDT')).toBe(rows);
    expect(pushTrade(undefined, fill(2), 'BTC/USDT')).toBeUndefined();
  });
});

describe('spreadOf', () => {
  it('is ask minus bid, and that over the mid price in percent', () => {
    expect(spreadOf('64967.50', '65032.50')).toEqual({ absolute: '65', percent: '0.10' });
    expect(spreadOf('0', '0')).toEqual({ absolute: '0', percent: '0.00' });
  });
});
