import { ACCOUNT_TYPES, type SpotOrderView } from '@meridian/contract';

import type { Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { coveredByBalances, moneyBatcher, type MoneyBatchItem } from '../../http/money-batch.js';
import * as ledger from '../../ledger/ledger.js';
import { afterCommit } from '../../ledger/transaction.js';
import { recordDecisiveTicks } from '../../market-data/evidence.js';
import * as repo from './spot.repository.js';
import { announceFill, orderView, SPOT_MODULE, type SpotPlan } from './spot.service.js';

/**
 * `/coin/trade` through the group commit (`http/money-batch.ts`): a batch of checked orders is
 * the paid balances (locked in id order), the market orders' deciding ticks, the orders and the
 * postings, whatever its size. An order its balance does not cover is left to the one-by-one
 * path, which answers INSUFFICIENT_BALANCE as it always has.
 */

export interface SpotRequest extends MoneyBatchItem<SpotOrderView> {
  /** The order, checked and priced (`planOrder`). */
  plan: SpotPlan;
}

/** The group commit of spot orders; one per app. */
export function createSpotBatcher(deps: AppDeps) {
  return moneyBatcher<SpotRequest, SpotOrderView>(deps, 'spot orders', (trx, requests) =>
    writeOrders(deps, trx, requests),
  );
}

async function writeOrders(
  deps: AppDeps,
  trx: Trx,
  requests: readonly SpotRequest[],
): Promise<Map<SpotRequest, SpotOrderView>> {
  const taken = await coveredByBalances(trx, requests, ({ plan }) => ({
    user_id: plan.userId,
    currency_id: plan.paidId,
    account_type: ACCOUNT_TYPES.change,
    cost: plan.cost,
  }));
  if (taken.length === 0) return new Map();

  await recordDecisiveTicks(
    trx,
    taken.flatMap((r) => (r.plan.tick ? [r.plan.tick] : [])),
  );
  const ids = await repo.insertOrders(
    trx,
    taken.map((r) => r.plan.values),
  );
  await ledger.postMany(
    trx,
    taken.map((r, i) => r.plan.posting(ids[i]!)),
  );
  taken.forEach(({ plan }, i) => announceFill(deps, trx, plan, ids[i]!));
  const resting = ids.filter((_, i) => taken[i]!.plan.tick === null);
  if (resting.length > 0) afterCommit(trx, () => deps.engine.changed(SPOT_MODULE, resting));
  const rows = await repo.findOrders(trx, ids);
  return new Map(taken.map((r, i) => [r, orderView(rows[i]!)]));
}
