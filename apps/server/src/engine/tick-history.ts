import { toMoney } from '@meridian/contract';

import type { Db } from '../db/database.js';
import { tickAtOrBefore } from '../domains/market/market.repository.js';
import type { EngineTick, TickSource } from './types.js';

/** How far back the memory reaches; older questions go to the recorded ticks. */
const KEEP_MS = 15 * 60_000;

/**
 * The ticks the engine has seen, per symbol and in time order, for "the last tick at or before
 * an instant" (option end prices). Memory covers the last minutes; before that, and after a
 * restart, the answer comes from `market_ticks`, where every tick the engine executed with was
 * written before the execution.
 */
export class TickHistory implements TickSource {
  readonly #db: Db;
  readonly #ticks = new Map<string, EngineTick[]>();
  /** Per symbol, the first tick time this process saw (memory is complete only after it). */
  readonly #since = new Map<string, number>();

  constructor(db: Db) {
    this.#db = db;
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

  async atOrBefore(symbol: string, time: number): Promise<EngineTick | null> {
    const list = this.#ticks.get(symbol);
    const since = this.#since.get(symbol);
    if (list && since !== undefined && time >= since) {
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (list[mid]!.time <= time) lo = mid + 1;
        else hi = mid;
      }
      if (lo > 0) return list[lo - 1]!;
    }
    const found = await tickAtOrBefore(this.#db, symbol, time);
    return found ? { symbol, price: toMoney(found.price).toFixed(), time: Number(found.time) } : null;
  }
}
