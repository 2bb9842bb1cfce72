import type { FastifyPluginAsync } from 'fastify';

import type { AppDeps } from './deps.js';
import type { Engine } from './engine/engine.js';

/** The trading products: their engine modules and jobs (spot, futures, options). */
export function registerTrading(engine: Engine, deps: AppDeps): void {
  void engine;
  void deps;
}

/** The trading products' routes under /api. */
export function tradingRoutes(deps: AppDeps): FastifyPluginAsync[] {
  void deps;
  return [];
}
