import { ACCOUNT_TYPES, optionsRules as rules, type OptionOrderView } from '@meridian/contract';

import type { Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { coveredByBalances, moneyBatcher, type MoneyBatchItem } from '../../http/money-batch.js';
import * as ledger from '../../ledger/ledger.js';
import { afterCommit } from '../../ledger/transaction.js';
import { recordDecisiveTicks } from '../../market-data/evidence.js';
import * as repo from './options.repository.js';
import {
  emitStakeFee,
  OPTIONS_MODULE,
  orderView,
  stakePosting,
  type OptionPlan,
} from './options.service.js';

/**
 * `/microtrade/submit` through the group commit (`http/money-batch.ts`): a batch of checked
 * orders is the stakes' balances (locked in id order), the deciding ticks, the orders and the
 * postings, whatever its size. An order its options balance does not cover is left to the
 * one-by-one path, which answers INSUFFICIENT_BALANCE as it always has.
 */

export interface OptionRequest extends MoneyBatchItem<OptionOrderView> {
  /** The order, checked and priced (`planOption`). */
  plan: OptionPlan;
}

/** The group commit of option orders; one per app. */
export function createOptionBatcher(deps: AppDeps) {
  return moneyBatcher<OptionRequest, OptionOrderView>(deps, 'option orders', (trx, requests) =>
    writeOrders(deps, trx, requests),
  );
}

async function writeOrders(
  deps: AppDeps,
  trx: Trx,
  requests: readonly OptionRequest[],
): Promise<Map<OptionRequest, OptionOrderView>> {
  const taken = await coveredByBalances(trx, requests, ({ plan }) => ({
    user_id: plan.userId,
    currency_id: plan.currencyId,
    account_type: ACCOUNT_TYPES.micro,
    cost: rules.totalCost(plan.stake, plan.fee),
  }));
  if (taken.length === 0) return new Map();

  await recordDecisiveTicks(
    trx,
    taken.map((r) => r.plan.tick),
  );
  const ids = await repo.insertOrders(
    trx,
    taken.map((r) => r.plan.values),
  );
  await ledger.postMany(
    trx,
    taken.map((r, i) => stakePosting(r.plan, ids[i]!)),
  );
  for (const r of taken) emitStakeFee(deps, trx, r.plan);
  afterCommit(trx, () => deps.engine.changed(OPTIONS_MODULE, ids));
  const rows = await repo.findOrders(trx, ids);
  return new Map(taken.map((r, i) => [r, orderView(rows[i]!)]));
}
