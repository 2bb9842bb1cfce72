import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoanConfigView, LoanView, Page } from '@meridian/contract';

import { setToken, setUser } from '../../../../lib/session';
import { quotation } from '../../../../testing/market-fixtures';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { userView } from '../../../../testing/user-fixtures';
import { BorrowingPage } from '../borrowing-page';

const USER = userView({ id: 7 });

const CONFIG: LoanConfigView = {
  loan_currency_id: 3,
  loan_currency: 'USDT',
  levels: { initial: '0.65', margin_call: '0.75', liquidation: '0.83' },
  pool: { limit: '1000000', lent: '0', available: '1000000' },
  collaterals: [
    {
      currency_id: 1,
      currency: 'BTC',
      symbol: 'BTC/USDT',
      hourly_rate: '0.00001',
      apr: '0.0876',
      price_precision: 2,
      amount_precision: 6,
    },
  ],
};

function loan(overrides: Partial<LoanView> = {}): LoanView {
  return {
    id: 12,
    status: 'open',
    currency_id: 1,
    currency: 'BTC',
    symbol: 'BTC/USDT',
    loan_currency: 'USDT',
    collateral: '1',
    borrowed: '39000',
    principal: '39000',
    interest: '0.39',
    debt: '39000.39',
    next_hour_interest: '0.39',
    hourly_rate: '0.00001',
    apr: '0.0876',
    open_price: '60000',
    open_tick_time: Date.UTC(2026, 0, 5, 10, 20),
    margin_call_price: '52000.52',
    liquidation_price: '46988.421686746987951807',
    price: '60000',
    ltv: '0.650007',
    withdrawable: '0',
    margin_called: false,
    margin_call_at: null,
    created_at: Date.UTC(2026, 0, 5, 10, 20),
    closed_at: null,
    liquidation: null,
    ...overrides,
  };
}

const page = <T,>(data: T[]): Page<T> => ({
  data,
  current_page: 1,
  per_page: 10,
  total: data.length,
  last_page: 1,
});

function open(
  tab: string,
  { price = '60000', loans = [] as LoanView[], closed = [] as LoanView[], extra = {} } = {},
) {
  setToken('t');
  setUser(USER);
  const mock = mockFetch({
    'GET /api/user/info': ok(USER),
    'GET /api/loan/config': ok(CONFIG),
    'GET /api/currency/quotation_new': ok([quotation({ symbol: 'BTC/USDT', now_price: price })]),
    'POST /api/wallet/detail': (r: { form: URLSearchParams }) =>
      ok({ available: r.form.get('currency') === '1' ? '2' : '100', frozen: '0' }),
    'GET /api/loan/list': (r: { query: URLSearchParams }) =>
      ok(page(r.query.get('status') === 'open' ? loans : closed)),
    'GET /api/loan/events': ok(page([])),
    ...extra,
  });
  renderPage(BorrowingPage, {
    path: '/pages/common/borrowing',
    initialEntry: `/pages/common/borrowing?tab=${tab}`,
  });
  return mock;
}

const line = (scope: HTMLElement, name: string) =>
  scope.querySelector(`[data-line="${name}"] dd`)?.textContent?.replace(/\s+/g, ' ').trim();

describe('borrowing page', () => {
  it('shows the LTV, the APR and both trigger prices before confirming, then borrows once', async () => {
    const { requests } = open('borrow', {
      extra: { 'POST /api/loan/borrow': ok(loan()) },
    });
    expect((await screen.findByTestId('loan-rates')).textContent).toContain('BTC: 8.76% a year');
    fireEvent.change(await screen.findByLabelText('Collateral (BTC)'), { target: { value: '1' } });
    fireEvent.click(within(screen.getByText('Borrow (USDT)').closest('.field')!).getByText('Max'));
    const preview = screen.getByTestId('loan-borrow-preview');
    await waitFor(() => expect(line(preview, 'marginCall')).toBe('52,000.52'));
    expect(line(preview, 'liquidation')).toBe('46,988.42');
    expect(line(preview, 'apr')).toBe('8.76%');
    expect(line(preview, 'hourly')).toBe('0.39 USDT');
    expect(screen.getByTestId('borrow-ltv-value').textContent).toBe('65.00%');
    expect(screen.getByTestId('loan-borrow-risk').textContent).toContain('46,988.42');

    fireEvent.click(screen.getByRole('button', { name: 'Borrow' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('39,000.00 USDT');
    expect(dialog.textContent).toContain('52,000.52');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Borrow' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/loan/borrow')).toHaveLength(1),
    );
    const sent = requests.find((r) => r.path === '/api/loan/borrow')!;
    expect(Object.fromEntries(sent.form)).toMatchObject({
      currency_id: '1',
      collateral: '1',
      amount: '39000',
    });
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('refuses more than 65 % before sending, saying the most', async () => {
    const { requests } = open('borrow');
    fireEvent.change(await screen.findByLabelText('Collateral (BTC)'), { target: { value: '1' } });
    const amount = screen.getByLabelText('Borrow (USDT)');
    fireEvent.change(amount, { target: { value: '39000.01' } });
    fireEvent.blur(amount);
    expect(await screen.findByText('Above the 65% limit: at most 39,000.00 USDT')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Borrow' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.some((r) => r.path === '/api/loan/borrow')).toBe(false);
  });

  it('shows an open loan’s LTV at the live price, and the margin call once reached', async () => {
    open('loans', { price: '51000', loans: [loan()] });
    const card = await screen.findByTestId('loan-card');
    // 39000.39 / 51000
    expect(within(card).getByTestId('loan-ltv-value').textContent).toBe('76.47%');
    expect(within(card).getByRole('alert').textContent).toContain('46,988.42');
    expect(within(card).getByRole('meter').getAttribute('aria-valuetext')).toBe(
      '76.47%, Margin call',
    );
    expect(line(card, 'debt')).toBe('39,000.39 USDT');

    fireEvent.click(within(card).getByRole('button', { name: 'Repay' }));
    const input = await screen.findByLabelText('Amount to repay (USDT)');
    fireEvent.change(input, { target: { value: '1000' } });
    const preview = await screen.findByTestId('loan-repay-preview');
    expect(line(preview, 'interest')).toBe('0.39 USDT');
    expect(line(preview, 'principal')).toBe('999.61 USDT');
    expect(line(preview, 'debtAfter')).toBe('38,000.39 USDT');
  });

  it('shows a liquidated loan with the tick that decided it and what came back', async () => {
    open('history', {
      closed: [
        loan({
          status: 'liquidated',
          principal: '0',
          interest: '0',
          debt: '0',
          closed_at: Date.UTC(2026, 0, 6, 8, 0),
          liquidation: {
            price: '46988',
            tick_time: Date.UTC(2026, 0, 6, 8, 0),
            debt: '39000.39',
            sold: '0.830008',
            proceeds: '39000.415904',
            returned: '0.169992',
            surplus: '0.025904',
            shortfall: '0',
          },
        }),
      ],
    });
    const card = await screen.findByTestId('loan-closed');
    expect(card.textContent).toContain('Liquidated');
    expect(line(card, 'tick')).toContain('46,988.00');
    expect(line(card, 'sold')).toBe('0.830008 BTC');
    expect(line(card, 'returned')).toBe('0.169992 BTC');
    expect(line(card, 'surplus')).toBe('0.025904 USDT');
    expect(card.querySelector('[data-line="shortfall"]')).toBeNull();
  });
});
