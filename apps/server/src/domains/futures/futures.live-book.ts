import { LEVER_STATUS } from '@meridian/contract';

import type { PositionRow } from './futures.repository.js';

interface UserState {
  available: string;
  availableAt: number;
  /** Pending and open positions, id order. */
  live: PositionRow[];
}

/** The module's memory of live positions, per user and by symbol (for pushes, not for money). */
export class LiveBook {
  readonly users = new Map<number, UserState>();
  /** Users holding an open position in the symbol. */
  readonly holders = new Map<string, Set<number>>();

  replace(
    userIds: Iterable<number>,
    rows: readonly PositionRow[],
    available: Map<number, string>,
    now: number,
  ) {
    const byUser = new Map<number, PositionRow[]>();
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    for (const userId of new Set([...userIds, ...byUser.keys()])) {
      this.#unindex(userId);
      const live = byUser.get(userId) ?? [];
      if (live.length === 0) {
        this.users.delete(userId);
        continue;
      }
      this.users.set(userId, { available: available.get(userId) ?? '0', availableAt: now, live });
      for (const row of live) {
        if (row.status !== LEVER_STATUS.open) continue;
        const set = this.holders.get(row.symbol) ?? new Set<number>();
        set.add(userId);
        this.holders.set(row.symbol, set);
      }
    }
  }

  clear() {
    this.users.clear();
    this.holders.clear();
  }

  #unindex(userId: number) {
    const state = this.users.get(userId);
    if (!state) return;
    for (const row of state.live) {
      const set = this.holders.get(row.symbol);
      set?.delete(userId);
      if (set && set.size === 0) this.holders.delete(row.symbol);
    }
  }
}
