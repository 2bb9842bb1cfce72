import { describe, expect, it } from 'vitest';

import { quotation } from '../../../testing/market-fixtures';
import {
  nextSort,
  patchQuotation,
  searchQuotations,
  sortQuotations,
  topQuotations,
} from './quotations';

const a = quotation({
  match_id: 1,
  currency_name: 'BTC',
  sort: 2,
  now_price: '10',
  change: '1',
  volume: '5',
});
const b = quotation({
  match_id: 2,
  currency_name: 'ETH',
  sort: 1,
  now_price: '30',
  change: '-1',
  volume: '1',
});
const none = quotation({
  match_id: 3,
  currency_name: 'SOL',
  sort: 3,
  now_price: null,
  change: null,
});

describe('quotation rows', () => {
  it('keep the server sort order without a chosen column', () => {
    expect(sortQuotations([a, b, none], null).map((r) => r.match_id)).toEqual([2, 1, 3]);
  });

  it('put rows without a price last in both directions', () => {
    expect(
      sortQuotations([none, a, b], { key: 'price', direction: 'desc' }).map((r) => r.match_id),
    ).toEqual([2, 1, 3]);
    expect(
      sortQuotations([none, a, b], { key: 'price', direction: 'asc' }).map((r) => r.match_id),
    ).toEqual([1, 2, 3]);
  });

  it('cycle a column through descending, ascending and off', () => {
    const first = nextSort(null, 'volume');
    expect(first).toEqual({ key: 'volume', direction: 'desc' });
    const second = nextSort(first, 'volume');
    expect(second).toEqual({ key: 'volume', direction: 'asc' });
    expect(nextSort(second, 'volume')).toBeNull();
  });

  it('take a daymarket row and keep list-only fields', () => {
    const favourites = [{ ...a, id: 7 }];
    const patched = patchQuotation(favourites, { ...a, now_price: '11' });
    expect(patched?.[0]).toMatchObject({ id: 7, now_price: '11' });
    expect(patchQuotation(favourites, { ...b })).toBe(favourites);
  });

  it('find pairs by symbol with any separator', () => {
    expect(searchQuotations([a, b], 'eth-usdt').map((r) => r.symbol)).toEqual(['ETH/USDT']);
    expect(searchQuotations([a, b], '  ')).toEqual([]);
  });

  it('give the home block the first seven by sort', () => {
    const many = Array.from({ length: 9 }, (_, i) => quotation({ match_id: i, sort: 9 - i }));
    expect(topQuotations(many).map((r) => r.sort)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
