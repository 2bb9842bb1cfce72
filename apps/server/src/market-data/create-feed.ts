import { ExchangeFeed } from './exchange-feed.js';
import type { MarketFeed } from './feed.js';
import { ReplayFeed } from './replay-feed.js';
import type { SeedEpoch } from './seed-epochs.js';
import { SimFeed } from './sim-feed.js';

export interface CreateFeedOptions {
  /** MARKET_SEED (public), or the installation's secret seed epochs. */
  seed: string | readonly SeedEpoch[];
  /** MARKET_FEED_STALE_SECONDS: a live feed's pair is stale after this long without a frame (10). */
  staleSeconds?: number;
}

/**
 * The feed MARKET_FEED names: `sim` (default), `replay:<file>` (JSON lines or CSV of ticks),
 * `exchange:<ws-url>` (a real exchange's public mini-ticker stream, Binance combined-stream
 * format, e.g. `exchange:wss://stream.exchange.example:9443`).
 * Anything else stops the start: a market must never silently run on the wrong prices.
 */
export function createFeed(spec: string, options: CreateFeedOptions): MarketFeed {
  if (spec === 'sim') return new SimFeed({ seed: options.seed });
  if (spec.startsWith('replay:')) return ReplayFeed.fromFile(spec.slice('replay:'.length));
  if (spec.startsWith('exchange:')) {
    const baseUrl = spec.slice('exchange:'.length);
    if (!/^wss?:\/\/[^/]/i.test(baseUrl))
      throw new Error(`MARKET_FEED=${spec}: expected exchange:<ws:// or wss:// URL>`);
    const staleSeconds = options.staleSeconds ?? 10;
    if (!(staleSeconds > 0))
      throw new Error(
        `MARKET_FEED_STALE_SECONDS=${staleSeconds}: expected a positive number of seconds`,
      );
    return new ExchangeFeed({ baseUrl, staleMs: staleSeconds * 1000 });
  }
  throw new Error(`MARKET_FEED=${spec}: expected sim, replay:<file> or exchange:<ws-url>`);
}
