import type { Due } from './types.js';

const keyOf = (module: string, id: number) => `${module}:${id}`;

/** Due work per symbol, ascending by time. */
export class DueSchedule {
  readonly #symbols = new Map<string, Due[]>();
  readonly #rows = new Map<string, Due[]>();
  #size = 0;

  get size(): number {
    return this.#size;
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
    const key = keyOf(due.module, due.id);
    const row = this.#rows.get(key);
    if (row) row.push(due);
    else this.#rows.set(key, [due]);
    this.#size++;
  }

  removeRow(module: string, id: number): void {
    const key = keyOf(module, id);
    const row = this.#rows.get(key);
    if (!row) return;
    for (const due of row) {
      const list = this.#symbols.get(due.symbol);
      const i = list?.indexOf(due) ?? -1;
      if (i >= 0) list!.splice(i, 1);
    }
    this.#size -= row.length;
    this.#rows.delete(key);
  }

  /** Removes and answers the work of `symbol` due strictly before `time`. */
  popBefore(symbol: string, time: number): Due[] {
    const list = this.#symbols.get(symbol);
    if (!list || list.length === 0 || list[0]!.at >= time) return [];
    let end = 0;
    while (end < list.length && list[end]!.at < time) end++;
    const due = list.splice(0, end);
    for (const d of due) this.#forget(d);
    return due;
  }

  /** Removes and answers the work of every symbol due strictly before `time`. */
  popAllBefore(time: number): Due[] {
    return [...this.#symbols.keys()].flatMap((symbol) => this.popBefore(symbol, time));
  }

  #forget(due: Due) {
    const key = keyOf(due.module, due.id);
    const rest = (this.#rows.get(key) ?? []).filter((d) => d !== due);
    if (rest.length > 0) this.#rows.set(key, rest);
    else this.#rows.delete(key);
    this.#size--;
  }

  clear(): void {
    this.#symbols.clear();
    this.#rows.clear();
    this.#size = 0;
  }
}
