import { COUPON_FEE_REASONS, COUPON_KINDS, type CouponKind } from '@meridian/contract';
import { sql } from 'kysely';

import type { Executor, Trx } from '../../db/database.js';

/*
 * Coupons (issue #20 item 3, migration 0036). Discounts are read from the journal itself, as the
 * invite rebates are: a fee is a leg to the house `fees` account of a posting about the user with
 * one of the kind's reasons. Nothing listens for fee events, so a crash loses nothing: the next
 * sweep finds the posting, and its key (fee posting, currency) discounts it once.
 */

/** Entries older than this are taken as committed: the claims' scan cursors move past them. */
const COMMIT_LAG = sql`interval '5 minutes'`;

const reasonsOf = (kind: CouponKind) =>
  sql.join(COUPON_FEE_REASONS[kind].map((reason) => sql.lit(reason)));

/** The reasons of the claim's kind, as an SQL array chosen by `uc.kind`. */
const reasonsByKind = sql`case uc.kind ${sql.join(
  COUPON_KINDS.map((kind) => sql`when ${sql.lit(kind)} then array[${reasonsOf(kind)}]`),
  sql` `,
)} end`;

/** The coupons a user may still claim now, newest first, with whether they claimed each. */
export function claimableCoupons(db: Executor, userId: number, registeredAt: Date, now: Date) {
  return db
    .selectFrom('coupons as c')
    .leftJoin('user_coupons as uc', (join) =>
      join.onRef('uc.coupon_id', '=', 'c.id').on('uc.user_id', '=', userId),
    )
    .selectAll('c')
    .select(sql<boolean>`uc.id is not null`.as('is_claimed'))
    .where('c.revoked_at', 'is', null)
    .where('c.claim_until', '>', now)
    .where((eb) =>
      eb.or([
        eb('c.audience', '=', 'all'),
        eb.and([
          eb('c.audience', '=', 'new'),
          sql<boolean>`${registeredAt}::timestamptz + make_interval(days => c.new_user_days) > ${now}::timestamptz`,
        ]),
        eb.and([
          eb('c.audience', '=', 'list'),
          eb.exists(
            eb
              .selectFrom('coupon_users as cu')
              .select('cu.user_id')
              .whereRef('cu.coupon_id', '=', 'c.id')
              .where('cu.user_id', '=', userId),
          ),
        ]),
      ]),
    )
    .orderBy('c.id', 'desc')
    .limit(100)
    .execute();
}

