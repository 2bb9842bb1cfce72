import { queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  type LeverPositionView,
  type LeverTradeEvent,
  type Page,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paging';

const silent = { silent: true } as const;

/**
 * Futures reads (one query-key factory per domain). Keys carry the user id, so another account on
 * this device never sees them. The socket keeps `account` current (hooks/use-live-lever.ts).
 */
export const futuresQueries = {
  all: () => ['futures'] as const,
  /** POST /lever/dealall: the lever account with its open and pending positions. */
  account: (owner: number) =>
    queryOptions({
      queryKey: [...futuresQueries.all(), 'account', owner] as const,
      queryFn: () => api.post<LeverTradeEvent>('/lever/dealall', undefined, silent),
    }),
  /** POST /lever/my_trade: closed and cancelled positions, newest first, page by page. */
  history: (owner: number) =>
    pagedQueryOptions([...futuresQueries.all(), 'history', owner] as const, (page) =>
      api.post<Page<LeverPositionView>>(
        '/lever/my_trade',
        { page, limit: DEFAULT_PAGE_SIZE },
        silent,
      ),
    ),
};
