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

  it('lists the exchange account and hides small balances on request', async () => {
    setToken('t');
    mockFetch({ 'POST /api/wallet/list': ok(WALLET) });
    renderPage(AssetsPage, { path: '/pages/fund/assets' });

    const usdt = await screen.findByTestId('balance-USDT');
    expect(within(usdt).getAllByText('100.00').length).toBeGreaterThan(0);
    expect(screen.getByTestId('balance-ETH')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch'));
    expect(screen.queryByTestId('balance-ETH')).toBeNull();
    expect(screen.getByTestId('balance-USDT')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Fiat' }));
    expect(within(await screen.findByTestId('balance-USDT')).getAllByText('25.50').length).toBe(2);
  });
});
