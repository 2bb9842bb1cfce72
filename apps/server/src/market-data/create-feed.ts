import type { MarketFeed } from './feed.js';
import { ReplayFeed } from './replay-feed.js';
import { SimFeed } from './sim-feed.js';

/**
 * The feed MARKET_FEED names: `sim` (default), `replay:<file>` (JSON lines or CSV of ticks).
 * Anything else stops the start: a market must never silently run on the wrong prices.
 */
export function createFeed(spec: string, options: { seed: string }): MarketFeed {
  if (spec === 'sim') return new SimFeed({ seed: options.seed });
  if (spec.startsWith('replay:')) return ReplayFeed.fromFile(spec.slice('replay:'.length));
  throw new Error(`MARKET_FEED=${spec}: expected sim or replay:<file>`);
}
