import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { BankCardView } from '@meridian/contract';

import { returnPlace } from '../../../../features/location/model/place-return';
import { setToken } from '../../../../lib/session';
import { showSuccess } from '../../../../lib/toast';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { BankPage } from '../bank-page';

// What the user is told is asserted on the toast module itself: antd's toast renders in a root of
// its own, on a timer, outside the page under test.
vi.mock('../../../../lib/toast', () => import('../../../../testing/toast-mock'));

const SAVED: BankCardView = {
  kind: 'domestic',
  fields: {
    real_name: 'Li Ming',
    bank_name: 'Bank of China',
    bank_network: 'Pudong sub-branch',
    province_city: 'Shanghai',
    card_number: '6222021234567890',
    phone: '13812345678',
  },
  updated_at: 1_700_000_000_000,
  usable_at: 1_700_000_000_000,
};

describe('domestic bank card page', () => {
  it('requires every field before saving', async () => {
    setToken('t');
    const { requests } = mockFetch({ 'POST /api/user/cash_info': ok(null) });
    renderPage(BankPage, { path: '/pages/setting/bank' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save card' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(6);
    expect(requests.some((r) => r.path === '/api/user/cash_save')).toBe(false);
  });

  it('fills the form from the saved card and saves the changed card', async () => {
    setToken('t');
    const { requests } = mockFetch({
      'POST /api/user/cash_info': ok(SAVED),
      'POST /api/user/cash_save': ok({ ...SAVED, updated_at: 1_700_000_100_000 }),
    });
    renderPage(BankPage, { path: '/pages/setting/bank' });
    const card = await screen.findByLabelText<HTMLInputElement>('Card number');
    expect(card.value).toBe('6222021234567890');
    fireEvent.change(card, { target: { value: '6222 0212 0000 1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Bank card saved'));
    const sent = requests.find((r) => r.path === '/api/user/cash_save')?.form;
    expect(sent?.get('card_number')).toBe('6222021200001111');
    expect(sent?.get('real_name')).toBe('Li Ming');
  });

  it('picks the province / city on the map and keeps what was typed meanwhile', async () => {
    setToken('t');
    mockFetch({ 'POST /api/user/cash_info': ok(SAVED) });
    const first = renderPage(BankPage, { path: '/pages/setting/bank' });
    const card = await screen.findByLabelText<HTMLInputElement>('Card number');
    fireEvent.change(card, { target: { value: '6222 0212 0000 1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Choose on map' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/choose-location'));
    const asked = new URLSearchParams(first.router.state.location.search);
    expect(asked.get('key')).toBe('bank-domestic-place');
    expect(asked.get('return')).toBe('/pages/setting/bank');
    expect(asked.get('q')).toBe('Shanghai');
    first.unmount();

    // The picker hands back Hangzhou; the form is drawn again.
    returnPlace(
      'bank-domestic-place',
      { name: 'Hangzhou', address: 'Zhejiang, China', lat: 30.25, lng: 120.17 },
      '/pages/setting/bank',
    );
    renderPage(BankPage, { path: '/pages/setting/bank' });
    const city = await screen.findByLabelText<HTMLInputElement>('Province / city');
    expect(city.value).toBe('Hangzhou, Zhejiang, China');
    expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe(
      '6222 0212 0000 1111',
    );
  });
});
