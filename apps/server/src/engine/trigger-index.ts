import { EntriesByRow } from './entries-by-row.js';
import { exactPrice } from './exact-price.js';
import type { Fires, Trigger } from './types.js';

interface Entry {
  /** The trigger price, exact (10^-24 units): a tick crosses it or not, with no float rounding. */
  at: bigint;
  trigger: Trigger;
}

/** Triggers of one side of one symbol, ascending by price. */
class SortedTriggers {
  readonly entries: Entry[] = [];

  /** Index of the first entry with `at` >= price. */
  #lowerBound(price: bigint): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.entries[mid]!.at < price) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(entry: Entry) {
    let i = this.#lowerBound(entry.at);
    while (i < this.entries.length && this.entries[i]!.at === entry.at) i++;
    this.entries.splice(i, 0, entry);
  }

  remove(entry: Entry) {
    for (
      let i = this.#lowerBound(entry.at);
      i < this.entries.length && this.entries[i]!.at === entry.at;
      i++
    ) {
      if (this.entries[i] === entry) {
        this.entries.splice(i, 1);
        return;
      }
    }
  }

  /** Removes and answers the entries with `at` <= price (what a tick at `price` crossed upwards). */
  popAtOrBelow(price: bigint): Entry[] {
    let end = this.#lowerBound(price);
    while (end < this.entries.length && this.entries[end]!.at === price) end++;
    return end === 0 ? [] : this.entries.splice(0, end);
  }

  /** Removes and answers the entries with `at` >= price. */
  popAtOrAbove(price: bigint): Entry[] {
    const start = this.#lowerBound(price);
    return start === this.entries.length ? [] : this.entries.splice(start);
  }
}

/**
 * Per symbol, the trigger prices of open work, sorted so a tick finds what it crossed without
 * looking at the rest: `at_or_above` triggers fire when price >= their price (the lowest ones
 * first), `at_or_below` when price <= it.
 */
export class TriggerIndex {
  readonly #symbols = new Map<string, Record<Fires, SortedTriggers>>();
  readonly #rows = new EntriesByRow<Entry>();

  get size(): number {
    return this.#rows.size;
  }

  #sides(symbol: string) {
    let sides = this.#symbols.get(symbol);
    if (!sides) {
      sides = { at_or_above: new SortedTriggers(), at_or_below: new SortedTriggers() };
      this.#symbols.set(symbol, sides);
    }
    return sides;
  }

  add(trigger: Trigger): void {
    const at = exactPrice(trigger.price);
    if (at === null) return;
    const entry: Entry = { at, trigger };
    this.#sides(trigger.symbol)[trigger.fires].insert(entry);
    this.#rows.add(trigger.module, trigger.id, entry);
  }

  /** Drops every trigger of a row. */
  removeRow(module: string, id: number): void {
    for (const entry of this.#rows.takeRow(module, id))
      this.#sides(entry.trigger.symbol)[entry.trigger.fires].remove(entry);
  }

  /** Removes one trigger (as added); answers whether it was there. */
  take(trigger: Trigger): boolean {
    const entry = this.#rows.find(trigger.module, trigger.id, (e) => e.trigger === trigger);
    if (!entry) return false;
    this.#sides(trigger.symbol)[trigger.fires].remove(entry);
    this.#forget(entry);
    return true;
  }

  /** Removes and answers every trigger of `symbol` a tick at `price` crosses. */
  pop(symbol: string, price: string): Trigger[] {
    const sides = this.#symbols.get(symbol);
    if (!sides) return [];
    const p = exactPrice(price);
    if (p === null) return [];
    const crossed = [...sides.at_or_above.popAtOrBelow(p), ...sides.at_or_below.popAtOrAbove(p)];
    for (const entry of crossed) this.#forget(entry);
    return crossed.map((e) => e.trigger);
  }

  #forget(entry: Entry) {
    this.#rows.forget(entry.trigger.module, entry.trigger.id, entry);
  }

  clear(): void {
    this.#symbols.clear();
    this.#rows.clear();
  }
}
