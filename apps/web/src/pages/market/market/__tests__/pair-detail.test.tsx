import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrencyView, MarketTradeView } from '@meridian/contract';

import { btcQuoteAt65100, createFakeSocket, quotation } from '../../../../testing/market-fixtures';
import { liveSocket } from '../../../../testing/socket-mock';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { MarketPage } from '../market-page';

const btc = quotation({ now_price: '65000', spread: '0.0005', amount_precision: 6 });
const aapl = quotation({
  match_id: 9,
  currency_id: 20,
  currency_name: 'AAPL',
  category: 'stock',
  open_coin_trade: false,
  now_price: '190',
});

const fill = (time: number, overrides: Partial<MarketTradeView> = {}): MarketTradeView => ({
  symbol: 'BTC/USDT',
  type: 1,
  price: '65032.5',
  amount: '0.01',
  time,
  ...overrides,
});

const bitcoin: CurrencyView = {
  id: 1,
  name: 'BTC',
  full_name: 'Bitcoin',
  type: 'crypto',
  color: null,
  image: null,
  sort: 1,
  networks: ['BTC'],
  is_spot: true,
  is_lever: true,
  is_micro: true,
  is_legal: false,
  is_transfer: true,
};

function renderPair(symbol: string, trades: MarketTradeView[] = []) {
  liveSocket.current = createFakeSocket();
  const fetch = mockFetch({
    'GET /api/currency/quotation_new': ok([btc, aapl]),
    'GET /api/currency/new_timeshar': { code: 1, msg: 'ok', data: [] },
    'GET /api/market/trades': ok(trades),
    'GET /api/currency/list': ok([bitcoin]),
  });
  const view = renderPage(MarketPage, {
    path: '/pages/market/market',
    initialEntry: `/pages/market/market?symbol=${symbol}`,
  });
  return { ...fetch, ...view };
}

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

afterEach(() => localStorage.clear());

describe('pair page → trade', () => {
  it('Buy and Sell open the trade tab on spot (a market order), Long and Short on futures, on the pair and side', async () => {
    const { router } = renderPair('BTC/USDT');
    const spot = within(await screen.findByRole('group', { name: 'Spot' }));

    fireEvent.click(spot.getByRole('button', { name: 'Sell' }));
    expect(router.state.location.pathname).toBe('/pages/transaction/index');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      product: 'spot',
      symbol: 'BTC/USDT',
      side: 'sell',
      kind: 'market',
    });

    await act(() => router.navigate(-1));
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Spot' })).getByRole('button', {
        name: 'Buy',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('side')).toBe('buy');

    await act(() => router.navigate(-1));
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Futures' })).getByRole('button', {
        name: 'Short',
      }),
    );
    expect(router.state.location.pathname).toBe('/pages/transaction/index');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      product: 'futures',
      symbol: 'BTC/USDT',
      side: 'short',
    });
  });

  it('offers only Long and Short on a stock (futures only)', async () => {
    renderPair('AAPL/USDT');
    await screen.findByRole('group', { name: 'Futures' });
    expect(screen.queryByRole('group', { name: 'Spot' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Long' })).toBeTruthy();
  });

  it('shows the platform quote, labelled as such, live from market_depth, and no depth tab', async () => {
    renderPair('BTC/USDT');
    const quote = await screen.findByTestId('pair-quote');
    expect(within(quote).getByRole('heading').textContent).toBe('Platform quote');
    expect(quote.textContent).toContain('Not an order book');
    // Until the first event: the same rule on the feed price, 65000 ± 0.05 %.
    const cell = (key: string) => quote.querySelector(`[data-quote="${key}"] dd`)?.textContent;
    expect(cell('ask')).toBe('65,032.50');
    expect(cell('bid')).toBe('64,967.50');
    act(() => liveSocket.current?.emit('market_depth', btcQuoteAt65100));
    expect(cell('ask')).toBe('65,132.55');
    expect(cell('bid')).toBe('65,067.45');
    expect(cell('feed')).toBe('65,100.00');
    expect(cell('spread')?.replace(/\s/g, '')).toBe('65.10(0.10%)');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Quote',
      'Trades',
      'About',
    ]);
  });

  it("lists this platform's fills newest first and adds live trade events once", async () => {
    const { requests } = renderPair('BTC/USDT', [
      fill(2000),
      fill(1000, { type: 2, price: '64967.5' }),
    ]);
    await screen.findByTestId('pair-quote');
    tab('Trades');
    const table = await screen.findByRole('table');
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.querySelectorAll('td')].slice(1).map((c) => c.textContent));
    expect(rows()).toEqual([
      ['Buy', '65,032.50', '0.01'],
      ['Sell', '64,967.50', '0.01'],
    ]);
    expect(requests.find((r) => r.path === '/api/market/trades')?.query.get('symbol')).toBe(
      'BTC/USDT',
    );

    act(() => liveSocket.current?.emit('trade', fill(3000, { type: 2, amount: '0.5' })));
    act(() => liveSocket.current?.emit('trade', fill(3000, { type: 2, amount: '0.5' })));
    act(() => liveSocket.current?.emit('trade', fill(4000, { symbol: 'ETH/USDT' })));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()).toEqual([
      ['Sell', '65,032.50', '0.50'],
      ['Buy', '65,032.50', '0.01'],
      ['Sell', '64,967.50', '0.01'],
    ]);
  });

  it('says so when the pair has no trades here yet', async () => {
    renderPair('BTC/USDT');
    await screen.findByTestId('pair-quote');
    tab('Trades');
    expect(await screen.findByText('No trades of this pair on this platform yet')).toBeTruthy();
  });

  it('shows the 24h figures, the price source and the asset from the listed currencies', async () => {
    renderPair('BTC/USDT');
    await screen.findByTestId('pair-quote');
    tab('About');
    const about = await screen.findByTestId('pair-about');
    const stat = (key: string) => about.querySelector(`[data-stat="${key}"] dd`)?.textContent;
    expect(stat('high')).toBe('66,000.00');
    expect(stat('low')).toBe('64,000.00');
    expect(stat('change')?.replace(/\s/g, '')).toBe('+1.25%');
    expect(stat('source')).toBe('Simulated feed');
    expect(await within(about).findByText('About BTC')).toBeTruthy();
    expect(about.querySelector('[data-asset="name"] dd')?.textContent).toBe('Bitcoin');
    expect(about.querySelector('[data-asset="networks"] dd')?.textContent).toBe('BTC');
  });
});
