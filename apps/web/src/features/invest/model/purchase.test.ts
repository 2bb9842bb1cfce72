import type { InvestProductView } from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import { aprPoints, previewPurchase, sideAtPrice } from './purchase';

const product: InvestProductView = {
  id: 1,
  type: 1,
  currency_id: 1,
  currency_name: 'BTC',
  usdt_id: 3,
  symbol: 'BTC/USDT',
  invest_currency: 'BTC',
  unit_price: '0.01',
  apr: '0.365',
  linked_price: '70000',
  days: 7,
  settle_at: 0,
  window_start: 0,
  total_shares: 10,
  sold_shares: 4,
  remaining_shares: 6,
  progress: '40',
  status: 1,
  buyable: true,
  settlement_price: null,
  tick_count: null,
  settled_at: null,
};

describe('previewPurchase', () => {
  it('shows the amount and both outcomes: 3 shares → 0.03 BTC; 0.03021 BTC below, 2114.7 USDT at or above', () => {
    expect(previewPurchase(product, '3', '1')).toEqual({
      shares: 3,
      amount: '0.03',
      below: { side: 'coin', amount: '0.03021' },
      atOrAbove: { side: 'usdt', amount: '2114.7' },
      problem: null,
    });
  });

  it('wants a positive integer within the remaining shares and the balance', () => {
    expect(previewPurchase(product, '', '1').problem).toBe('empty');
    expect(previewPurchase(product, '1.5', '1').problem).toBe('integer');
    expect(previewPurchase(product, '0', '1').problem).toBe('integer');
    expect(previewPurchase(product, '-2', '1').problem).toBe('integer');
    expect(previewPurchase(product, '7', '1').problem).toBe('remaining');
    expect(previewPurchase(product, '6', '0.05').problem).toBe('balance');
    expect(previewPurchase(product, '5', '0.05').problem).toBeNull();
    expect(previewPurchase(product, '5', null).problem).toBeNull();
    expect(previewPurchase({ ...product, buyable: false }, '1', '1').problem).toBe('closed');
  });
});

describe('aprPoints and sideAtPrice', () => {
  it("'0.365' is 36.5 %; at the linked price USDT, below it the coin", () => {
    expect(aprPoints('0.365')).toBe('36.5');
    expect(sideAtPrice(product, '70000')).toBe('usdt');
    expect(sideAtPrice(product, '69999')).toBe('coin');
    expect(sideAtPrice(product, null)).toBeNull();
  });
});
