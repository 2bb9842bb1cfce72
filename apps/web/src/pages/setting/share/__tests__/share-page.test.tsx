import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';

import { setToken, setUser } from '../../../../lib/session';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { userView } from '../../../../testing/user-fixtures';
import { SharePage } from '../share-page';

const USER = userView({
  id: 42,
  username: 'ming@example.com',
  email: 'ming@example.com',
  nickname: 'Ming',
  invite_code: 'AB12CD',
});

describe('share page', () => {
  it('shows the invite code, the register link with ?code=, the rebate rule and the invitees', async () => {
    setToken('t');
    setUser(USER);
    mockFetch({
      'GET /api/user/info': ok(USER),
      'GET /api/user/invite/summary': ok({
        invite_code: 'AB12CD',
        rate: '0.2',
        months: 12,
        invitees: 1,
        paid: [{ currency_id: 3, currency: 'USDT', amount: '1.25' }],
        pending: [],
      }),
      'GET /api/user/invite/list': ok({
        data: [
          {
            id: 1,
            name: 'fr***@example.com',
            joined_at: Date.UTC(2026, 0, 5),
            rebates_until: Date.UTC(2027, 0, 5),
            earned: [{ currency_id: 3, currency: 'USDT', amount: '1.25' }],
          },
        ],
        current_page: 1,
        per_page: 20,
        total: 1,
        last_page: 1,
      }),
      'GET /api/share': ok({
        title: 'Invite friends',
        content: '<p>Rules from the operator: one code per friend.</p>',
      }),
    });
    renderPage(SharePage, { path: '/pages/setting/share' });

    expect((await screen.findByTestId('invite-code')).textContent).toBe('AB12CD');
    const link = screen.getByTestId('invite-link').textContent ?? '';
    // The app's base (/h5/ in a build) then the register route with the code filled in.
    expect(link).toBe(
      `${window.location.origin}${import.meta.env.BASE_URL}#/pages/common/register?code=AB12CD`,
    );
    expect((await screen.findByTestId('rebate-rule')).textContent).toContain(
      'You earn 20% of the spot and futures trading fees each friend pays for 12 months',
    );
    expect(screen.getByTestId('invitee-count').textContent).toBe('1');
    expect(screen.getByTestId('rebates-paid').textContent).toContain('1.25');
    expect((await screen.findByTestId('invitee-row')).textContent).toContain('fr***@example.com');
    expect(await screen.findByText(/one code per friend/)).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Invite QR code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy invite code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy invite link' })).toBeTruthy();
  });
});
