import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  OtcAdView,
  OtcMerchantView,
  OtcOrderView,
  OtcQuickView,
  Page,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { useMoneyPost } from '../../../lib/use-money-post';

const silent = { silent: true } as const;
/** Rows a list reads at once: a market's ads and a user's orders are few. */
export const OTC_PAGE_SIZE = 50;

export interface MarketFilter {
  side: 'buy' | 'sell';
  coin: string;
  fiat: string;
}

/**
 * OTC / P2P reads (STYLE.md: one query-key factory per domain), per user (`owner`) where they
 * are the user's. Every key starts with `otc`: an order's step refreshes them together.
 */
export const otcQueries = {
  all: () => ['otc'] as const,
  /** GET /otc/ads (public): a market's ads on sale, best price first. */
  ads: (filter: MarketFilter) =>
    queryOptions({
      queryKey: [...otcQueries.all(), 'ads', filter] as const,
      queryFn: () =>
        api.get<Page<OtcAdView>>('/otc/ads', { ...filter, limit: OTC_PAGE_SIZE }, silent),
      staleTime: 0,
    }),
  merchant: (owner: number) =>
    queryOptions({
      queryKey: [...otcQueries.all(), owner, 'merchant'] as const,
      queryFn: () => api.get<OtcMerchantView | null>('/otc/merchant', undefined, silent),
      staleTime: 0,
    }),
  myAds: (owner: number) =>
    queryOptions({
      queryKey: [...otcQueries.all(), owner, 'ads'] as const,
      queryFn: () => api.get<Page<OtcAdView>>('/otc/my/ads', { limit: OTC_PAGE_SIZE }, silent),
      staleTime: 0,
    }),
  orders: (owner: number) =>
    queryOptions({
      queryKey: [...otcQueries.all(), owner, 'orders'] as const,
      queryFn: () => api.get<Page<OtcOrderView>>('/otc/orders', { limit: OTC_PAGE_SIZE }, silent),
      staleTime: 0,
    }),
  /** One order; read every few seconds while it is active (the other side moves it on). */
  order: (owner: number, id: number) =>
    queryOptions({
      queryKey: [...otcQueries.all(), owner, 'order', id] as const,
      queryFn: () => api.get<OtcOrderView>('/otc/order', { id }, silent),
      staleTime: 0,
      refetchInterval: (q) =>
        q.state.data && ['open', 'paid', 'appeal'].includes(q.state.data.status) ? 5000 : false,
    }),
};

/** GET /otc/quick: quick buy's quote (not cached: each confirmation fetches a fresh one). */
export const quickQuote = (input: {
  coin: string;
  fiat: string;
  quantity?: string;
  total?: string;
}) => api.get<OtcQuickView>('/otc/quick', input);

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: otcQueries.all() });
}

type Body = Record<string, string | number>;

/** POST /otc/order: `{ ad_id, quantity | total, price? }`. */
export function useOpenOrder() {
  return useMoneyPost<Body, OtcOrderView>('/otc/order', useRefresh());
}

/** POST /otc/order/<step>: paid, release, cancel or appeal. */
export function useOrderStep(step: 'paid' | 'release' | 'cancel' | 'appeal') {
  return useMoneyPost<Body, OtcOrderView>(`/otc/order/${step}`, useRefresh());
}

/** POST /otc/ad: a merchant's new ad. */
export function usePostAd() {
  return useMoneyPost<Body, OtcAdView>('/otc/ad', useRefresh());
}

/** POST /otc/ad/status and /otc/merchant/apply. */
export function useAdStatus() {
  return useMoneyPost<Body, OtcAdView>('/otc/ad/status', useRefresh());
}
export function useApplyMerchant() {
  return useMoneyPost<Body, OtcMerchantView>('/otc/merchant/apply', useRefresh());
}
