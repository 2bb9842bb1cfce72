import { describe, expect, it } from 'vitest';

import { platformQuote } from './quote.js';

describe('platformQuote', () => {
  it('derives the fill prices from the feed price and the spread', () => {
    expect(platformQuote('100', '0.0005', 2)).toEqual({ bid: '99.95', ask: '100.05' });
    expect(platformQuote('0.12345', '0.0005', 5)).toEqual({ bid: '0.12338', ask: '0.12352' });
  });

  it.each([
    // 65000 × 0.9995 = 64967.5, × 1.0005 = 65032.5: exact, written to the pair's 2 decimals
    ['65000', '0.0005', 2, '64967.50', '65032.50'],
    ['65000', '0.001', 2, '64935.00', '65065.00'],
    // 0.15 × 0.9995 = 0.149925 → 0.14992 (down); × 1.0005 = 0.150075 → 0.15008 (up)
    ['0.15', '0.0005', 5, '0.14992', '0.15008'],
    // 0.15123 × 0.9995 = 0.151154385 → 0.15115; × 1.0005 = 0.151305615 → 0.15131
    ['0.15123', '0.0005', 5, '0.15115', '0.15131'],
    // No spread: bid and ask are the feed price at the pair's precision
    ['3250.5', '0', 2, '3250.50', '3250.50'],
  ] as const)(
    'feed %s, spread %s, %i decimals → bid %s (rounded down), ask %s (rounded up)',
    (feed, spread, precision, bid, ask) => {
      expect(platformQuote(feed, spread, precision)).toEqual({ bid, ask });
    },
  );
});
