import { INVITE_REBATE_MONTHS, KYC_STATUS, REBATED_FEE_REASONS } from '@meridian/contract';
import { sql } from 'kysely';

import type { Executor, Trx } from '../../db/database.js';

/*
 * Invite rebates (issue #20 item 4, migration 0034), read from the journal itself: a fee is a
 * leg to the house `fees` account of a posting about the invitee. Nothing listens for fee events,
 * so a crash between a fee's commit and its rebate loses nothing: the next run finds the posting.
 */

/** Postings this old are taken as settled: a transaction still open that long does not exist. */
const COMMIT_LAG = sql`interval '5 minutes'`;
/** Each run looks again this far behind the newest fee it rebated, for late commits. */
const LOOK_BACK = sql`interval '1 day'`;

/**
 * Records the rebate of every fee posting not recorded yet, one row per posting and currency
 * (the key: a fee is rebated once, whatever runs overlap). The rate is the one in force now. A
 * fee earns nothing past the invitee's 12 months, or when inviter and invitee hold the same
 * verified identity (the same document number, both certified). Answers how many it recorded.
 */
export async function accrueRebates(db: Executor, rate: string, now: Date): Promise<number> {
  const result = await sql`
    insert into invite_rebates
      (fee_posting_id, currency_id, fee_at, inviter_id, invitee_id, fee, rate, rebate)
    select p.id, e.currency_id, p.created_at, u.inviter_id, u.id, sum(e.delta_available),
           ${rate}::numeric, trunc(sum(e.delta_available) * ${rate}::numeric, 8)
    from ledger_postings p
    join ledger_entries e on e.posting_id = p.id and e.house = 'fees'
    join users u on u.id = p.user_id and u.inviter_id is not null
    where p.id > (
        select coalesce(max(r.fee_posting_id), 0) from invite_rebates r
        where r.fee_at < (select max(fee_at) from invite_rebates) - ${LOOK_BACK})
      and p.reason in (${sql.join(REBATED_FEE_REASONS.map((r) => sql.lit(r)))})
      and p.created_at < ${now}::timestamptz - ${COMMIT_LAG}
      and p.created_at < u.created_at + ${sql.lit(`${INVITE_REBATE_MONTHS} months`)}::interval
      and not ${sameIdentity(sql`u.id`, sql`u.inviter_id`)}
    group by p.id, e.currency_id, p.created_at, u.inviter_id, u.id
    having trunc(sum(e.delta_available) * ${rate}::numeric, 8) > 0
    on conflict (fee_posting_id, currency_id) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** Whether two users hold certified identities with the same document number. */
function sameIdentity(a: ReturnType<typeof sql>, b: ReturnType<typeof sql>) {
  const certified = sql.lit(KYC_STATUS.certified);
  return sql`exists (
    select 1 from kyc_records ka join kyc_records kb on kb.card_id = ka.card_id
    where ka.user_id = ${a} and kb.user_id = ${b}
      and ka.status = ${certified} and kb.status = ${certified} and ka.card_id is not null)`;
}

/** Inviters and currencies with rebates not paid yet. */
export function unpaidGroups(db: Executor) {
  return db
    .selectFrom('invite_rebates')
    .select(['inviter_id', 'currency_id'])
    .where('paid_posting_id', 'is', null)
    .groupBy(['inviter_id', 'currency_id'])
    .orderBy('inviter_id')
    .orderBy('currency_id')
    .execute();
}

/** The group's unpaid rebates, locked for the payment in `trx`. */
export function lockUnpaid(trx: Trx, inviterId: number, currencyId: number) {
  return trx
    .selectFrom('invite_rebates')
    .select(['fee_posting_id', 'rebate'])
    .where('inviter_id', '=', inviterId)
    .where('currency_id', '=', currencyId)
    .where('paid_posting_id', 'is', null)
    .orderBy('fee_posting_id')
    .forUpdate()
    .execute();
}

export async function markPaid(
  trx: Trx,
  currencyId: number,
  feePostingIds: string[],
  postingId: number,
) {
  await trx
    .updateTable('invite_rebates')
    .set({ paid_posting_id: String(postingId) })
    .where('currency_id', '=', currencyId)
    .where('fee_posting_id', 'in', feePostingIds)
    .where('paid_posting_id', 'is', null)
    .execute();
}

/** The inviter's rebates per currency, paid and pending. */
export function rebateTotals(db: Executor, inviterId: number) {
  return db
    .selectFrom('invite_rebates as r')
    .innerJoin('currencies as c', 'c.id', 'r.currency_id')
    .select((eb) => [
      'r.currency_id',
      'c.name as currency',
      eb.fn.sum<string>('r.rebate').as('amount'),
      sql<boolean>`r.paid_posting_id is not null`.as('paid'),
    ])
    .where('r.inviter_id', '=', inviterId)
    .groupBy(['r.currency_id', 'c.name', sql`r.paid_posting_id is not null`])
    .orderBy('r.currency_id')
    .execute();
}

export async function countInvitees(db: Executor, inviterId: number) {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('inviter_id', '=', inviterId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the inviter's invitees, newest first, with whether they share the inviter's identity. */
export function pageInvitees(db: Executor, inviterId: number, limit: number, offset: number) {
  return db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.username',
      'u.created_at',
      sql<boolean>`${sameIdentity(sql`u.id`, sql`u.inviter_id`)}`.as('same_identity'),
    ])
    .where('u.inviter_id', '=', inviterId)
    .orderBy('u.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** What the inviter earned from each of `inviteeIds`, per currency. */
export function earnedFrom(db: Executor, inviterId: number, inviteeIds: number[]) {
  if (inviteeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('invite_rebates as r')
    .innerJoin('currencies as c', 'c.id', 'r.currency_id')
    .select((eb) => [
      'r.invitee_id',
      'r.currency_id',
      'c.name as currency',
      eb.fn.sum<string>('r.rebate').as('amount'),
    ])
    .where('r.inviter_id', '=', inviterId)
    .where('r.invitee_id', 'in', inviteeIds)
    .groupBy(['r.invitee_id', 'r.currency_id', 'c.name'])
    .execute();
}
