import { queryOptions } from '@tanstack/react-query';
import {
  OPTION_PAGE_SIZE,
  type OptionDurationView,
  type OptionOrderView,
  type OptionStatus,
  type Page,
  type PayableCurrencyView,
} from '@meridian/contract';

import { api, type Params } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paging';

const silent = { silent: true } as const;

/**
 * Options reads (STYLE.md: one query-key factory per domain). Every key starts with `options`,
 * so a settlement or a placed order refreshes them together. Reads are silent: each screen draws
 * its own loading and error states.
 */
export const optionsQueries = {
  all: () => ['options'] as const,
  /** The published durations with their payout ratio and stake range. */
  durations: () =>
    queryOptions({
      queryKey: [...optionsQueries.all(), 'durations'] as const,
      queryFn: () => api.get<OptionDurationView[]>('/microtrade/seconds', undefined, silent),
      staleTime: 60_000,
    }),
  /** Currencies a stake can be paid in, with the options account's available (per user). */
  payable: (owner: number) =>
    queryOptions({
      queryKey: [...optionsQueries.all(), 'payable', owner] as const,
      queryFn: () =>
        api.get<PayableCurrencyView[]>('/microtrade/payable_currencies', undefined, silent),
      staleTime: 0,
    }),
  /** The user's orders by status (1 trading, 3 closed), 5 a page (SPEC.md §9). */
  orders: (owner: number, status: OptionStatus) => ({
    ...pagedQueryOptions([...optionsQueries.all(), 'orders', owner, status] as const, (page) => {
      const params: Params = { page, limit: OPTION_PAGE_SIZE, status };
      return api.get<Page<OptionOrderView>>('/microtrade/lists', params, silent);
    }),
    staleTime: 0,
  }),
  /** One order as GET /microtrade/get_result answers it (the settlement's fallback). */
  result: (id: number) =>
    queryOptions({
      queryKey: [...optionsQueries.all(), 'result', id] as const,
      queryFn: () => api.get<OptionOrderView>('/microtrade/get_result', { id }, silent),
      staleTime: Infinity,
    }),
};
