/** One trade-price observation from a feed. `price` and `volume` are decimal strings. */
export interface Tick {
  symbol: string;
  price: string;
  volume: string;
  /** Unix milliseconds. */
  time: number;
}

export type TickListener = (tick: Tick) => void;

/**
 * A source of prices (ARCHITECTURE.md "Prices and the engine"). Prices come only from a feed:
 * nothing else in the product can write one (PRODUCT-RULES.md §0).
 */
export interface MarketFeed {
  /** `sim`, `replay` or `exchange`. */
  readonly name: string;
  /** True for feeds that are not a real market (sim, replay); the API says so on every quote. */
  readonly simulated: boolean;
  /** The pair symbols (`BTC/USDT`) this feed can price. */
  readonly symbols: readonly string[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Registers a listener; answers a function that removes it. */
  subscribe(listener: TickListener): () => void;
  /** True when `symbol` has had no tick for too long (or never); a live feed says why. */
  isStale(symbol: string, now: number): boolean;
  /**
   * Feeds that can reproduce the past (the simulated walk is a pure function of its seed): the
   * ticks of `symbol` in (fromMs, toMs], to fill a gap after downtime before due work runs.
   */
  history?(symbol: string, fromMs: number, toMs: number): Tick[];
  /** Such feeds' tick of `symbol` at or before `time`, for a settlement whose tick was never seen. */
  tickAtOrBefore?(symbol: string, time: number): Tick | undefined;
  /** The simulated feed's published seed commitment in force at `time` (sha256, hex). */
  seedHashAt?(time: number): string;
  /** True when the simulated feed's seed is public (MARKET_SEED): its prices are predictable. */
  readonly seedPublic?: boolean;
}

/** Fan-out of ticks to listeners; a throwing listener does not stop the others. */
export class TickHub {
  readonly #listeners = new Set<TickListener>();
  readonly #last = new Map<string, number>();

  subscribe(listener: TickListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(tick: Tick): void {
    this.#last.set(tick.symbol, Date.now());
    for (const listener of this.#listeners) {
      try {
        listener(tick);
      } catch (error) {
        console.error('tick listener failed', error);
      }
    }
  }

  /** Wall-clock time the last tick of `symbol` was received, if any. */
  lastReceivedAt(symbol: string): number | undefined {
    return this.#last.get(symbol);
  }
}
