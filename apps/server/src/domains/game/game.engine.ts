import type { AppDeps } from '../../deps.js';
import type { Due, EngineModule, Work } from '../../engine/types.js';
import * as repo from './game.repository.js';
import { GAME_MODULE, settleDue } from './game.service.js';

const CLOSE = 'close';

function workOf(rows: readonly { id: number; symbol: string; close_at: string }[]): Work {
  return {
    triggers: [],
    dues: rows.map((r): Due => ({
      module: GAME_MODULE,
      id: r.id,
      tag: CLOSE,
      symbol: r.symbol,
      at: Number(r.close_at),
    })),
  };
}

/**
 * The price game as an engine module, like options: every pending round is due at its close
 * time, and is decided from the recorded tick at or before it, once (a guarded update).
 */
export function createGameModule(deps: AppDeps): EngineModule {
  return {
    name: GAME_MODULE,
    loadAll: async () => workOf(await repo.pendingRounds(deps.db)),
    load: async (ids) => workOf(ids.length === 0 ? [] : await repo.pendingRounds(deps.db, ids)),
    async onDue(due, ticks) {
      const rounds = due
        .filter((d) => d.module === GAME_MODULE && d.tag === CLOSE)
        .map((d) => ({ id: d.id, symbol: d.symbol, close_at: d.at }));
      await settleDue(deps, rounds, ticks);
    },
  };
}
