import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { STORAGE_KEYS } from '@meridian/contract';

import { reloadSession } from '../../../../lib/session';
import { showToast } from '../../../../lib/toast';
import { menuItem, newsItem, newsPage } from '../../../../testing/content-fixtures';
import { quotation } from '../../../../testing/market-fixtures';
import { fail, mockFetch, ok, type RecordedRequest } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { HomePage } from '../index-page';

vi.mock('../../../../lib/toast', () => import('../../../../testing/toast-mock'));

const MENU = [
  menuItem({ id: 1, key: 'recharge', label: 'Recharge' }),
  menuItem({ id: 2, key: 'copy_trading', icon: 'copyTrading', label: 'Copy trading' }),
  menuItem({ id: 3, key: 'faq', icon: 'help', label: 'Help centre', route: '/pages/common/faq' }),
];
const BANNERS = [
  newsItem({ id: 11, c_id: 5, title: 'Simulated markets', image: '/uploads/a.webp' }),
  newsItem({ id: 12, c_id: 5, title: 'Invite your friends', link: '/pages/setting/share' }),
  newsItem({ id: 13, c_id: 5, title: 'Partner page', link: 'https://partner.example.com/x' }),
];
const NOTICES = [newsItem({ id: 21, title: 'Maintenance on Sunday' })];

function news(request: RecordedRequest) {
  return ok(newsPage(request.form.get('c_id') === '5' ? BANNERS : NOTICES));
}

/** Home, with the server answering as `handlers` says. */
function renderHome(overrides: Record<string, unknown> = {}) {
  const { requests } = mockFetch(handlers(overrides));
  return { ...renderPage(HomePage, { path: '/pages/index/index' }), requests };
}

function handlers(overrides: Record<string, unknown> = {}) {
  return {
    'GET /api/getSiteConfig': ok({ site_name: 'Meridian Demo', site_logo: '' }),
    'GET /api/menu': ok(MENU),
    'POST /api/news/list': news,
    'GET /api/news/index_pop': ok(null),
    'GET /api/currency/quotation_new': ok([]),
    ...overrides,
  };
}

