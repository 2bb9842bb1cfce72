import { describe, expect, it } from 'vitest';

import { groupByExpiry } from './options.rules.js';

describe('groupByExpiry', () => {
  it('groups 10,000 orders expiring together into one lookup per (symbol, expiry)', () => {
    const orders = Array.from({ length: 10_000 }, (_, i) => ({
      id: i,
      symbol: i % 4 === 0 ? 'ETH/USDT' : 'BTC/USDT',
      expires_at: 1_700_000_060_000 + (i % 2) * 1000,
    }));
    const groups = groupByExpiry(orders);
    expect(groups.size).toBe(3);
    expect(groups.get('ETH/USDT|1700000060000')).toHaveLength(2500);
    expect(groups.get('BTC/USDT|1700000060000')).toHaveLength(2500);
    expect(groups.get('BTC/USDT|1700000061000')).toHaveLength(5000);
  });
});
