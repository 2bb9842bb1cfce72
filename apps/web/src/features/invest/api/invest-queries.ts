import { queryOptions } from '@tanstack/react-query';
import type { InvestOrderView, InvestProductView, InvestType, Page } from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paging';

const silent = { silent: true } as const;
/** Orders a page on "my orders". */
export const INVEST_PAGE_SIZE = 10;

/**
 * Invest (dual) reads (STYLE.md: one query-key factory per domain). Every key starts with
 * `invest`, so a purchase refreshes them together. Reads are silent: each screen draws its states.
 */
export const investQueries = {
  all: () => ['invest'] as const,
  /** Products open for purchase, of one coin and type when given (GET /dual/index). */
  products: (filter: { currencyId?: number; type?: InvestType } = {}) =>
    queryOptions({
      queryKey: [
        ...investQueries.all(),
        'products',
        filter.currencyId ?? 0,
        filter.type ?? 0,
      ] as const,
      queryFn: () =>
        api.get<InvestProductView[]>(
          '/dual/index',
          {
            ...(filter.currencyId ? { currency_id: filter.currencyId } : {}),
            ...(filter.type ? { type: filter.type } : {}),
          },
          silent,
        ),
      staleTime: 10_000,
    }),
  /** One product with its shares left (GET /dual/detail). */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...investQueries.all(), 'detail', id] as const,
      queryFn: () => api.get<InvestProductView>('/dual/detail', { id }, silent),
      staleTime: 0,
    }),
  /** The user's orders, newest first (POST /dual/dual_list); re-read while one is settling. */
  orders: (owner: number) => ({
    ...pagedQueryOptions([...investQueries.all(), 'orders', owner] as const, (page) =>
      api.post<Page<InvestOrderView>>('/dual/dual_list', { page, limit: INVEST_PAGE_SIZE }, silent),
    ),
    staleTime: 0,
    refetchInterval: 5_000,
  }),
};
