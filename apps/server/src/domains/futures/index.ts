/**
 * The futures domain's public surface (wire name `lever`): what app.ts composes and what other
 * domains may use. Everything else in this folder is private to it.
 */
export { createFuturesModules } from './futures.engine.js';
export { registerFuturesHooks } from './futures.hooks.js';
export { chargeOvernight } from './futures.overnight.js';
export { futuresRoutes } from './futures.routes.js';
