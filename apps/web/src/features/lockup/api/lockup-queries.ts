import { queryOptions } from '@tanstack/react-query';
import type { LockupCategory, LockupOrderView, LockupProductView, Page } from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paging';

const silent = { silent: true } as const;
/** Orders a page. */
export const LOCKUP_PAGE_SIZE = 20;

/**
 * Lock-up reads (STYLE.md: one query-key factory per domain). Every key starts with `lockup`, so
 * a deposit or a redemption refreshes them together. Reads are silent: each screen draws its own
 * states.
 */
export const lockupQueries = {
  all: () => ['lockup'] as const,
  /** The open products, of one category when given (GET /lh/deposit/config). */
  products: (category?: LockupCategory) =>
    queryOptions({
      queryKey: [...lockupQueries.all(), 'products', category ?? 'all'] as const,
      queryFn: () =>
        api.get<LockupProductView[]>('/lh/deposit/config', category ? { category } : {}, silent),
    }),
  /** The user's lock-ups, newest first (GET /lh/deposit/order). */
  orders: (owner: number) => ({
    ...pagedQueryOptions([...lockupQueries.all(), 'orders', owner] as const, (page) =>
      api.get<Page<LockupOrderView>>(
        '/lh/deposit/order',
        { page, limit: LOCKUP_PAGE_SIZE },
        silent,
      ),
    ),
    staleTime: 0,
  }),
};
