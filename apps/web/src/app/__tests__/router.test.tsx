import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { bindNavigator } from '../../lib/navigation';
import { createQueryClient } from '../../lib/query-client';
import { mockFetch, ok } from '../../testing/mock-fetch';
import { Providers } from '../providers';
import { buildRoutes } from '../router';
import { TAB_PATHS } from '../routes';

vi.mock('../../lib/toast', () => ({
  showToast: vi.fn(() => ({ close: vi.fn() })),
  showSuccess: vi.fn(() => ({ close: vi.fn() })),
  showFailure: vi.fn(() => ({ close: vi.fn() })),
  showLoading: vi.fn(() => ({ close: vi.fn() })),
  clearToasts: vi.fn(),
  preloadToast: vi.fn(),
}));

function renderApp(path: string) {
  mockFetch({
    'GET /api/getSiteConfig': ok({ site_name: 'Meridian', site_logo: '' }),
    'GET /api/menu': ok([
      { id: 1, key: 'recharge', label: 'Recharge', icon: 'recharge', route: null, sort: 0 },
    ]),
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  bindNavigator(router, TAB_PATHS);
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('app router', () => {
  it('opens home for "/" with the five tabs, home selected', async () => {
    const router = renderApp('/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/index/index'));
    const tabs = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const label of ['Home', 'Markets', 'Trade', 'Finance', 'Assets']) {
      expect(within(tabs).getByText(label)).toBeTruthy();
    }
    expect(await screen.findByRole('button', { name: 'Recharge' })).toBeTruthy();
  });

  it('switches tabs from the tab bar', async () => {
    const router = renderApp('/pages/index/index');

    fireEvent.click(
      within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByText(
        'Assets',
      ),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/fund/assets'));
    expect(await screen.findByText('Log in to see your assets')).toBeTruthy();
  });

  it('hides the tab bar on a non-tab page', async () => {
    renderApp('/pages/common/login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('says a SPEC route that is not built yet is under development', async () => {
    renderApp('/pages/nft/nft');
    expect(await screen.findByText('Function under development')).toBeTruthy();
  });

  it('says an address outside SPEC.md is not found', async () => {
    renderApp('/pages/nowhere/at-all');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('asks a visitor to log in on a protected page', async () => {
    renderApp('/pages/setting/security');
    expect(await screen.findByText('Log in to continue')).toBeTruthy();
  });
});
