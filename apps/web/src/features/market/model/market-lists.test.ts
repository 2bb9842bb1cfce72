import { afterEach, describe, expect, it } from 'vitest';

import { quotation } from '../../../testing/market-fixtures';
import { quoteVolume, rankedRows, rememberedTab, rememberTab } from './market-lists';

const row = (
  name: string,
  sort: number,
  price: string | null,
  change: string | null,
  volume = '1',
) => quotation({ match_id: sort, currency_name: name, sort, now_price: price, change, volume });

const rows = [
  row('A', 1, '10', '2.5', '100'),
  row('B', 2, '1', '-1', '5000'),
  row('C', 3, '100', '0', '1'),
  row('D', 4, null, null, '0'),
  row('E', 5, '2', '10.25', '3'),
  row('F', 6, '3', '-0.01', '2'),
];
const symbols = (list: { currency_name: string }[]) => list.map((r) => r.currency_name);

afterEach(() => localStorage.clear());

describe('market list rankings', () => {
  it('gainers: only pairs up, biggest rise first; losers: only pairs down, biggest fall first', () => {
    expect(symbols(rankedRows(rows, 'gainers'))).toEqual(['E', 'A']);
    expect(symbols(rankedRows(rows, 'losers'))).toEqual(['B', 'F']);
  });

  it('volume: priced pairs by 24 h quote volume (volume × price), a pair without price left out', () => {
    // A 1000, B 5000, C 100, E 6, F 6 (tie: server order).
    expect(symbols(rankedRows(rows, 'volume'))).toEqual(['B', 'A', 'C', 'E', 'F']);
    expect(quoteVolume({ volume: '0.1', now_price: '0.2' })).toBe('0.02');
    expect(quoteVolume({ volume: '5', now_price: null })).toBeNull();
  });

  it('remembers the chosen tab, and opens on all pairs without (or with a bad) memory', () => {
    expect(rememberedTab()).toBe('all');
    rememberTab('losers');
    expect(rememberedTab()).toBe('losers');
    localStorage.setItem('marketTab', JSON.stringify('nonsense'));
    expect(rememberedTab()).toBe('all');
  });
});
