import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { WalletListView } from '@meridian/contract';

import { reloadFiat } from '../../../../lib/fiat';
import { setToken } from '../../../../lib/session';
import { writeStorage } from '../../../../lib/storage';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { coinBalance, walletAccount } from '../../../../testing/wallet-fixtures';
import { AssetsPage } from '../assets-page';

// The live `balance` events are covered end to end; here no socket is opened.
const WALLET: WalletListView = {
  total_usdt: '125.5',
  accounts: [
    walletAccount(1, '25.5', [coinBalance(3, 'USDT', '25.5', '25.5')]),
    walletAccount(2, '100', [
      coinBalance(3, 'USDT', '100', '100'),
      coinBalance(2, 'ETH', '0', '0'),
    ]),
    walletAccount(3, '0'),
    walletAccount(4, '0'),
  ],
};

describe('assets page', () => {
  it('asks a visitor to log in', async () => {
    mockFetch({});
    renderPage(AssetsPage, { path: '/pages/fund/assets' });
    expect(await screen.findByText('Log in to see your assets')).toBeTruthy();
  });

  it('shows the total in the chosen fiat, counting USDT as USD', async () => {
    setToken('t');
    writeStorage('fiats', [{ currency_code: 'CNY', rate: '7' }]);
    writeStorage('fiat', 'CNY');
    reloadFiat();
    mockFetch({ 'POST /api/wallet/list': ok(WALLET) });
    renderPage(AssetsPage, { path: '/pages/fund/assets' });

    expect((await screen.findByTestId('total-fiat')).textContent).toBe('¥878.50');
    expect(screen.getByText(/Total assets \(CNY\)/)).toBeTruthy();
  });

  it('hides zero balances by default, remembers the switch, and still counts them in the total', async () => {
    setToken('t');
    mockFetch({ 'POST /api/wallet/list': ok(WALLET) });
    const first = renderPage(AssetsPage, { path: '/pages/fund/assets' });

    expect(await screen.findByTestId('balance-USDT')).toBeTruthy();
    expect(screen.queryByTestId('balance-ETH')).toBeNull();
    const hideZero = screen.getByRole('switch', { name: 'Hide zero balances' });
    expect(hideZero.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(hideZero);
    expect(screen.getByTestId('balance-ETH')).toBeTruthy();
    expect(localStorage.getItem('fund.hideZeroBalances')).toBe('false');

    // Remembered on the next visit.
    first.unmount();
    renderPage(AssetsPage, { path: '/pages/fund/assets' });
    expect(await screen.findByTestId('balance-ETH')).toBeTruthy();
  });

  it('says so when every coin of the account is zero and hidden', async () => {
    setToken('t');
    const zeros: WalletListView = {
      total_usdt: '0',
      accounts: [walletAccount(2, '0', [coinBalance(2, 'ETH', '0', '0')])],
    };
    mockFetch({ 'POST /api/wallet/list': ok(zeros) });
    renderPage(AssetsPage, { path: '/pages/fund/assets' });
    expect(await screen.findByText(/No coin in this account has a balance/)).toBeTruthy();
  });

  it('lists the exchange account and hides small balances on request', async () => {
    setToken('t');
    localStorage.setItem('fund.hideZeroBalances', 'false');
    mockFetch({ 'POST /api/wallet/list': ok(WALLET) });
    renderPage(AssetsPage, { path: '/pages/fund/assets' });

    const usdt = await screen.findByTestId('balance-USDT');
    expect(within(usdt).getAllByText('100.00').length).toBeGreaterThan(0);
    expect(screen.getByTestId('balance-ETH')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Hide small balances' }));
    expect(screen.queryByTestId('balance-ETH')).toBeNull();
    expect(screen.getByTestId('balance-USDT')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Fiat' }));
    expect(within(await screen.findByTestId('balance-USDT')).getAllByText('25.50').length).toBe(2);
  });
});
