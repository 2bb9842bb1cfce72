import {
  KLINE_PERIODS,
  quoteRules,
  toMoney,
  type CandleView,
  type FeedStatusView,
  type KlineEvent,
  type KlinePeriod,
  type MarketDepthEvent,
  type Money,
  type QuotationView,
} from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/database.js';
import { backfillSimHistory, planBackfill, type BackfillResult } from './backfill.js';
import { CandleSeries, candleJson, seriesStart } from './chart-cache.js';
import type { MarketFeed, Tick } from './feed.js';
import * as repo from './market-data.repository.js';
import { aggregateCandles, changePercent, periodStart } from './periods.js';
import { ensureSeedEpochs } from './seed-epochs.js';
import { SimFeed } from './sim-feed.js';
import type { TickRelay } from './tick-relay.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
const HIGHER_PERIODS = KLINE_PERIODS.filter((p) => p !== '1min');

export interface MarketRuntimeOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Absent: no prices arrive (tests that do not need them); quotes come from stored candles. */
  feed?: MarketFeed | undefined;
  /** Ticks older than this are deleted (0 keeps them). */
  tickRetentionMs: number;
  /** 1-minute candles older than this are deleted (0 keeps them). */
  candleRetentionMs: number;
  /** Days of 1-minute history the sim feed fills in before it starts (0: none). */
  backfillDays: number;
  /** How often ticks and the minute being built are written (ms). */
  flushMs?: number;
  /**
   * No price older than this (ms) is quoted as live or used to place, fill or settle anything
   * (MARKET_PRICE_TOLERANCE_SECONDS).
   */
  priceToleranceMs: number;
  /** How often the simulated feed's seed epochs are read again (a rotation scheduled ahead). */
  epochRefreshMs?: number;
  /**
   * With several nodes: only the node told to `lead` runs the feed, and its ticks reach the
   * others through this relay. Absent: this node runs its feed itself.
   */
  relay?: TickRelay | undefined;
  now?: () => number;
}

/** A feed tick the market accepted: price, volume and its time (ms). */
export interface LiveTick {
  symbol: string;
  price: string;
  volume: string;
  time: number;
}

/** After downtime, at most this much of the gap is replayed tick by tick (history covers the rest). */
const GAP_FILL_MAX_MS = 10 * 60_000;
/** Closed minutes kept in memory per symbol, for readers that join them to the database's. */
const CLOSED_LOG = 16;

/** OHLCV with decimal high/low/volume while it is being built. */
interface Agg {
  time: number;
  open: string;
  high: Money;
  low: Money;
  close: string;
  volume: Money;
}

interface SymbolState {
  minute: Agg | undefined;
  lastTickTime: number;
  /**
   * Per period: its start and the minutes before the current one, folded. `loaded` is false
   * while history the backfill has not stored yet belongs to that candle (no kline is sent then).
   */
  periods: Map<KlinePeriod, { time: number; closed: Agg | undefined; loaded: boolean }>;
  /** The last minutes closed in memory (what a reader of the database may not see yet). */
  closedLog: Agg[];
  /** How many minutes have closed in memory so far. */
  closedCount: number;
  /** Minutes closed in memory since the 24 h snapshot was taken. */
  recent: Agg[];
  lastPrice: string | undefined;
  lastVolume: string;
  lastTime: number | undefined;
}

interface Snapshot {
  to: number;
  rows: Map<string, { open: string; high: string; low: string; close: string; volume: string }>;
  closes: Map<string, string>;
}

/** What one processed tick changes: the pair's ticker row, its candles, and the fill quotes. */
export interface MarketUpdate {
  quotation: QuotationView;
  klines: KlineEvent[];
  depth: MarketDepthEvent;
}

const fromTick = (time: number, price: string, volume: string): Agg => ({
  time,
  open: price,
  high: toMoney(price),
  low: toMoney(price),
  close: price,
  volume: toMoney(volume),
});

function fold(into: Agg | undefined, next: Agg, time = into?.time ?? next.time): Agg {
  if (!into) return { ...next, time };
  return {
    time,
    open: into.open,
    high: next.high.greaterThan(into.high) ? next.high : into.high,
    low: next.low.lessThan(into.low) ? next.low : into.low,
    close: next.close,
    volume: into.volume.plus(next.volume),
  };
}

const view = (a: Agg): CandleView => ({
  time: a.time,
  open: plain(a.open),
  high: a.high.toFixed(),
  low: a.low.toFixed(),
  close: plain(a.close),
  volume: a.volume.toFixed(),
});

/** A stored numeric ("65000.010000") as its plain decimal ("65000.01"). */
export const plain = (value: string) => toMoney(value).toFixed();

const aggFromRow = (
  time: number,
  r: { open: string; high: string; low: string; close: string; volume: string },
): Agg => ({
  time,
  open: plain(r.open),
  high: toMoney(r.high),
  low: toMoney(r.low),
  close: plain(r.close),
  volume: toMoney(r.volume),
});

