import { KYC_STATUS, type OtcOrderStatus } from '@meridian/contract';
import { sql, type Insertable, type Selectable } from 'kysely';

import type { Executor, Trx } from '../../db/database.js';
import type { OtcAdsTable, OtcOrdersTable } from '../../db/database-otc.js';
import { pageOf } from '../../db/paging.js';
import type { PageRequest } from '../../lib/pagination.js';

/*
 * OTC / P2P tables (issue #19 items 1 and 2, migration 0042). Every change of an order runs under
 * its row lock (`lockOrder`) and checks the status it found, so release, cancel, the window's
 * end and an operator's decision each happen at most once whoever races whom. An ad's quantity
 * is taken by a guarded update, never read-then-written.
 */

export type AdRow = Selectable<OtcAdsTable>;
export type OrderRow = Selectable<OtcOrdersTable> & { buyer_name: string; seller_name: string };

// ---- merchants -----------------------------------------------------------------------------------

export function findMerchant(db: Executor, userId: number) {
  return db
    .selectFrom('otc_merchants')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
export type MerchantRow = NonNullable<Awaited<ReturnType<typeof findMerchant>>>;

/** Files (or files again, after a rejection) an application as pending. */
export async function saveApplication(db: Executor, userId: number, name: string) {
  await db
    .insertInto('otc_merchants')
    .values({ user_id: userId, name })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        name,
        status: 'pending',
        reason: null,
        applied_at: new Date(),
        decided_at: null,
        decided_by: null,
      }),
    )
    .execute();
}

