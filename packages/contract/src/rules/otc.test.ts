import { describe, expect, it } from 'vitest';

import {
  bestAd,
  fiatToUsd,
  floatingPrice,
  merchantStats,
  orderTotal,
  paymentDeadline,
  quantityForFiat,
  withinOrderBounds,
  withinSingleTradeLimit,
} from './otc.js';

describe('OTC prices', () => {
  it('floats over the feed price converted by the fiat rate: 60000 × 7.2 × 1.005 = 434160', () => {
    expect(floatingPrice('60000', '7.2', '0.5')).toBe('434160');
    expect(floatingPrice('1', '7.2', '0')).toBe('7.2');
    // Below the feed, rounded half-up to cents: 1 × 7.1234 × 0.99 = 7.052166 → 7.05.
    expect(floatingPrice('1', '7.1234', '-1')).toBe('7.05');
  });

  it('totals quantity × price to cents and buys trunc(fiat / price) of the coin', () => {
    expect(orderTotal('150', '7.23')).toBe('1084.5');
    expect(quantityForFiat('1000', '7.23')).toBe('138.31258644');
    expect(Number(orderTotal(quantityForFiat('1000', '7.23'), '7.23'))).toBeLessThanOrEqual(1000);
  });
});

describe('OTC limits', () => {
  it('reads the single-trade limit in USD: 14400 CNY at 7.2 is 2000 USD, within level 1', () => {
    expect(fiatToUsd('14400', '7.2')).toBe('2000');
    expect(withinSingleTradeLimit('14400', '7.2', '2000')).toBe(true);
    expect(withinSingleTradeLimit('14400.01', '7.2', '2000')).toBe(false);
    expect(withinSingleTradeLimit('2000', '1', '2000')).toBe(true);
  });

  it('keeps per-order bounds inclusive and the window from the opening', () => {
    expect(withinOrderBounds('100', '100', '500')).toBe(true);
    expect(withinOrderBounds('500.01', '100', '500')).toBe(false);
    expect(withinOrderBounds('99.99', '100', '500')).toBe(false);
    expect(paymentDeadline(1_000, 15)).toBe(901_000);
  });
});

describe('quick buy', () => {
  const ads = [
    { id: 1, price: '7.3', available: '1000', min_total: '10', max_total: '10000' },
    { id: 2, price: '7.2', available: '50', min_total: '10', max_total: '10000' },
    { id: 3, price: '7.2', available: '1000', min_total: '500', max_total: '10000' },
    { id: 4, price: '7.25', available: '1000', min_total: '10', max_total: '10000' },
  ];

  it('picks the lowest price whose quantity and bounds fit', () => {
    // 100 USDT: ad 2 has only 50, ad 3 fits at 720 → ad 3.
    expect(bestAd(ads, 'buy', { quantity: '100' })).toMatchObject({ ad: { id: 3 }, total: '720' });
    // 40 USDT: ad 2 fits (288), ad 3 needs 500 → ad 2.
    expect(bestAd(ads, 'buy', { quantity: '40' })?.ad.id).toBe(2);
    // 100 CNY at 7.2 is 13.88888888 USDT on ad 2.
    expect(bestAd(ads, 'buy', { fiat: '100' })).toMatchObject({
      ad: { id: 2 },
      quantity: '13.88888888',
      total: '100',
    });
  });

  it('picks the highest price for a seller, and none when nothing fits', () => {
    expect(bestAd(ads, 'sell', { quantity: '10' })?.ad.id).toBe(1);
    expect(bestAd(ads, 'buy', { quantity: '5000' })).toBeNull();
  });
});

describe('merchant stats', () => {
  it('are real numbers: 9 of 10 finished, releases of 60 s and 120 s → 0.9 and 90 s', () => {
    expect(merchantStats({ completed: 9, cancelled: 1, releaseSeconds: [60, 120] })).toEqual({
      orders: 9,
      completion_rate: '0.9',
      avg_release_seconds: 90,
    });
    expect(merchantStats({ completed: 0, cancelled: 0, releaseSeconds: [] })).toEqual({
      orders: 0,
      completion_rate: null,
      avg_release_seconds: null,
    });
  });
});
