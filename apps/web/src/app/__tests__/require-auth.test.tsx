import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';

import { setToken } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { renderPage } from '../../testing/render-page';
import { RequireAuth } from '../require-auth';

vi.mock('../../lib/toast', () => import('../../testing/toast-mock'));

const Secret = () => (
  <RequireAuth>
    <p>secret</p>
  </RequireAuth>
);

describe('protected pages', () => {
  it('without a token: "please log in first", then login after 1200 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderPage(Secret, { path: '/pages/setting/setting' });

    expect(await screen.findByText('Log in to continue')).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
    expect(showToast).toHaveBeenCalledWith('Please log in first');
    expect(router.state.location.pathname).toBe('/pages/setting/setting');

    await vi.advanceTimersByTimeAsync(1200);
    expect(router.state.location.pathname).toBe('/pages/common/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/pages/setting/setting',
    );
  });

  it('carries the page with its query to login, replacing the page in the history', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderPage(Secret, {
      path: '/pages/fund/withdraw',
      initialEntry: '/pages/fund/withdraw?currency=3',
    });
    expect(await screen.findByText('Log in to continue')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(1200);
    expect(router.state.location.pathname).toBe('/pages/common/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/pages/fund/withdraw?currency=3',
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('with a token: shows the page', async () => {
    setToken('t');
    renderPage(Secret, { path: '/pages/setting/setting' });
    expect(await screen.findByText('secret')).toBeTruthy();
  });
});
