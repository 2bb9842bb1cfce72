import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { KlinePeriod, MarketTradeView, QuotationView } from '@meridian/contract';

import { subscribeSocket } from '../../../lib/socket';
import { marketQueries } from '../api/market-queries';
import { mergeCandle } from '../model/kline';
import { patchQuotation } from '../model/quotations';
import { pushTrade } from '../model/trades';

/**
 * Keeps every cached list of quotation rows (all pairs, favourites, hot, recent) current from the
 * socket's `daymarket` ticker events. Pages call this; components only read the queries.
 */
export function useLiveQuotations(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const lists = ['quotations', 'favourites', 'hot', 'recent'].map((list) => [
      ...marketQueries.all(),
      list,
    ]);
    return subscribeSocket({ tickers: true }, 'daymarket', (row) => {
      for (const queryKey of lists) {
        queryClient.setQueriesData<QuotationView[]>({ queryKey }, (rows) =>
          patchQuotation(rows, row),
        );
      }
    });
  }, [queryClient, enabled]);
}

/** Keeps the shown pair's candles of `period` current from the socket's `kline` events. */
export function useLiveCandles(symbol: string, period: KlinePeriod): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeSocket({ symbols: [symbol] }, 'kline', (event) => {
        if (event.symbol !== symbol || event.period !== period) return;
        queryClient.setQueryData(marketQueries.candles(symbol, period).queryKey, (candles) =>
          candles ? mergeCandle(candles, event.candle) : candles,
        );
      }),
    [queryClient, symbol, period],
  );
}

/** Keeps the shown pair's trades current from the socket's `trade` events (fills on this platform). */
export function useLiveTrades(symbol: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeSocket({ symbols: [symbol] }, 'trade', (trade) => {
        queryClient.setQueryData<MarketTradeView[]>(marketQueries.trades(symbol).queryKey, (rows) =>
          pushTrade(rows, trade, symbol),
        );
      }),
    [queryClient, symbol],
  );
}
