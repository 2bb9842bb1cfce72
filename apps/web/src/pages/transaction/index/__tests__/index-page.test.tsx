import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OptionDurationView } from '@meridian/contract';

import { optionOrder } from '../../../../features/options/testing/fixtures';
import { setToken } from '../../../../lib/session';
import { createFakeSocket, quotation } from '../../../../testing/market-fixtures';
import { liveSocket } from '../../../../testing/socket-mock';
import { mockFetch, ok, onePage } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { TradePage } from '../index-page';

const PATH = '/pages/transaction/index';
const rows = [
  quotation({ match_id: 1, currency_name: 'BTC', now_price: '65000', change: '1.20' }),
  quotation({ match_id: 2, currency_name: 'ETH', currency_id: 2, sort: 2, now_price: '3000' }),
];
const durations: OptionDurationView[] = [
  { id: 7, seconds: 5, profit_ratio: '0.8', min_amount: '1', max_amount: '1000', fee_rate: '0' },
  { id: 8, seconds: 60, profit_ratio: '0.85', min_amount: '10', max_amount: '5000', fee_rate: '0' },
];

function handlers(available = '100', extra: Record<string, unknown> = {}) {
  return mockFetch({
    'GET /api/currency/quotation_new': ok(rows),
    'GET /api/currency/new_timeshar': ok([]),
    'GET /api/microtrade/seconds': ok(durations),
    'GET /api/microtrade/payable_currencies': ok([{ id: 3, name: 'USDT', available }]),
    'GET /api/microtrade/lists': ok(onePage([], 5)),
    ...extra,
  });
}

function renderTrade(entry = PATH) {
  liveSocket.current = createFakeSocket();
  return renderPage(TradePage, { path: PATH, initialEntry: entry });
}

const figure = (name: string) =>
  document.querySelector(`[data-figure="${name}"] dd`)?.textContent?.replace(/\s+/g, ' ').trim();

afterEach(() => {
  liveSocket.current = null;
});

