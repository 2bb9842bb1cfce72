import type { EngineTick, TickSource } from './types.js';

/** How far back the memory reaches; older questions go to the recorded ticks. */
const KEEP_MS = 15 * 60_000;

/** Where ticks the memory does not hold come from: the record (and a feed that can reproduce them). */
export interface TickStore {
  recordedTickAtOrBefore(symbol: string, time: number): Promise<EngineTick | null>;
}

/**
 * The ticks the engine has seen, per symbol and in time order, for "the last tick at or before
 * an instant" (option end prices). Memory covers the last minutes; before that, after a restart,
 * or when memory holds only a tick older than the price tolerance (a gap), the answer comes
 * from the store: the recorded ticks, or the feed's own tick of that instant where the feed can
 * reproduce it (the simulated walk).
 */
export class TickHistory implements TickSource {
  readonly #store: TickStore;
  readonly #toleranceMs: number;
  readonly #ticks = new Map<string, EngineTick[]>();
  /** Per symbol, the first tick time this process saw (memory is complete only after it). */
  readonly #since = new Map<string, number>();

  constructor(store: TickStore, toleranceMs: number) {
    this.#store = store;
    this.#toleranceMs = toleranceMs;
  }

  record(tick: EngineTick): void {
    let list = this.#ticks.get(tick.symbol);
    if (!list) {
      list = [];
      this.#ticks.set(tick.symbol, list);
      this.#since.set(tick.symbol, tick.time);
    }
    const last = list.at(-1);
    if (last && tick.time <= last.time) return;
    list.push(tick);
    const cutoff = tick.time - KEEP_MS;
    if (list[0]!.time < cutoff) {
      let drop = 0;
      while (drop < list.length - 1 && list[drop]!.time < cutoff) drop++;
      list.splice(0, drop);
      this.#since.set(tick.symbol, list[0]!.time);
    }
  }

  latest(symbol: string): EngineTick | undefined {
    return this.#ticks.get(symbol)?.at(-1);
  }

  /** The ticks of `symbol` in memory later than `time`, oldest first. */
  after(symbol: string, time: number): EngineTick[] {
    const list = this.#ticks.get(symbol) ?? [];
    return list.slice(this.#countAtOrBefore(list, time));
  }

  /** Symbols with ticks in memory. */
  symbols(): string[] {
    return [...this.#ticks.keys()];
  }

  #countAtOrBefore(list: readonly EngineTick[], time: number): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (list[mid]!.time <= time) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  async atOrBefore(symbol: string, time: number): Promise<EngineTick | null> {
    const list = this.#ticks.get(symbol);
    const since = this.#since.get(symbol);
    if (list && since !== undefined && time >= since) {
      const n = this.#countAtOrBefore(list, time);
      const found = n > 0 ? list[n - 1]! : undefined;
      if (found && found.time >= time - this.#toleranceMs) return found;
    }
    return this.#store.recordedTickAtOrBefore(symbol, time);
  }
}
