import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { WalletListView } from '@meridian/contract';

import { reloadFiat } from '../../../../lib/fiat';
import { setToken } from '../../../../lib/session';
import { writeStorage } from '../../../../lib/storage';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { AssetsPage } from '../assets-page';

// The live `balance` events are covered end to end; here no socket is opened.
vi.mock('../../../../lib/socket', () => ({
  subscribeSocket: () => () => undefined,
  getSocket: () => new Promise(() => undefined),
}));

const coin = (currency_id: number, currency_name: string, balance: string, usdt_value: string) => ({
  currency_id,
  currency_name,
  full_name: currency_name,
  color: null,
  image: null,
  balance,
  available: balance,
  frozen: '0',
  locked: '0',
  price: null,
  usdt_value,
});

const WALLET: WalletListView = {
  total_usdt: '125.5',
  accounts: [
    {
      type: 1,
      name: 'legal',
      total_usdt: '25.5',
      unpriced: 0,
      currencies: [coin(3, 'USDT', '25.5', '25.5')],
    },
    {
      type: 2,
      name: 'change',
      total_usdt: '100',
      unpriced: 0,
      currencies: [coin(3, 'USDT', '100', '100'), coin(2, 'ETH', '0', '0')],
    },
    { type: 3, name: 'lever', total_usdt: '0', unpriced: 0, currencies: [] },
    { type: 4, name: 'micro', total_usdt: '0', unpriced: 0, currencies: [] },
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
