import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';

import { showToast } from '../../../../lib/toast';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { HomePage } from '../index-page';

vi.mock('../../../../lib/toast', () => ({
  showToast: vi.fn(() => ({ close: vi.fn() })),
  showSuccess: vi.fn(() => ({ close: vi.fn() })),
  showFailure: vi.fn(() => ({ close: vi.fn() })),
  showLoading: vi.fn(() => ({ close: vi.fn() })),
  clearToasts: vi.fn(),
  preloadToast: vi.fn(),
}));

describe('home page', () => {
  it('shows the site name from the site config and every tile', async () => {
    mockFetch({ 'GET /api/getSiteConfig': ok({ site_name: 'Meridian Demo', site_logo: '' }) });
    renderPage(HomePage, { path: '/pages/index/index' });

    expect(await screen.findByText('Meridian Demo')).toBeTruthy();
    for (const label of ['Deposit', 'Withdraw', 'Copy trading', 'Lock mining', 'NFT', 'Download']) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
  });

  it('falls back to the product name when the site config cannot be read', async () => {
    mockFetch({});
    renderPage(HomePage, { path: '/pages/index/index' });
    expect(await screen.findByText('Meridian')).toBeTruthy();
  });

  it('says a tile is under development instead of opening a fake screen', async () => {
    mockFetch({ 'GET /api/getSiteConfig': ok({ site_name: 'M', site_logo: '' }) });
    const { router } = renderPage(HomePage, { path: '/pages/index/index' });

    fireEvent.click(await screen.findByRole('button', { name: 'Futures' }));

    expect(showToast).toHaveBeenCalledWith('Function under development');
    expect(router.state.location.pathname).toBe('/pages/index/index');
  });

  it('offers register and log in to a visitor, and the me button leads to login', async () => {
    mockFetch({ 'GET /api/getSiteConfig': ok({ site_name: 'M', site_logo: '' }) });
    const { router } = renderPage(HomePage, { path: '/pages/index/index' });

    expect(await screen.findByRole('button', { name: 'Register' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Me' }));
    expect(router.state.location.pathname).toBe('/pages/common/login');
  });
});
