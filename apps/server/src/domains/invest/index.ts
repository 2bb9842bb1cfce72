/**
 * The invest (dual) domain's public surface (#17 item 2): its routes, the operators' routes, the
 * leader's settlement job and the finance tab's summary. Everything else here is private to it.
 */
export { adminInvestRoutes } from './admin-invest.routes.js';
export { investSettlementJob } from './invest.job.js';
export { investRoutes } from './invest.routes.js';
export { earnSummary, settleDue } from './invest.service.js';
