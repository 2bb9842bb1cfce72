import { TickHub, type MarketFeed, type Tick, type TickListener } from './feed.js';
import { INSTRUMENTS, pairSymbol, type Instrument } from './instruments.js';
import { EpochWalk, epochAt, seedHash, type SeedEpoch } from './seed-epochs.js';
import type { SimCandle } from './sim-walk.js';

export interface SimFeedOptions {
  /**
   * The seed epochs of this installation (secret seeds, published hashes), or one public seed
   * (MARKET_SEED: tests and reproducible demos; the quotes then say the seed is public).
   */
  seed: string | readonly SeedEpoch[];
  instruments?: readonly Instrument[];
  /** Wall clock in ms (tests pass their own). */
  now?: () => number;
}

/** After a pause longer than this (a sleeping laptop), the live clock skips ahead; history fills the gap. */
const MAX_CATCH_UP_SECONDS = 120;

/**
 * MARKET_FEED=sim: one tick a second per instrument from the seeded walk (sim-walk.ts), across
 * the installation's seed epochs (seed-epochs.ts). Labelled simulated everywhere it shows.
 */
export class SimFeed implements MarketFeed {
  readonly name = 'sim';
  readonly simulated = true;
  readonly symbols: readonly string[];
  /** True when the seed was given in the environment (MARKET_SEED): anyone can compute prices. */
  readonly seedPublic: boolean;
  readonly #instruments: readonly Instrument[];
  #epochs: readonly SeedEpoch[];
  #walks: Map<string, EpochWalk>;
  readonly #hub = new TickHub();
  readonly #now: () => number;
  #timer: NodeJS.Timeout | undefined;
  #lastSecond = -1;
  /** The last seed hashed and its hash: every quote carries it, so it is not hashed per quote. */
  #hashed: { seed: string; hash: string } | undefined;

  constructor(options: SimFeedOptions) {
    this.#instruments = options.instruments ?? INSTRUMENTS;
    this.seedPublic = typeof options.seed === 'string';
    this.#epochs =
      typeof options.seed === 'string' ? [{ startsAt: 0, seed: options.seed }] : options.seed;
    this.#walks = this.#build();
    this.symbols = [...this.#walks.keys()];
    this.#now = options.now ?? Date.now;
  }

  #build(previous?: Map<string, EpochWalk>): Map<string, EpochWalk> {
    return new Map(
      this.#instruments.map((i) => {
        const symbol = pairSymbol(i);
        return [symbol, new EpochWalk(symbol, i, this.#epochs, previous?.get(symbol))];
      }),
    );
  }

  /** Takes a new list of epochs (a rotation scheduled ahead); the past stays as it was. */
  setEpochs(epochs: readonly SeedEpoch[]): void {
    if (this.seedPublic || epochs.length === 0) return;
    const same =
      epochs.length === this.#epochs.length &&
      epochs.every(
        (e, i) => e.startsAt === this.#epochs[i]!.startsAt && e.seed === this.#epochs[i]!.seed,
      );
    if (same) return;
    this.#epochs = epochs;
    this.#walks = this.#build(this.#walks);
  }

  /** sha256 of the seed in force at `time` (the published commitment). */
  seedHashAt(time: number): string {
    const { seed } = epochAt(this.#epochs, time);
    if (this.#hashed?.seed !== seed) this.#hashed = { seed, hash: seedHash(seed) };
    return this.#hashed.hash;
  }

  /** 1-minute candles of `symbol` for whole minutes of Unix day `day`, from the same walk. */
  minuteCandles(symbol: string, day: number, fromMinute: number, toMinute: number): SimCandle[] {
    return this.#walks.get(symbol)?.minuteCandles(day, fromMinute, toMinute) ?? [];
  }

  /** The tick of `symbol` at the last whole second at or before `time` (the walk is a pure function). */
  tickAtOrBefore(symbol: string, time: number): Tick | undefined {
    return this.#walks.get(symbol)?.tickAt(Math.floor(time / 1000));
  }

  /** The ticks of `symbol` of every second in (fromMs, toMs]. */
  history(symbol: string, fromMs: number, toMs: number): Tick[] {
    const walk = this.#walks.get(symbol);
    if (!walk) return [];
    const ticks: Tick[] = [];
    for (let s = Math.floor(fromMs / 1000) + 1; s <= Math.floor(toMs / 1000); s++)
      ticks.push(walk.tickAt(s));
    return ticks;
  }

  async start(): Promise<void> {
    if (this.#timer) return;
    // The current second at once (a market from the first second); history fills what came before.
    const nowSecond = Math.floor(this.#now() / 1000);
    this.#lastSecond = nowSecond - 1;
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
