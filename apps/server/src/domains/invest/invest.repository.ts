import { sql, type Insertable, type Updateable } from 'kysely';

import type { AccountType } from '@meridian/contract';

import type { InvestProductsTable } from '../../db/database-invest.js';
import type { Executor, Trx } from '../../db/database.js';
import { pageOf } from '../../db/paging.js';
import {
  setPostings,
  SET_POSTINGS_SUMMARY,
  type SetPostingsSummary,
} from '../../ledger/set-postings.js';
import type { PageRequest } from '../../lib/pagination.js';

// ---- products ------------------------------------------------------------------------------------

const productColumns = [
  'p.id',
  'p.type',
  'p.currency_id',
  'c.name as currency_name',
  'p.usdt_id',
  'p.invest_currency_id',
  'i.name as invest_currency',
  'p.symbol',
  'p.unit_price',
  'p.apr',
  'p.linked_price',
  'p.days',
  'p.total_shares',
  'p.sold_shares',
  'p.settle_at',
  'p.window_minutes',
  'p.window_start',
  'p.status',
  'p.settlement_price',
  'p.tick_count',
  'p.settled_at',
  'p.created_at',
] as const;

function productsQuery(db: Executor) {
  return db
    .selectFrom('invest_products as p')
    .innerJoin('currencies as c', 'c.id', 'p.currency_id')
    .innerJoin('currencies as i', 'i.id', 'p.invest_currency_id')
    .select(productColumns);
}
export type ProductRow = Awaited<ReturnType<ReturnType<typeof productsQuery>['execute']>>[number];

/** What users see: products open for purchase and not yet settled, soonest settlement first. */
export function listOpenProducts(db: Executor, filter: { currencyId?: number; type?: number }) {
  let query = productsQuery(db).where('p.status', '=', 1).where('p.settled_at', 'is', null);
  if (filter.currencyId !== undefined) query = query.where('p.currency_id', '=', filter.currencyId);
  if (filter.type !== undefined) query = query.where('p.type', '=', filter.type);
  return query.orderBy('p.settle_at').orderBy('p.id').execute();
}

/** Every product, newest first (operators). */
export function listAllProducts(db: Executor) {
  return productsQuery(db).orderBy('p.id', 'desc').execute();
}

/** One product; users never see one that was not opened yet (`published`). */
export function findProduct(db: Executor, id: number, published = false) {
  let query = productsQuery(db).where('p.id', '=', id);
  if (published) query = query.where('p.status', '<>', 0);
  return query.executeTakeFirst();
}

