import { useQuery } from '@tanstack/react-query';
import type { SiteConfigView } from '@meridian/contract';

import { contentQueries } from '../api/content-queries';

/**
 * The site config while the platform runs in demo mode (a simulated market feed: demo funds, no
 * real coins in or out, PRODUCT-RULES.md §0), null when it does not, and undefined while that is
 * not known yet (a first visit, before GET /getSiteConfig answers). The last visit's config
 * answers at once. A config that cannot be read counts as not demo: the server refuses real-coin
 * deposits and withdrawals in demo mode (DEMO_MODE) all the same.
 */
export function useDemoMode(): SiteConfigView | null | undefined {
  const config = useQuery(contentQueries.siteConfig());
  if (config.isPending) return undefined;
  return config.data?.demo_mode === true ? config.data : null;
}
