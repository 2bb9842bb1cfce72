import type { AppDeps } from '../../deps.js';
import type { EngineModule } from '../../engine/types.js';
import { fillCrossedInSql } from './spot.fill-sql.js';
import * as spot from './spot.service.js';

/**
 * Spot as an engine module: one `limit` trigger per open limit order (a buy fires at or below
 * its limit, a sell at or above); a crossed batch fills at the limit prices with the crossing
 * ticks recorded (PRODUCT-RULES.md §4), set-based in SQL (`fillCrossedInSql`).
 */
export function createSpotModule(deps: AppDeps): EngineModule {
  return {
    name: spot.SPOT_MODULE,
    loadAll: () => spot.openWork(deps),
    load: (ids) => spot.openWork(deps, ids),
    async onCrossed(crossed) {
      await fillCrossedInSql(deps, crossed);
    },
  };
}
