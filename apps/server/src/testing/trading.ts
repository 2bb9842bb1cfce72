import type { BuildOptions } from '../app.js';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/connect.js';
import type { AppDeps } from '../deps.js';
import { AccountHooks } from '../lib/account-hooks.js';
import { EventBus } from '../lib/events.js';
import type { ReplayFeed } from '../market-data/replay-feed.js';
import { liveFeed, playPrices } from './money.js';
import { buildTestApp, type TestApp } from './test-app.js';

export interface TradingTestApp extends TestApp {
  feed: ReplayFeed;
  /**
   * Plays one feed tick of `symbol` at `price` (time: `at`, or 1 ms after the symbol's last
   * tick and not before now) and waits until the market and the engine have processed it.
   */
  tick(symbol: string, price: string, at?: number): Promise<number>;
  /** Waits until the engine has nothing queued (executions, reloads). */
  settle(): Promise<void>;
}

/**
 * An app on a fresh database with a manual replay feed that has priced `prices` (live, not
 * stale); the engine runs as leader. Tests drive exact price paths with `tick`.
 */
export async function tradingApp(
  prices: Record<string, string>,
  overrides: Partial<Config> = {},
  extra: Pick<BuildOptions, 'redis' | 'socketKey' | 'leadership'> & {
    database?: DatabaseHandle;
    leading?: boolean;
  } = {},
): Promise<TradingTestApp> {
  const feed = liveFeed(prices);
  const { leading: _leading, ...build } = extra;
  const t = await buildTestApp(overrides, { ...build, feed });
  await t.app.market.start();
  await playPrices(t, feed, prices);
  if (extra.leading !== false) await t.app.engine.whenLeading();
  const last = new Map<string, number>();
  const settle = () => t.app.engine.idle();
  return Object.assign(t, {
    feed,
    settle,
    async tick(symbol: string, price: string, at?: number) {
      const time = at ?? Math.max(Date.now(), (last.get(symbol) ?? 0) + 1);
      last.set(symbol, time);
      feed.push({ symbol, price, volume: '1', time });
      for (let i = 0; i < 500; i++) {
        if (t.app.market.quotation(symbol)?.feed.last_tick_at === time) break;
        await new Promise((r) => setTimeout(r, 2));
      }
      await settle();
      return time;
    },
  });
}

/** Trading apps a test file started; the file closes them with `afterEach(closeTradingApps)`. */
const openTradingApps: TradingTestApp[] = [];

export async function closeTradingApps(): Promise<void> {
  await Promise.all(openTradingApps.splice(0).map((t) => t.close()));
}

/** A trading app (see `tradingApp`) that `closeTradingApps` closes. */
export async function startTradingApp(prices: Record<string, string>): Promise<TradingTestApp> {
  const t = await tradingApp(prices);
  openTradingApps.push(t);
  return t;
}

/**
 * The deps another node's engine modules would have: the same database, market and engine, its
 * own event bus and hooks, and private events dropped unless `overrides` says otherwise.
 */
export function nodeDeps(t: TestApp, overrides: Partial<AppDeps> = {}): AppDeps {
  return {
    db: t.db,
    config: t.config,
    mailer: t.outbox,
    sms: t.outbox,
    log: t.app.log,
    market: t.app.market,
    engine: t.app.engine,
    events: new EventBus(),
    accountHooks: new AccountHooks(),
    notifyUser: () => undefined,
    ...overrides,
  };
}
