import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@meridian/contract';

import { createFakeSocket, quotation } from '../../../../testing/market-fixtures';
import { liveSocket } from '../../../../testing/socket-mock';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { reloadSession } from '../../../../lib/session';
import { MarketPage } from '../market-page';

const rows = [
  quotation({
    match_id: 1,
    currency_name: 'BTC',
    sort: 1,
    now_price: '65000',
    change: '1.20',
    volume: '500',
  }),
  quotation({
    match_id: 2,
    currency_name: 'ETH',
    currency_id: 2,
    sort: 2,
    now_price: '3000',
    change: '-2.50',
    volume: '9000',
  }),
  quotation({
    match_id: 3,
    currency_name: 'SOL',
    currency_id: 4,
    sort: 3,
    now_price: '150',
    change: '0.00',
    volume: '2500000',
  }),
  quotation({
    match_id: 9,
    currency_name: 'AAPL',
    currency_id: 20,
    sort: 9,
    category: 'stock',
    now_price: '190',
  }),
];

const symbolsOnScreen = (container: HTMLElement) =>
  [...container.querySelectorAll('.quote-row')].map((row) => row.getAttribute('data-symbol'));

function renderMarket(initialEntry = '/pages/market/market') {
  liveSocket.current = createFakeSocket();
  return renderPage(MarketPage, { path: '/pages/market/market', initialEntry });
}

afterEach(() => {
  localStorage.clear();
  reloadSession();
});

describe('market tab', () => {
  it('lists the crypto pairs in sort order with price, coloured change, K/M volume and the simulated-feed label', async () => {
    mockFetch({ 'GET /api/currency/quotation_new': ok(rows) });
    const { container } = renderMarket();

    await screen.findByText('65000.00');
    expect(symbolsOnScreen(container)).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']);
    const badges = [...container.querySelectorAll('.change-badge')].map((b) => [
      b.textContent?.replace(/\s/g, ''),
      b.className.replace('change-badge ', ''),
    ]);
    expect(badges).toEqual([
      ['+1.20%', 'change-badge--up'],
      ['-2.50%', 'change-badge--down'],
      ['0.00%', 'change-badge--flat'],
    ]);
    expect(screen.getByText('2.5M')).toBeTruthy();
    expect(screen.getByText('9.0K')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Simulated market');
    expect(liveSocket.current?.subscriptions).toContainEqual({ tickers: true });
  });

  it('sorts by price, change and volume, descending then ascending', async () => {
    mockFetch({ 'GET /api/currency/quotation_new': ok(rows) });
    const { container } = renderMarket();
    await screen.findByText('65000.00');

    fireEvent.click(screen.getByRole('button', { name: 'Vol' }));
    expect(symbolsOnScreen(container)).toEqual(['SOL/USDT', 'ETH/USDT', 'BTC/USDT']);
    fireEvent.click(screen.getByRole('button', { name: '24h change' }));
    expect(symbolsOnScreen(container)).toEqual(['BTC/USDT', 'SOL/USDT', 'ETH/USDT']);
    // The order is in the button's name (aria-sort is for table headers, not buttons).
    const change = screen.getByRole('button', { name: '24h change, sorted descending' });
    expect(change.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(change);
    expect(symbolsOnScreen(container)).toEqual(['ETH/USDT', 'SOL/USDT', 'BTC/USDT']);
    expect(screen.getByRole('button', { name: '24h change, sorted ascending' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Last price' }));
    expect(symbolsOnScreen(container)).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT']);
  });

  it('patches a row from a daymarket socket event without refetching', async () => {
    const { requests } = mockFetch({ 'GET /api/currency/quotation_new': ok(rows) });
    renderMarket();
    await screen.findByText('65000.00');

    act(() =>
      liveSocket.current?.emit('daymarket', { ...rows[0], now_price: '65100.5', change: '1.35' }),
    );
    expect(await screen.findByText('65100.50')).toBeTruthy();
    expect(screen.getByText('65100.50').closest('.flash')?.className).toContain('flash--up');
    expect(requests.filter((r) => r.path === '/api/currency/quotation_new')).toHaveLength(1);
  });

  it('says it is waiting for prices when the feed has sent none, and shows no number', async () => {
    const waiting = rows.map((row) => ({
      ...row,
      now_price: null,
      change: null,
      high: null,
      low: null,
      volume: '0',
      feed: { ...row.feed, stale: true, last_tick_at: null },
    }));
    mockFetch({ 'GET /api/currency/quotation_new': ok(waiting) });
    const { container } = renderMarket();

    expect(await screen.findByText('Waiting for prices')).toBeTruthy();
    expect(container.querySelector('.quote-row')).toBeNull();
  });

  it('asks a visitor to log in on the favourites tab, without calling the API', async () => {
    const { requests } = mockFetch({ 'GET /api/currency/quotation_new': ok(rows) });
    renderMarket();
    await screen.findByText('65000.00');

    fireEvent.click(screen.getByText('Favourites'));
    expect(await screen.findByText('Log in to see your favourites')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/optional/list')).toBe(false);
  });

  it("shows a logged-in user's favourites", async () => {
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0k3n'));
    reloadSession();
    const { requests } = mockFetch({
      'GET /api/currency/quotation_new': ok(rows),
      'GET /api/optional/list': ok([{ ...rows[1], id: 77 }]),
    });
    const { container } = renderMarket();
    await screen.findByText('65000.00');

    fireEvent.click(screen.getByText('Favourites'));
    await waitFor(() => expect(symbolsOnScreen(container)).toEqual(['ETH/USDT']));
    expect(
      requests.find((r) => r.path === '/api/optional/list')?.headers.get('Authorization'),
    ).toBe('t0k3n');
  });

  it('shows an error with retry when quotations cannot be read', async () => {
    mockFetch({ 'GET /api/currency/quotation_new': { type: 'error', message: 'Server busy' } });
    renderMarket();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Server busy')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('opens the pair detail with the 24h figures from ?symbol=', async () => {
    mockFetch({
      'GET /api/currency/quotation_new': ok(rows),
      'GET /api/currency/new_timeshar': { code: 1, msg: 'ok', data: [] },
    });
    renderMarket('/pages/market/market?symbol=ETH/USDT');

    expect(await screen.findByTestId('pair-price')).toBeTruthy();
    expect(screen.getByText('24h high')).toBeTruthy();
    expect(await screen.findByText('No candles for this period yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: '15m' }).getAttribute('aria-pressed')).toBe('true');
    expect(liveSocket.current?.subscriptions).toContainEqual({ symbols: ['ETH/USDT'] });
  });
});
