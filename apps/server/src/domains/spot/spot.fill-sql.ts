import { spotRules as rules } from '@meridian/contract';

import type { AppDeps } from '../../deps.js';
import type { Crossed, EngineTick } from '../../engine/types.js';
import { finishSetPostings, withSetPostings } from '../../ledger/set-postings.js';
import { moneyTransaction, publishBalanceChanges } from '../../ledger/transaction.js';
import { recordDecisiveTicks } from '../../market-data/evidence.js';
import * as repo from './spot.repository.js';
import * as spot from './spot.service.js';

/**
 * Fills run in this many transactions at once, each for the users with `id % n = k`: orders of
 * different users share no balance row, so they never wait for each other's locks. A small batch
 * is one statement.
 */
const FILL_PARALLELISM = 4;
const ORDERS_PER_PARTITION = 500;

/**
 * Fills the limit orders these ticks crossed, set-based in SQL (ARCHITECTURE.md "The write path
 * at speed"): the crossing ticks recorded as evidence, then one statement per group of users
 * (`repo.fillInSql`: the money of each fill, the guarded status change, postings, balances and
 * entries), the groups in parallel transactions. An order a cancel or another node got to first,
 * or whose tick does not reach its limit, stays as it is. When the statement fails, the batch
 * falls back to the per-order path (`spot.fillCrossed`), which books the same. Views and
 * `coin_order` only for the owners who are connected. Answers the ids filled.
 */
export async function fillCrossedInSql(deps: AppDeps, crossed: Crossed[]): Promise<number[]> {
  const tickOf = spot.crossedLimits(crossed);
  if (tickOf.size === 0) return [];

  let sets: repo.FilledSet[];
  try {
    sets = await fillPartitions(deps, tickOf);
  } catch (error) {
    deps.log.warn(
      { err: error, count: tickOf.size },
      'spot: set-based fill failed; filling order by order',
    );
    const filled = await spot.fillCrossed(deps, crossed);
    return filled;
  }
  for (const set of sets) {
    for (const m of set.mismatched)
      deps.log.error(
        { order: m.id, pay: rules.plain(m.pay), frozen: rules.plain(m.frozen) },
        'spot: frozen amount differs from the fill',
      );
  }
  return tellConnectedUsers(deps, sets);
}

/** The evidence first, then every partition's statement side by side. */
async function fillPartitions(deps: AppDeps, tickOf: Map<number, EngineTick>) {
  // On record (kept for good) before anything they decide commits; in a statement of its own so
  // the parallel fills below never wait for each other on the same tick rows.
  const ticks = new Map<string, EngineTick>();
  for (const tick of tickOf.values()) ticks.set(`${tick.symbol}|${tick.time}`, tick);
  await recordDecisiveTicks(deps.db, [...ticks.values()]);

  const entries = [...tickOf];
  const base = {
    ids: entries.map(([id]) => id),
    tickPrices: entries.map(([, t]) => t.price),
    tickTimes: entries.map(([, t]) => t.time),
  };
  const partitions = Math.min(
    FILL_PARALLELISM,
    Math.max(1, Math.ceil(entries.length / ORDERS_PER_PARTITION)),
  );
  return Promise.all(
    Array.from({ length: partitions }, (_, partition) =>
      fillPartition(deps, { ...base, partition, partitions }),
    ),
  );
}

/**
 * One partition's statement in its own money transaction; after the commit, per order
 * `order.filled` and (when it paid one) `fee.charged`, as the per-order path tells them.
 */
function fillPartition(deps: AppDeps, input: repo.FillSetInput) {
  return moneyTransaction(
    deps.db,
    async (trx) => {
      const set = await withSetPostings(repo.fillInSql(trx, input));
      finishSetPostings(trx, set);
      set.ids.forEach((id, i) =>
        spot.emitFilled(deps, trx, {
          userId: Number(set.user_ids[i]),
          orderId: Number(id),
          symbol: set.symbols[i]!,
          feeCurrencyId: Number(set.fee_currency_ids[i]),
          fee: set.fees[i]!,
        }),
      );
      return set;
    },
    publishBalanceChanges(deps.events),
  );
}

/** Views and `coin_order` only for the filled orders of users with a screen open. */
async function tellConnectedUsers(
  deps: AppDeps,
  sets: readonly repo.FilledSet[],
): Promise<number[]> {
  const owners = new Map<number, number>();
  for (const set of sets)
    set.ids.forEach((id, i) => owners.set(Number(id), Number(set.user_ids[i])));
  const filled = [...owners.keys()].sort((a, b) => a - b);
  if (filled.length === 0) return [];
  const users = [...new Set(owners.values())];
  const connected = deps.connectedUsers ? await deps.connectedUsers(users) : new Set(users);
  const shown = filled.filter((id) => connected.has(owners.get(id)!));
  if (shown.length > 0) {
    for (const row of await repo.findOrders(deps.db, shown))
      deps.notifyUser(row.user_id, 'coin_order', spot.orderView(row));
  }
  return filled;
}
