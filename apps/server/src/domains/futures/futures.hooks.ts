import { ACCOUNT_TYPES, toMoney } from '@meridian/contract';

import type { Executor } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { FUTURES_ACCOUNT_MODULE } from './futures.executions.js';
import { pictureOf } from './futures.views.js';

const FUTURES_ACCOUNT = ACCOUNT_TYPES.lever;

/**
 * While positions are open, money may leave the futures account only if what stays covers the
 * current unrealised loss (available >= -unrealised P/L), so a transfer can never put the
 * account at liquidation. Runs inside the transfer's transaction, after its posting.
 */
export async function assertCoverAfterLeave(
  deps: AppDeps,
  trx: Executor,
  userId: number,
): Promise<void> {
  const picture = await pictureOf(deps, trx, userId);
  if (picture.account.risk_rate === null) return;
  const cover = toMoney(picture.account.available).plus(toMoney(picture.account.total_profits));
  if (cover.isNegative()) throw new AppError('INSUFFICIENT_BALANCE');
}

/**
 * Tells the engine that a user's futures account changed outside this domain (a transfer in or
 * out), so its liquidation prices are redone.
 */
export function redoLiquidationPrices(deps: AppDeps, userId: number): void {
  deps.engine.changed(FUTURES_ACCOUNT_MODULE, [userId]);
}

/**
 * What futures registers at composition: the cover check whenever money leaves the futures
 * account, and new liquidation prices once a transfer into or out of it has committed. Other
 * domains (the wallet) ask the hooks and publish the events without knowing futures exists.
 */
export function registerFuturesHooks(deps: AppDeps): void {
  deps.accountHooks.onLeave(FUTURES_ACCOUNT, (trx, userId) =>
    assertCoverAfterLeave(deps, trx, userId),
  );
  deps.events.on('transfer.completed', ({ userId, from, to }) => {
    if (from === FUTURES_ACCOUNT || to === FUTURES_ACCOUNT) redoLiquidationPrices(deps, userId);
  });
}
