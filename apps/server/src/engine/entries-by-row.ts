const keyOf = (module: string, id: number) => `${module}:${id}`;

/**
 * Every entry of each row (module:id) an index holds, so a row's entries can be replaced at
 * once, and how many entries there are in all.
 */
export class EntriesByRow<Entry> {
  readonly #rows = new Map<string, Entry[]>();
  #size = 0;

  get size(): number {
    return this.#size;
  }

  add(module: string, id: number, entry: Entry): void {
    const key = keyOf(module, id);
    const row = this.#rows.get(key);
    if (row) row.push(entry);
    else this.#rows.set(key, [entry]);
    this.#size++;
  }

  /** Removes and answers every entry of a row (none when it has none). */
  takeRow(module: string, id: number): Entry[] {
    const key = keyOf(module, id);
    const row = this.#rows.get(key);
    if (!row) return [];
    this.#size -= row.length;
    this.#rows.delete(key);
    return row;
  }

  find(module: string, id: number, test: (entry: Entry) => boolean): Entry | undefined {
    return this.#rows.get(keyOf(module, id))?.find(test);
  }

  /** Forgets one entry of a row (one the index has already taken out of its own order). */
  forget(module: string, id: number, entry: Entry): void {
    const key = keyOf(module, id);
    const row = this.#rows.get(key);
    if (!row) return;
    const rest = row.filter((e) => e !== entry);
    if (rest.length > 0) this.#rows.set(key, rest);
    else this.#rows.delete(key);
    this.#size--;
  }

  clear(): void {
    this.#rows.clear();
    this.#size = 0;
  }
}
