import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { SIDE, spotRules } from '@meridian/contract';

import { fillLegs, freezeLegs, type SpotLeg } from './spot.rules.js';

const { fillOf } = spotRules;
const { buy, sell } = SIDE;

/** Sum of every leg per currency (available + frozen): a posting must come to zero in each. */
function sums(legs: SpotLeg[]): Record<number, string> {
  const out: Record<number, Decimal> = {};
  for (const l of legs)
    out[l.currencyId] = (out[l.currencyId] ?? new Decimal(0))
      .plus(l.available ?? 0)
      .plus(l.frozen ?? 0);
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v.toFixed()]));
}

describe('ledger legs', () => {
  it('a market buy: the user pays 650.325 USDT to the exchange, receives 0.00999 BTC, 0.00001 BTC to fees', () => {
    const fill = fillOf(buy, '0.01', '65032.50', '0.001');
    const legs = fillLegs({ userId: 7, type: buy, baseId: 1, quoteId: 3, fill, fromFrozen: false });
    expect(legs).toEqual([
      { holder: { userId: 7, accountType: 2 }, currencyId: 3, available: '-650.325' },
      { holder: { house: 'exchange' }, currencyId: 3, available: '650.325' },
      { holder: { house: 'exchange' }, currencyId: 1, available: '-0.01' },
      { holder: { userId: 7, accountType: 2 }, currencyId: 1, available: '0.00999' },
      { holder: { house: 'fees' }, currencyId: 1, available: '0.00001' },
    ]);
    expect(sums(legs)).toEqual({ 1: '0', 3: '0' });
  });

  it('a limit sell fill: 0.01 BTC leaves the frozen balance, 660 − 0.66 USDT arrives', () => {
    const fill = fillOf(sell, '0.01', '66000', '0.001');
    const legs = fillLegs({ userId: 7, type: sell, baseId: 1, quoteId: 3, fill, fromFrozen: true });
    expect(legs).toEqual([
      { holder: { userId: 7, accountType: 2 }, currencyId: 1, frozen: '-0.01' },
      { holder: { house: 'exchange' }, currencyId: 1, available: '0.01' },
      { holder: { house: 'exchange' }, currencyId: 3, available: '-660' },
      { holder: { userId: 7, accountType: 2 }, currencyId: 3, available: '659.34' },
      { holder: { house: 'fees' }, currencyId: 3, available: '0.66' },
    ]);
    expect(sums(legs)).toEqual({ 1: '0', 3: '0' });
  });

  it('freezing and releasing move between available and frozen of one balance', () => {
    expect(freezeLegs(7, 3, '640', 'freeze')).toEqual([
      { holder: { userId: 7, accountType: 2 }, currencyId: 3, available: '-640', frozen: '640' },
    ]);
    expect(freezeLegs(7, 3, '640.000000000000000000', 'release')).toEqual([
      { holder: { userId: 7, accountType: 2 }, currencyId: 3, available: '640', frozen: '-640' },
    ]);
  });
});
