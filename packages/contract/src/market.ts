import { z } from 'zod';

import { ErrorCode } from './errors.js';
import { digitsInt, idInputSchema, idSchema, type IdInput } from './paging.js';

/** The quote currency of every pair so far (PRODUCT-RULES.md §1: USDT = 3). */
export const USDT_CURRENCY_ID = 3;

/** Pair categories shown as tabs on the market screen. */
export const MARKET_CATEGORIES = ['crypto', 'stock'] as const;
export type MarketCategory = (typeof MARKET_CATEGORIES)[number];

/** K-line periods by their canonical wire name (SPEC.md §7 `period`). */
export const KLINE_PERIODS = [
  '1min',
  '5min',
  '15min',
  '30min',
  '60min',
  '4hour',
  '1day',
  '1week',
  '1mon',
] as const;
export type KlinePeriod = (typeof KLINE_PERIODS)[number];

/** Short names the chart may send instead; they mean the canonical period. */
export const KLINE_PERIOD_ALIASES: Record<string, KlinePeriod> = {
  '1m': '1min',
  '5m': '5min',
  '15m': '15min',
  '30m': '30min',
  '1h': '60min',
  '4h': '4hour',
  '1D': '1day',
  '1d': '1day',
  '1W': '1week',
  '1w': '1week',
  '1M': '1mon',
};

/** At most this many candles in one `/currency/new_timeshar` answer. */
export const MAX_KLINE_CANDLES = 1500;

/** `period` in either spelling, e.g. `4h` → `4hour`; anything else is KLINE_PERIOD_INVALID. */
export const klinePeriodSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (KLINE_PERIOD_ALIASES[v] ?? v) : v),
  z.enum(KLINE_PERIODS, { message: ErrorCode.KLINE_PERIOD_INVALID }),
);

/** A pair symbol as the wire spells it: `BTC/USDT` (a `-` or `_` separator and lower case are accepted). */
export const pairSymbolSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase().replace(/[-_]/, '/') : v),
  z.string().regex(/^[A-Z0-9]{1,12}\/[A-Z0-9]{1,12}$/, { message: ErrorCode.SYMBOL_UNKNOWN }),
);

const unixSeconds = digitsInt({ min: 0, max: 99_999_999_999 });

/**
 * GET /currency/new_timeshar: candles of `symbol` for `period` from `from` to `to`, both in
 * Unix SECONDS and inclusive of the candle that contains them, e.g.
 * `{ symbol: 'BTC/USDT', period: '15min', from: 1717200000, to: 1717286400 }`.
 */
export const timesharInputSchema = z
  .object({
    symbol: pairSymbolSchema,
    period: klinePeriodSchema,
    from: unixSeconds,
    to: unixSeconds,
  })
  .refine((v) => v.from <= v.to, { path: ['from'], message: ErrorCode.KLINE_RANGE_INVALID });
export type TimesharInput = z.infer<typeof timesharInputSchema>;

/** GET /market/trades: at most this many of a pair's latest fills (50 unless `limit` says). */
export const MAX_MARKET_TRADES = 100;
export const DEFAULT_MARKET_TRADES = 50;

/**
 * GET /market/trades: this platform's latest spot fills of `symbol`, newest first, e.g.
 * `{ symbol: 'BTC/USDT', limit: 20 }`; `limit` 1 to 100, 50 by default.
 */
export const marketTradesInputSchema = z.object({
  symbol: pairSymbolSchema,
  limit: digitsInt({ min: 1, max: MAX_MARKET_TRADES }).default(DEFAULT_MARKET_TRADES),
});
export type MarketTradesInput = z.infer<typeof marketTradesInputSchema>;

/**
 * POST /optional/add: favourite a pair. `currency_id` is the BASE currency id (PRODUCT-RULES.md
 * §1 wire names), `legal_id` the quote currency (default USDT = 3), e.g. `{ currency_id: 1 }`
 * favourites BTC/USDT.
 */
export const optionalAddInputSchema = z.object({
  currency_id: idSchema,
  legal_id: idSchema.default(USDT_CURRENCY_ID),
});
export type OptionalAddInput = z.infer<typeof optionalAddInputSchema>;

/** POST /optional/del: `id` is the favourite's id from /optional/list. */
export const optionalDelInputSchema = idInputSchema;
export type OptionalDelInput = IdInput;

/** Which feed a price came from; `simulated` is true for `sim` and `replay`. */
export interface FeedStatusView {
  name: string;
  simulated: boolean;
  /** True when the feed has sent nothing for this pair recently (or ever). */
  stale: boolean;
  /** Time of the last tick (ms), null before the first. */
  last_tick_at: number | null;
  /**
   * The simulated feed's commitment: sha256 of the secret seed now in force (the seed is revealed
   * when its epoch ends, GET /market/seeds); null for other feeds.
   */
  seed_hash: string | null;
  /** True when the simulated feed runs on a public seed (MARKET_SEED): its prices are predictable. */
  seed_public: boolean;
}

/** One seed epoch of the simulated market (GET /market/seeds): the seed only once it has ended. */
export interface SeedEpochView {
  starts_at: number;
  ends_at: number | null;
  seed_hash: string;
  seed: string | null;
}

/** One row of GET /currency/quotation_new (and the `daymarket` socket event). */
export interface QuotationView {
  match_id: number;
  currency_id: number;
  legal_id: number;
  currency_name: string;
  legal_name: string;
  symbol: string;
  category: MarketCategory;
  sort: number;
  /** Last feed price; null when no price has ever been recorded for the pair. */
  now_price: string | null;
  /** Change over the last 24 h in percent, 2 decimals, e.g. "-1.25"; null without a price 24 h ago. */
  change: string | null;
  high: string | null;
  low: string | null;
  /** Base-currency volume over the last 24 h. */
  volume: string;
  open_coin_trade: boolean;
  open_lever: boolean;
  open_microtrade: boolean;
  lot_size: string;
  leverages: number[];
  fee_rate: string;
  /** Fraction of the feed price the platform adds when it sells and takes off when it buys. */
  spread: string;
  price_precision: number;
  amount_precision: number;
  /** Futures lots (`share`) allowed per position. */
  lever_min_share: number;
  lever_max_share: number;
  feed: FeedStatusView;
}

/** One row of GET /currency/list. */
export interface CurrencyView {
  id: number;
  name: string;
  full_name: string;
  type: string;
  color: string | null;
  image: string | null;
  sort: number;
  networks: string[];
  is_spot: boolean;
  is_lever: boolean;
  is_micro: boolean;
  is_legal: boolean;
  is_transfer: boolean;
}

/** One row of GET /optional/list: the favourite's `id` (for /optional/del) and its quote. */
export interface FavouriteView extends QuotationView {
  id: number;
}

/** One row of GET /currency/hot: `views` counts distinct users who opened the pair in 24 h. */
export interface HotView extends QuotationView {
  views: number;
}

/** One candle: `time` is its open time in ms; prices and volume are decimal strings. */
export interface CandleView {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** The success answer of /currency/new_timeshar (SPEC.md §8 "code 1"), not the usual envelope. */
export interface TimesharAnswer {
  code: 1;
  msg: 'ok';
  data: CandleView[];
}

/**
 * One fill on this platform (GET /market/trades rows and the `trade` socket event): anonymous,
 * no user and no order. `type` is the taker's side as on orders (1 buy, 2 sell); `price` the
 * fill price, `amount` the base amount, `time` when it filled (ms).
 */
export interface MarketTradeView {
  symbol: string;
  type: 1 | 2;
  price: string;
  amount: string;
  time: number;
}
