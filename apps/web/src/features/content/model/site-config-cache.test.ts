import { describe, expect, it } from 'vitest';

import { demoSiteConfig } from '../../../testing/content-fixtures';
import { cachedSiteConfig, cacheSiteConfig } from './site-config-cache';

describe('site config cache', () => {
  it('keeps demo mode and the seed fingerprint, so a return visit draws the banner at once', () => {
    const config = demoSiteConfig({ site_name: 'Meridian' });
    cacheSiteConfig(config);
    expect(cachedSiteConfig()).toEqual(config);
  });

  it('reads a cache written before demo mode existed as not demo', () => {
    localStorage.setItem('siteConfig', JSON.stringify({ site_name: 'Old', site_logo: '' }));
    expect(cachedSiteConfig()).toEqual({
      site_name: 'Old',
      site_logo: '',
      demo_mode: false,
      feed: '',
      seed_hash: null,
      seed_public: false,
    });
  });
});
