import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { DepositAddressView, UserCurrencyView } from '@meridian/contract';

import { setToken } from '../../../../lib/session';
import { demoSiteConfig, siteConfig } from '../../../../testing/content-fixtures';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { ReceivePage } from '../receive-page';

const USDT: UserCurrencyView = {
  id: 3,
  name: 'USDT',
  full_name: 'Tether',
  color: null,
  image: null,
  networks: ['TRC20'],
  deposit_enabled: true,
  withdraw_enabled: true,
  withdraw_min: '10',
  withdraw_fee: '1',
  account_type: 2,
};

const ADDRESS: DepositAddressView = {
  currency_id: 3,
  currency_name: 'USDT',
  network: 'TRC20',
  networks: ['TRC20'],
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  is_demo: false,
};

const PATH = '/pages/fund/receive';

function submitButton() {
  return screen.getByRole<HTMLButtonElement>('button', { name: 'Submit request' });
}

describe('deposit page', () => {
  it('in demo mode shows no address and keeps the request off, saying why', async () => {
    setToken('t');
    const { requests } = mockFetch({
      'GET /api/getSiteConfig': ok(demoSiteConfig()),
      'GET /api/currency/user_currency_list': ok([USDT]),
      'POST /api/wallet/get_in_address': ok(ADDRESS),
    });
    renderPage(ReceivePage, { path: PATH, initialEntry: `${PATH}?currency=3` });

    const notice = await screen.findByTestId('demo-mode-notice');
    expect(notice.textContent).toContain('deposits and withdrawals of real coins are off');
    expect(submitButton().disabled).toBe(true);
    const reason = screen.getByText('Deposit requests are off in demo mode.');
    expect(submitButton().getAttribute('aria-describedby')).toBe(reason.id);
    expect((document.getElementById('deposit-amount') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('deposit-address')).toBeNull();
    expect(requests.some((r) => r.path === '/api/wallet/get_in_address')).toBe(false);
  });

  it('with a real feed shows the address and takes a request', async () => {
    setToken('t');
    mockFetch({
      'GET /api/getSiteConfig': ok(siteConfig()),
      'GET /api/currency/user_currency_list': ok([USDT]),
      'POST /api/wallet/get_in_address': ok(ADDRESS),
    });
    renderPage(ReceivePage, { path: PATH, initialEntry: `${PATH}?currency=3` });

    expect((await screen.findByTestId('deposit-address')).textContent).toBe(ADDRESS.address);
    expect(screen.queryByTestId('demo-mode-notice')).toBeNull();
    expect(submitButton().disabled).toBe(false);
  });
});
