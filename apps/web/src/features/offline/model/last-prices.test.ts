import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { quotation } from '../../../testing/market-fixtures';
import { marketQueries } from '../../market';
import {
  isAnotherDay,
  LAST_PRICES_INTERVAL_MS,
  priceAge,
  readLastPrices,
  resetLastPricesThrottle,
  saveLastPrices,
} from './last-prices';
import { startLastPricesStore } from './last-prices-store';

const minute = 60_000;

beforeEach(() => {
  localStorage.clear();
  resetLastPricesThrottle();
});
afterEach(() => localStorage.clear());

describe('the last prices store', () => {
  it('keeps the rows with the time they arrived', () => {
    const at = Date.UTC(2026, 10, 27, 12, 3);
    expect(saveLastPrices([quotation({ now_price: '65000.5' })], at)).toBe(true);
    const last = readLastPrices();
    expect(last?.savedAt).toBe(at);
    expect(last?.rows.map((row) => row.now_price)).toEqual(['65000.5']);
  });

  it('stores nothing when no row has a price, so a waiting feed never replaces real prices', () => {
    saveLastPrices([quotation({ now_price: '1' })], 1_000_000);
    expect(saveLastPrices([quotation({ now_price: null })], 2_000_000)).toBe(false);
    expect(readLastPrices()?.rows[0]?.now_price).toBe('1');
  });

  it('writes at most once per interval while tickers stream in', () => {
    const t0 = 10_000_000;
    expect(saveLastPrices([quotation({ now_price: '1' })], t0)).toBe(true);
    expect(saveLastPrices([quotation({ now_price: '2' })], t0 + 1_000)).toBe(false);
    expect(readLastPrices()).toEqual({
      savedAt: t0,
      rows: [expect.objectContaining({ now_price: '1' })],
    });
    expect(saveLastPrices([quotation({ now_price: '3' })], t0 + LAST_PRICES_INTERVAL_MS)).toBe(
      true,
    );
    expect(readLastPrices()?.savedAt).toBe(t0 + LAST_PRICES_INTERVAL_MS);
  });

  it('reads nothing from a missing or foreign value', () => {
    expect(readLastPrices()).toBeNull();
    localStorage.setItem('lastPrices', JSON.stringify({ savedAt: 'noon', rows: [] }));
    expect(readLastPrices()).toBeNull();
    localStorage.setItem('lastPrices', JSON.stringify({ savedAt: 5, rows: 'x' }));
    expect(readLastPrices()).toBeNull();
  });

  it('saves the quotation list whenever the query cache receives it, and nothing else', () => {
    const client = new QueryClient();
    const stop = startLastPricesStore(client);
    client.setQueryData(marketQueries.candles('BTC/USDT', '1min').queryKey, []);
    expect(readLastPrices()).toBeNull();
    client.setQueryData(marketQueries.quotations().queryKey, [quotation({ now_price: '7' })]);
    expect(readLastPrices()?.rows[0]?.now_price).toBe('7');
    stop();
  });
});

describe('the age of stored prices', () => {
  const saved = Date.UTC(2026, 10, 27, 12, 3);
  it('is "just now" under a minute, and when the clock went back', () => {
    expect(priceAge(saved, saved + 59_999)).toEqual({ unit: 'now' });
    expect(priceAge(saved, saved - 5 * minute)).toEqual({ unit: 'now' });
  });
  it('counts whole minutes, then hours, then days, rounding down', () => {
    expect(priceAge(saved, saved + 7 * minute + 59_000)).toEqual({ unit: 'minutes', n: 7 });
    expect(priceAge(saved, saved + 59 * minute)).toEqual({ unit: 'minutes', n: 59 });
    expect(priceAge(saved, saved + 60 * minute)).toEqual({ unit: 'hours', n: 1 });
    expect(priceAge(saved, saved + 23 * 60 * minute + 59 * minute)).toEqual({
      unit: 'hours',
      n: 23,
    });
    expect(priceAge(saved, saved + 50 * 60 * minute)).toEqual({ unit: 'days', n: 2 });
  });
  it('knows when the prices are from another day', () => {
    const noon = new Date(2026, 10, 27, 12, 0).getTime();
    expect(isAnotherDay(noon, noon + 60 * minute)).toBe(false);
    expect(isAnotherDay(noon, new Date(2026, 10, 28, 0, 1).getTime())).toBe(true);
  });
});
