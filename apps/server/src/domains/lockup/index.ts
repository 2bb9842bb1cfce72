/**
 * The lock-up mining domain's public surface (wire name `lh/deposit`): what app.ts composes and
 * what the finance tab uses. Everything else in this folder is private to it.
 */
export { adminLockupRoutes } from './admin-lockup.routes.js';
export { lockupRoutes } from './lockup.routes.js';
export { accrueLockups, earnSummary } from './lockup.service.js';
