import { USDT_CURRENCY_ID } from '@meridian/contract';

import type { Market } from '../../market-data/market-runtime.js';

export interface FeedPrice {
  /** The pair it was read from (`BTC/USDT`); null for USDT itself. */
  symbol: string | null;
  /** USDT per unit. */
  price: string;
  /** When the feed last priced it (ms); null for USDT itself. */
  time: number | null;
  /** True when the feed has gone quiet for this pair. */
  stale: boolean;
}

const USDT_PRICE: FeedPrice = { symbol: null, price: '1', time: null, stale: false };

/**
 * A currency's price in USDT from the market feed alone (PRODUCT-RULES.md §0); null when the
 * feed has never priced it. USDT is 1 by definition.
 */
export function feedPrice(market: Market, currencyId: number): FeedPrice | null {
  if (currencyId === USDT_CURRENCY_ID) return USDT_PRICE;
  const pair = market
    .pairs()
    .find((p) => p.currency_id === currencyId && p.legal_id === USDT_CURRENCY_ID);
  if (!pair) return null;
  const row = market.quotation(pair.symbol);
  if (!row?.now_price) return null;
  return {
    symbol: pair.symbol,
    price: row.now_price,
    time: row.feed.last_tick_at,
    stale: row.feed.stale,
  };
}

/** A price money may change hands at: fresh from the feed, or PRICE_UNAVAILABLE. */
export function livePrice(market: Market, currencyId: number): FeedPrice | null {
  const price = feedPrice(market, currencyId);
  return price && !price.stale ? price : null;
}

/** The feed ticks behind some prices, to store as the evidence of what they decided. */
export function ticksOf(...prices: FeedPrice[]): { symbol: string; price: string; time: number }[] {
  return prices.flatMap((p) =>
    p.symbol && p.time !== null ? [{ symbol: p.symbol, price: p.price, time: p.time }] : [],
  );
}
