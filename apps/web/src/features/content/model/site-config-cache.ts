import type { SiteConfigView } from '@meridian/contract';

import { readStorage, WEB_STORAGE_KEYS, writeStorage } from '../../../lib/storage';

/** The site name and logo last read from the server, or null on a first visit. */
export function cachedSiteConfig(): SiteConfigView | null {
  const stored = readStorage<Partial<SiteConfigView>>(WEB_STORAGE_KEYS.siteConfig);
  if (!stored || typeof stored !== 'object') return null;
  return {
    site_name: typeof stored.site_name === 'string' ? stored.site_name : '',
    site_logo: typeof stored.site_logo === 'string' ? stored.site_logo : '',
  };
}

export function cacheSiteConfig(config: SiteConfigView): void {
  writeStorage(WEB_STORAGE_KEYS.siteConfig, {
    site_name: config.site_name,
    site_logo: config.site_logo,
  });
}
