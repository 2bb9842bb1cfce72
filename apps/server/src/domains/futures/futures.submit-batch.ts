import type { LeverPositionView } from '@meridian/contract';

import type { Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { coveredItems, moneyBatcher, type MoneyBatchItem } from '../../http/money-batch.js';
import * as ledger from '../../ledger/ledger.js';
import { afterCommit } from '../../ledger/transaction.js';
import { recordDecisiveTicks } from '../../market-data/evidence.js';
import { submitPosting, type SubmitPlan } from './futures.commands.js';
import { announceChanges, emitOpened } from './futures.executions.js';
import { markOf, precisionFor, readFuturesSettings } from './futures.market.js';
import * as repo from './futures.repository.js';
import { describeAccount, positionView } from './futures.views.js';

/**
 * `/lever/submit` through the group commit (`http/money-batch.ts`): a batch of checked orders is
 * a few set-based statements whatever its size: the users' futures balances (locked, in id
 * order), the deciding ticks, the positions, the postings and the accounts' per-pair sums. An
 * order its balance does not cover is left to the one-by-one path, which answers
 * INSUFFICIENT_BALANCE as it always has.
 */

export interface SubmitRequest extends MoneyBatchItem<LeverPositionView> {
  /** The order, checked and priced (`planSubmit`). */
  plan: SubmitPlan;
}

/** The group commit of futures orders; one per app. */
export function createSubmitBatcher(deps: AppDeps) {
  return moneyBatcher<SubmitRequest, LeverPositionView>(deps, 'futures orders', (trx, requests) =>
    writeOrders(deps, trx, requests),
  );
}

async function writeOrders(
  deps: AppDeps,
  trx: Trx,
  requests: readonly SubmitRequest[],
): Promise<Map<SubmitRequest, LeverPositionView>> {
  const users = [...new Set(requests.map((r) => r.plan.userId))];
  const available = await repo.lockFuturesBalances(trx, users);
  const byUser = new Map([...available].map(([userId, amount]) => [String(userId), amount]));
  const taken = coveredItems(
    requests,
    byUser,
    (r) => String(r.plan.userId),
    (r) => r.plan.cost.total,
  );
  if (taken.length === 0) return new Map();

  await recordDecisiveTicks(
    trx,
    taken.filter((r) => !r.plan.isLimit).map((r) => r.plan.tick),
  );
  const rows = await repo.insertPositions(
    trx,
    taken.map((r) => r.plan.values),
  );
  await ledger.postMany(
    trx,
    taken.map((r, i) => submitPosting(r.plan, rows[i]!)),
  );
  taken.forEach((r, i) => {
    if (!r.plan.isLimit) emitOpened(deps, trx, rows[i]!);
  });
  afterCommit(trx, () => announceChanges(deps, rows));

  const [accounts, settings] = await Promise.all([
    repo.accountsOf(trx, users),
    readFuturesSettings(trx),
  ]);
  const marks = (symbol: string) => markOf(deps, symbol);
  const precisionOf = precisionFor(deps);
  const liquidation = new Map(
    [...accounts].map(([userId, account]) => [
      userId,
      describeAccount(account, settings, marks, precisionOf).liquidation,
    ]),
  );
  return new Map(
    taken.map((r, i) => {
      const row = rows[i]!;
      const price = liquidation.get(row.user_id)!.get(row.symbol) ?? null;
      return [r, positionView(row, marks(row.symbol), price)];
    }),
  );
}
