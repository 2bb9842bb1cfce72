import { contentQueries } from '../../../features/content/api/content-queries';
import { marketQueries } from '../../../features/market/api/market-queries';
import { currentLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';

/**
 * Starts the home page's reads while its chunk loads and renders (the route's loader), so the
 * banners, notices and tiles do not wait for the first render to ask for them. The page's own
 * queries then find them in flight or cached.
 */
export function prefetchHome(): void {
  const lang = currentLanguage();
  void queryClient.prefetchQuery(contentQueries.siteConfig());
  void queryClient.prefetchQuery(contentQueries.banners(lang));
  void queryClient.prefetchQuery(contentQueries.notices(lang));
  void queryClient.prefetchQuery(contentQueries.menu(lang));
  void queryClient.prefetchQuery(contentQueries.popup(lang));
  void queryClient.prefetchQuery(marketQueries.quotations());
}
