import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { setToken } from '../../../../lib/session';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { SettingPage } from '../setting-page';

describe('setting page', () => {
  it.each([
    ['Invite friends', '/pages/setting/share'],
    ['FAQ', '/pages/common/faq'],
    ['Operational compliance', '/pages/setting/operational_compliance'],
    ['About us', '/pages/common/aboutus'],
    ['Contact us', '/pages/common/contactus'],
    ['Identity verification', '/pages/setting/real'],
    ['Wallet addresses', '/pages/setting/wallet'],
    ['Bank card', '/pages/setting/bank'],
    ['International bank card', '/pages/setting/bank_international'],
    ['Bills', '/pages/setting/bill'],
    ['Customer service', '/pages/kefu/index'],
  ])('opens %s', async (label, path) => {
    setToken('t');
    mockFetch({});
    const { router } = renderPage(SettingPage, { path: '/pages/setting/setting' });
    fireEvent.click(await screen.findByText(label));
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows the identity state on its row, including an audit under way', async () => {
    setToken('t');
    mockFetch({
      'GET /api/real/state': ok({
        level: 1,
        level1: {
          status: 2,
          reason: null,
          submitted_at: 1,
          name: 'Li',
          id_type: 1,
          card_id: '**12',
        },
        level2: { status: 1, reason: null, submitted_at: 2 },
        email_bound: true,
        mobile_bound: true,
      }),
    });
    renderPage(SettingPage, { path: '/pages/setting/setting' });
    expect(await screen.findByText('Lv2 under audit')).toBeTruthy();
  });

  it('shows an unread dot on Notifications, which opens the inbox', async () => {
    setToken('t');
    mockFetch({ 'GET /api/notification/unread': ok({ count: 2 }) });
    const { router } = renderPage(SettingPage, { path: '/pages/setting/setting' });
    expect(await screen.findByRole('img', { name: 'Unread' })).toBeTruthy();
    fireEvent.click(screen.getByText('Notifications'));
    expect(router.state.location.pathname).toBe('/pages/setting/notification');
  });

  it('shows an unread dot on Customer service while a reply waits unread', async () => {
    setToken('t');
    mockFetch({ 'GET /api/support/unread': ok({ count: 1 }) });
    renderPage(SettingPage, { path: '/pages/setting/setting' });
    const row = (await screen.findByText('Customer service')).closest('.adm-list-item')!;
    await waitFor(() =>
      expect(within(row as HTMLElement).getByRole('img', { name: 'Unread' })).toBeTruthy(),
    );
  });
});
