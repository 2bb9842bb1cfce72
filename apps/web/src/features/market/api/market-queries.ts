import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CandleView,
  CurrencyView,
  FavouriteView,
  HotView,
  KlinePeriod,
  MarketTradeView,
  QuotationView,
  SeedEpochView,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { candleRange } from '../model/kline';
import type { SparklineView } from '../model/sparkline';
import { TRADES_SHOWN } from '../model/trades';

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
  /**
   * Every pair's 24 h trend line (GET /market/sparklines, one call for all). Its closed hours
   * change once an hour and the row's live price is drawn as its last point, so it is read again
   * only every few minutes.
   */
  sparklines: () =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'sparklines'] as const,
      queryFn: () => api.get<SparklineView[]>('/market/sparklines', undefined, { silent: true }),
      staleTime: 5 * 60_000,
      refetchInterval: 10 * 60_000,
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
  /**
   * This platform's latest fills of a pair, newest first (GET /market/trades); live `trade`
   * events prepend to it (hooks/use-live-market.ts), so it never goes stale on a timer.
   */
  trades: (symbol: string) =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'trades', symbol] as const,
      queryFn: () =>
        api.get<MarketTradeView[]>(
          '/market/trades',
          { symbol, limit: TRADES_SHOWN },
          { silent: true },
        ),
      staleTime: Infinity,
    }),
  /** Listed currencies (GET /currency/list): a pair page's about-the-asset facts. */
  currencies: () =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'currencies'] as const,
      queryFn: () => api.get<CurrencyView[]>('/currency/list', undefined, { silent: true }),
      staleTime: 10 * 60_000,
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

/**
 * Moves a visitor's device favourites to the account that just logged in: each pair not already
 * on the account is added (quietly: a pair that cannot be added is simply left out).
 */
export async function moveFavouritesToAccount(
  pairs: Pick<QuotationView, 'currency_id' | 'legal_id'>[],
): Promise<void> {
  for (const pair of pairs) {
    await api
      .post(
        '/optional/add',
        { currency_id: pair.currency_id, legal_id: pair.legal_id },
        { silent: true },
      )
      .catch(() => undefined);
  }
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
