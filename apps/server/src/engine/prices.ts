import type { MarketRuntime } from '../market-data/market-runtime.js';
import type { EngineTick } from './types.js';

/**
 * The tick money may change hands at now: the feed's last price of `symbol` and its time, or
 * null when the feed has none or has gone quiet (callers answer PRICE_UNAVAILABLE). Prices come
 * from the feed alone (PRODUCT-RULES.md §0).
 */
export function currentTick(market: MarketRuntime, symbol: string): EngineTick | null {
  const row = market.quotation(symbol);
  if (!row?.now_price || row.feed.stale || row.feed.last_tick_at === null) return null;
  return { symbol, price: row.now_price, time: row.feed.last_tick_at };
}
