import { describe, expect, it } from 'vitest';

import { mockFetch } from '../testing/mock-fetch';
import {
  areRatesStale,
  getFiat,
  RATES_URL,
  rateFor,
  refreshFiatRatesIfStale,
  setFiat,
} from './fiat';
import { readStorage, writeStorage } from './storage';

const DAY = 24 * 60 * 60 * 1000;
const rates = {
  rates: [
    { currency_code: 'CNY', rate: '7.1' },
    { currency_code: 'EUR', rate: 0.92 },
  ],
  saveTime: 1,
};

describe('fiat rates (SPEC.md §7, §9)', () => {
  it('reads the rates from the web host under the app base', () => {
    expect(RATES_URL).toBe(`${import.meta.env.BASE_URL}rates.json`);
  });

  it('fetches /h5/rates.json when nothing is saved and stores fiats and saveFiatsTime', async () => {
    const { requests } = mockFetch({ [`GET ${RATES_URL}`]: rates });

    await expect(refreshFiatRatesIfStale(1_000)).resolves.toBe(true);

    expect(requests.map((r) => r.path)).toEqual([RATES_URL]);
    expect(readStorage('fiats')).toEqual([
      { currency_code: 'CNY', rate: '7.1' },
      { currency_code: 'EUR', rate: '0.92' },
    ]);
    expect(readStorage('saveFiatsTime')).toBe(1_000);
  });

  it('does not refetch within 24 hours, and refetches after', async () => {
    writeStorage('fiats', [{ currency_code: 'CNY', rate: '7' }]);
    writeStorage('saveFiatsTime', 10);

    expect(areRatesStale(10 + DAY)).toBe(false);
    expect(areRatesStale(11 + DAY)).toBe(true);
    const { requests } = mockFetch({ [`GET ${RATES_URL}`]: rates });
    await refreshFiatRatesIfStale(10 + DAY);
    expect(requests).toHaveLength(0);
  });

  it('keeps the saved rates when the fetch fails', async () => {
    mockFetch({});
    await expect(refreshFiatRatesIfStale(5)).resolves.toBe(false);
    expect(readStorage('fiats')).toBeNull();
  });

  it('defaults to USD at rate 1 and remembers the chosen fiat', () => {
    expect(getFiat()).toBe('USD');
    expect(rateFor('USD', [])).toBe('1');
    expect(rateFor('CNY', [])).toBeNull();
    setFiat('JPY');
    expect(getFiat()).toBe('JPY');
    expect(readStorage('fiat')).toBe('JPY');
  });
});
