import type { QuotationView } from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import { parsePairSymbol, spotPairs } from './pairs';

describe('parsePairSymbol', () => {
  it('reads the symbol of the address in any spelling, else BTC/USDT', () => {
    expect(parsePairSymbol('ETH/USDT')).toBe('ETH/USDT');
    expect(parsePairSymbol('eth-usdt')).toBe('ETH/USDT');
    expect(parsePairSymbol('sol_usdt')).toBe('SOL/USDT');
    expect(parsePairSymbol(null)).toBe('BTC/USDT');
    expect(parsePairSymbol('not a pair')).toBe('BTC/USDT');
  });
});

describe('spotPairs', () => {
  const row = (symbol: string, category: 'crypto' | 'stock', open: boolean) =>
    ({ symbol, category, open_coin_trade: open }) as QuotationView;

  it('keeps crypto pairs open for coin trade, in order', () => {
    const rows = [
      row('BTC/USDT', 'crypto', true),
      row('AAPL/USDT', 'stock', true),
      row('XRP/USDT', 'crypto', false),
      row('ETH/USDT', 'crypto', true),
    ];
    expect(spotPairs(rows).map((r) => r.symbol)).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(spotPairs(undefined)).toEqual([]);
  });
});
