import { SIDE, SPOT_STATUS } from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import { coinsOf, frozenOf, orderStatus, parseOrderTab, sideKey, statusOfTab } from './orders';

describe('order tabs', () => {
  it('maps the address to a tab and a tab to a /coin/list status', () => {
    expect(parseOrderTab('filled')).toBe('filled');
    expect(parseOrderTab('nonsense')).toBe('open');
    expect(parseOrderTab(null)).toBe('open');
    expect(statusOfTab('open')).toBe(SPOT_STATUS.trading);
    expect(statusOfTab('filled')).toBe(SPOT_STATUS.done);
    expect(statusOfTab('cancelled')).toBe(SPOT_STATUS.cancelled);
  });

  it('names each status and side', () => {
    expect(orderStatus(1)).toEqual({ key: 'open', tone: 'gold' });
    expect(orderStatus(2)).toEqual({ key: 'filled', tone: 'up' });
    expect(orderStatus(3)).toEqual({ key: 'cancelled', tone: 'flat' });
    expect(sideKey(SIDE.buy)).toBe('buy');
    expect(sideKey(SIDE.sell)).toBe('sell');
  });
});

describe('frozenOf', () => {
  it('is the limit price x amount in USDT for a buy and the amount for a sell', () => {
    expect(
      frozenOf({ type: 1, symbol: 'BTC/USDT', target_price: '60000', trade_amount: '0.01' }),
    ).toEqual({ amount: '600', currency: 'USDT' });
    expect(
      frozenOf({ type: 1, symbol: 'ETH/USDT', target_price: '0.1', trade_amount: '0.3' }),
    ).toEqual({ amount: '0.03', currency: 'USDT' });
    expect(
      frozenOf({ type: 2, symbol: 'ETH/USDT', target_price: '4000', trade_amount: '1.25' }),
    ).toEqual({ amount: '1.25', currency: 'ETH' });
    // 0.000003 x 0.33333333 = 0.00000099999999, frozen rounded up: 0.000001
    expect(
      frozenOf({ type: 1, symbol: 'X/USDT', target_price: '0.33333333', trade_amount: '0.000003' }),
    ).toEqual({ amount: '0.000001', currency: 'USDT' });
  });

  it('splits a symbol into its coins', () => {
    expect(coinsOf('BTC/USDT')).toEqual({ base: 'BTC', quote: 'USDT' });
  });
});