/** Decides a pending application; false when it was not pending (decided already, or none). */
export async function decideMerchant(
  db: Executor,
  userId: number,
  values: { status: 'approved' | 'rejected'; reason: string; decided_by: number },
): Promise<boolean> {
  const done = await db
    .updateTable('otc_merchants')
    .set({ ...values, decided_at: new Date() })
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export function pageMerchants(db: Executor, request: PageRequest) {
  return pageOf(
    db.selectFrom('otc_merchants as m'),
    (q) =>
      q
        .selectAll('m')
        .orderBy(sql`case when m.status = 'pending' then 0 else 1 end`)
        .orderBy('m.applied_at', 'desc'),
    request,
  );
}

/**
 * Each merchant's finished orders on their ads: completed, cancelled (by the buyer, the window
 * or an appeal) and the seconds from "paid" to their own release.
 */
export async function merchantFigures(db: Executor, userIds: number[]) {
  const figures = new Map<number, { completed: number; cancelled: number; releases: number[] }>();
  if (userIds.length === 0) return figures;
  for (const id of userIds) figures.set(id, { completed: 0, cancelled: 0, releases: [] });
  const rows = await db
    .selectFrom('otc_orders')
    .select(['maker_id', 'status', 'paid_at', 'released_at', 'appeal_outcome'])
    .where('maker_id', 'in', userIds)
    .where('status', 'in', ['completed', 'cancelled'])
    .execute();
  for (const r of rows) {
    const f = figures.get(r.maker_id)!;
    if (r.status === 'cancelled') f.cancelled += 1;
    else {
      f.completed += 1;
      if (r.paid_at && r.released_at && r.appeal_outcome === null)
        f.releases.push(Math.max(0, (r.released_at.getTime() - r.paid_at.getTime()) / 1000));
    }
  }
  return figures;
}

/** Users' display names (nicknames) by id. */
export async function namesOf(db: Executor, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nickname'])
    .where('id', 'in', userIds)
    .execute();
  return new Map(rows.map((r) => [r.id, r.nickname]));
}

/** The name a user's identity was verified with (the certified level 1 record), if any. */
export async function verifiedName(db: Executor, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('kyc_records')
    .select('name')
    .where('user_id', '=', userId)
    .where('level', '=', 1)
    .where('status', '=', KYC_STATUS.certified)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.name ?? null;
}

// ---- ads -----------------------------------------------------------------------------------------

export async function insertAd(db: Executor, ad: Insertable<OtcAdsTable>): Promise<number> {
  const row = await db.insertInto('otc_ads').values(ad).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findAd(db: Executor, id: number) {
  return db.selectFrom('otc_ads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Online ads of a market with something left, oldest first (the service sorts by price). */
export function marketAds(db: Executor, filter: { side: string; coin: string; fiat: string }) {
  return db
    .selectFrom('otc_ads')
    .selectAll()
    .where('online', '=', true)
    .where('side', '=', filter.side as AdRow['side'])
    .where('coin', '=', filter.coin)
    .where('fiat', '=', filter.fiat)
    .where('available', '>', '0')
    .orderBy('id')
    .execute();
}

export function pageUserAds(db: Executor, userId: number, request: PageRequest) {
  return pageOf(
    db.selectFrom('otc_ads').where('user_id', '=', userId),
    (q) => q.selectAll().orderBy('id', 'desc'),
    request,
  );
}

export async function setAdOnline(db: Executor, id: number, userId: number, online: boolean) {
  const done = await db
    .updateTable('otc_ads')
    .set({ online, updated_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/**
 * Takes `quantity` off an online ad's available amount in one guarded statement: false when the
 * ad has less left (or went offline), so racing orders can never oversell it.
 */
export async function takeQuantity(trx: Trx, id: number, quantity: string): Promise<boolean> {
  const done = await trx
    .updateTable('otc_ads')
    .set((eb) => ({ available: eb('available', '-', quantity), updated_at: new Date() }))
    .where('id', '=', id)
    .where('online', '=', true)
    .where('available', '>=', quantity)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** Gives a cancelled order's quantity back to its ad. */
export async function giveBackQuantity(trx: Trx, id: number, quantity: string) {
  await trx
    .updateTable('otc_ads')
    .set((eb) => ({ available: eb('available', '+', quantity), updated_at: new Date() }))
    .where('id', '=', id)
    .execute();
}

// ---- orders --------------------------------------------------------------------------------------

export async function insertOrder(trx: Trx, order: Insertable<OtcOrdersTable>): Promise<number> {
  const row = await trx
    .insertInto('otc_orders')
    .values(order)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const withNames = (db: Executor) =>
  db
    .selectFrom('otc_orders as o')
    .innerJoin('users as b', 'b.id', 'o.buyer_id')
    .innerJoin('users as s', 's.id', 'o.seller_id')
    .selectAll('o')
    .select(['b.nickname as buyer_name', 's.nickname as seller_name']);

/** An order (the caller's, as buyer or seller, when `userId` is given). */
export function findOrder(
  db: Executor,
  id: number,
  userId?: number,
): Promise<OrderRow | undefined> {
  let query = withNames(db).where('o.id', '=', id);
  if (userId !== undefined)
    query = query.where((eb) =>
      eb.or([eb('o.buyer_id', '=', userId), eb('o.seller_id', '=', userId)]),
    );
  return query.executeTakeFirst();
}

/** An order's row, locked for the rest of the transaction. */
export function lockOrder(trx: Trx, id: number) {
  return trx
    .selectFrom('otc_orders')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

export async function updateOrder(
  trx: Trx,
  id: number,
  values: Partial<{
    status: OtcOrderStatus;
    payer_name: string;
    payer_name_matches: boolean | null;
    paid_at: Date;
    released_at: Date;
    cancelled_at: Date;
    cancel_reason: 'buyer' | 'timeout' | 'appeal';
    appeal_by: 'buyer' | 'seller';
    appeal_reason: string;
    appeal_at: Date;
    appeal_outcome: 'release' | 'return';
    appeal_decision: string;
    appeal_decided_at: Date;
    appeal_decided_by: number;
  }>,
) {
  await trx.updateTable('otc_orders').set(values).where('id', '=', id).execute();
}

const ACTIVE: OtcOrderStatus[] = ['open', 'paid', 'appeal'];

/** The caller's orders as buyer or seller, newest first: active, done, or all. */
export function pageUserOrders(
  db: Executor,
  userId: number,
  status: 'active' | 'done' | undefined,
  request: PageRequest,
) {
  let filtered = db
    .selectFrom('otc_orders as o')
    .where((eb) => eb.or([eb('o.buyer_id', '=', userId), eb('o.seller_id', '=', userId)]));
  if (status === 'active') filtered = filtered.where('o.status', 'in', ACTIVE);
  if (status === 'done') filtered = filtered.where('o.status', 'not in', ACTIVE);
  return pageOf(
    filtered,
    (q) =>
      q
        .innerJoin('users as b', 'b.id', 'o.buyer_id')
        .innerJoin('users as s', 's.id', 'o.seller_id')
        .selectAll('o')
        .select(['b.nickname as buyer_name', 's.nickname as seller_name'])
        .orderBy('o.id', 'desc'),
    request,
  );
}

/** Orders under appeal, oldest first: the operators' queue. */
export function pageAppeals(db: Executor, request: PageRequest) {
  return pageOf(
    db.selectFrom('otc_orders as o').where('o.status', '=', 'appeal'),
    (q) =>
      q
        .innerJoin('users as b', 'b.id', 'o.buyer_id')
        .innerJoin('users as s', 's.id', 'o.seller_id')
        .selectAll('o')
        .select(['b.nickname as buyer_name', 's.nickname as seller_name'])
        .orderBy('o.appeal_at'),
    request,
  );
}

/** Open orders whose payment window has ended by `now`. */
export async function dueOrderIds(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('otc_orders')
    .select('id')
    .where('status', '=', 'open')
    .where('deadline_at', '<=', now)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A fiat's rate per USD (SPEC.md §9), or undefined for a fiat without one. */
export async function fiatRate(db: Executor, code: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('fiat_rates')
    .select('rate')
    .where('currency_code', '=', code)
    .executeTakeFirst();
  return row?.rate;
}

/** A coin's currency id by its name, e.g. USDT → 3. */
export async function currencyIdOf(db: Executor, name: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('currencies')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.id;
}