describe('trade tab (options)', () => {
  it('shows a visitor the pair, price, and a ticket with payout, breakeven and maximum loss, and asks to log in to place', async () => {
    const { requests } = handlers();
    const { router } = renderTrade();

    expect(await screen.findByTestId('options-price')).toHaveProperty('textContent', '65,000.00');
    expect(screen.getByTestId('options-pair').textContent).toContain('BTC');
    expect(
      await screen.findByText('Payout up to 85%', { selector: '[data-testid="option-up"] *' }),
    ).toBeTruthy();

    fireEvent.click(screen.getByTestId('option-up'));
    const chip = await screen.findByRole('radio', { name: /5s/ });
    expect(chip.getAttribute('aria-checked')).toBe('true');
    expect(chip.textContent).toContain('+80%');

    fireEvent.change(document.getElementById('option-stake')!, { target: { value: '10' } });
    await waitFor(() => expect(figure('payout')).toBe('18.00 USDT'));
    expect(figure('profit')).toBe('+8.00 USDT');
    expect(figure('breakeven')).toBe('55.56%');
    expect(figure('max-loss')).toBe('10.00 USDT');
    expect(figure('open-price')).toBe('65,000.00');
    expect(figure('fee')).toBeUndefined();

    const confirm = screen.getByTestId('opt-confirm');
    expect(confirm.textContent).toBe('Log in to place an order');
    fireEvent.click(confirm);
    expect(requests.some((r) => r.path === '/api/microtrade/submit')).toBe(false);
    expect(requests.some((r) => r.path === '/api/microtrade/payable_currencies')).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/common/login'), {
      timeout: 3_000,
    });
  });

  it('opens the pair of ?symbol= and switches pairs from the title', async () => {
    handlers();
    const { router } = renderTrade(`${PATH}?symbol=ETH/USDT`);
    expect(await screen.findByTestId('options-price')).toHaveProperty('textContent', '3,000.00');
    fireEvent.click(screen.getByTestId('options-pair'));
    fireEvent.click(await screen.findByRole('button', { name: /BTC/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?product=options&symbol=BTC%2FUSDT'),
    );
  });

  it('validates the stake against the range and the options account', async () => {
    setToken('t');
    handlers('50');
    renderTrade();
    fireEvent.click(await screen.findByTestId('option-down'));
    expect((await screen.findByTestId('options-available')).textContent).toContain('50.00 USDT');
    const input = document.getElementById('option-stake')!;
    fireEvent.change(input, { target: { value: '0.5' } });
    expect((await screen.findByRole('alert')).textContent).toBe('The minimum stake is 1');
    fireEvent.change(input, { target: { value: '60' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not enough in your options account: 60 needed, 50 available',
    );
    fireEvent.change(input, { target: { value: '1001' } });
    expect((await screen.findByRole('alert')).textContent).toBe('The maximum stake is 1000');
  });

  it('points to the transfer screen when the options account is empty', async () => {
    setToken('t');
    handlers('0');
    const { router } = renderTrade();
    fireEvent.click(await screen.findByTestId('option-up'));
    const notice = await screen.findByTestId('options-empty');
    fireEvent.click(within(notice).getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/pages/fund/transfer?from=change&to=micro&currency=3',
      ),
    );
  });

  it('places an order with an idempotency key, counts down, and shows the settled result with both ticks', async () => {
    setToken('t');
    const order = optionOrder();
    const { requests } = handlers('100', { 'POST /api/microtrade/submit': ok(order) });
    renderTrade();
    fireEvent.click(await screen.findByTestId('option-up'));
    await screen.findByRole('radio', { name: /5s/ });
    fireEvent.change(document.getElementById('option-stake')!, { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('opt-confirm'));

    const card = await screen.findByTestId('option-countdown');
    expect(within(card).getByTestId('option-countdown-time').textContent).toMatch(/^00:0[45]$/);
    const submit = requests.find((r) => r.path === '/api/microtrade/submit')!;
    expect(Object.fromEntries(submit.form)).toMatchObject({
      match_id: '1',
      currency_id: '3',
      type: '1',
      seconds: '5',
      number: '10',
    });
    expect(submit.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);

    act(() =>
      liveSocket.current!.emit('microtrade_settled', {
        ...order,
        status: 3,
        profit_result: 1,
        fact_profits: '8',
        end_price: '65010.5',
        end_time: order.handled_at - 200,
      }),
    );
    const result = await screen.findByTestId('option-result');
    expect(result.getAttribute('data-outcome')).toBe('win');
    expect(within(result).getByText('You won')).toBeTruthy();
    expect(within(result).getByTestId('option-profit').textContent?.replace(/\s+/g, ' ')).toBe(
      '+8.00 USDT',
    );
    const facts = result.querySelector('[data-fact="end"]')!.textContent;
    expect(facts).toContain('65,010.50');
    expect(result.querySelector('[data-fact="open"]')!.textContent).toContain('65,000.00');
  });

  it('shows an order voided for want of a price at expiry with its refund, neither won nor lost', async () => {
    setToken('t');
    const order = optionOrder({ fee: '0.2' });
    handlers('100', { 'POST /api/microtrade/submit': ok(order) });
    renderTrade();
    fireEvent.click(await screen.findByTestId('option-up'));
    await screen.findByRole('radio', { name: /5s/ });
    fireEvent.change(document.getElementById('option-stake')!, { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('opt-confirm'));
    await screen.findByTestId('option-countdown');

    act(() =>
      liveSocket.current!.emit('microtrade_settled', {
        ...order,
        status: 3,
        profit_result: null,
        void_reason: 'no_price_at_expiry',
      }),
    );
    const result = await screen.findByTestId('option-result');
    expect(result.getAttribute('data-outcome')).toBe('void');
    expect(within(result).getByTestId('option-void').textContent).toBe(
      'Voided: no price at expiry — stake and fee refunded',
    );
    expect(result.textContent?.replace(/\s+/g, ' ')).toContain('Refunded10.20 USDT');
    expect(result.querySelector('[data-fact="end"] dd')!.textContent).toBe('No price at expiry');
    expect(within(result).queryByText(/You won|You lost|Draw/)).toBeNull();
  });
});
