import type { LocalizedTexts } from '@meridian/contract';
import { sql, type Expression, type Insertable, type Selectable, type Updateable } from 'kysely';

import type { Executor, Trx } from '../../db/database.js';
import type { IeoProjectsTable } from '../../db/database-ieo.js';
import { offsetOf, type PageRequest } from '../../lib/pagination.js';
import {
  SET_POSTINGS_SUMMARY,
  setPostings,
  type SetPostingsSummary,
} from '../../ledger/set-postings.js';

export type ProjectTableRow = Selectable<IeoProjectsTable>;

/** A project with its payment currency's name and the real sums of its subscriptions. */
export interface ProjectRow extends ProjectTableRow {
  pay_currency: string;
  applied_total: string;
  participants: number;
}

function projects(db: Executor) {
  return db
    .selectFrom('ieo_projects as p')
    .innerJoin('currencies as c', 'c.id', 'p.pay_currency_id')
    .selectAll('p')
    .select((eb) => [
      'c.name as pay_currency',
      eb
        .selectFrom('ieo_orders as o')
        .whereRef('o.project_id', '=', 'p.id')
        .select(sql<string>`coalesce(sum(o.applied), 0)::text`.as('s'))
        .as('applied_total'),
      eb
        .selectFrom('ieo_orders as o')
        .whereRef('o.project_id', '=', 'p.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('participants'),
    ]);
}

/** Published projects for users: in progress first, then warm-up, then ended; newest start first. */
export async function pagePublished(
  db: Executor,
  now: number,
  page: PageRequest,
): Promise<{ rows: ProjectRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    projects(db)
      .where('p.published', '=', true)
      .orderBy(sql`case when ${now} < p.start_at then 1 when ${now} < p.end_at then 0 else 2 end`)
      .orderBy('p.start_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(page.limit)
      .offset(offsetOf(page.page, page.limit))
      .execute(),
    db
      .selectFrom('ieo_projects')
      .where('published', '=', true)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ProjectRow[], total: total.n };
}

export async function listAll(db: Executor): Promise<ProjectRow[]> {
  return (await projects(db).orderBy('p.id', 'desc').execute()) as ProjectRow[];
}

export async function findProject(
  db: Executor,
  id: number,
  publishedOnly = true,
): Promise<ProjectRow | undefined> {
  let query = projects(db).where('p.id', '=', id);
  if (publishedOnly) query = query.where('p.published', '=', true);
  return (await query.executeTakeFirst()) as ProjectRow | undefined;
}

/** The project row locked for a change of its terms or state. */
export function lockProject(trx: Trx, id: number) {
  return trx
    .selectFrom('ieo_projects')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The project row share-locked while a subscription is placed: its terms cannot change meanwhile. */
export function shareLockProject(trx: Trx, id: number) {
  return trx
    .selectFrom('ieo_projects')
    .selectAll()
    .where('id', '=', id)
    .where('published', '=', true)
    .forShare()
    .executeTakeFirst();
}

type WithTexts<T> = Omit<T, 'description'> & { description?: LocalizedTexts | undefined };
const texts = <T extends { description?: LocalizedTexts | undefined }>(values: T) => {
  const { description, ...rest } = values;
  return description ? { ...rest, description: JSON.stringify(description) } : rest;
};

export function insertProject(trx: Trx, values: WithTexts<Insertable<IeoProjectsTable>>) {
  return trx
    .insertInto('ieo_projects')
    .values(texts(values))
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateProject(
  trx: Trx,
  id: number,
  values: WithTexts<Updateable<IeoProjectsTable>>,
) {
  return trx
    .updateTable('ieo_projects')
    .set({ ...texts(values), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export function symbolInUse(db: Executor, symbol: string, exceptProject?: number) {
  return Promise.all([
    db.selectFrom('currencies').select('id').where('name', '=', symbol).executeTakeFirst(),
    db
      .selectFrom('ieo_projects')
      .select('id')
      .where('symbol', '=', symbol)
      .$if(exceptProject !== undefined, (q) => q.where('id', '<>', exceptProject!))
      .executeTakeFirst(),
  ]).then(([currency, project]) => Boolean(currency || project));
}

// ---- orders --------------------------------------------------------------------------------------

export interface OrderRow {
  id: number;
  project_id: number;
  project_name: string;
  symbol: string;
  pay_currency: string;
  price: string;
  applied: string;
  paid: string;
  passed: string | null;
  cost: string | null;
  refunded: string | null;
  status: 'committed' | 'allocated' | 'listed';
  listing_at: string;
  lock_days: number;
  /** The project's unlock time, set at its listing when it has a lock period. */
  unlock_at: string | null;
  created_at: Date;
  allocated_at: string | null;
  listed_at: string | null;
  unlocked_at: string | null;
}

function orders(db: Executor) {
  return db
    .selectFrom('ieo_orders as o')
    .innerJoin('ieo_projects as p', 'p.id', 'o.project_id')
    .innerJoin('currencies as c', 'c.id', 'o.pay_currency_id')
    .select([
      'o.id',
      'o.project_id',
      'p.name as project_name',
      'p.symbol',
      'c.name as pay_currency',
      'o.price',
      'o.applied',
      'o.paid',
      'o.passed',
      'o.cost',
      'o.refunded',
      'o.status',
      'p.listing_at',
      'p.lock_days',
      'p.unlock_at',
      'o.created_at',
      'o.allocated_at',
      'o.listed_at',
      'o.unlocked_at',
    ]);
}

export async function pageOrders(
  db: Executor,
  userId: number,
  page: PageRequest,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    orders(db)
      .where('o.user_id', '=', userId)
      .orderBy('o.id', 'desc')
      .limit(page.limit)
      .offset(offsetOf(page.page, page.limit))
      .execute(),
    db
      .selectFrom('ieo_orders')
      .where('user_id', '=', userId)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export function findOrder(db: Executor, id: number) {
  return orders(db).where('o.id', '=', id).executeTakeFirst();
}

/** Inserts the subscription; undefined when the user already has one for the project. */
export function insertOrder(
  trx: Trx,
  values: {
    project_id: number;
    user_id: number;
    pay_currency_id: number;
    price: string;
    applied: string;
    paid: string;
  },
) {
  return trx
    .insertInto('ieo_orders')
    .values(values)
    .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** The frozen commit list of a project, in id order. */
export function listCommits(db: Executor, projectId: number) {
  return db
    .selectFrom('ieo_orders')
    .select(['id', 'paid', 'applied'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
}

// ---- the allocation and the listing --------------------------------------------------------------

/**
 * Projects whose allocation, listing or unlock is due at `now` (an unlock is due whether or not
 * the project is still published: the tokens are the users'), and allocated ones with
 * subscriptions still unwritten (a node stopped between the claim and the last part).
 */
export function listDue(db: Executor, now: number) {
  return db
    .selectFrom('ieo_projects as p')
    .select(['p.id', 'p.allocated_at', 'p.listing_at', 'p.listed_at', 'p.unlock_at'])
    .select((eb) => unallocatedExists(eb.ref('p.id')).as('unfinished'))
    .where((eb) =>
      eb.or([
        eb.and([
          eb('p.published', '=', true),
          eb('p.listed_at', 'is', null),
          eb.or([
            eb.and([eb('p.allocated_at', 'is', null), eb('p.end_at', '<=', String(now))]),
            eb.and([eb('p.allocated_at', 'is not', null), eb('p.listing_at', '<=', String(now))]),
          ]),
        ]),
        eb.and([eb('p.allocated_at', 'is not', null), unallocatedExists(eb.ref('p.id'))]),
        eb.and([
          eb('p.unlock_at', 'is not', null),
          eb('p.unlocked_at', 'is', null),
          eb('p.unlock_at', '<=', String(now)),
        ]),
      ]),
    )
    .orderBy('p.id')
    .execute();
}

/** Whether any subscription of the project is still committed (index `ieo_orders_committed`). */
const unallocatedExists = (projectId: Expression<number>) =>
  sql<boolean>`exists (select 1 from ieo_orders u
                        where u.project_id = ${projectId} and u.status = 'committed')`;

/** Whether any subscription of the project is still committed (not yet allocated). */
export async function hasUnallocated(db: Executor, projectId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom(unallocatedExists(sql.val(projectId)).as('found'))
    .executeTakeFirstOrThrow();
  return row.found;
}

/**
 * Claims the project's allocation (once: `allocated_at` still null and the project ended), with
 * its totals. Undefined when another run claimed it first or it is not due.
 */
export function claimAllocation(
  trx: Trx,
  id: number,
  now: number,
  totals: { passed: string; dust: string; unsold: string },
) {
  return trx
    .updateTable('ieo_projects')
    .set({
      allocated_at: now,
      passed_total: totals.passed,
      dust: totals.dust,
      unsold: totals.unsold,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('allocated_at', 'is', null)
    .where('end_at', '<=', String(now))
    .returning('id')
    .executeTakeFirst();
}

/**
 * Writes the allocation of every committed subscription of the project in one statement and
 * unfreezes each one's unused payment (reason ieo_refund, reference `ieo:<order>:refund`); the
 * cost stays frozen until the listing. Only `committed` orders change: a second run finds none.
 */
export async function applyAllocation(
  trx: Trx,
  projectId: number,
  now: number,
  accountType: number,
  rows: { id: number; passed: string; cost: string; refund: string }[],
): Promise<SetPostingsSummary & { orders: number }> {
  const result = await sql<SetPostingsSummary & { orders: number }>`
    with input as (
      select * from unnest(${rows.map((r) => r.id)}::int[], ${rows.map((r) => r.passed)}::numeric[],
                           ${rows.map((r) => r.cost)}::numeric[], ${rows.map((r) => r.refund)}::numeric[])
        as i(id, passed, cost, refund)
    ), allocated as (
      update ieo_orders o
      set status = 'allocated', passed = i.passed, cost = i.cost, refunded = i.refund,
          allocated_at = ${now}
      from input i
      where o.id = i.id and o.project_id = ${projectId} and o.status = 'committed'
        and i.cost + i.refund = o.paid
      returning o.id, o.user_id, o.pay_currency_id, i.refund
    ), legs as (
      select 'ieo:' || a.id || ':refund' as reference, 'ieo_refund' as reason,
             a.user_id as posting_user_id, a.id::bigint as seq, 1 as leg, a.user_id,
             ${accountType}::smallint as account_type, null::text as house,
             a.pay_currency_id as currency_id, a.refund as delta_available,
             -a.refund as delta_frozen
      from allocated a
      where a.refund > 0
    ), ${setPostings('legs', { distinctLegs: true })}
    select (select count(*)::int from allocated) as orders, ${SET_POSTINGS_SUMMARY}`.execute(trx);
  return result.rows[0]!;
}

/**
 * Claims the listing (once: allocated, not yet listed), records the token's currency and, with a
 * lock period, the unlock time (null without one).
 */
export function claimListing(
  trx: Trx,
  id: number,
  now: number,
  tokenCurrencyId: number,
  unlockAt: number | null,
) {
  return trx
    .updateTable('ieo_projects')
    .set({
      listed_at: now,
      token_currency_id: tokenCurrencyId,
      unlock_at: unlockAt,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('allocated_at', 'is not', null)
    .where('listed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
}

/** The token's currency: the one named `symbol`, created (not tradable, no deposits) if missing. */
export async function ensureTokenCurrency(
  trx: Trx,
  symbol: string,
  fullName: string,
): Promise<number> {
  const existing = await trx
    .selectFrom('currencies')
    .select('id')
    .where('name', '=', symbol)
    .executeTakeFirst();
  if (existing) return existing.id;
  const created = await sql<{ id: number }>`
    insert into currencies (id, name, full_name, networks, type, status, sort, is_spot, is_lever,
                            is_micro, is_legal, is_transfer, deposit_enabled, withdraw_enabled)
    select coalesce(max(id), 0) + 1, ${symbol}, ${fullName}, '[]'::jsonb, 'token', 1,
           coalesce(max(sort), 0) + 1, false, false, false, false, false, false, false
    from currencies
    returning id`.execute(trx);
  return created.rows[0]!.id;
}

/**
 * Credits the passed tokens of every allocated subscription in one statement: the frozen cost
 * leaves for the house account `ieo`, the tokens come from it (reason ieo_allocate, reference
 * `ieo:<order>:list`), available, or frozen when `locked` (a lock period: `applyUnlock` releases
 * them). Only `allocated` orders change: a second run finds none.
 */
export async function applyListing(
  trx: Trx,
  projectId: number,
  now: number,
  accountType: number,
  tokenCurrencyId: number,
  locked: boolean,
): Promise<SetPostingsSummary & { orders: number }> {
  const result = await sql<SetPostingsSummary & { orders: number }>`
    with listed as (
      update ieo_orders o
      set status = 'listed', listed_at = ${now}
      where o.project_id = ${projectId} and o.status = 'allocated'
      returning o.id, o.user_id, o.pay_currency_id, o.cost, o.passed
    ), legs as (
      select 'ieo:' || l.id || ':list' as reference, 'ieo_allocate' as reason,
             l.user_id as posting_user_id, l.id::bigint as seq, x.leg, x.user_id, x.account_type,
             x.house, x.currency_id, x.delta_available, x.delta_frozen
      from listed l cross join lateral (values
        (1, l.user_id, ${accountType}::smallint, null::text, l.pay_currency_id, 0::numeric, -l.cost),
        (2, null::int, 0::smallint, 'ieo', l.pay_currency_id, l.cost, 0::numeric),
        (3, null::int, 0::smallint, 'ieo', ${tokenCurrencyId}::int, -l.passed, 0::numeric),
        (4, l.user_id, ${accountType}::smallint, null::text, ${tokenCurrencyId}::int,
         case when ${locked} then 0 else l.passed end, case when ${locked} then l.passed else 0 end)
      ) as x(leg, user_id, account_type, house, currency_id, delta_available, delta_frozen)
      where l.cost > 0 or l.passed > 0
    ), ${setPostings('legs', { distinctLegs: true })}
    select (select count(*)::int from listed) as orders, ${SET_POSTINGS_SUMMARY}`.execute(trx);
  return result.rows[0]!;
}

/** Claims the unlock (once: listed with an unlock time that has come, not yet unlocked). */
export function claimUnlock(trx: Trx, id: number, now: number) {
  return trx
    .updateTable('ieo_projects')
    .set({ unlocked_at: now, updated_at: new Date() })
    .where('id', '=', id)
    .where('listed_at', 'is not', null)
    .where('unlock_at', '<=', String(now))
    .where('unlocked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
}

/**
 * Unlocks the tokens of every listed subscription of the project in one statement: frozen →
 * available in the exchange account (reason ieo_unlock, reference `ieo:<order>:unlock`). Only
 * orders not yet unlocked change: a second run finds none.
 */
export async function applyUnlock(
  trx: Trx,
  projectId: number,
  now: number,
  accountType: number,
  tokenCurrencyId: number,
): Promise<SetPostingsSummary & { orders: number }> {
  const result = await sql<SetPostingsSummary & { orders: number }>`
    with unlocked as (
      update ieo_orders o
      set unlocked_at = ${now}
      where o.project_id = ${projectId} and o.status = 'listed' and o.unlocked_at is null
      returning o.id, o.user_id, o.passed
    ), legs as (
      select 'ieo:' || u.id || ':unlock' as reference, 'ieo_unlock' as reason,
             u.user_id as posting_user_id, u.id::bigint as seq, 1 as leg, u.user_id,
             ${accountType}::smallint as account_type, null::text as house,
             ${tokenCurrencyId}::int as currency_id, u.passed as delta_available,
             -u.passed as delta_frozen
      from unlocked u
      where u.passed > 0
    ), ${setPostings('legs', { distinctLegs: true })}
    select (select count(*)::int from unlocked) as orders, ${SET_POSTINGS_SUMMARY}`.execute(trx);
  return result.rows[0]!;
}

// ---- the finance tab -----------------------------------------------------------------------------

export function summaryRows(db: Executor, userId: number) {
  return db
    .selectFrom('ieo_orders as o')
    .innerJoin('currencies as c', 'c.id', 'o.pay_currency_id')
    .innerJoin('ieo_projects as p', 'p.id', 'o.project_id')
    .select(['c.name as pay_currency', 'p.symbol', 'o.status', 'o.paid', 'o.cost', 'o.passed'])
    .where('o.user_id', '=', userId)
    .execute();
}
