import { toMoney, type AdminPairView } from '@meridian/contract';
import type { Updateable } from 'kysely';

import type { CurrencyMatchesTable, Executor } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { AdminCaller } from '../admin/index.js';
import type { AdminPairUpdateInput } from './admin-pairs.routes.js';

/**
 * Operators' view and changes of the trading pairs: switches (spot, futures, options), fee rate,
 * spread, leverage choices, lot size and lot bounds. Never a price: prices come from the feed
 * only. A change applies to orders placed after it; open orders and positions keep the terms
 * stored on them (fee rate, lot size, leverage, price).
 */

const plain = (value: string | number) => toMoney(value).toFixed();

function pairQuery(db: Executor) {
  return db
    .selectFrom('currency_matches as m')
    .innerJoin('currencies as b', 'b.id', 'm.currency_id')
    .innerJoin('currencies as q', 'q.id', 'm.legal_id')
    .selectAll('m')
    .select(['b.name as currency_name', 'q.name as legal_name', 'b.is_spot as base_spot'])
    .orderBy('m.sort')
    .orderBy('m.id');
}
type PairRecord = Awaited<ReturnType<ReturnType<typeof pairQuery>['execute']>>[number];

function pairView(row: PairRecord): AdminPairView {
  return {
    id: row.id,
    symbol: row.symbol,
    currency_id: row.currency_id,
    legal_id: row.legal_id,
    currency_name: row.currency_name,
    legal_name: row.legal_name,
    category: row.category,
    sort: Number(row.sort),
    status: row.status,
    spot_capable: Boolean(row.base_spot),
    open_coin_trade: Boolean(row.open_coin_trade),
    open_lever: Boolean(row.open_lever),
    open_microtrade: Boolean(row.open_microtrade),
    fee_rate: plain(row.fee_rate),
    spread: plain(row.spread),
    lot_size: plain(row.lot_size),
    leverages: [...row.leverages].map(Number),
    lever_min_share: row.lever_min_share,
    lever_max_share: row.lever_max_share,
    price_precision: row.price_precision,
    amount_precision: row.amount_precision,
  };
}

/** Every pair, listed or not, in display order. */
export async function listPairsForOperator(deps: AppDeps): Promise<AdminPairView[]> {
  return (await pairQuery(deps.db).execute()).map(pairView);
}

/** The fields of a pair an operator may change. */
const CHANGEABLE = [
  'open_coin_trade',
  'open_lever',
  'open_microtrade',
  'fee_rate',
  'spread',
  'lot_size',
  'leverages',
  'lever_min_share',
  'lever_max_share',
] as const;
type Changeable = (typeof CHANGEABLE)[number];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Changes one pair's switches and parameters (the fields given; the others stay), audited with
 * what was and what is, then has every node read the pairs again so the next order uses the new
 * terms. A value out of bounds answers PARAMETER_ERROR naming the field, and nothing changes.
 */
export async function updatePair(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminPairUpdateInput,
): Promise<AdminPairView> {
  const view = await deps.db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('currency_matches')
      .select('id')
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new AppError('NOT_FOUND');
    const before = pairView(
      (await pairQuery(trx).where('m.id', '=', input.id).executeTakeFirst())!,
    );

    const after = { ...before };
    for (const key of CHANGEABLE) {
      const value = input[key];
      if (value !== undefined) (after as Record<Changeable, unknown>)[key] = value;
    }
    after.fee_rate = plain(after.fee_rate);
    after.spread = plain(after.spread);
    after.lot_size = plain(after.lot_size);
    if (after.lever_max_share < after.lever_min_share)
      throw new AppError('PARAMETER_ERROR', {
        field: input.lever_max_share !== undefined ? 'lever_max_share' : 'lever_min_share',
      });
    // A coin that may not sit in the spot account (a stock) cannot be switched on for spot.
    if (after.open_coin_trade && !before.open_coin_trade && !before.spot_capable)
      throw new AppError('PARAMETER_ERROR', { field: 'open_coin_trade' });

    const changed = CHANGEABLE.filter((key) => !same(before[key], after[key]));
    if (changed.length === 0) return before;
    const set: Updateable<CurrencyMatchesTable> = {};
    for (const key of changed) {
      if (key === 'leverages') set.leverages = JSON.stringify(after.leverages);
      else (set as Record<string, unknown>)[key] = after[key];
    }
    await trx.updateTable('currency_matches').set(set).where('id', '=', input.id).execute();
    await trx
      .insertInto('audit_log')
      .values({
        admin_id: admin.id,
        action: 'pair.update',
        entity: 'pair',
        entity_id: String(input.id),
        detail: JSON.stringify({
          symbol: before.symbol,
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, after[key]])),
        }),
      })
      .execute();
    return pairView((await pairQuery(trx).where('m.id', '=', input.id).executeTakeFirst())!);
  });
  // This node now (the next order on it uses the change), then every node.
  await deps.market.reloadPairs();
  deps.forgetReferenceData?.();
  return view;
}
