/**
 * The wallet domain's public surface: what app composition and other domains may use. The
 * operators' deposit and withdrawal screens (admin) show the same views, settle the same rows
 * and use the same decimal rules. Everything else in this folder is private to it.
 */
export { billEntryView } from './bill.service.js';
export { depositView } from './deposits.service.js';
export { assertRealCoinsMove } from './wallet.common.js';
export { feedPrice } from './prices.js';
export * as walletRepository from './wallet.repository.js';
export { walletRoutes } from './wallet.routes.js';
export * as walletRules from './wallet.rules.js';
export { withdrawalView } from './withdrawals.service.js';