/**
 * What the rest of the server may ask of the market: pairs, quotes, the live and recorded ticks
 * that price and decide orders, and updates to listen to. Starting and stopping it is
 * composition's (`MarketRuntime`).
 */
export interface Market {
  readonly feedName: string;
  readonly demoMode: boolean;
  pairs(): readonly repo.PairRow[];
  pair(symbol: string): repo.PairRow | undefined;
  /**
   * Reads the pairs' switches and parameters again (an operator changed them): the next order
   * and the next quote use them, without a restart.
   */
  reloadPairs(): Promise<void>;
  quotations(): QuotationView[];
  quotation(symbol: string): QuotationView | undefined;
  feedInfo(): Pick<FeedStatusView, 'name' | 'simulated' | 'seed_hash' | 'seed_public'>;
  feedStatus(symbol: string): FeedStatusView;
  /** The newest tick of `symbol` when it is fresh enough to trade on, else null. */
  liveTick(symbol: string): LiveTick | null;
  /** The tick in force at `time` (recorded as decisive), or null when none is close enough. */
  recordedTickAtOrBefore(symbol: string, time: number): Promise<LiveTick | null>;
  /** Writes pending ticks now; false when the write failed (then nothing may execute on them). */
  flush(): Promise<boolean>;
  backfillDone(): Promise<BackfillResult | undefined>;
  /**
   * The candles of `period` of `symbol` opening in [startMs, endMs) (whole candle boundaries), as
   * the JSON text of an array of CandleView: the stored 1-minute candles aggregated, the minute
   * being built joined to the newest.
   */
  candlesJson(symbol: string, period: KlinePeriod, startMs: number, endMs: number): Promise<string>;
  onUpdate(listener: (u: MarketUpdate) => void): () => void;
  onTick(listener: (tick: LiveTick) => void): () => void;
}

/**
 * The market in one process: takes ticks from the feed, builds the current minute and the
 * current candle of every period in memory, writes ticks and minutes to the database every
 * second, keeps the ticker rows that /currency/quotation_new and `daymarket` serve, and tells
 * listeners (the socket) after each tick.
 */
export class MarketRuntime implements Market {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #feed: MarketFeed | undefined;
  readonly #options: MarketRuntimeOptions;
  readonly #now: () => number;
  #pairs: repo.PairRow[] = [];
  #bySymbol = new Map<string, repo.PairRow>();
  #states = new Map<string, SymbolState>();
  #snapshot: Snapshot = { to: 0, rows: new Map(), closes: new Map() };
  #rows = new Map<string, QuotationView>();
  #listeners = new Set<(u: MarketUpdate) => void>();
  #tickListeners = new Set<(tick: LiveTick) => void>();
  #epochTimer: NodeJS.Timeout | undefined;
  #queue: Tick[] = [];
  #draining: Promise<void> | undefined;
  #pendingTicks: repo.TickInsert[] = [];
  /** Minutes to write, by `symbol|open_time` (a minute that just closed and the new one). */
  #dirtyMinutes = new Map<string, { symbol: string; minute: Agg }>();
  #flushTimer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> = Promise.resolve();
  #unsubscribe: (() => void) | undefined;
  #stopping = false;
  #started = false;
  #lastPrune = 0;
  #backfill: (Promise<BackfillResult> & { start(): void }) | undefined;
  /** Per symbol, the minutes [from, to) the backfill has yet to store: charts compute them. */
  #pending = new Map<string, { from: number; to: number }>();
  #series = new Map<string, CandleSeries>();
  #seriesBuilds = new Map<string, Promise<CandleSeries | undefined>>();
  #seriesGeneration = 0;
  #liveViews = new WeakMap<Agg, CandleView>();
  #reloading: Promise<void> | undefined;
  #reloadAgain = false;
  /** With a relay: whether this node should run the feed (it leads), and whether it does. */
  #leading = false;
  #feedOn = false;
  #feedChange: Promise<void> = Promise.resolve();

