import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { BillEntryView } from '@meridian/contract';

import { setToken } from '../../../../lib/session';
import { mockFetch, ok, onePage } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { BillPage } from '../bill-page';

const entry = (id: number, change: string, memo: string | null): BillEntryView => ({
  id,
  currency_id: 3,
  currency_name: 'USDT',
  account_type: 2,
  reason: 'adjustment',
  reason_text: 'Adjustment by support',
  memo,
  change,
  frozen_change: '0',
  available_after: '20',
  frozen_after: '0',
  created_at: 1_700_000_000_000,
});

const page = (data: BillEntryView[]) => onePage(data, 20);

describe('bill page', () => {
  it('shows each movement with its reason, signed colour, account and the operator note', async () => {
    setToken('t');
    const { requests } = mockFetch({
      'GET /api/currency/user_currency_list': ok([]),
      'POST /api/wallet/legal_log': ok(
        page([entry(2, '-5.25', 'Correction of ticket 1042'), entry(1, '25.5', null)]),
      ),
    });
    renderPage(BillPage, { path: '/pages/setting/bill' });

    const rows = await screen.findAllByTestId('payout-bill-row');
    expect(rows).toHaveLength(2);
    const down = rows[0]!.querySelector('.payout-bill-row__change');
    expect(down?.textContent).toBe('-5.25 USDT');
    expect(down?.className).toContain('amount--down');
    const up = rows[1]!.querySelector('.payout-bill-row__change');
    expect(up?.textContent).toBe('+25.50 USDT');
    expect(up?.className).toContain('amount--up');
    expect(rows[0]!.textContent).toContain('Correction of ticket 1042');
    expect(rows[0]!.textContent).toContain('Exchange account');
    expect(await screen.findByText('No more data')).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/wallet/legal_log')?.form.get('page')).toBe('1');
  });

  it('sends the filters from the address and says when nothing matches', async () => {
    setToken('t');
    const { requests } = mockFetch({
      'GET /api/currency/user_currency_list': ok([]),
      'POST /api/wallet/legal_log': ok(page([])),
    });
    renderPage(BillPage, {
      path: '/pages/setting/bill',
      initialEntry: '/pages/setting/bill?currency=3&type=4',
    });
    expect(await screen.findByText('No records match these filters')).toBeTruthy();
    const form = requests.find((r) => r.path === '/api/wallet/legal_log')?.form;
    expect(form?.get('currency')).toBe('3');
    expect(form?.get('type')).toBe('4');
    expect(screen.getByTestId('bill-filter-account').textContent).toContain('Options');
  });
});
