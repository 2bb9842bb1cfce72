import type { AppDeps } from '../../deps.js';
import type { Due, EngineModule, Work } from '../../engine/types.js';
import * as options from './options.service.js';

/** The one kind of work an option has: its expiry. */
const EXPIRY = 'expiry';

function workOf(rows: readonly { id: number; symbol: string; expires_at: number }[]): Work {
  return {
    triggers: [],
    dues: rows.map((r): Due => ({
      module: options.OPTIONS_MODULE,
      id: r.id,
      tag: EXPIRY,
      symbol: r.symbol,
      at: Number(r.expires_at),
    })),
  };
}

/**
 * Seconds options as an engine module: every open order is due at its expiry; the engine hands
 * over what fell due (once a tick after the expiry is seen) and the module settles it from the
 * last recorded tick at or before the expiry, exactly once (PRODUCT-RULES.md §6).
 */
export function createOptionModule(deps: AppDeps): EngineModule {
  return {
    name: options.OPTIONS_MODULE,
    // Every open order, however long overdue (after a restart it settles on the next tick).
    loadAll: async () => workOf(await options.openExpiries(deps)),
    load: async (ids) => workOf(ids.length === 0 ? [] : await options.openExpiries(deps, ids)),
    async onDue(due, ticks) {
      const orders = new Map<number, options.DueOrder>();
      for (const d of due) {
        if (d.module === options.OPTIONS_MODULE && d.tag === EXPIRY)
          orders.set(d.id, { id: d.id, symbol: d.symbol, expires_at: d.at });
      }
      await options.settleExpired(deps, [...orders.values()], ticks);
    },
  };
}
