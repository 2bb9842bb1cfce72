import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { SeedEpochView, SiteConfigView } from '@meridian/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { TAB_PATHS } from '../routes';
import { bindNavigator } from '../../lib/navigation';
import { createQueryClient } from '../../lib/query-client';
import { DEMO_SEED_HASH, demoSiteConfig, siteConfig } from '../../testing/content-fixtures';
import { mockFetch, ok } from '../../testing/mock-fetch';
import { Providers } from '../providers';
import { buildRoutes } from '../router';

vi.mock('../../lib/toast', () => ({
  showToast: vi.fn(() => ({ close: vi.fn() })),
  showSuccess: vi.fn(() => ({ close: vi.fn() })),
  showFailure: vi.fn(() => ({ close: vi.fn() })),
  showLoading: vi.fn(() => ({ close: vi.fn() })),
  clearToasts: vi.fn(),
  preloadToast: vi.fn(),
}));

const REVEALED_SEED = 'c0ffee'.repeat(10) + 'abcd';
const OLD_HASH = '1b7e'.repeat(16);
const HOUR = 3_600_000;

const EPOCHS: SeedEpochView[] = [
  { starts_at: 0, ends_at: Date.now() - HOUR, seed_hash: OLD_HASH, seed: REVEALED_SEED },
  { starts_at: Date.now() - HOUR, ends_at: null, seed_hash: DEMO_SEED_HASH, seed: null },
];

function renderApp(path: string, config: SiteConfigView) {
  const { requests } = mockFetch({
    'GET /api/getSiteConfig': ok(config),
    'GET /api/market/seeds': ok(EPOCHS),
    'GET /api/menu': ok([]),
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  bindNavigator(router, TAB_PATHS);
  const view = render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, requests };
}

describe('demo banner', () => {
  it('shows on a tab and on login while the market is simulated, and makes room above the nav bar', async () => {
    const home = renderApp('/pages/index/index', demoSiteConfig());
    // The first render waits for the demo frame's chunk, transformed on first use here.
    const banner = await screen.findByRole(
      'button',
      { name: /Demo.*Simulated prices · demo funds/ },
      { timeout: 10_000 },
    );
    expect(banner.getAttribute('aria-haspopup')).toBe('dialog');
    // Room above the nav bars (--demo-bar-height) comes with the class on <html>.
    expect(document.documentElement.classList.contains('demo-mode')).toBe(true);
    home.unmount();

    renderApp('/pages/common/login', demoSiteConfig());
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByTestId('demo-banner')).toBeTruthy();
  });

  it('is absent with a real feed, and gives back the room a demo visit before had made', async () => {
    document.documentElement.classList.add('demo-mode');
    const { container } = renderApp('/pages/common/login', siteConfig());
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    // The config has answered: the frame knows it is not a demo.
    await vi.waitFor(() => expect(container.querySelector('.app')).toBeTruthy());
    expect(screen.queryByTestId('demo-banner')).toBeNull();
    await vi.waitFor(() =>
      expect(document.documentElement.classList.contains('demo-mode')).toBe(false),
    );
  });

  it('opens a sheet that explains demo mode, shows the seed fingerprint and the revealed seeds', async () => {
    const { requests } = renderApp('/pages/common/login', demoSiteConfig());
    expect(requests.some((r) => r.path === '/api/market/seeds')).toBe(false);

    fireEvent.click(await screen.findByTestId('demo-banner'));
    const sheet = await screen.findByRole('dialog', { name: /This is a demo/ });
    expect(sheet.textContent).toContain(
      'Prices come from a simulated market, not a real exchange.',
    );
    expect(sheet.textContent).toContain('Balances are demo funds with no real value.');
    expect(sheet.textContent).toContain('Deposits and withdrawals of real coins are off.');
    expect(within(sheet).getByTestId('demo-seed-hash').textContent).toBe(DEMO_SEED_HASH);

    const epochs = await within(sheet).findByTestId('demo-epochs');
    const items = within(epochs).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // Newest first: the epoch in force (seed still secret), then the ended one with its seed.
    expect(items[0]!.textContent).toContain('In force');
    expect(items[0]!.textContent).toContain('Revealed when this period ends');
    expect(items[1]!.textContent).toContain(OLD_HASH);
    expect(items[1]!.textContent).toContain('From the start');
    expect(within(items[1]!).getByTestId('demo-revealed-seed').textContent).toBe(REVEALED_SEED);

    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('demo-banner').getAttribute('aria-expanded')).toBe('false'),
    );
  });

  it('says plainly when the demo runs on a public seed, whose prices can be computed in advance', async () => {
    const { requests } = renderApp(
      '/pages/common/login',
      demoSiteConfig({ seed_public: true, seed_hash: DEMO_SEED_HASH }),
    );
    fireEvent.click(await screen.findByTestId('demo-banner'));
    const sheet = await screen.findByRole('dialog', { name: /This is a demo/ });
    expect(within(sheet).getByTestId('demo-public-seed').textContent).toContain(
      'its prices can be computed in advance',
    );
    expect(sheet.textContent).not.toContain('No one can know future prices');
    expect(within(sheet).queryByTestId('demo-epochs')).toBeNull();
    expect(requests.some((r) => r.path === '/api/market/seeds')).toBe(false);
  });
});
