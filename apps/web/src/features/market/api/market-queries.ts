import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CandleView,
  FavouriteView,
  HotView,
  KlinePeriod,
  QuotationView,
  SeedEpochView,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { candleRange } from '../model/kline';

/**
 * Market reads (STYLE.md: one query-key factory per domain). Reads are silent because every
 * screen draws its own loading and error states; the socket keeps them fresh by patching the
 * cached data (hooks/use-live-market.ts), so they never go stale on a timer.
 */
export const marketQueries = {
  all: () => ['market'] as const,
  quotations: () =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'quotations'] as const,
      queryFn: () =>
        api.get<QuotationView[]>('/currency/quotation_new', undefined, { silent: true }),
    }),
  /** Per user (`owner` is the user id), so another account on this device never sees them. */
  favourites: (owner: number) =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'favourites', owner] as const,
      queryFn: () => api.get<FavouriteView[]>('/optional/list', undefined, { silent: true }),
    }),
  hot: () =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'hot'] as const,
      queryFn: () => api.get<HotView[]>('/currency/hot', undefined, { silent: true }),
    }),
  recent: (owner: number) =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'recent', owner] as const,
      queryFn: () => api.get<QuotationView[]>('/currency/recent', undefined, { silent: true }),
    }),
  candles: (symbol: string, period: KlinePeriod) =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'candles', symbol, period] as const,
      queryFn: () =>
        api.get<CandleView[]>(
          '/currency/new_timeshar',
          { symbol, period, ...candleRange(period, Date.now()) },
          { silent: true },
        ),
      // Live `kline` events keep the last candle current; a refetch would only move the window.
      staleTime: Infinity,
    }),
  /** The simulated market's seed epochs: every hash, and each seed once its epoch has ended. */
  seeds: () =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'seeds'] as const,
      queryFn: () => api.get<SeedEpochView[]>('/market/seeds', undefined, { silent: true }),
    }),
};

/** POST /optional/add with the pair's BASE currency id (PRODUCT-RULES.md §1). */
export function useAddFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pair: Pick<QuotationView, 'currency_id' | 'legal_id'>) =>
      api.post('/optional/add', { currency_id: pair.currency_id, legal_id: pair.legal_id }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...marketQueries.all(), 'favourites'] }),
  });
}

/** POST /optional/del with the favourite's own id from /optional/list. */
export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favouriteId: number) => api.post('/optional/del', { id: favouriteId }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...marketQueries.all(), 'favourites'] }),
  });
}
