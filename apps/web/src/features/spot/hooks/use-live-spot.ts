import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MarketDepthEvent, SpotOrderView } from '@meridian/contract';

import { subscribeSocket } from '../../../lib/socket';
import { useLatest } from '../../../lib/use-latest';
import { spotQueries } from '../api/spot-queries';
import { pushRecentPrice, type RecentPrice } from '../model/quote-ladder';

export interface LiveQuote {
  /** The last `market_depth` of the pair: the platform's quote, not an order book. */
  depth: MarketDepthEvent | null;
  /** Feed prices seen since the screen opened, newest first. */
  recent: RecentPrice[];
}

/** The platform's quote of `symbol` from the socket's `market_depth` events, and recent feed prices. */
export function useLiveQuote(symbol: string): LiveQuote {
  const [state, setState] = useState<LiveQuote & { symbol: string }>({
    symbol,
    depth: null,
    recent: [],
  });
  useEffect(
    () =>
      subscribeSocket({ symbols: [symbol] }, 'market_depth', (event) => {
        if (event.symbol !== symbol) return;
        setState((current) => {
          const base = current.symbol === symbol ? current : { symbol, depth: null, recent: [] };
          return { symbol, depth: event, recent: pushRecentPrice(base.recent, event) };
        });
      }),
    [symbol],
  );
  // A pair switch shows nothing of the previous pair while the new one's first quote is on its way.
  return state.symbol === symbol ? state : { depth: null, recent: [] };
}

/**
 * Keeps the user's orders current: the server sends `coin_order` to the user's room when an
 * order fills or is cancelled; every spot read is refetched and `onEvent` runs (the page
 * refreshes the balances with it). Pages call this; components only read the queries.
 */
export function useLiveSpotOrders(
  enabled: boolean,
  onEvent?: (order: SpotOrderView) => void,
): void {
  const queryClient = useQueryClient();
  const handler = useLatest(onEvent);
  useEffect(() => {
    if (!enabled) return undefined;
    return subscribeSocket({}, 'coin_order', (order) => {
      void queryClient.invalidateQueries({ queryKey: spotQueries.all() });
      handler.current?.(order);
    });
  }, [queryClient, enabled, handler]);
}
