// The IEO domain's public surface: the finance tab's summary, the routes and the leader's job.
export { earnSummary, runDue } from './ieo.service.js';
export { ieoRoutes } from './ieo.routes.js';
export { adminIeoRoutes } from './admin-ieo.routes.js';