  constructor(options: MarketRuntimeOptions) {
    this.#db = options.db;
    this.#log = options.log;
    this.#feed = options.feed;
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  get feedName(): string {
    return this.#feed?.name ?? 'none';
  }

  /** Loads the pairs and the last 24 h from the database; call before serving. */
  async init(): Promise<void> {
    this.#pairs = await repo.listPairs(this.#db);
    this.#bySymbol = new Map(this.#pairs.map((p) => [p.symbol, p]));
    await this.#refreshSnapshot();
  }

  /**
   * Starts the feed and the writer at once (a price from the first second); the sim feed's
   * history is backfilled in the background, and charts compute from the same walk whatever the
   * backfill has not stored yet.
   */
  async start(): Promise<void> {
    if (this.#started || !this.#feed) return;
    this.#started = true;
    const feed = this.#feed;
    const backfill = feed instanceof SimFeed && this.#options.backfillDays > 0;
    // Where each symbol's history stood before the live ticks write anything.
    const latest = backfill
      ? new Map((await repo.latestMinutes(this.#db)).map((r) => [r.symbol, Number(r.open_time)]))
      : new Map<string, number>();
    const gap = await this.#gapStarts(feed);
    if (feed instanceof SimFeed && backfill) {
      const liveFrom = new Map(
        [...gap].map(([symbol, from]) => [symbol, periodStart(from + 1, '1min')]),
      );
      const plans = planBackfill(
        feed.symbols.filter((symbol) => this.#bySymbol.has(symbol)),
        latest,
        liveFrom,
        periodStart(this.#now(), '1min'),
        this.#options.backfillDays,
      );
      for (const [symbol, plan] of plans)
        if (plan.from < plan.to) this.#pending.set(symbol, { from: plan.from, to: plan.to });
      this.#backfill = this.#runBackfill(feed, plans);
    }
    this.#scheduleFlush();
    if (feed instanceof SimFeed && !feed.seedPublic) this.#scheduleEpochRefresh(feed);
    const relay = this.#options.relay;
    if (relay) {
      relay.listen((ticks) => {
        // The leader's own feed is the source while this node leads.
        if (!this.#feedOn) for (const tick of ticks) this.#accept(tick);
      });
      await this.#changeFeed();
    } else await this.#runFeed(feed, gap);
    this.#backfill?.start();
  }

  /**
   * With a relay: this node now leads (it runs the feed and sends its ticks to the other nodes)
   * or follows (it hears the leader's). Told before `start`, it takes effect there.
   */
  lead(leading: boolean): void {
    this.#leading = leading;
    if (this.#started && this.#options.relay) void this.#changeFeed();
  }

  #changeFeed(): Promise<void> {
    this.#feedChange = this.#feedChange
      .then(() => this.#applyLead())
      .catch((error: unknown) => this.#log.error({ err: error }, 'market feed change failed'));
    return this.#feedChange;
  }

  async #applyLead() {
    const feed = this.#feed!;
    if (this.#stopping || this.#leading === this.#feedOn) return;
    if (this.#leading) {
      // The ticks the last leader did not get to (a feed that can replay them) come first.
      await this.#runFeed(feed, await this.#gapStarts(feed));
      this.#log.info({ feed: feed.name }, 'market feed: this node runs it');
      return;
    }
    this.#feedOn = false;
    this.#unsubscribe?.();
    await feed.stop();
    this.#log.info({ feed: feed.name }, 'market feed: another node runs it');
  }

  async #runFeed(feed: MarketFeed, gap: ReadonlyMap<string, number>) {
    this.#feedOn = true;
    this.#unsubscribe = feed.subscribe((tick) => this.#fromFeed(tick));
    await this.#fillGap(feed, gap);
    await feed.start();
  }

  /** A tick of this node's own feed: taken here, and sent to the other nodes. */
  #fromFeed(tick: Tick) {
    this.#accept(tick);
    this.#options.relay?.send(tick);
  }

  /** The backfill, started once the live feed runs; the history is whole when it settles. */
  #runBackfill(feed: SimFeed, plans: ReturnType<typeof planBackfill>) {
    let begin!: () => void;
    const started = new Promise<void>((resolve) => (begin = resolve));
    const target = Math.max(0, ...[...plans.values()].map((p) => p.to));
    let daySnapshot = false;
    const done = started
      .then(() =>
        backfillSimHistory(this.#db, feed, plans, {
          isStopping: () => this.#stopping,
          log: this.#log,
          progress: (dayStart) => {
            for (const [symbol, range] of this.#pending) {
              range.to = Math.max(range.from, Math.min(range.to, dayStart));
              if (range.to <= range.from) this.#pending.delete(symbol);
            }
            // The last 24 h are stored after the first two days: the ticker rows count them.
            if (!daySnapshot && dayStart <= target - DAY) {
              daySnapshot = true;
              void this.#refreshSnapshot().catch(() => undefined);
            }
            this.#reloadPeriods();
          },
        }),
      )
      .then(async (result) => {
        if (this.#stopping) return result;
        this.#pending.clear();
        await this.#refreshSnapshot();
        this.#reloadPeriods();
        return result;
      });
    done.catch((error: unknown) =>
      this.#log.error({ err: error }, 'market history backfill failed'),
    );
    return Object.assign(done, { start: begin });
  }

  /**
   * Where the replay of each symbol's gap starts (ms, exclusive): its last recorded tick, at most
   * GAP_FILL_MAX_MS back (then at a whole minute, so every replayed minute is whole), and always
   * the current minute, so its candle is whole. A symbol with no recorded tick (a first start)
   * has no gap: only the current minute is replayed, and the backfill stores the minutes before.
   */
  async #gapStarts(feed: MarketFeed): Promise<Map<string, number>> {
    const starts = new Map<string, number>();
    if (!feed.history) return starts;
    const now = this.#now();
    const last = await repo.lastTickTimes(this.#db);
    const minute = periodStart(now, '1min');
    const earliest = Math.min(periodStart(now - GAP_FILL_MAX_MS, '1min'), minute) - 1;
    for (const symbol of feed.symbols) {
      if (!this.#bySymbol.has(symbol)) continue;
      starts.set(symbol, Math.min(Math.max(last.get(symbol) ?? minute - 1, earliest), minute - 1));
    }
    return starts;
  }

  /**
   * Before live ticks, a feed that can reproduce the past plays the ticks since the last one
   * recorded (#gapStarts): the engine then sees the prices of the gap in order, and the gap's
   * minutes are completed.
   */
  async #fillGap(feed: MarketFeed, starts: ReadonlyMap<string, number>) {
    if (!feed.history) return;
    const now = this.#now();
    for (const [symbol, from] of starts) {
      for (const tick of feed.history(symbol, from, now)) this.#fromFeed(tick);
    }
    await this.#draining;
  }

  /** Reads the seed epochs again now and then, so a rotation scheduled ahead reaches this node. */
  #scheduleEpochRefresh(feed: SimFeed) {
    this.#epochTimer = setTimeout(() => {
      ensureSeedEpochs(this.#db)
        .then((epochs) => feed.setEpochs(epochs))
        .catch((error: unknown) => this.#log.error({ err: error }, 'seed epochs refresh failed'))
        .finally(() => {
          if (!this.#stopping) this.#scheduleEpochRefresh(feed);
        });
    }, this.#options.epochRefreshMs ?? 30_000);
    this.#epochTimer.unref();
  }

  /** The backfill of this start, if one ran (for the log and the benchmark). */
  backfillDone(): Promise<BackfillResult | undefined> {
    return this.#backfill ?? Promise.resolve(undefined);
  }

  /** Stops the feed, waits for the backfill to notice, and writes what is pending. */
  async stop(): Promise<void> {
    this.#stopping = true;
    await this.#feedChange;
    await this.#feed?.stop();
    this.#unsubscribe?.();
    this.#options.relay?.close();
    clearTimeout(this.#flushTimer);
    clearTimeout(this.#epochTimer);
    this.#backfill?.start();
    await this.#backfill?.catch(() => undefined);
    await this.#reloading;
    await this.#draining;
    await this.flush();
  }

  onUpdate(listener: (u: MarketUpdate) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Every tick the market accepted, after its quote was updated (the engine listens). */
  onTick(listener: (tick: LiveTick) => void): () => void {
    this.#tickListeners.add(listener);
    return () => this.#tickListeners.delete(listener);
  }

  pairs(): readonly repo.PairRow[] {
    return this.#pairs;
  }

  pair(symbol: string): repo.PairRow | undefined {
    return this.#bySymbol.get(symbol);
  }

  async reloadPairs(): Promise<void> {
    const pairs = await repo.listPairs(this.#db);
    // The same symbols stay listed (only their settings change), so the feed state is kept; a
    // symbol no longer listed simply stops being quoted.
    this.#pairs = pairs;
    this.#bySymbol = new Map(pairs.map((p) => [p.symbol, p]));
    this.#rows.clear();
  }

  /** Every pair's ticker row, in display order (cached; a tick refreshes its pair's row). */
  quotations(): QuotationView[] {
    return this.#pairs.map((p) => this.quotation(p.symbol)!);
  }

  /** The ticker row of `symbol`; its feed status (stale or live) is decided now, at read time. */
  quotation(symbol: string): QuotationView | undefined {
    let row = this.#rows.get(symbol);
    if (!row) {
      const pair = this.#bySymbol.get(symbol);
      if (!pair) return undefined;
      row = this.#buildRow(pair);
      this.#rows.set(symbol, row);
    }
    return { ...row, feed: this.feedStatus(symbol) };
  }

  /** True while the feed is simulated: the platform runs in demo mode (no real coins move). */
  get demoMode(): boolean {
    return this.#feed?.simulated ?? false;
  }

  /** The feed as a whole: its name, whether it is simulated, and the seed commitment in force. */
  feedInfo(): Pick<FeedStatusView, 'name' | 'simulated' | 'seed_hash' | 'seed_public'> {
    return {
      name: this.feedName,
      simulated: this.demoMode,
      seed_hash: this.#feed?.seedHashAt?.(this.#now()) ?? null,
      seed_public: this.#feed?.seedPublic ?? false,
    };
  }

  /**
   * The feed's status for `symbol` now: stale when the feed has nothing for it, says so itself,
   * or its last tick is older than the price tolerance (a tick's age, not when it arrived).
   */
  feedStatus(symbol: string): FeedStatusView {
    const now = this.#now();
    const state = this.#states.get(symbol);
    const covered = this.#feed?.symbols.includes(symbol) ?? false;
    const lastTime = state?.lastTime;
    return {
      ...this.feedInfo(),
      stale:
        !covered ||
        // A node that hears the leader's ticks judges them by their age alone.
        ((this.#feedOn || !this.#options.relay) && this.#feed!.isStale(symbol, now)) ||
        lastTime === undefined ||
        now - lastTime > this.#options.priceToleranceMs,
      last_tick_at: lastTime ?? null,
    };
  }

  /**
   * The tick money may change hands at now: the feed's last tick of `symbol`, or null when there
   * is none or it is older than the price tolerance (PRODUCT-RULES.md §0: never a stale price).
   */
  liveTick(symbol: string): LiveTick | null {
    const state = this.#states.get(symbol);
    if (!state?.lastPrice || state.lastTime === undefined) return null;
    if (this.feedStatus(symbol).stale) return null;
    return {
      symbol,
      price: plain(state.lastPrice),
      volume: state.lastVolume,
      time: state.lastTime,
    };
  }

  /**
   * The recorded tick of `symbol` at or before `time`. When the record has nothing within the
   * price tolerance and the feed can reproduce the past (the simulated walk), the feed's own
   * tick of that instant is stored, marked decisive, and answered: an outcome is never decided
   * on an older price than the feed had. Null when neither has one.
   */
  async recordedTickAtOrBefore(symbol: string, time: number): Promise<LiveTick | null> {
    const found = await repo.tickAtOrBefore(this.#db, symbol, time);
    if (found && Number(found.time) >= time - this.#options.priceToleranceMs) {
      return { symbol, price: plain(found.price), volume: '0', time: Number(found.time) };
    }
    const reproduced = this.#feed?.tickAtOrBefore?.(symbol, time);
    if (!reproduced)
      return found
        ? { symbol, price: plain(found.price), volume: '0', time: Number(found.time) }
        : null;
    await repo.insertDecisiveTicks(this.#db, [reproduced]);
    return { ...reproduced, price: plain(reproduced.price) };
  }

  // ---- charts ----------------------------------------------------------------------------------

  async candlesJson(
    symbol: string,
    period: KlinePeriod,
    startMs: number,
    endMs: number,
  ): Promise<string> {
    const series = await this.#seriesOf(symbol, period);
    const live = this.#states.get(symbol)?.minute;
    if (series && live && startMs >= series.from)
      return series.answer(startMs, endMs, this.#liveView(live));
    const rows = await this.candleHistory(symbol, period, startMs, endMs);
    return `[${rows.map(candleJson).join(',')}]`;
  }

  /**
   * The candles without the chart series: the stored 1-minute candles aggregated in SQL, and
   * where the backfill has not stored the minutes yet, the sim feed's walk (the same function the
   * backfill stores) aggregated the same way.
   */
  async candleHistory(
    symbol: string,
    period: KlinePeriod,
    startMs: number,
    endMs: number,
  ): Promise<CandleView[]> {
    const pending = this.#pending.get(symbol);
    const feed = this.#feed;
    if (!pending || !(feed instanceof SimFeed) || !this.#isPending(symbol, startMs, endMs)) {
      const rows = await repo.aggregatedCandles(this.#db, symbol, period, startMs, endMs);
      return rows.map((r) => view(aggFromRow(Number(r.time), r)));
    }
    const from = Math.max(startMs, pending.from);
    const to = Math.min(endMs, pending.to);
    const stored = [
      ...(await repo.minuteCandles(this.#db, symbol, startMs, from)),
      ...(await repo.minuteCandles(this.#db, symbol, to, endMs)),
    ];
    const computed: CandleView[] = [];
    for (let day = Math.floor(from / DAY); day * DAY < to; day++) {
      const first = Math.max(from, day * DAY);
      const last = Math.min(to, (day + 1) * DAY);
      for (const c of feed.minuteCandles(
        symbol,
        day,
        (first - day * DAY) / MINUTE,
        (last - day * DAY) / MINUTE,
      ))
        computed.push({ time: c.open_time, ...c });
      // Let requests and ticks in between days of computing.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const minutes = [...stored.map((r) => ({ time: Number(r.open_time), ...r })), ...computed].map(
      ({ time, open, high, low, close, volume }) =>
        view(aggFromRow(time, { open, high, low, close, volume })),
    );
    return aggregateCandles(minutes, period).map((c) => view(aggFromRow(c.time, c)));
  }

  /** The minute being built as a CandleView, the same object until its next tick. */
  #liveView(minute: Agg): CandleView {
    let shown = this.#liveViews.get(minute);
    if (!shown) {
      shown = view(minute);
      this.#liveViews.set(minute, shown);
    }
    return shown;
  }

  /** True when some of the minutes [fromMs, toMs) of `symbol` are still to be backfilled. */
  #isPending(symbol: string, fromMs: number, toMs: number): boolean {
    const range = this.#pending.get(symbol);
    return range !== undefined && fromMs < range.to && toMs > range.from;
  }

  /** The chart series of `symbol` and `period`, read once per process; none while incomplete. */
  async #seriesOf(symbol: string, period: KlinePeriod): Promise<CandleSeries | undefined> {
    const key = `${symbol}|${period}`;
    const series = this.#series.get(key);
    if (series) return series;
    let build = this.#seriesBuilds.get(key);
    if (!build) {
      build = this.#buildSeries(symbol, period).finally(() => this.#seriesBuilds.delete(key));
      this.#seriesBuilds.set(key, build);
    }
    return build;
  }

  /**
   * Reads a series from the database up to the minute being built (x), after writing what is
   * pending so every minute before x is stored, then joins the minutes closed in memory since.
   * Only for symbols with live ticks (the minute being built is the series' open end).
   */
  async #buildSeries(symbol: string, period: KlinePeriod): Promise<CandleSeries | undefined> {
    const state = this.#states.get(symbol);
    if (!state?.minute) return undefined;
    const x = state.minute.time;
    const from = seriesStart(x, period);
    if (this.#isPending(symbol, from, x)) return undefined;
    const generation = this.#seriesGeneration;
    const mark = state.closedCount;
    if (!(await this.flush())) return undefined;
    const rows = await repo.aggregatedCandles(this.#db, symbol, period, from, x);
    const since = state.closedCount - mark;
    if (since > state.closedLog.length || generation !== this.#seriesGeneration) return undefined;
    const series = new CandleSeries(
      period,
      from,
      rows.map((r) => view(aggFromRow(Number(r.time), r))),
    );
    for (const minute of state.closedLog.slice(state.closedLog.length - since))
      series.addMinute(view(minute));
    this.#series.set(`${symbol}|${period}`, series);
    return series;
  }

  /**
   * The candles of higher periods that waited for the backfill (`loaded: false`), read again
   * once it has stored their minutes: as #buildSeries, the database up to the minute being built
   * joined with the minutes closed in memory since.
   */
  #reloadPeriods() {
    this.#reloadAgain = true;
    if (this.#reloading) return;
    this.#reloading = (async () => {
      // Progress reported during a reload is looked at again after it.
      while (this.#reloadAgain && !this.#stopping) {
        this.#reloadAgain = false;
        await this.#reloadOnce();
      }
    })()
      .catch((error: unknown) => this.#log.error({ err: error }, 'market candles reload failed'))
      .finally(() => (this.#reloading = undefined));
  }

  async #reloadOnce() {
    for (const [symbol, state] of this.#states) {
      if (this.#stopping || !state.minute) continue;
      const x = state.minute.time;
      const waiting = [...state.periods].filter(
        ([period, p]) => !p.loaded && !this.#isPending(symbol, periodStart(x, period), x),
      );
      if (waiting.length === 0) continue;
      const mark = state.closedCount;
      if (!(await this.flush())) return;
      const found = new Map<KlinePeriod, Agg | undefined>();
      for (const [period] of waiting) {
        const start = periodStart(x, period);
        const rows = await repo.aggregatedCandles(this.#db, symbol, period, start, x);
        found.set(period, rows[0] ? aggFromRow(start, rows[0]) : undefined);
      }
      const since = state.closedCount - mark;
      if (since > state.closedLog.length) continue;
      const closedSince = state.closedLog.slice(state.closedLog.length - since);
      for (const [period, p] of waiting) {
        const start = periodStart(state.minute.time, period);
        let closed = start === periodStart(x, period) ? found.get(period) : undefined;
        for (const m of closedSince)
          if (periodStart(m.time, period) === start) closed = fold(closed, m, start);
        p.time = start;
        p.closed = closed;
        p.loaded = true;
      }
    }
  }

  // ---- ticks -----------------------------------------------------------------------------------

  #accept(tick: Tick) {
    if (this.#stopping || !this.#bySymbol.has(tick.symbol)) return;
    if (this.#queue.length === 0 && this.#states.has(tick.symbol)) {
      this.#process(tick);
      return;
    }
    this.#queue.push(tick);
    this.#draining ??= this.#drain().finally(() => (this.#draining = undefined));
  }

  async #drain() {
    while (this.#queue.length > 0) {
      const tick = this.#queue[0]!;
      if (!this.#states.has(tick.symbol)) {
        try {
          await this.#loadState(tick.symbol, tick.time);
        } catch (error) {
          this.#log.error({ err: error, symbol: tick.symbol }, 'market state load failed');
          this.#queue.shift();
          continue;
        }
      }
      this.#queue.shift();
      this.#process(tick);
    }
  }

  /** The minute and period candles `symbol` had in the database when its first tick arrived. */
  async #loadState(symbol: string, time: number) {
    const minuteStart = periodStart(time, '1min');
    const { candle, lastTickTime } = await repo.minuteState(this.#db, symbol, minuteStart);
    const periods: SymbolState['periods'] = new Map();
    for (const period of HIGHER_PERIODS) {
      const start = periodStart(time, period);
      // History the backfill has not stored yet: loaded when it has (#reloadPeriods).
      if (this.#isPending(symbol, start, minuteStart)) {
        periods.set(period, { time: start, closed: undefined, loaded: false });
        continue;
      }
      const rows = await repo.aggregatedCandles(this.#db, symbol, period, start, minuteStart);
      periods.set(period, {
        time: start,
        closed: rows[0] ? aggFromRow(start, rows[0]) : undefined,
        loaded: true,
      });
    }
    this.#states.set(symbol, {
      minute: candle ? aggFromRow(minuteStart, candle) : undefined,
      lastTickTime: lastTickTime ?? (candle ? minuteStart : -1),
      periods,
      closedLog: [],
      closedCount: 0,
      recent: [],
      lastPrice: undefined,
      lastVolume: '0',
      lastTime: undefined,
    });
  }

  /** Applies one tick in memory; ticks at or before the symbol's last tick are ignored. */
  #process(tick: Tick) {
    const state = this.#states.get(tick.symbol)!;
    if (tick.time <= state.lastTickTime) return;
    state.lastTickTime = tick.time;
    const minuteStart = periodStart(tick.time, '1min');
    if (state.minute && state.minute.time !== minuteStart)
      this.#closeMinute(tick.symbol, state, state.minute);
    const tickAgg = fromTick(minuteStart, tick.price, tick.volume);
    state.minute =
      state.minute && state.minute.time === minuteStart ? fold(state.minute, tickAgg) : tickAgg;
    state.lastPrice = tick.price;
    state.lastVolume = tick.volume;
    state.lastTime = tick.time;
    this.#pendingTicks.push(tick);
    this.#dirtyMinutes.set(`${tick.symbol}|${minuteStart}`, {
      symbol: tick.symbol,
      minute: state.minute,
    });

    const pair = this.#bySymbol.get(tick.symbol)!;
    const row = this.#buildRow(pair);
    this.#rows.set(tick.symbol, row);
    const accepted: LiveTick = {
      symbol: tick.symbol,
      price: plain(tick.price),
      volume: tick.volume,
      time: tick.time,
    };
    for (const listener of this.#tickListeners) {
      try {
        listener(accepted);
      } catch (error) {
        this.#log.error({ err: error }, 'tick listener failed');
      }
    }
    if (this.#listeners.size === 0) return;
    const klines: KlineEvent[] = [
      { symbol: tick.symbol, period: '1min', candle: view(state.minute) },
    ];
    for (const period of HIGHER_PERIODS) {
      const p = state.periods.get(period)!;
      const start = periodStart(tick.time, period);
      if (p.time !== start) {
        p.time = start;
        p.closed = undefined;
      }
      if (!p.loaded) continue;
      klines.push({
        symbol: tick.symbol,
        period,
        candle: view(fold(p.closed, state.minute, start)),
      });
    }
    const quote = quoteRules.platformQuote(tick.price, pair.spread, pair.price_precision);
    const depth: MarketDepthEvent = {
      kind: 'platform_quote',
      symbol: tick.symbol,
      feed_price: tick.price,
      spread: plain(pair.spread),
      ...quote,
      time: tick.time,
    };
    for (const listener of this.#listeners) {
      try {
        listener({ quotation: row, klines, depth });
      } catch (error) {
        this.#log.error({ err: error }, 'market listener failed');
      }
    }
  }

  #closeMinute(symbol: string, state: SymbolState, minute: Agg) {
    state.recent.push(minute);
    state.closedLog.push(minute);
    if (state.closedLog.length > CLOSED_LOG) state.closedLog.shift();
    state.closedCount++;
    if (this.#series.size > 0) {
      const closed = view(minute);
      for (const period of KLINE_PERIODS)
        this.#series.get(`${symbol}|${period}`)?.addMinute(closed);
    }
    for (const period of HIGHER_PERIODS) {
      const p = state.periods.get(period)!;
      const start = periodStart(minute.time, period);
      if (p.time === start) p.closed = fold(p.closed, minute, start);
      else if (start > p.time) {
        p.time = start;
        p.closed = fold(undefined, minute, start);
      }
    }
  }

  #buildRow(pair: repo.PairRow): QuotationView {
    const state = this.#states.get(pair.symbol);
    const snap = this.#snapshot.rows.get(pair.symbol);
    let agg: Agg | undefined = snap ? aggFromRow(0, snap) : undefined;
    for (const m of state?.recent ?? []) if (m.time >= this.#snapshot.to) agg = fold(agg, m);
    if (state?.minute && state.minute.time >= this.#snapshot.to) agg = fold(agg, state.minute);
    const nowPrice =
      state?.lastPrice ?? snap?.close ?? this.#snapshot.closes.get(pair.symbol) ?? null;
    return {
      match_id: pair.id,
      currency_id: pair.currency_id,
      legal_id: pair.legal_id,
      currency_name: pair.currency_name,
      legal_name: pair.legal_name,
      symbol: pair.symbol,
      category: pair.category,
      sort: pair.sort,
      now_price: nowPrice === null ? null : plain(nowPrice),
      change: changePercent(agg?.open ?? null, nowPrice),
      high: agg ? agg.high.toFixed() : null,
      low: agg ? agg.low.toFixed() : null,
      volume: agg ? agg.volume.toFixed() : '0',
      open_coin_trade: pair.open_coin_trade,
      open_lever: pair.open_lever,
      open_microtrade: pair.open_microtrade,
      lot_size: plain(pair.lot_size),
      leverages: pair.leverages,
      fee_rate: plain(pair.fee_rate),
      spread: plain(pair.spread),
      price_precision: pair.price_precision,
      amount_precision: pair.amount_precision,
      lever_min_share: pair.lever_min_share,
      lever_max_share: pair.lever_max_share,
      feed: this.feedStatus(pair.symbol),
    };
  }

  /** The last 24 h of whole minutes per symbol, from the database. */
  async #refreshSnapshot() {
    const to = periodStart(this.#now(), '1min');
    const [rows, closes] = await Promise.all([
      repo.windowStats(this.#db, to - DAY, to),
      repo.lastCloses(this.#db, to),
    ]);
    this.#snapshot = {
      to,
      rows: new Map(rows.map((r) => [r.symbol, r])),
      closes: new Map(closes.map((r) => [r.symbol, r.close])),
    };
    for (const state of this.#states.values())
      state.recent = state.recent.filter((m) => m.time >= to);
    this.#rows.clear();
  }

  // ---- writing ---------------------------------------------------------------------------------

  #scheduleFlush() {
    this.#flushTimer = setTimeout(() => {
      void this.flush().finally(() => {
        if (!this.#stopping) this.#scheduleFlush();
      });
    }, this.#options.flushMs ?? 1000);
    this.#flushTimer.unref();
  }

  /**
   * Writes pending ticks and minutes; after a minute closes, refreshes the 24 h figures.
   * Answers false when the ticks could not be written (they stay pending for the next flush).
   */
  flush(): Promise<boolean> {
    const done = this.#flushing.then(() => this.#flushOnce());
    this.#flushing = done.then(() => undefined);
    return done;
  }

  async #flushOnce(): Promise<boolean> {
    // Ticks waiting for their symbol's state are applied first, so a flush writes them too.
    await this.#draining;
    const ticks = this.#pendingTicks;
    const minutes = [...this.#dirtyMinutes.values()];
    this.#pendingTicks = [];
    this.#dirtyMinutes.clear();
    try {
      await repo.insertTicks(this.#db, ticks);
      await repo.upsertMinuteCandles(
        this.#db,
        minutes.map(({ symbol, minute }) => ({ symbol, open_time: minute.time, ...view(minute) })),
        'merge',
      );
    } catch (error) {
      this.#log.error(
        { err: error, ticks: ticks.length },
        'market write failed; retrying next flush',
      );
      if (this.#pendingTicks.length < 100_000) this.#pendingTicks.unshift(...ticks);
      for (const m of minutes) {
        const key = `${m.symbol}|${m.minute.time}`;
        if (!this.#dirtyMinutes.has(key)) this.#dirtyMinutes.set(key, m);
      }
      return false;
    }
    const now = this.#now();
    try {
      // A new minute, or minutes from before the snapshot (a replay of the past): recount 24 h.
      const late = minutes.some(({ minute }) => minute.time < this.#snapshot.to);
      if (late || periodStart(now, '1min') > this.#snapshot.to) await this.#refreshSnapshot();
      if (now - this.#lastPrune > 10 * MINUTE) {
        this.#lastPrune = now;
        if (this.#options.tickRetentionMs > 0)
          await repo.pruneTicks(this.#db, now - this.#options.tickRetentionMs);
        if (this.#options.candleRetentionMs > 0) {
          await repo.pruneCandles(this.#db, now - this.#options.candleRetentionMs);
          // Pruned minutes change the oldest candles: the chart series are read again.
          this.#series.clear();
          this.#seriesGeneration++;
        }
      }
    } catch (error) {
      this.#log.error({ err: error }, 'market upkeep failed');
    }
    return true;
  }
}
