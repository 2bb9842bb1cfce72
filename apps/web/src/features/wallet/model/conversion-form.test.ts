import { describe, expect, it } from 'vitest';
import type { ConvertibleCurrencyView } from '@meridian/contract';

import {
  chooseConversionCurrency,
  defaultConversionPair,
  pricePrecision,
  quoteRequest,
  swapConversion,
  validateConversion,
} from './conversion-form';

const coin = (currency_id: number, currency_name: string): ConvertibleCurrencyView => ({
  currency_id,
  currency_name,
  color: null,
  image: null,
  available: '0',
  price: '1',
});

describe('conversion form', () => {
  it('opens on USDT to the next coin', () => {
    expect(defaultConversionPair([coin(1, 'BTC'), coin(2, 'ETH'), coin(3, 'USDT')])).toEqual({
      fromId: 3,
      toId: 1,
    });
    expect(defaultConversionPair([])).toEqual({ fromId: null, toId: null });
  });

  it('swaps the coins, and swaps rather than picking the same coin twice', () => {
    const values = { fromId: 3, toId: 1, amount: '5' };
    expect(swapConversion(values)).toEqual({ fromId: 1, toId: 3, amount: '5' });
    expect(chooseConversionCurrency(values, 'toId', 3)).toEqual({
      fromId: 1,
      toId: 3,
      amount: '5',
    });
    expect(chooseConversionCurrency(values, 'toId', 2)).toEqual({
      fromId: 3,
      toId: 2,
      amount: '5',
    });
  });

  it('asks for a quote of the pair, with the amount once it is valid', () => {
    expect(quoteRequest({ fromId: 3, toId: 1, amount: '' })).toEqual({
      from_currency_id: 3,
      to_currency_id: 1,
    });
    expect(quoteRequest({ fromId: 3, toId: 1, amount: '100.50' })).toEqual({
      from_currency_id: 3,
      to_currency_id: 1,
      number: '100.5',
    });
    expect(quoteRequest({ fromId: 3, toId: 3, amount: '1' })).toBeNull();
    expect(quoteRequest({ fromId: null, toId: 1, amount: '1' })).toBeNull();
  });

  it('rejects converting more than is available', () => {
    expect(validateConversion({ fromId: 3, toId: 1, amount: '100.01' }, '100')).toEqual({
      amount: 'INSUFFICIENT_BALANCE',
    });
    expect(validateConversion({ fromId: 3, toId: 1, amount: '100' }, '100')).toEqual({});
  });

  it('rejects the same coin on both sides', () => {
    expect(validateConversion({ fromId: 3, toId: 3, amount: '1' }, '5')).toEqual({
      to: 'SAME_CURRENCY',
    });
  });
});

describe('conversion display', () => {
  it('keeps more digits for prices under 1', () => {
    expect(pricePrecision('0.0421')).toBe(6);
    expect(pricePrecision('60000')).toBe(2);
    expect(pricePrecision(null)).toBe(2);
  });
});
