import type { MenuItemView, NewsItemView, Page, SiteConfigView } from '@meridian/contract';

import { onePage } from './mock-fetch';

/** A page of news items as POST /news/list answers it. */
export function newsPage(items: NewsItemView[]): Page<NewsItemView> {
  return onePage(items);
}

export function newsItem(
  overrides: Partial<NewsItemView> & Pick<NewsItemView, 'id' | 'title'>,
): NewsItemView {
  return {
    c_id: 4,
    summary: '',
    image: '',
    link: '',
    created_at: Date.now(),
    ...overrides,
  };
}

export function menuItem(
  overrides: Partial<MenuItemView> & Pick<MenuItemView, 'id' | 'key' | 'label'>,
): MenuItemView {
  return { icon: overrides.key, route: null, sort: overrides.id, ...overrides };
}

/** GET /getSiteConfig's answer: a real feed (not demo mode) unless overridden. */
export function siteConfig(overrides: Partial<SiteConfigView> = {}): SiteConfigView {
  return {
    site_name: 'Meridian',
    site_logo: '',
    demo_mode: false,
    feed: 'exchange',
    seed_hash: null,
    seed_public: false,
    ...overrides,
  };
}

/** The site config of a simulated market: demo mode with a secret seed's fingerprint. */
export const DEMO_SEED_HASH = '9f2c'.repeat(16);
export function demoSiteConfig(overrides: Partial<SiteConfigView> = {}): SiteConfigView {
  return siteConfig({ demo_mode: true, feed: 'sim', seed_hash: DEMO_SEED_HASH, ...overrides });
}
