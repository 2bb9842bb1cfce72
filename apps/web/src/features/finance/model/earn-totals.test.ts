import { describe, expect, it } from 'vitest';

import { earnTotals, sumByCurrency } from './earn-totals';

describe('earn totals', () => {
  it('adds amounts per currency without converting them', () => {
    expect(
      sumByCurrency([
        { currency: 'USDT', amount: '1000' },
        { currency: 'BTC', amount: '0.1' },
        { currency: 'USDT', amount: '0.00000001' },
        { currency: 'BTC', amount: '0.2' },
      ]),
    ).toEqual([
      { currency: 'USDT', amount: '1000.00000001' },
      { currency: 'BTC', amount: '0.3' },
    ]);
  });

  it('counts active orders and totals what every product holds and paid', () => {
    const totals = earnTotals([
      {
        product: 'invest',
        active: 2,
        held: [{ currency: 'USDT', amount: '500' }],
        earned: [{ currency: 'USDT', amount: '3.5' }],
      },
      {
        product: 'lockup',
        active: 1,
        held: [{ currency: 'USDT', amount: '1000' }],
        earned: [{ currency: 'USDT', amount: '12' }],
      },
      { product: 'ieo', active: 0, held: [], earned: [] },
    ]);
    expect(totals).toEqual({
      active: 3,
      held: [{ currency: 'USDT', amount: '1500' }],
      earned: [{ currency: 'USDT', amount: '15.5' }],
    });
  });
});
