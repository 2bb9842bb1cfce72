import { describe, expect, it } from 'vitest';
import type { WalletListView } from '@meridian/contract';

import { coinBalance, walletAccount } from '../../../testing/wallet-fixtures';
import {
  accountShares,
  isSmallBalance,
  parseAccountType,
  unpricedCount,
  usdtToFiat,
  visibleCurrencies,
} from './wallet-summary';

describe('wallet totals', () => {
  it('gives each account its share of the total in the product order', () => {
    const list: WalletListView = {
      total_usdt: '100',
      accounts: [
        walletAccount(2, '75'),
        walletAccount(1, '25'),
        walletAccount(3, '0'),
        walletAccount(4, '0'),
      ],
    };
    expect(accountShares(list)).toEqual([
      { type: 1, totalUsdt: '25', percent: '25.00' },
      { type: 2, totalUsdt: '75', percent: '75.00' },
      { type: 3, totalUsdt: '0', percent: '0.00' },
      { type: 4, totalUsdt: '0', percent: '0.00' },
    ]);
  });

  it('gives an empty wallet zero shares instead of dividing by zero', () => {
    const list: WalletListView = { total_usdt: '0', accounts: [walletAccount(1, '0')] };
    expect(accountShares(list).map((s) => s.percent)).toEqual(['0', '0', '0', '0']);
  });

  it('counts balances without a price', () => {
    const list: WalletListView = {
      total_usdt: '0',
      accounts: [walletAccount(1, '0', [], 1), walletAccount(2, '0', [], 2)],
    };
    expect(unpricedCount(list)).toBe(3);
  });
});

describe('fiat conversion', () => {
  it('counts USDT as USD and converts by the fiat rate', () => {
    expect(usdtToFiat('10', 'CNY', '7.2')).toEqual({ value: '72', fiat: 'CNY' });
    expect(usdtToFiat('1234.5', 'USD', '1')).toEqual({ value: '1234.5', fiat: 'USD' });
  });

  it('keeps USD when the rate is not loaded rather than inventing one', () => {
    expect(usdtToFiat('10', 'JPY', null)).toEqual({ value: '10', fiat: 'USD' });
  });
});

describe('small balances', () => {
  it('treats zero and values under 1 USDT as small', () => {
    expect(isSmallBalance(coinBalance(1, 'BTC', '0', '0'))).toBe(true);
    expect(isSmallBalance(coinBalance(2, 'ETH', '0.0001', '0.35'))).toBe(true);
    expect(isSmallBalance(coinBalance(3, 'USDT', '1', '1'))).toBe(false);
  });

  it('never hides a balance it cannot price', () => {
    expect(isSmallBalance(coinBalance(4, 'XYZ', '5', null))).toBe(false);
  });

  it('sorts by value, then balance, and hides small ones on request', () => {
    const rows = [
      coinBalance(2, 'ETH', '0.0001', '0.35'),
      coinBalance(3, 'USDT', '50', '50'),
      coinBalance(1, 'BTC', '0.01', '600'),
      coinBalance(4, 'XYZ', '3', null),
    ];
    expect(visibleCurrencies({ currencies: rows }).map((r) => r.currency_name)).toEqual([
      'BTC',
      'USDT',
      'ETH',
      'XYZ',
    ]);
    expect(
      visibleCurrencies({ currencies: rows }, { hideSmall: true }).map((r) => r.currency_name),
    ).toEqual(['BTC', 'USDT', 'XYZ']);
  });
});

describe('account parameter', () => {
  it('reads a number or a name', () => {
    expect(parseAccountType('2')).toBe(2);
    expect(parseAccountType('micro')).toBe(4);
    expect(parseAccountType('9')).toBeNull();
    expect(parseAccountType(null)).toBeNull();
  });
});
