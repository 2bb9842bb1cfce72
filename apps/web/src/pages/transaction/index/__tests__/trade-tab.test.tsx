import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { setToken, setUser } from '../../../../lib/session';
import { readStorage, WEB_STORAGE_KEYS, writeStorage } from '../../../../lib/storage';
import { createFakeSocket, quotation } from '../../../../testing/market-fixtures';
import { liveSocket } from '../../../../testing/socket-mock';
import { mockFetch, ok, onePage } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { userView } from '../../../../testing/user-fixtures';
import { TradePage } from '../index-page';

const PATH = '/pages/transaction/index';
const rows = [
  quotation({ match_id: 1, currency_name: 'BTC', now_price: '65000' }),
  // Spot and futures, no options.
  quotation({
    match_id: 2,
    currency_id: 2,
    currency_name: 'ETH',
    sort: 2,
    now_price: '3000',
    open_microtrade: false,
  }),
];

function renderTab(query = '') {
  liveSocket.current = createFakeSocket();
  mockFetch({
    'GET /api/currency/quotation_new': ok(rows),
    'GET /api/currency/new_timeshar': ok([]),
    'GET /api/microtrade/seconds': ok([]),
    'GET /api/microtrade/lists': ok(onePage([], 5)),
  });
  return renderPage(TradePage, { path: PATH, initialEntry: `${PATH}${query}` });
}

const switchTab = (name: string) => screen.findByRole('tab', { name });
const chosen = async (name: string) => (await switchTab(name)).getAttribute('aria-selected');
const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('trade tab: Spot / Futures / Options', () => {
  it('opens on options the first time, with the switch on top', async () => {
    renderTab();
    expect(await screen.findByTestId('options-pair')).toBeTruthy();
    expect(await chosen('Options')).toBe('true');
    expect(await chosen('Spot')).toBe('false');
    expect(screen.getByRole('tablist', { name: 'Product' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('is a tab without a pair in the address, and full screen with a back arrow with one', async () => {
    renderTab('?product=futures');
    await screen.findByRole('radio', { name: 'Long' });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    cleanup();
    renderTab('?product=futures&symbol=BTC/USDT');
    await screen.findByRole('radio', { name: 'Long' });
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('shows the spot ticket on the pair, side and kind of the address, and remembers spot', async () => {
    renderTab('?product=spot&symbol=ETH/USDT&side=sell&kind=market');
    expect(await chosen('Spot')).toBe('true');
    expect((await screen.findByRole('tab', { name: 'Sell' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Market' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('spot-pair-switch').textContent).toContain('ETH');
    expect(readStorage(WEB_STORAGE_KEYS.tradeProduct)).toEqual({ guest: 'spot' });
  });

  it('restores the product remembered for this visitor when the address names none', async () => {
    writeStorage(WEB_STORAGE_KEYS.tradeProduct, { guest: 'futures', 7: 'spot' });
    renderTab();
    expect(await chosen('Futures')).toBe('true');
    expect((await screen.findByRole('radio', { name: 'Long' })).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('remembers per user: a logged-in user gets their own choice, not the visitor’s', async () => {
    writeStorage(WEB_STORAGE_KEYS.tradeProduct, { guest: 'futures', 7: 'spot' });
    setToken('t');
    setUser(userView({ id: 7 }));
    renderTab();
    expect(await chosen('Spot')).toBe('true');
    expect(await screen.findByTestId('spot-form')).toBeTruthy();
  });

  it('switching keeps the pair where the product trades it, and drops it where not', async () => {
    const { router } = renderTab('?product=spot&symbol=ETH/USDT&side=sell');
    await screen.findByTestId('spot-form');

    fireEvent.click(await switchTab('Futures'));
    await waitFor(() =>
      expect(query(router.state.location.search)).toEqual({
        product: 'futures',
        symbol: 'ETH/USDT',
      }),
    );
    expect(await chosen('Futures')).toBe('true');
    expect(readStorage(WEB_STORAGE_KEYS.tradeProduct)).toEqual({ guest: 'futures' });

    // ETH/USDT has no options: the options ticket opens on its default pair.
    fireEvent.click(await switchTab('Options'));
    await waitFor(() =>
      expect(query(router.state.location.search)).toEqual({ product: 'options' }),
    );
    expect((await screen.findByTestId('options-pair')).textContent).toContain('BTC');
  });

  it('a pair chosen on the tab keeps the product', async () => {
    const { router } = renderTab('?product=spot&symbol=BTC/USDT');
    await screen.findByTestId('spot-price');
    fireEvent.click(screen.getByTestId('spot-pair-switch'));
    const sheet = await screen.findByRole('list', { name: 'Choose a pair' });
    fireEvent.click(within(sheet).getByText('ETH'));
    await waitFor(() =>
      expect(query(router.state.location.search)).toEqual({
        product: 'spot',
        symbol: 'ETH/USDT',
      }),
    );
  });
});
