import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { SeedEpochView, SiteConfigView } from '@meridian/contract';

import { DEMO_SEED_HASH, demoSiteConfig, siteConfig } from '../../testing/content-fixtures';
import { mockFetch, ok } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

vi.mock('../../lib/toast', () => import('../../testing/toast-mock'));

const REVEALED_SEED = 'c0ffee'.repeat(10) + 'abcd';
const OLD_HASH = '1b7e'.repeat(16);
const HOUR = 3_600_000;

const EPOCHS: SeedEpochView[] = [
  { starts_at: 0, ends_at: Date.now() - HOUR, seed_hash: OLD_HASH, seed: REVEALED_SEED },
  { starts_at: Date.now() - HOUR, ends_at: null, seed_hash: DEMO_SEED_HASH, seed: null },
];

/** The whole app at `path` with the site config given; the seeds answer only when asked. */
function renderDemoApp(path: string, config: SiteConfigView) {
  const { requests } = mockFetch({
    'GET /api/getSiteConfig': ok(config),
    'GET /api/market/seeds': ok(EPOCHS),
    'GET /api/menu': ok([]),
  });
  return { ...renderApp(path), requests };
}

describe('demo banner', () => {
  // The first render transforms the app's chunks: allow more than the 10 s the banner may take.
  it('shows on a tab and on login while the market is simulated, and makes room above the nav bar', async () => {
    const home = renderDemoApp('/pages/index/index', demoSiteConfig());
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

    renderDemoApp('/pages/common/login', demoSiteConfig());
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByTestId('demo-banner')).toBeTruthy();
  }, 30_000);

  it('is absent with a real feed, and gives back the room a demo visit before had made', async () => {
    document.documentElement.classList.add('demo-mode');
    const { container } = renderDemoApp('/pages/common/login', siteConfig());
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    // The config has answered: the frame knows it is not a demo.
    await vi.waitFor(() => expect(container.querySelector('.app')).toBeTruthy());
    expect(screen.queryByTestId('demo-banner')).toBeNull();
    await vi.waitFor(() =>
      expect(document.documentElement.classList.contains('demo-mode')).toBe(false),
    );
  });

  it('opens a sheet that explains demo mode, shows the seed fingerprint and the revealed seeds', async () => {
    const { requests } = renderDemoApp('/pages/common/login', demoSiteConfig());
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
    const { requests } = renderDemoApp(
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
