/** Entries kept at most; past this, the oldest goes (an expired one is dropped when next asked for). */
const MAX_ENTRIES = 10_000;

/**
 * Values kept in memory for a short time, to save a query per request on what rarely changes.
 * A drop (`delete`, `deleteWhere`, `clear`) wins over a load already in flight: a value whose
 * load began before any drop is answered but not kept, since it may be what the drop meant to
 * remove (a session read just before its logout committed).
 */
export class ShortCache<K, V> {
  readonly #entries = new Map<K, { value: V; until: number }>();
  /** Counts drops, so a load can tell whether one happened while it ran. */
  #drops = 0;
  readonly #refreshing = new Map<K, Promise<unknown>>();

  constructor(readonly ttlMs: number) {}

  /**
   * The kept value of `key`, or what `load` answers (kept until `untilOf(value)` or the TTL,
   * whichever comes first; `undefined` is never kept).
   */
  async get(
    key: K,
    load: () => Promise<V | undefined>,
    untilOf?: (value: V) => number,
  ): Promise<V | undefined> {
    const now = Date.now();
    const kept = this.#entries.get(key);
    if (kept && kept.until > now) return kept.value;
    const drops = this.#drops;
    const value = await load();
    if (value === undefined) this.#entries.delete(key);
    else if (drops === this.#drops) {
      const until = Math.min(now + this.ttlMs, untilOf?.(value) ?? Infinity);
      this.#keep(key, value, until);
    }
    return value;
  }

  /**
   * Like `get`, but a value past its TTL is answered at once while a fresh one loads behind it
   * (one load per key at a time); only a key with no value at all waits for its load. For
   * readers that must not wait on the database (see db/settings.ts).
   */
  async getOrStale(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const kept = this.#entries.get(key);
    if (!kept) return this.get(key, load);
    if (kept.until <= Date.now() && !this.#refreshing.has(key)) {
      const refresh = this.get(key, load)
        .catch(() => undefined)
        .finally(() => this.#refreshing.delete(key));
      this.#refreshing.set(key, refresh);
    }
    return kept.value;
  }

  /** Marks every value as past its TTL (answered by `getOrStale` until reloaded, never by `get`). */
  expire(): void {
    this.#drops++;
    for (const entry of this.#entries.values()) entry.until = 0;
  }

  delete(key: K): void {
    this.#drops++;
    this.#entries.delete(key);
  }

  /** Drops every entry whose value matches. */
  deleteWhere(matches: (value: V) => boolean): void {
    this.#drops++;
    for (const [key, entry] of this.#entries) if (matches(entry.value)) this.#entries.delete(key);
  }

  clear(): void {
    this.#drops++;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #keep(key: K, value: V, until: number): void {
    // Entries go in as they are loaded and all live the same TTL, so the first in the Map's
    // insertion order is the oldest and the first to expire: when full, it makes room.
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, until });
  }
}
