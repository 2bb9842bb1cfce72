/**
 * OTC / P2P trading with escrow and quick buy (issue #19 items 1 and 2, wire name `otc`): its
 * routes, its operators' routes and the sweep that cancels orders whose payment window ended.
 * Everything else in this folder is private to it.
 */
export { adminOtcRoutes, otcRoutes } from './otc.routes.js';
export { cancelDueOrders } from './otc.service.js';