/** The product row locked for an operator's change. */
export function lockProduct(trx: Trx, id: number) {
  return trx
    .selectFrom('invest_products')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertProduct(trx: Trx, row: Insertable<InvestProductsTable>) {
  return (
    await trx.insertInto('invest_products').values(row).returning('id').executeTakeFirstOrThrow()
  ).id;
}

export async function updateProduct(
  trx: Trx,
  id: number,
  changes: Updateable<InvestProductsTable>,
) {
  await trx
    .updateTable('invest_products')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/**
 * Takes `shares` of a product in one guarded statement, so concurrent purchases never oversell:
 * only an open, unsettled product before its window with that many shares left changes. Answers
 * the terms the purchase pays for, or undefined when the guard refused it.
 */
export async function claimShares(trx: Trx, id: number, shares: number, now: number) {
  return trx
    .updateTable('invest_products')
    .set({ sold_shares: sql<number>`sold_shares + ${shares}`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 1)
    .where('settled_at', 'is', null)
    .where('window_start', '>', now)
    .where(sql<boolean>`sold_shares + ${shares} <= total_shares`)
    .returning(['id', 'unit_price', 'invest_currency_id'])
    .executeTakeFirst();
}

// ---- orders --------------------------------------------------------------------------------------

const orderColumns = [
  'o.id',
  'o.user_id',
  'o.product_id',
  'p.type',
  'p.symbol',
  'c.name as currency_name',
  'i.name as invest_currency',
  'o.shares',
  'p.unit_price',
  'o.amount',
  'p.apr',
  'p.linked_price',
  'p.days',
  'p.settle_at',
  'p.window_start',
  'o.status',
  'o.settlement_price',
  'o.tick_count',
  'pc.name as payout_currency',
  'o.payout',
  'o.payout_side',
  'o.fail_reason',
  'o.created_at',
  'o.settled_at',
] as const;

function ordersQuery(db: Executor) {
  return db
    .selectFrom('invest_orders as o')
    .innerJoin('invest_products as p', 'p.id', 'o.product_id')
    .innerJoin('currencies as c', 'c.id', 'p.currency_id')
    .innerJoin('currencies as i', 'i.id', 'o.invest_currency_id')
    .leftJoin('currencies as pc', 'pc.id', 'o.payout_currency_id')
    .select(orderColumns);
}
export type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersQuery>['execute']>>[number];

export async function insertOrder(
  trx: Trx,
  row: {
    user_id: number;
    product_id: number;
    shares: number;
    amount: string;
    invest_currency_id: number;
  },
): Promise<number> {
  return (
    await trx.insertInto('invest_orders').values(row).returning('id').executeTakeFirstOrThrow()
  ).id;
}

/** One order; with `userId`, only when it is that user's. */
export function findOrder(db: Executor, id: number, userId?: number) {
  let query = ordersQuery(db).where('o.id', '=', id);
  if (userId !== undefined) query = query.where('o.user_id', '=', userId);
  return query.executeTakeFirst();
}

export function pageOrders(
  db: Executor,
  filter: { userId: number; status?: number },
  request: PageRequest,
): Promise<{ rows: OrderRow[]; total: number }> {
  let base = db.selectFrom('invest_orders as o').where('o.user_id', '=', filter.userId);
  if (filter.status !== undefined) base = base.where('o.status', '=', filter.status);
  return pageOf(
    base,
    (q) =>
      q
        .innerJoin('invest_products as p', 'p.id', 'o.product_id')
        .innerJoin('currencies as c', 'c.id', 'p.currency_id')
        .innerJoin('currencies as i', 'i.id', 'o.invest_currency_id')
        .leftJoin('currencies as pc', 'pc.id', 'o.payout_currency_id')
        .select(orderColumns)
        .orderBy('o.id', 'desc'),
    request,
  );
}

/** One user's running orders (principal per currency) and what settled orders paid above it. */
export async function summaryOf(db: Executor, userId: number) {
  const held = await db
    .selectFrom('invest_orders as o')
    .innerJoin('currencies as c', 'c.id', 'o.invest_currency_id')
    .select([
      'c.name as currency',
      sql<string>`sum(o.amount)`.as('amount'),
      sql<number>`count(*)::int`.as('n'),
    ])
    .where('o.user_id', '=', userId)
    .where('o.status', 'in', [1, 2])
    .groupBy('c.name')
    .orderBy('c.name')
    .execute();
  // Earned: a success paid in the invested currency earned payout − amount; paid in the other
  // currency it is a conversion, whose yield is counted in that currency at the linked price.
  const earned = await sql<{ currency: string; amount: string }>`
    select c.name as currency, sum(
             case when o.payout_currency_id = o.invest_currency_id then o.payout - o.amount
                  when p.type = 1 then o.payout - o.amount * p.linked_price
                  else o.payout - o.amount / p.linked_price end) as amount
    from invest_orders o
    join invest_products p on p.id = o.product_id
    join currencies c on c.id = o.payout_currency_id
    where o.user_id = ${userId} and o.status = 3
    group by c.name order by c.name`.execute(db);
  return { held, earned: earned.rows };
}

// ---- settlement ----------------------------------------------------------------------------------

/**
 * Products whose window has begun but not yet ended (before `dueBefore`) and that are not
 * settled: their orders are settling. Orders of a product already due go straight to their
 * outcome in the settlement itself (no second write of every row).
 */
export async function markSettling(db: Executor, now: number, dueBefore: number): Promise<number> {
  const r = await sql`
    update invest_orders o set status = 2
    from invest_products p
    where p.id = o.product_id and o.status = 1 and p.settled_at is null
      and p.window_start <= ${now} and p.settle_at > ${dueBefore}`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

/** Unsettled products whose window ended at or before `before`, oldest first, at most `limit`. */
/** The earliest settlement time of an open product not yet settled, or null. */
export async function earliestUnsettled(db: Executor) {
  const next = await db
    .selectFrom('invest_products')
    .select((eb) => [eb.fn.min('settle_at').as('settle_at')])
    .where('settled_at', 'is', null)
    .where('status', '<>', 0)
    .executeTakeFirst();
  return next?.settle_at ?? null;
}

export function listDueProducts(db: Executor, before: number, limit: number) {
  return db
    .selectFrom('invest_products')
    .select([
      'id',
      'type',
      'symbol',
      'currency_id',
      'usdt_id',
      'invest_currency_id',
      'unit_price',
      'apr',
      'linked_price',
      'days',
      'settle_at',
      'window_start',
    ])
    .where('settled_at', 'is', null)
    .where('settle_at', '<=', before)
    .orderBy('settle_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}
export type DueProduct = Awaited<ReturnType<typeof listDueProducts>>[number];

/**
 * The sum and count of the recorded ticks of each product's window [window_start, settle_at), in
 * one statement; the ticks used are marked decisive so no retention ever deletes them.
 */
export async function windowTicks(
  trx: Trx,
  products: readonly { id: number; symbol: string; window_start: number; settle_at: number }[],
): Promise<Map<number, { sum: string; count: number }>> {
  if (products.length === 0) return new Map();
  const result = await sql<{ id: number; sum: string | null; count: number }>`
    with w as (
      select * from unnest(${sql.val(products.map((p) => p.id))}::int[],
                           ${sql.val(products.map((p) => p.symbol))}::text[],
                           ${sql.val(products.map((p) => p.window_start))}::bigint[],
                           ${sql.val(products.map((p) => p.settle_at))}::bigint[])
        as w(id, symbol, start_at, end_at)
    ), used as (
      update market_ticks t set decisive = true
      from w
      where t.symbol = w.symbol and t.time >= w.start_at and t.time < w.end_at and not t.decisive
    )
    select w.id, sum(t.price)::text as sum, count(t.price)::int as count
    from w left join market_ticks t
      on t.symbol = w.symbol and t.time >= w.start_at and t.time < w.end_at
    group by w.id`.execute(trx);
  return new Map(
    result.rows.map((r) => [Number(r.id), { sum: r.sum ?? '0', count: Number(r.count) }]),
  );
}

/** One product's settlement: its price and tick count, or null price (fail: principal back). */
export interface ProductSettlement {
  id: number;
  settlement_price: string | null;
  tick_count: number;
  /** What one share pays (success) in `payout_currency_id`; a fail pays the principal back. */
  per_share: string | null;
  payout_currency_id: number | null;
  payout_side: 'coin' | 'usdt' | null;
  fail_reason: string | null;
}

export interface SettledSet extends SetPostingsSummary {
  ids: number[];
  user_ids: number[];
}

/**
 * Settles every open order of the given products in one statement (PRODUCT-RULES.md §8):
 * - the orders still purchased or settling are locked in id order (a second node waits, then
 *   finds them settled: the guarded update below changes nothing twice);
 * - a success pays shares × the product's per-share payout (computed once by `investRules`) from
 *   the `earn` house account; a fail returns the principal (`invest_refund`);
 * - every order stores the settlement price and the count of ticks averaged; references
 *   `invest:<order>:settle` are unique, so a payout never posts twice;
 * - postings, balances and entries by `setPostings`.
 */
export async function settleInSql(
  trx: Trx,
  products: readonly ProductSettlement[],
  accountType: AccountType,
): Promise<SettledSet> {
  const s = products;
  const result = await sql<SettledSet>`
    with s as (
      select * from unnest(${sql.val(s.map((x) => x.id))}::int[],
                           ${sql.val(s.map((x) => x.settlement_price))}::numeric[],
                           ${sql.val(s.map((x) => x.tick_count))}::int[],
                           ${sql.val(s.map((x) => x.per_share))}::numeric[],
                           ${sql.val(s.map((x) => x.payout_currency_id))}::int[],
                           ${sql.val(s.map((x) => x.payout_side))}::text[],
                           ${sql.val(s.map((x) => x.fail_reason))}::text[])
        as s(product_id, settlement_price, tick_count, per_share, payout_currency_id, payout_side,
             fail_reason)
    ), open as (
      select o.id, o.user_id, o.shares, o.amount, o.invest_currency_id, s.*
      from invest_orders o join s using (product_id)
      where o.status in (1, 2)
      order by o.id
      for update of o
    ), settled as (
      update invest_orders o
      set status = case when x.fail_reason is null then 3 else 4 end,
          settlement_price = x.settlement_price, tick_count = x.tick_count,
          payout_currency_id = coalesce(x.payout_currency_id, x.invest_currency_id),
          payout = case when x.fail_reason is null then x.shares * x.per_share else x.amount end,
          payout_side = x.payout_side, fail_reason = x.fail_reason, settled_at = now()
      from open x
      where o.id = x.id and o.status in (1, 2)
      returning o.id, o.user_id, o.payout_currency_id as currency_id, o.payout,
                o.fail_reason is not null as failed
    ), legs as (
      select 'invest:' || st.id || ':settle' as reference,
             case when st.failed then 'invest_refund' else 'invest_settle' end as reason,
             st.user_id as posting_user_id, st.id::bigint as seq, x.leg, x.user_id,
             x.account_type, x.house, st.currency_id, x.delta_available, 0::numeric as delta_frozen
      from settled st cross join lateral (values
        (1, null::int, 0::smallint, 'earn', -st.payout),
        (2, st.user_id, ${accountType}::smallint, null::text, st.payout)
      ) as x(leg, user_id, account_type, house, delta_available)
      where st.payout <> 0
    ), ${setPostings('legs', { distinctLegs: true })}
    select coalesce(json_agg(st.id order by st.id), '[]') as ids,
           coalesce(json_agg(st.user_id order by st.id), '[]') as user_ids,
           ${SET_POSTINGS_SUMMARY}
    from settled st`.execute(trx);
  return result.rows[0]!;
}

/** Marks the products settled with their price and tick count (once: guarded). */
export async function markProductsSettled(
  trx: Trx,
  products: readonly ProductSettlement[],
  now: number,
): Promise<void> {
  if (products.length === 0) return;
  await sql`
    update invest_products p
    set settlement_price = s.price, tick_count = s.ticks, settled_at = ${now}, updated_at = now()
    from unnest(${sql.val(products.map((x) => x.id))}::int[],
                ${sql.val(products.map((x) => x.settlement_price))}::numeric[],
                ${sql.val(products.map((x) => x.tick_count))}::int[]) as s(id, price, ticks)
    where p.id = s.id and p.settled_at is null`.execute(trx);
}
