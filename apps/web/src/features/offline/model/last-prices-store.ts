import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { QuotationView } from '@meridian/contract';

import { marketQueries } from '../../market';
import { saveLastPrices } from './last-prices';

/**
 * Stores the quotation list each time it arrives or a ticker patches it, from whichever screen
 * fetched it (and what is cached when it starts), so the offline shell has the last prices this
 * device saw. Returns the unsubscribe.
 */
export function startLastPricesStore(client: QueryClient): () => void {
  const hash = hashKey(marketQueries.quotations().queryKey);
  const cached = client.getQueryData(marketQueries.quotations().queryKey);
  if (Array.isArray(cached)) saveLastPrices(cached);
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== hash) return;
    const rows = event.query.state.data as QuotationView[] | undefined;
    if (Array.isArray(rows)) saveLastPrices(rows);
  });
}
