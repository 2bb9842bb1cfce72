import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SpotOrderView } from '@meridian/contract';

import { btcQuoteAt65100, createFakeSocket, quotation } from '../../../../testing/market-fixtures';
import { liveSocket } from '../../../../testing/socket-mock';
import { mockFetch, ok, onePage, type RecordedRequest } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { setToken } from '../../../../lib/session';
import { CurrencyPage } from '../currency-page';

const rows = [
  quotation({ currency_name: 'BTC', now_price: '65000', amount_precision: 6 }),
  quotation({ match_id: 2, currency_id: 2, currency_name: 'ETH', now_price: '3000' }),
  quotation({ match_id: 9, currency_id: 20, currency_name: 'AAPL', category: 'stock' }),
];

const balance = (currency_id: number, available: string) => ({
  currency_id,
  currency_name: currency_id === 3 ? 'USDT' : 'BTC',
  full_name: '',
  color: null,
  image: null,
  balance: available,
  available,
  frozen: '0',
  locked: '0',
  price: null,
  usdt_value: null,
  type: 2,
});

const order = (overrides: Partial<SpotOrderView> = {}): SpotOrderView => ({
  id: 7,
  type: 1,
  symbol: 'BTC/USDT',
  match_id: 1,
  currency_id: 1,
  legal_id: 3,
  order_type: 'limit',
  target_price: '30000',
  trade_amount: '0.01',
  fill_price: null,
  total: null,
  fee: null,
  fee_currency: 'BTC',
  fee_rate: '0.001',
  status: 1,
  tick: null,
  created_at: 1_700_000_000_000,
  filled_at: null,
  ...overrides,
});

function renderSpot(initialEntry = '/pages/transaction/currency') {
  liveSocket.current = createFakeSocket();
  return renderPage(CurrencyPage, { path: '/pages/transaction/currency', initialEntry });
}

describe('spot trade screen', () => {
  it('shows a visitor the pair, its price and the platform quote, and asks to log in to trade', async () => {
    const { requests } = mockFetch({ 'GET /api/currency/quotation_new': ok(rows) });
    renderSpot();

    expect((await screen.findByTestId('spot-price')).textContent).toContain('65,000.00');
    // Until the first market_depth: the same rule on the feed price (spread 0.0005).
    expect(screen.getByTestId('ladder-ask').textContent).toContain('65032.50');
    expect(screen.getByTestId('ladder-bid').textContent).toContain('64967.50');
    expect(screen.getByTestId('quote-ladder').textContent).toContain('Not an order book');
    expect(screen.getByRole('button', { name: 'Log in to trade' })).toBeTruthy();
    expect(screen.getByText('Log in to see your orders')).toBeTruthy();
    // A visitor asks for no balances and no orders.
    expect(requests.map((r) => r.path)).toEqual(['/api/currency/quotation_new']);

    act(() => liveSocket.current!.emit('market_depth', btcQuoteAt65100));
    expect(screen.getByTestId('ladder-ask').textContent).toContain('65132.55');
    expect(screen.getByTestId('quote-ladder').textContent).toContain('65100.00');
  });

  it('lists only crypto pairs open for coin trade in the pair sheet', async () => {
    mockFetch({ 'GET /api/currency/quotation_new': ok(rows) });
    const { router } = renderSpot('/pages/transaction/currency?symbol=ETH/USDT');
    await screen.findByTestId('spot-price');
    fireEvent.click(screen.getByTestId('spot-pair-switch'));
    const sheet = await screen.findByRole('list', { name: 'Choose a pair' });
    const symbols = [...sheet.querySelectorAll('[data-symbol]')].map((b) =>
      b.getAttribute('data-symbol'),
    );
    expect(symbols).toEqual(['BTC/USDT', 'ETH/USDT']);
    fireEvent.click(within(sheet).getByText('BTC'));
    await waitFor(() => expect(router.state.location.search).toBe('?symbol=BTC%2FUSDT'));
  });

  it('places a limit buy with an idempotency key and checks the balance first', async () => {
    setToken('t');
    const placed: URLSearchParams[] = [];
    const { requests } = mockFetch({
      'GET /api/currency/quotation_new': ok(rows),
      'POST /api/wallet/detail': (r: RecordedRequest) =>
        ok(r.form.get('currency') === '3' ? balance(3, '100') : balance(1, '0')),
      'GET /api/coin/list': ok(onePage([])),
      'POST /api/coin/trade': (r: RecordedRequest) => {
        placed.push(r.form);
        return ok(order());
      },
    });
    renderSpot();
    await screen.findByText('100.00');

    const price = screen.getByLabelText('Price');
    const amount = screen.getByLabelText('Amount');
    fireEvent.change(price, { target: { value: '30000' } });
    // 0.01 BTC at 30000 costs 300 USDT: more than the 100 available.
    fireEvent.change(amount, { target: { value: '0.01' } });
    expect(screen.getByTestId('spot-total').textContent).toContain('300.00 USDT');
    expect(screen.getByTestId('spot-fee').textContent).toContain('0.00001 BTC');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(await screen.findByText('Insufficient balance in your exchange account')).toBeTruthy();
    expect(placed).toHaveLength(0);

    // 50 % of 100 USDT at 30000 = 0.0016666… → 0.001666 (6 decimals, rounded down).
    fireEvent.click(screen.getByRole('button', { name: '50%' }));
    expect((amount as HTMLInputElement).value).toBe('0.001666');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(Object.fromEntries(placed[0]!)).toMatchObject({
      currency_id: '1',
      legal_id: '3',
      type: '1',
      amount: '0.001666',
      target_price: '30000',
    });
    const trade = requests.find((r) => r.path === '/api/coin/trade')!;
    expect(trade.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a limit buy at or above the current price before asking the server', async () => {
    setToken('t');
    mockFetch({
      'GET /api/currency/quotation_new': ok(rows),
      'POST /api/wallet/detail': (r: RecordedRequest) =>
        ok(r.form.get('currency') === '3' ? balance(3, '100000') : balance(1, '0')),
      'GET /api/coin/list': ok(onePage([])),
    });
    renderSpot();
    // The limit price starts one step below the feed price, where a resting buy must be.
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Price').value).toBe('64999.99'),
    );
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '65000.00' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(await screen.findByText(/A limit buy waits below the current price/)).toBeTruthy();
  });

  it('cancels an open order after confirming, and a coin_order event refreshes the orders', async () => {
    setToken('t');
    let open = [order()];
    const cancelled: string[] = [];
    mockFetch({
      'GET /api/currency/quotation_new': ok(rows),
      'POST /api/wallet/detail': (r: RecordedRequest) =>
        ok(r.form.get('currency') === '3' ? balance(3, '700') : balance(1, '0')),
      'GET /api/coin/list': () => ok(onePage(open)),
      'POST /api/coin/cancel': (r: RecordedRequest) => {
        cancelled.push(r.form.get('id') ?? '');
        open = [];
        return ok(order({ status: 3 }));
      },
    });
    renderSpot();
    const row = await screen.findByTestId('spot-order');
    // 0.01 BTC at 30000 holds 300 USDT.
    expect(row.textContent).toContain('300.00 USDT');
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    // The dialog loads on first use.
    expect(
      await screen.findByText(/300\.00 USDT held for it returns/, undefined, { timeout: 5_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(cancelled).toEqual(['7']));
    expect(await screen.findByText('No open orders')).toBeTruthy();

    open = [order({ id: 8 })];
    act(() => liveSocket.current!.emit('coin_order', order({ id: 8 })));
    expect((await screen.findByTestId('spot-order')).getAttribute('data-order-id')).toBe('8');
  });
});
