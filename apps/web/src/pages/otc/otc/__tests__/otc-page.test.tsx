import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OtcAdView, OtcOrderView, OtcQuickView, Page } from '@meridian/contract';

import { setToken, setUser } from '../../../../lib/session';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { userView } from '../../../../testing/user-fixtures';
import { OtcPage } from '../otc-page';

const USER = userView({ id: 7 });

const AD: OtcAdView = {
  id: 3,
  side: 'sell',
  coin: 'USDT',
  fiat: 'CNY',
  price_type: 'fixed',
  premium: null,
  price: '7.1',
  quantity: '1000',
  available: '800',
  min_total: '100',
  max_total: '14000',
  window_minutes: 15,
  payments: [{ method: 'bank', account: '6222 0000 1111', name: 'Li Wei' }],
  remark: '',
  online: true,
  merchant: {
    user_id: 9,
    name: 'Merchant Li',
    orders: 9,
    completion_rate: '0.9',
    avg_release_seconds: 90,
  },
  created_at: Date.UTC(2026, 0, 5),
};

function order(overrides: Partial<OtcOrderView> = {}): OtcOrderView {
  return {
    id: 21,
    ad_id: 3,
    role: 'buyer',
    coin: 'USDT',
    fiat: 'CNY',
    price: '7.1',
    quantity: '140.84507042',
    total: '1000',
    status: 'open',
    buyer: { user_id: 7, name: 'Buyer' },
    seller: { user_id: 9, name: 'Merchant Li' },
    payments: AD.payments,
    payer_name: null,
    payer_name_matches: null,
    deadline_at: Date.now() + 14 * 60_000,
    paid_at: null,
    released_at: null,
    cancelled_at: null,
    cancel_reason: null,
    appeal: null,
    created_at: Date.now(),
    ...overrides,
  };
}

const page = <T,>(data: T[]): Page<T> => ({
  data,
  current_page: 1,
  per_page: 50,
  total: data.length,
  last_page: 1,
});

function open(entry: string, extra: Record<string, unknown> = {}) {
  setToken('t');
  setUser(USER);
  const mock = mockFetch({
    'GET /api/user/info': ok(USER),
    'GET /api/otc/ads': ok(page([AD])),
    ...extra,
  });
  renderPage(OtcPage, { path: '/pages/otc/otc', initialEntry: `/pages/otc/otc${entry}` });
  return mock;
}

describe('otc page', () => {
  it('lists ads with the merchant’s real numbers and the limits', async () => {
    open('?tab=buy');
    const ad = await screen.findByTestId('otc-ad');
    expect(ad.textContent).toContain('Merchant Li');
    expect(ad.textContent).toContain('9 orders · 90.0 % completed · releases in 2 min');
    expect(ad.textContent).toContain('Bank transfer');
  });

  it('quick buy quotes the best ad and opens a P2P order at the quoted price', async () => {
    const quote: OtcQuickView = {
      ad: AD,
      quantity: '140.84507042',
      total: '1000',
      price: '7.1',
      expires_at: Date.now() + 30_000,
    };
    const { requests } = open('?tab=quick', {
      'GET /api/otc/quick': ok(quote),
      'POST /api/otc/order': ok(order()),
      'GET /api/otc/order': ok(order()),
    });
    expect((await screen.findByTestId('otc-quick')).textContent).toContain('P2P');
    fireEvent.change(screen.getByLabelText('I want to spend (CNY)'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find the best offer' }));
    expect((await screen.findByTestId('otc-quote')).textContent).toContain('Merchant Li');
    fireEvent.click(screen.getByRole('button', { name: 'Buy USDT (P2P)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('P2P order with Merchant Li');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        requests.filter((r) => r.path === '/api/otc/order' && r.method === 'POST'),
      ).toHaveLength(1),
    );
    const sent = requests.find((r) => r.path === '/api/otc/order' && r.method === 'POST')!;
    expect(Object.fromEntries(sent.form)).toMatchObject({
      ad_id: '3',
      quantity: '140.84507042',
      price: '7.1',
    });
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByTestId('otc-timer')).toBeTruthy();
  });

  it('shows the buyer the countdown and payment details, then marks it paid', async () => {
    const { requests } = open('?order=21', {
      'GET /api/otc/order': ok(order()),
      'POST /api/otc/order/paid': ok(order({ status: 'paid', payer_name: 'Wang' })),
    });
    expect((await screen.findByTestId('otc-timer')).textContent).toMatch(/Pay within 1[34]:\d\d/);
    expect(screen.getByTestId('otc-payments').textContent).toContain('6222 0000 1111');
    fireEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    fireEvent.change(await screen.findByLabelText('The name you paid in'), {
      target: { value: 'Wang' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/otc/order/paid')).toHaveLength(1),
    );
    expect(
      Object.fromEntries(requests.find((r) => r.path === '/api/otc/order/paid')!.form),
    ).toMatchObject({ id: '21', payer_name: 'Wang' });
  });

  it('lets the seller release with the pay password and warns of a payer-name mismatch', async () => {
    const paid = order({
      role: 'seller',
      status: 'paid',
      payer_name: 'Someone Else',
      payer_name_matches: false,
    });
    const { requests } = open('?order=21', {
      'GET /api/otc/order': ok(paid),
      'POST /api/otc/order/release': ok({ ...paid, status: 'completed' }),
    });
    expect((await screen.findByTestId('otc-order')).textContent).toContain(
      "does not match the buyer's verified name",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Release coins' }));
    fireEvent.change(await screen.findByLabelText(/Pay password/), {
      target: { value: '246810' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/otc/order/release')).toHaveLength(1),
    );
    expect(
      Object.fromEntries(requests.find((r) => r.path === '/api/otc/order/release')!.form),
    ).toMatchObject({ id: '21', pay_password: '246810' });
  });
});
