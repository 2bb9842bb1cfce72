import { ACCOUNT_TYPES } from '@meridian/contract';
import type { FastifyPluginAsync } from 'fastify';

import type { AppDeps } from './deps.js';
import { createLeverModule } from './domains/lever/lever.engine.js';
import { leverRoutes } from './domains/lever/lever.routes.js';
import { assertLeverCoverAfterTransfer, signalLeverAccountChanged } from './domains/lever/lever.service.js';
import { adminOptionRoutes } from './domains/options/admin-options.routes.js';
import { createOptionModule } from './domains/options/options.engine.js';
import { optionRoutes } from './domains/options/options.routes.js';
import { createSpotModule } from './domains/spot/spot.engine.js';
import { spotRoutes } from './domains/spot/spot.routes.js';
import type { Engine } from './engine/engine.js';
import { chargeOvernightFees, nextOvernightRun } from './jobs/overnight-fee.js';

/** The trading products' engine modules and the leader's jobs (spot, futures, options). */
export function registerTrading(engine: Engine, deps: AppDeps): void {
  engine.register(createSpotModule(deps));
  engine.register(createLeverModule(deps));
  engine.register(createOptionModule(deps));
  engine.addJob({ name: 'overnight-fee', nextRun: nextOvernightRun, run: (now) => chargeOvernightFees(deps, now) });
  const lever = ACCOUNT_TYPES.lever;
  deps.accountHooks.onLeave(lever, (trx, userId) => assertLeverCoverAfterTransfer(deps, trx, userId));
  deps.events.on('transfer.completed', async ({ userId, from, to }) => {
    if (from === lever || to === lever) await signalLeverAccountChanged(deps, userId);
  });
}

/** The trading products' routes under /api. */
export function tradingRoutes(deps: AppDeps): FastifyPluginAsync[] {
  return [spotRoutes(deps), leverRoutes(deps), optionRoutes(deps), adminOptionRoutes(deps)] as FastifyPluginAsync[];
}
