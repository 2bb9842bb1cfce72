/*
 * The wallet's services now live one per seam (balances, bill, transfers, deposits, withdrawals,
 * conversion, payout methods); index.ts is the public surface. This file stays only because
 * admin-money.service.ts still imports these from here: delete it once that import points at
 * ./index.js.
 */
export { assertRealCoinsMove, billEntryView, depositView, withdrawalView } from './index.js';