describe('home page', () => {
  beforeEach(() => {
    vi.mocked(showToast).mockClear();
  });
  afterEach(() => {
    localStorage.clear();
    reloadSession();
  });

  it('shows the banners, the notice bar and the tiles of the server menu', async () => {
    const { requests } = renderHome();

    expect(await screen.findByText('Meridian Demo')).toBeTruthy();
    expect(await screen.findByText('Simulated markets')).toBeTruthy();
    expect(screen.getByText('Invite your friends')).toBeTruthy();
    expect(await screen.findByText('Maintenance on Sunday')).toBeTruthy();
    for (const label of ['Recharge', 'Copy trading', 'Help centre']) {
      expect(await screen.findByRole('button', { name: label })).toBeTruthy();
    }
    // Banners and notices are asked for by category, in the display language.
    const categories = requests
      .filter((r) => r.path === '/api/news/list')
      .map((r) => [r.form.get('c_id'), r.form.get('lang')]);
    expect(categories).toEqual(
      expect.arrayContaining([
        ['5', 'en'],
        ['4', 'en'],
      ]),
    );
    expect(requests.find((r) => r.path === '/api/menu')?.query.get('lang')).toBe('en');
  });

  it('shows the product name in the header until the site config answers', async () => {
    renderHome();

    expect(screen.getByText('Meridian')).toBeTruthy();
    expect(await screen.findByText('Meridian Demo')).toBeTruthy();
  });

  it('shows the site name of the last visit at once, then remembers the current one', async () => {
    localStorage.setItem('siteConfig', JSON.stringify({ site_name: 'Old Name', site_logo: '' }));
    renderHome();

    expect(screen.getByText('Old Name')).toBeTruthy();
    expect(await screen.findByText('Meridian Demo')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('siteConfig') ?? 'null')).toMatchObject({
      site_name: 'Meridian Demo',
      site_logo: '',
    });
  });

  it('says a tile without a route is under development, and opens one with a route', async () => {
    const { router } = renderHome();

    fireEvent.click(await screen.findByRole('button', { name: 'Recharge' }));
    expect(showToast).toHaveBeenCalledWith('Function under development');
    expect(router.state.location.pathname).toBe('/pages/index/index');

    fireEvent.click(screen.getByRole('button', { name: 'Help centre' }));
    expect(router.state.location.pathname).toBe('/pages/common/faq');
  });

  it('opens customer service from the header', async () => {
    const { router } = renderHome();

    fireEvent.click(await screen.findByRole('button', { name: 'Customer service' }));
    expect(router.state.location.pathname).toBe('/pages/kefu/index');
  });

  it('opens a notice as an article', async () => {
    const { router } = renderHome();

    fireEvent.click(await screen.findByText('Maintenance on Sunday'));
    expect(router.state.location.pathname).toBe('/pages/common/article');
    expect(router.state.location.search).toBe('?id=21');
  });

  it('opens a banner as its article, its app screen or its https page in the web view', async () => {
    const { router } = renderHome();

    fireEvent.click(await screen.findByText('Simulated markets'));
    expect(router.state.location.search).toBe('?id=11');

    await router.navigate('/pages/index/index');
    fireEvent.click(await screen.findByText('Invite your friends'));
    expect(router.state.location.pathname).toBe('/pages/setting/share');

    await router.navigate('/pages/index/index');
    fireEvent.click(await screen.findByText('Partner page'));
    expect(router.state.location.pathname).toBe('/pages/common/webView');
    expect(new URLSearchParams(router.state.location.search).get('url')).toBe(
      'https://partner.example.com/x',
    );
  });

  it('shows an error with retry instead of tiles when the menu cannot be read', async () => {
    let menuCalls = 0;
    renderHome({
      'GET /api/menu': () => {
        menuCalls += 1;
        return menuCalls === 1 ? fail('INTERNAL_ERROR', 'Server error') : ok(MENU);
      },
    });

    expect(await screen.findByText('Services could not be loaded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recharge' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Recharge' })).toBeTruthy();
  });

  it('shows the first five pairs by sort order with ≈ fiat once prices exist', async () => {
    const pairs = Array.from({ length: 9 }, (_, i) =>
      quotation({ match_id: i + 1, currency_name: `C${i}`, sort: 9 - i, now_price: String(i + 1) }),
    );
    const { container } = renderHome({ 'GET /api/currency/quotation_new': ok(pairs) });

    expect(await screen.findByText('Top pairs')).toBeTruthy();
    await waitFor(() => expect(container.querySelector('.home-quotes .quote-row')).toBeTruthy());
    const rows = [...container.querySelectorAll('.home-quotes .quote-row')];
    expect(rows.map((row) => row.getAttribute('data-symbol'))).toEqual([
      'C8/USDT',
      'C7/USDT',
      'C6/USDT',
      'C5/USDT',
      'C4/USDT',
    ]);
    expect(rows[0]?.querySelector('.quote-row__fiat')?.textContent?.replace(/\s/g, ' ')).toBe(
      '≈ $9.00',
    );
  });

  it('keeps the quotes card with skeleton rows while loading, then says it waits for prices, with no number', async () => {
    const { container } = renderHome({
      'GET /api/currency/quotation_new': ok([quotation({ now_price: null, change: null })]),
    });
    // The first render, before any answer: the card and five skeleton rows hold the place.
    expect(screen.getByText('Top pairs')).toBeTruthy();
    expect(container.querySelectorAll('.home-quotes .quote-row--skeleton')).toHaveLength(5);
    expect(await screen.findByText('Waiting for prices')).toBeTruthy();
    expect(container.querySelector('.home-quotes .quote-row')).toBeNull();
  });

  it('has one h1, the site name', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meridian Demo' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows no banners, notices or quotes block when there are none', async () => {
    renderHome({ 'POST /api/news/list': ok(newsPage([])) });

    expect(await screen.findByRole('button', { name: 'Recharge' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.adm-skeleton.banner')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
  });

  it('shows the welcome in the notice bar, not as a modal; once closed the notices come back, also after a reload', async () => {
    const popup = { id: 7, title: 'Welcome aboard', content: '<p>Markets are simulated.</p>' };
    const first = renderHome({ 'GET /api/news/index_pop': ok(popup) });

    const welcome = await screen.findByRole('region', { name: 'Welcome' });
    expect(welcome.textContent).toContain('Welcome aboard');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Maintenance on Sunday')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Maintenance on Sunday')).toBeTruthy();
    expect(screen.queryByText('Welcome aboard')).toBeNull();
    expect(JSON.parse(localStorage.getItem('closedPopups') ?? '[]')).toEqual([7]);

    first.unmount();
    const { queryClient } = renderPage(HomePage, { path: '/pages/index/index' });
    await waitFor(() =>
      expect(queryClient.getQueryData(['content', 'popup', 'en'])).toEqual(popup),
    );
    expect(await screen.findByText('Maintenance on Sunday')).toBeTruthy();
    expect(screen.queryByText('Welcome aboard')).toBeNull();
  });

  it('greets a logged-in user in the welcome, which opens the announcement in full and is remembered', async () => {
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0k3n'));
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 5, nickname: 'Ann' }));
    reloadSession();
    const popup = { id: 8, title: 'Update', content: '<p>Read more inside.</p>' };
    const { router } = renderHome({
      'GET /api/news/index_pop': ok(popup),
      'GET /api/user/info': ok({ id: 5, nickname: 'Ann', username: 'ann@example.com' }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Hi, Ann · Update' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/pages/common/article');
    expect(router.state.location.search).toBe('?id=8');
    expect(JSON.parse(localStorage.getItem('closedPopups') ?? '[]')).toEqual([8]);
  });

  it('offers register and log in to a visitor, and the me button leads to login', async () => {
    const { router } = renderHome();

    expect(await screen.findByRole('button', { name: 'Register' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Me' }));
    expect(router.state.location.pathname).toBe('/pages/common/login');
  });
});
