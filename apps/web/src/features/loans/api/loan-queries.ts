import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { LoanConfigView, LoanEventView, LoanView, Page } from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paging';
import { useMoneyPost } from '../../../lib/use-money-post';

const silent = { silent: true } as const;
/** Open loans are few: one page of this many holds them all. */
export const OPEN_LOANS_LIMIT = 50;
/** Closed loans a page. */
export const LOANS_PAGE_SIZE = 10;
/** History entries shown of one loan: the latest this many. */
export const HISTORY_LIMIT = 50;

/**
 * Crypto loans' reads (STYLE.md: one query-key factory per domain), per user (`owner`) where
 * they are the user's, so another account on this device never sees them. Every key starts with
 * `loans`: a borrow, a repayment or the socket's `loan` event refreshes them together. Silent:
 * each screen draws its own states.
 */
export const loanQueries = {
  all: () => ['loans'] as const,
  /** GET /loan/config (public): the coin lent, the levels, the pool, the collateral coins. */
  config: () =>
    queryOptions({
      queryKey: [...loanQueries.all(), 'config'] as const,
      queryFn: () => api.get<LoanConfigView>('/loan/config', undefined, silent),
      staleTime: 0,
    }),
  /** GET /loan/list?status=open: every open loan (their debt moves hourly, so read on focus). */
  open: (owner: number) =>
    queryOptions({
      queryKey: [...loanQueries.all(), owner, 'open'] as const,
      queryFn: () =>
        api.get<Page<LoanView>>('/loan/list', { status: 'open', limit: OPEN_LOANS_LIMIT }, silent),
      staleTime: 0,
    }),
  /** GET /loan/list?status=closed: repaid and liquidated loans, newest first. */
  closed: (owner: number) => ({
    ...pagedQueryOptions([...loanQueries.all(), owner, 'closed'] as const, (page) =>
      api.get<Page<LoanView>>(
        '/loan/list',
        { status: 'closed', page, limit: LOANS_PAGE_SIZE },
        silent,
      ),
    ),
    staleTime: 0,
  }),
  /** GET /loan/events: one loan's latest history, newest first (a loan has few steps). */
  events: (owner: number, id: number) =>
    queryOptions({
      queryKey: [...loanQueries.all(), owner, 'events', id] as const,
      queryFn: () =>
        api.get<Page<LoanEventView>>('/loan/events', { id, limit: HISTORY_LIMIT }, silent),
      staleTime: 0,
    }),
};

/** The bodies the money calls take. */
export interface BorrowInput {
  [key: string]: string | number;
  currency_id: number;
  collateral: string;
  amount: string;
}
export interface RepayInput {
  [key: string]: string | number;
  id: number;
}
export interface CollateralInput {
  [key: string]: string | number;
  id: number;
  amount: string;
}

/**
 * Afterwards (success or not: a request that timed out may still have moved money) every loan
 * read is read again; `onMoneyMoved` lets the page refresh the wallet too.
 */
function useRefresh(onMoneyMoved?: () => unknown) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: loanQueries.all() }), onMoneyMoved?.()]);
}

/** POST /loan/borrow. */
export function useBorrow(onMoneyMoved?: () => unknown) {
  return useMoneyPost<BorrowInput, LoanView>('/loan/borrow', useRefresh(onMoneyMoved));
}

/** POST /loan/repay: `{ id, amount }` or `{ id, all: 1 }`. */
export function useRepay(onMoneyMoved?: () => unknown) {
  return useMoneyPost<RepayInput, LoanView>('/loan/repay', useRefresh(onMoneyMoved));
}

/** POST /loan/collateral/add or /loan/collateral/withdraw. */
export function useMoveCollateral(kind: 'add' | 'withdraw', onMoneyMoved?: () => unknown) {
  return useMoneyPost<CollateralInput, LoanView>(
    `/loan/collateral/${kind}`,
    useRefresh(onMoneyMoved),
  );
}
