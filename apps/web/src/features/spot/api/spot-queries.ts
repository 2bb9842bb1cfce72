import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  type Page,
  type SpotOrderView,
  type SpotStatus,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';

/**
 * Spot reads (STYLE.md: one query-key factory per domain). Every key starts with `spot`, so a
 * `coin_order` socket event or an order mutation refreshes them all at once. Reads are silent:
 * each screen draws its own loading and error states.
 */
export const spotQueries = {
  all: () => ['spot'] as const,
  /** GET /coin/list: the user's orders of one status (of one pair with `currencyId`), newest first. */
  orders: (owner: number, status: SpotStatus, currencyId?: number) =>
    infiniteQueryOptions({
      queryKey: [...spotQueries.all(), 'orders', owner, status, currencyId ?? null] as const,
      queryFn: ({ pageParam }) =>
        api.get<Page<SpotOrderView>>(
          '/coin/list',
          { status, currency_id: currencyId, page: pageParam, limit: DEFAULT_PAGE_SIZE },
          { silent: true },
        ),
      initialPageParam: 1,
      getNextPageParam: (last: Page<SpotOrderView>) => nextPageParam(last),
    }),
};
