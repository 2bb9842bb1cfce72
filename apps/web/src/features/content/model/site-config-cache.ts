import type { SiteConfigView } from '@meridian/contract';

import { readStorage, WEB_STORAGE_KEYS, writeStorage } from '../../../lib/storage';

/**
 * The site config last read from the server, or null on a first visit. It is shown at once while
 * the current one loads: the name and logo in the home header, and the demo banner, so a return
 * visit in demo mode draws the banner (and the room it takes) from the first frame.
 */
export function cachedSiteConfig(): SiteConfigView | null {
  const stored = readStorage<Partial<SiteConfigView>>(WEB_STORAGE_KEYS.siteConfig);
  if (!stored || typeof stored !== 'object') return null;
  return {
    site_name: typeof stored.site_name === 'string' ? stored.site_name : '',
    site_logo: typeof stored.site_logo === 'string' ? stored.site_logo : '',
    demo_mode: stored.demo_mode === true,
    feed: typeof stored.feed === 'string' ? stored.feed : '',
    seed_hash: typeof stored.seed_hash === 'string' ? stored.seed_hash : null,
    seed_public: stored.seed_public === true,
  };
}

export function cacheSiteConfig(config: SiteConfigView): void {
  writeStorage(WEB_STORAGE_KEYS.siteConfig, {
    site_name: config.site_name,
    site_logo: config.site_logo,
    demo_mode: config.demo_mode === true,
    feed: config.feed ?? '',
    seed_hash: config.seed_hash ?? null,
    seed_public: config.seed_public === true,
  });
}
