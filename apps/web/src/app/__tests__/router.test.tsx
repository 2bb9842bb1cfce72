import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { mockFetch, ok } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

vi.mock('../../lib/toast', () => import('../../testing/toast-mock'));

/** The whole app at `path` for a visitor, with the one menu entry home shows. */
function renderVisit(path: string) {
  mockFetch({
    'GET /api/getSiteConfig': ok({ site_name: 'Meridian', site_logo: '' }),
    'GET /api/menu': ok([
      { id: 1, key: 'recharge', label: 'Recharge', icon: 'recharge', route: null, sort: 0 },
    ]),
  });
  return renderApp(path).router;
}

describe('app router', () => {
  it('opens home for "/" with the five tabs, home selected', async () => {
    const router = renderVisit('/');

    // The file's first render waits for the lazy route modules to be transformed: seconds.
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/index/index'), {
      timeout: 15_000,
    });
    const tabs = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const label of ['Home', 'Markets', 'Trade', 'Finance', 'Assets']) {
      expect(within(tabs).getByText(label)).toBeTruthy();
    }
    expect(await screen.findByRole('button', { name: 'Recharge' })).toBeTruthy();
  });

  it('switches tabs from the tab bar', async () => {
    const router = renderVisit('/pages/index/index');

    fireEvent.click(
      within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByText(
        'Assets',
      ),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/fund/assets'));
    expect(await screen.findByText('Log in to see your assets')).toBeTruthy();
  });

  it('hides the tab bar on a non-tab page', async () => {
    renderVisit('/pages/common/login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('says a SPEC route that is not built yet is under development', async () => {
    renderVisit('/pages/nft/resell');
    expect(await screen.findByText('Function under development')).toBeTruthy();
  });

  it('says an address outside SPEC.md is not found', async () => {
    renderVisit('/pages/nowhere/at-all');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('asks a visitor to log in on a protected page', async () => {
    renderVisit('/pages/setting/security');
    expect(await screen.findByText('Log in to continue')).toBeTruthy();
  });
});
