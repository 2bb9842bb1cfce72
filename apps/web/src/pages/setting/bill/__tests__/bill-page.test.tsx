import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';

import type { BillEventView } from '../../../../features/payout/model/bill';
import { setToken } from '../../../../lib/session';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { BillPage } from '../bill-page';

const NO_DETAIL = {
  symbol: null,
  side: null,
  leverage: null,
  price: null,
  amount: null,
  total: null,
  margin: null,
  profit: null,
  seconds: null,
  from_currency: null,
  to_currency: null,
  from_field: null,
  to_field: null,
};

const usdt = (change: string, frozen = '0') => ({
  id: 1,
  currency_id: 3,
  currency_name: 'USDT',
  account_type: 3 as const,
  change,
  frozen_change: frozen,
  available_after: '20',
  frozen_after: '0',
});

const adjustment: BillEventView = {
  ...usdt('-5.25'),
  account_type: 2,
  reason: 'adjustment',
  reason_text: 'Adjustment by support',
  memo: 'Correction of ticket 1042',
  created_at: 1_700_000_000_000,
  posting_id: 1,
  kind: 'other',
  order: null,
  entries: [{ ...usdt('-5.25'), account_type: 2 }],
  fees: [],
  detail: NO_DETAIL,
};

const opened: BillEventView = {
  ...usdt('-81.09', '80.29'),
  reason: 'lever_open',
  reason_text: 'Futures position opened',
  memo: null,
  created_at: 1_700_000_100_000,
  posting_id: 2,
  kind: 'futures',
  order: { kind: 'futures', id: 7 },
  entries: [usdt('-81.09', '80.29')],
  fees: [{ currency_id: 3, currency_name: 'USDT', amount: '0.8' }],
  detail: { ...NO_DETAIL, symbol: 'BTC/USDT', side: 1, leverage: 10, margin: '80.29' },
};

const closed: BillEventView = {
  ...opened,
  ...usdt('92.69', '-80.29'),
  reason: 'lever_close',
  posting_id: 3,
  entries: [usdt('92.69', '-80.29')],
  fees: [],
  detail: { ...opened.detail, profit: '12.4' },
};

const page = (data: BillEventView[]) => ({
  data,
  current_page: 1,
  per_page: 20,
  total: data.length,
  last_page: 1,
  next_before: null,
});

describe('bill page', () => {
  it('says each event as a sentence with its parts and opens its order', async () => {
    setToken('t');
    const { requests } = mockFetch({
      'GET /api/currency/user_currency_list': ok([]),
      'POST /api/wallet/legal_log': ok(page([closed, opened, adjustment])),
    });
    renderPage(BillPage, { path: '/pages/setting/bill' });

    const rows = await screen.findAllByTestId('payout-bill-row');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual([
      'Closed BTC/USDT long 10×: realised P/L +12.40 USDT',
      'Opened BTC/USDT long 10×: margin 80.29 USDT, fee 0.80 USDT',
      'Adjustment by support: amount -5.25 USDT',
    ]);
    expect(rows[0]!.querySelector('.amount')?.className).toContain('amount--up');
    // The open position is on the futures screen; the closed one in the futures history.
    expect(rows[1]!.querySelector('a')?.getAttribute('href')).toMatch(
      /\/pages\/transaction\/contract\?symbol=BTC%2FUSDT&id=7$/,
    );
    expect(rows[0]!.querySelector('a')?.getAttribute('href')).toMatch(
      /\/pages\/transaction\/contract_order\?id=7$/,
    );
    expect(rows[2]!.querySelector('a')).toBeNull();
    expect(rows[2]!.textContent).toContain('Correction of ticket 1042');
    expect(rows[2]!.textContent).toContain('Exchange account');
    expect(await screen.findByText('No more data')).toBeTruthy();
    const form = requests.find((r) => r.path === '/api/wallet/legal_log')?.form;
    expect(form?.get('before')).toBeNull();
  });

  it('sends the filters from the address and says when nothing matches', async () => {
    setToken('t');
    const { requests } = mockFetch({
      'GET /api/currency/user_currency_list': ok([]),
      'POST /api/wallet/legal_log': ok(page([])),
    });
    renderPage(BillPage, {
      path: '/pages/setting/bill',
      initialEntry: '/pages/setting/bill?currency=3&type=4&kind=futures',
    });
    expect(await screen.findByText('No records match these filters')).toBeTruthy();
    const form = requests.find((r) => r.path === '/api/wallet/legal_log')?.form;
    expect(form?.get('currency')).toBe('3');
    expect(form?.get('type')).toBe('4');
    expect(form?.get('kind')).toBe('futures');
    expect(screen.getByTestId('bill-filter-account').textContent).toContain('Options');
    expect(screen.getByTestId('bill-filter-kind').textContent).toContain('Futures');
  });
});
