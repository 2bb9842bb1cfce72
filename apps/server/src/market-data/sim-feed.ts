import { TickHub, type MarketFeed, type TickListener } from './feed.js';
import { INSTRUMENTS, pairSymbol, type Instrument } from './instruments.js';
import { SimWalk, type SimCandle } from './sim-walk.js';

export interface SimFeedOptions {
  /** MARKET_SEED: published, so anyone can recompute every simulated price. */
  seed: string;
  instruments?: readonly Instrument[];
  /** Wall clock in ms (tests pass their own). */
  now?: () => number;
}

/** After a pause longer than this (a sleeping laptop), the feed skips ahead instead of replaying. */
const MAX_CATCH_UP_SECONDS = 120;

/**
 * MARKET_FEED=sim: one tick a second per instrument from the seeded walk (sim-walk.ts). Labelled
 * simulated everywhere it shows.
 */
export class SimFeed implements MarketFeed {
  readonly name = 'sim';
  readonly simulated = true;
  readonly symbols: readonly string[];
  readonly #walks: Map<string, SimWalk>;
  readonly #hub = new TickHub();
  readonly #now: () => number;
  #timer: NodeJS.Timeout | undefined;
  #lastSecond = -1;

  constructor(options: SimFeedOptions) {
    const instruments = options.instruments ?? INSTRUMENTS;
    this.#walks = new Map(instruments.map((i) => [pairSymbol(i), new SimWalk(options.seed, pairSymbol(i), i)]));
    this.symbols = [...this.#walks.keys()];
    this.#now = options.now ?? Date.now;
  }

  /** The walk of one symbol, for backfilling history from the same series. */
  walk(symbol: string): SimWalk | undefined {
    return this.#walks.get(symbol);
  }

  /** 1-minute candles of `symbol` for whole minutes in [fromMs, toMs), from the same walk. */
  minuteCandles(symbol: string, day: number, fromMinute: number, toMinute: number): SimCandle[] {
    return this.#walks.get(symbol)?.minuteCandles(day, fromMinute, toMinute) ?? [];
  }

  async start(): Promise<void> {
    if (this.#timer) return;
    // Start with the seconds of the current minute already past, so its candle is whole.
    const nowSecond = Math.floor(this.#now() / 1000);
    this.#lastSecond = nowSecond - (nowSecond % 60) - 1;
    this.#emitUpTo(nowSecond);
    this.#schedule();
  }

  #schedule() {
    const delay = 1000 - (this.#now() % 1000) + 5;
    this.#timer = setTimeout(() => {
      this.#emitUpTo(Math.floor(this.#now() / 1000));
      if (this.#timer) this.#schedule();
    }, delay);
    this.#timer.unref();
  }

  #emitUpTo(second: number) {
    if (second - this.#lastSecond > MAX_CATCH_UP_SECONDS) this.#lastSecond = second - 1;
    for (let s = this.#lastSecond + 1; s <= second; s++) {
      for (const walk of this.#walks.values()) this.#hub.emit(walk.tickAt(s));
    }
    this.#lastSecond = Math.max(this.#lastSecond, second);
  }

  async stop(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  subscribe(listener: TickListener): () => void {
    return this.#hub.subscribe(listener);
  }

  isStale(symbol: string, now: number): boolean {
    const last = this.#hub.lastReceivedAt(symbol);
    return last === undefined || now - last > 5_000;
  }
}
