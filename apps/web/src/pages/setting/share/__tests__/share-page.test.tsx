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
  it('shows the invite code, the register link with ?code= and the honest rebate note', async () => {
    setToken('t');
    setUser(USER);
    mockFetch({
      'GET /api/user/info': ok(USER),
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
    expect(screen.getByText(/Rebates are not paid out yet/)).toBeTruthy();
    expect(await screen.findByText(/one code per friend/)).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Invite QR code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy invite code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy invite link' })).toBeTruthy();
  });
});
