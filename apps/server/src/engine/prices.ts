import type { Market } from '../market-data/market-runtime.js';
import type { EngineTick } from './types.js';

/**
 * The tick money may change hands at now: the feed's last price of `symbol` and its time, or
 * null when the feed has none or its last tick is older than the price tolerance (callers
 * answer PRICE_UNAVAILABLE). Prices come from the feed alone (PRODUCT-RULES.md §0).
 */
export function currentTick(market: Market, symbol: string): EngineTick | null {
  return market.liveTick(symbol);
}
