/**
 * The wallet domain's public surface: what app composition and other domains may use (the
 * operators' deposit and withdrawal screens show the same views). Everything else in this
 * folder is private to it.
 */
export { billEntryView } from './bill.service.js';
export { depositView } from './deposits.service.js';
export { assertRealCoinsMove } from './wallet.common.js';
export { walletRoutes } from './wallet.routes.js';
export { withdrawalView } from './withdrawals.service.js';