/** A coupon locked for a claim (its `claimed` count moves in the claim's transaction). */
export function lockCoupon(trx: Trx, id: number) {
  return trx.selectFrom('coupons').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function isListed(db: Executor, couponId: number, userId: number) {
  return db
    .selectFrom('coupon_users')
    .select('user_id')
    .where('coupon_id', '=', couponId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The newest journal entry id: a claim discounts fees booked after it. */
export async function lastEntryId(db: Executor): Promise<string> {
  const row = await sql<{
    id: string | null;
  }>`select max(id)::text as id from ledger_entries`.execute(db);
  return row.rows[0]?.id ?? '0';
}

/** Records the claim; answers false when the user already holds this coupon. */
export async function insertClaim(
  trx: Trx,
  values: {
    coupon_id: number;
    user_id: number;
    kind: CouponKind;
    discount_rate: string;
    uses_left: number;
    after_entry_id: string;
    claimed_at: Date;
    expires_at: Date;
  },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('user_coupons')
    .values(values)
    .onConflict((oc) => oc.columns(['coupon_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function countClaimed(trx: Trx, couponId: number) {
  await trx
    .updateTable('coupons')
    .set((eb) => ({ claimed: eb('claimed', '+', 1) }))
    .where('id', '=', couponId)
    .execute();
}

/** The user's claims, joined with their coupon's name, in one status, newest first. */
export function pageClaims(
  db: Executor,
  userId: number,
  status: 'usable' | 'used' | 'expired',
  now: Date,
  limit: number,
  offset: number,
) {
  let query = db
    .selectFrom('user_coupons as uc')
    .innerJoin('coupons as c', 'c.id', 'uc.coupon_id')
    .selectAll('uc')
    .select(['c.name', 'c.uses'])
    .where('uc.user_id', '=', userId);
  if (status === 'usable')
    query = query.where('uc.uses_left', '>', 0).where('uc.expires_at', '>', now);
  else if (status === 'used') query = query.where('uc.uses_left', '=', 0);
  else query = query.where('uc.uses_left', '>', 0).where('uc.expires_at', '<=', now);
  return Promise.all([
    query.orderBy('uc.id', 'desc').limit(limit).offset(offset).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
}

/** The claim the next fee of `kind` uses: usable, ending first. */
export function nextClaim(db: Executor, userId: number, kind: CouponKind, now: Date) {
  return db
    .selectFrom('user_coupons as uc')
    .innerJoin('coupons as c', 'c.id', 'uc.coupon_id')
    .selectAll('uc')
    .select(['c.name', 'c.uses'])
    .where('uc.user_id', '=', userId)
    .where('uc.kind', '=', kind)
    .where('uc.uses_left', '>', 0)
    .where('uc.expires_at', '>', now)
    .orderBy('uc.expires_at')
    .orderBy('uc.id')
    .executeTakeFirst();
}

/** What each claim has given back, per currency. */
export function savedBy(db: Executor, claimIds: number[]) {
  if (claimIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('coupon_discounts as d')
    .innerJoin('currencies as cur', 'cur.id', 'd.currency_id')
    .select((eb) => [
      'd.user_coupon_id',
      'd.currency_id',
      'cur.name as currency',
      eb.fn.sum<string>('d.discount').as('amount'),
    ])
    .where('d.user_coupon_id', 'in', claimIds)
    .groupBy(['d.user_coupon_id', 'd.currency_id', 'cur.name'])
    .orderBy('d.currency_id')
    .execute();
}

/**
 * Users and kinds with a usable claim and a fee not discounted yet, after the claim's cursor and
 * within its validity (a bounded batch per sweep).
 */
export async function usersWithFees(db: Executor, now: Date) {
  const result = await sql<{ user_id: number; kind: CouponKind }>`
    select distinct uc.user_id, uc.kind from user_coupons uc
    where uc.uses_left > 0 and uc.expires_at > ${now}::timestamptz
      and exists (
        select 1 from ledger_entries e
        join ledger_postings p on p.id = e.posting_id
        where e.user_id = uc.user_id and e.id > uc.after_entry_id
          and p.user_id = uc.user_id
          and p.reason in (select unnest(${reasonsByKind}))
          and p.created_at >= uc.claimed_at and p.created_at < uc.expires_at
          and exists (select 1 from ledger_entries f where f.posting_id = p.id and f.house = 'fees')
          and not exists (select 1 from coupon_discounts d where d.fee_posting_id = p.id))
    limit 500`.execute(db);
  return result.rows;
}

/** The user's usable claims of `kind`, locked, in the order they are used: ending first. */
export function lockUsableClaims(trx: Trx, userId: number, kind: CouponKind, now: Date) {
  return trx
    .selectFrom('user_coupons')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('uses_left', '>', 0)
    .where('expires_at', '>', now)
    .orderBy('expires_at')
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** A fee the user paid and no coupon has discounted, per posting and currency, oldest first. */
export interface UndiscountedFee {
  fee_posting_id: string;
  currency_id: number;
  fee: string;
  created_at: Date;
  /** The user's newest entry in the posting (compared with a claim's cursor). */
  entry_id: string;
  /** The user's account the fee was paid from, where the discount goes back. */
  account_type: number;
}

export async function undiscountedFees(
  trx: Trx,
  userId: number,
  kind: CouponKind,
  afterEntryId: string,
  limit: number,
): Promise<UndiscountedFee[]> {
  const result = await sql<UndiscountedFee>`
    with mine as (
      select posting_id, max(id) as entry_id, max(account_type) as account_type from ledger_entries
      where user_id = ${userId} and id > ${afterEntryId}::bigint
      group by posting_id)
    select p.id::text as fee_posting_id, f.currency_id, sum(f.delta_available)::text as fee,
           p.created_at, max(mine.entry_id)::text as entry_id,
           max(mine.account_type)::int as account_type
    from mine
    join ledger_postings p on p.id = mine.posting_id
    join ledger_entries f on f.posting_id = p.id and f.house = 'fees'
    where p.user_id = ${userId} and p.reason in (${reasonsOf(kind)})
      and not exists (select 1 from coupon_discounts d
                      where d.fee_posting_id = p.id and d.currency_id = f.currency_id)
    group by p.id, f.currency_id, p.created_at
    having sum(f.delta_available) > 0
    order by p.id, f.currency_id
    limit ${limit}`.execute(trx);
  return result.rows;
}

export async function recordDiscount(
  trx: Trx,
  values: {
    fee_posting_id: string;
    currency_id: number;
    user_coupon_id: number;
    user_id: number;
    fee: string;
    discount: string;
    posting_id: number;
  },
) {
  await trx.insertInto('coupon_discounts').values(values).execute();
  await trx
    .updateTable('user_coupons')
    .set((eb) => ({ uses_left: eb('uses_left', '-', 1) }))
    .where('id', '=', values.user_coupon_id)
    .execute();
}

/**
 * Moves each usable claim's cursor past the user's entries old enough to be committed: those
 * were all scanned (a claim with uses left had every earlier fee offered to it), so later sweeps
 * read only newer entries.
 */
export async function advanceCursors(db: Executor, now: Date) {
  await sql`
    update user_coupons uc set after_entry_id = latest.id
    from (
      select uc2.id as claim_id, max(e.id) as id from user_coupons uc2
      join ledger_entries e on e.user_id = uc2.user_id and e.id > uc2.after_entry_id
      where uc2.uses_left > 0 and uc2.expires_at > ${now}::timestamptz
        and e.created_at < ${now}::timestamptz - ${COMMIT_LAG}
      group by uc2.id) latest
    where uc.id = latest.claim_id and latest.id > uc.after_entry_id`.execute(db);
}
