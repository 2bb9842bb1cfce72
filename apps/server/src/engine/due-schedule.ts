import { EntriesByRow } from './entries-by-row.js';
import type { Due } from './types.js';

/** Due work per symbol, ascending by time. */
export class DueSchedule {
  readonly #symbols = new Map<string, Due[]>();
  readonly #rows = new EntriesByRow<Due>();

  get size(): number {
    return this.#rows.size;
  }

  add(due: Due): void {
    let list = this.#symbols.get(due.symbol);
    if (!list) {
      list = [];
      this.#symbols.set(due.symbol, list);
    }
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (list[mid]!.at <= due.at) lo = mid + 1;
      else hi = mid;
    }
    list.splice(lo, 0, due);
    this.#rows.add(due.module, due.id, due);
  }

  removeRow(module: string, id: number): void {
    for (const due of this.#rows.takeRow(module, id)) {
      const list = this.#symbols.get(due.symbol);
      const i = list?.indexOf(due) ?? -1;
      if (i >= 0) list!.splice(i, 1);
    }
  }

  /** Removes and answers the work of `symbol` due strictly before `time`. */
  popBefore(symbol: string, time: number): Due[] {
    const list = this.#symbols.get(symbol);
    if (!list || list.length === 0 || list[0]!.at >= time) return [];
    let end = 0;
    while (end < list.length && list[end]!.at < time) end++;
    const due = list.splice(0, end);
    for (const d of due) this.#rows.forget(d.module, d.id, d);
    return due;
  }

  /** Removes and answers the work of every symbol due strictly before `time`. */
  popAllBefore(time: number): Due[] {
    return [...this.#symbols.keys()].flatMap((symbol) => this.popBefore(symbol, time));
  }

  clear(): void {
    this.#symbols.clear();
    this.#rows.clear();
  }
}
