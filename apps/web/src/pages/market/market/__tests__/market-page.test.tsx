import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@meridian/contract';

import { createFakeSocket, quotation } from '../../../../testing/market-fixtures';
import { liveSocket } from '../../../../testing/socket-mock';
import { formSentTo, mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { reloadSession } from '../../../../lib/session';
import { reloadLocalFavourites } from '../../../../features/market/model/local-favourites';
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
  reloadLocalFavourites();
});

const crypto = rows.slice(0, 3);
/** BTC rose over the day, ETH fell; SOL has a single close (no line yet). */
const sparklines = [
  { symbol: 'BTC/USDT', closes: ['64000', '64500', '64200', '65000'] },
  { symbol: 'ETH/USDT', closes: ['3100', '3050', '3000'] },
  { symbol: 'SOL/USDT', closes: ['150'] },
];

describe('market tab', () => {
  it('lists every pair in sort order with price, ≈ fiat, a named 24 h line, coloured change and K/M volume', async () => {
    mockFetch({
      'GET /api/currency/quotation_new': ok(rows),
      'GET /api/market/sparklines': ok(sparklines),
    });
    const { container } = renderMarket();

    await screen.findByText('65,000.00');
    expect(symbolsOnScreen(container)).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'AAPL/USDT']);
    const badges = [...container.querySelectorAll('.change-badge')].map((b) => [
      b.textContent?.replace(/\s/g, ''),
      b.className.replace('change-badge ', ''),
    ]);
    expect(badges.slice(0, 3)).toEqual([
      ['+1.20%', 'change-badge--up'],
      ['-2.50%', 'change-badge--down'],
      ['0.00%', 'change-badge--flat'],
    ]);
    expect(screen.getByText('2.5M')).toBeTruthy();
    expect(screen.getByText('9.0K')).toBeTruthy();
    // ≈ the price in the display fiat (USD by default) under it.
    const btc = container.querySelector('[data-symbol="BTC/USDT"]') as HTMLElement;
    expect(btc.querySelector('.quote-row__fiat')?.textContent?.replace(/\s/g, ' ')).toBe(
      '≈ $65,000.00',
    );
    // The trend lines: named by the 24 h change; a pair with one close keeps an empty place.
    const btcLine = await within(btc).findByRole('img', { name: '24 h trend, up 1.20 %' });
    expect(btcLine.getAttribute('class')).toContain('sparkline--up');
    // The live price is the line's last point: 65000 is the highest, at the top (y 0).
    expect(btcLine.querySelector('polyline')?.getAttribute('points')?.split(' ').at(-1)).toBe(
      '48,0',
    );
    expect(screen.getByRole('img', { name: '24 h trend, down 2.50 %' })).toBeTruthy();
    const sol = container.querySelector('[data-symbol="SOL/USDT"]') as HTMLElement;
    expect(sol.querySelector('.sparkline--empty')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Simulated market');
    expect(liveSocket.current?.subscriptions).toContainEqual({ tickers: true });
  });

  it('sorts by price, change and volume, descending then ascending', async () => {
    mockFetch({ 'GET /api/currency/quotation_new': ok(crypto) });
    const { container } = renderMarket();
    await screen.findByText('65,000.00');

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

  it('ranks gainers, losers and 24 h quote volume, and opens on the tab chosen last', async () => {
    const more = [
      ...crypto,
      quotation({
        match_id: 5,
        currency_name: 'DOGE',
        currency_id: 5,
        sort: 5,
        now_price: '0.2',
        change: '9.10',
        volume: '1000',
      }),
      quotation({
        match_id: 6,
        currency_name: 'XRP',
        currency_id: 6,
        sort: 6,
        now_price: '0.5',
        change: '-7.00',
        volume: '10',
      }),
    ];
    mockFetch({ 'GET /api/currency/quotation_new': ok(more) });
    const first = renderMarket();
    await screen.findByText('65,000.00');

    fireEvent.click(screen.getByRole('tab', { name: 'Gainers' }));
    // Only pairs up over 24 h, biggest rise first (SOL at 0.00 % is in neither ranking).
    expect(symbolsOnScreen(first.container)).toEqual(['DOGE/USDT', 'BTC/USDT']);
    expect(screen.queryByRole('button', { name: 'Vol' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Losers' }));
    expect(symbolsOnScreen(first.container)).toEqual(['XRP/USDT', 'ETH/USDT']);
    fireEvent.click(screen.getByRole('tab', { name: 'Volume' }));
    // Quote volume = volume × price: ETH 27M, BTC 32.5M, SOL 375M, DOGE 200, XRP 5.
    expect(symbolsOnScreen(first.container)).toEqual([
      'SOL/USDT',
      'BTC/USDT',
      'ETH/USDT',
      'DOGE/USDT',
      'XRP/USDT',
    ]);
    first.unmount();

    const again = renderMarket();
    await screen.findByText('65,000.00');
    expect(screen.getByRole('tab', { name: 'Volume' }).getAttribute('aria-selected')).toBe('true');
    expect(symbolsOnScreen(again.container)[0]).toBe('SOL/USDT');
  });

  it('patches a row from a daymarket socket event without refetching', async () => {
    const { requests } = mockFetch({ 'GET /api/currency/quotation_new': ok(rows) });
    renderMarket();
    await screen.findByText('65,000.00');

    act(() =>
      liveSocket.current?.emit('daymarket', { ...rows[0], now_price: '65100.5', change: '1.35' }),
    );
    expect(await screen.findByText('65,100.50')).toBeTruthy();
    expect(screen.getByText('65,100.50').closest('.flash')?.className).toContain('flash--up');
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

  it("keeps a visitor's favourites on the device: star, list, unstar, without calling the API", async () => {
    const { requests } = mockFetch({ 'GET /api/currency/quotation_new': ok(rows) });
    const { container } = renderMarket();
    await screen.findByText('65,000.00');

    const star = screen.getByRole('button', { name: 'Favourite ETH/USDT' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('marketFavourites') ?? '[]')).toEqual(['ETH/USDT']);

    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    await waitFor(() => expect(symbolsOnScreen(container)).toEqual(['ETH/USDT']));
    fireEvent.click(screen.getByRole('button', { name: 'Favourite ETH/USDT' }));
    expect(await screen.findByText('No favourites yet')).toBeTruthy();
    expect(localStorage.getItem('marketFavourites')).toBe('[]');
    expect(requests.some((r) => r.path.startsWith('/api/optional/'))).toBe(false);
  });

  it("shows a logged-in user's favourites", async () => {
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0k3n'));
    reloadSession();
    const { requests } = mockFetch({
      'GET /api/currency/quotation_new': ok(rows),
      'GET /api/optional/list': ok([{ ...rows[1], id: 77 }]),
      'POST /api/optional/del': ok('Deleted'),
      'POST /api/optional/add': ok({ id: 78, match_id: 1, symbol: 'BTC/USDT' }),
    });
    const { container } = renderMarket();
    await screen.findByText('65,000.00');

    fireEvent.click(screen.getByText('Favourites'));
    await waitFor(() => expect(symbolsOnScreen(container)).toEqual(['ETH/USDT']));
    expect(
      requests.find((r) => r.path === '/api/optional/list')?.headers.get('Authorization'),
    ).toBe('t0k3n');

    // Unstarring removes the server's favourite by its id; starring adds by the pair's coins.
    fireEvent.click(screen.getByRole('button', { name: 'Favourite ETH/USDT' }));
    await waitFor(() =>
      expect(formSentTo(requests, '/api/optional/del')).toMatchObject({ id: '77' }),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite BTC/USDT' }));
    await waitFor(() =>
      expect(formSentTo(requests, '/api/optional/add')).toMatchObject({
        currency_id: '1',
        legal_id: '3',
      }),
    );
    expect(localStorage.getItem('marketFavourites')).toBeNull();
  });

  it("moves a visitor's device favourites to the account at login, once, skipping ones it has", async () => {
    localStorage.setItem('marketFavourites', JSON.stringify(['ETH/USDT', 'SOL/USDT']));
    reloadLocalFavourites();
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0k3n'));
    reloadSession();
    const { requests } = mockFetch({
      'GET /api/currency/quotation_new': ok(rows),
      'GET /api/optional/list': ok([{ ...rows[1], id: 77 }]),
      'POST /api/optional/add': ok({ id: 78, match_id: 3, symbol: 'SOL/USDT' }),
    });
    renderMarket();
    await waitFor(() =>
      expect(formSentTo(requests, '/api/optional/add')).toMatchObject({ currency_id: '4' }),
    );
    // ETH/USDT was on the account already: only SOL/USDT is added, and the device forgets both.
    expect(requests.filter((r) => r.path === '/api/optional/add')).toHaveLength(1);
    expect(localStorage.getItem('marketFavourites')).toBe('[]');
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
