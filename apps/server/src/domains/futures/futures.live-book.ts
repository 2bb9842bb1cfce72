import { LEVER_STATUS } from '@meridian/contract';

import type { PositionRow } from './futures.repository.js';

interface UserState {
  available: string;
  availableAt: number;
  /** Pending and open positions by id. */
  live: Map<number, PositionRow>;
}

const isLive = (row: PositionRow) =>
  row.status === LEVER_STATUS.pending || row.status === LEVER_STATUS.open;
const isOpen = (row: PositionRow | undefined) => row?.status === LEVER_STATUS.open;

/**
 * The module's memory of live positions, per user and by symbol (for pushes, not for money).
 * Rows are applied one by one as they change, so a change costs O(1), whatever the user holds.
 */
export class LiveBook {
  readonly users = new Map<number, UserState>();
  /** Per symbol, the users holding an open position in it and how many. */
  readonly #holders = new Map<string, Map<number, number>>();

  /** Users holding an open position in the symbol. */
  holdersOf(symbol: string): Iterable<number> {
    return this.#holders.get(symbol)?.keys() ?? [];
  }

  /** Takes rows as they are now: live ones are kept (or replaced), others dropped. */
  apply(rows: readonly PositionRow[]) {
    for (const row of rows) {
      const state = this.users.get(row.user_id);
      const before = state?.live.get(row.id);
      if (isOpen(before)) this.#hold(before!.symbol, row.user_id, -1);
      if (isLive(row)) {
        const kept = state ?? { available: '0', availableAt: 0, live: new Map() };
        kept.live.set(row.id, row);
        this.users.set(row.user_id, kept);
        if (isOpen(row)) this.#hold(row.symbol, row.user_id, 1);
      } else if (state) {
        state.live.delete(row.id);
        if (state.live.size === 0) this.users.delete(row.user_id);
      }
    }
  }

  /** The futures available of a user with live positions, read at `now`. */
  setAvailable(userId: number, available: string, now: number) {
    const state = this.users.get(userId);
    if (state) Object.assign(state, { available, availableAt: now });
  }

  clear() {
    this.users.clear();
    this.#holders.clear();
  }

  #hold(symbol: string, userId: number, delta: 1 | -1) {
    const users = this.#holders.get(symbol) ?? new Map<number, number>();
    const count = (users.get(userId) ?? 0) + delta;
    if (count > 0) users.set(userId, count);
    else users.delete(userId);
    if (users.size > 0) this.#holders.set(symbol, users);
    else this.#holders.delete(symbol);
  }
}
