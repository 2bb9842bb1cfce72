import type { LoanEventKind, LoanStatus } from '@meridian/contract';
import { sql, type Selectable } from 'kysely';

import type { Executor, Trx } from '../../db/database.js';
import type { LoansTable } from '../../db/database-loans.js';
import { pageOf } from '../../db/paging.js';
import type { PageRequest } from '../../lib/pagination.js';

/*
 * Crypto loans' tables (issue #19 item 3, migration 0040). Every change of a loan runs under its
 * row lock (`lockLoan`); the engine's and the hourly run's changes are guarded in SQL (status,
 * `interest_hour`), so a repeat or a second node changes nothing.
 */

export type LoanRow = Selectable<LoansTable>;

// ---- collaterals and the pool --------------------------------------------------------------------

/** The collateral coins with their names, in display order (enabled ones only when asked). */
export function listCollaterals(db: Executor, enabledOnly: boolean) {
  let query = db
    .selectFrom('loan_collaterals as c')
    .innerJoin('currencies as cur', 'cur.id', 'c.currency_id')
    .selectAll('c')
    .select('cur.name as currency')
    .orderBy('c.sort')
    .orderBy('c.currency_id');
  if (enabledOnly) query = query.where('c.enabled', '=', true);
  return query.execute();
}
export type CollateralRow = Awaited<ReturnType<typeof listCollaterals>>[number];

export function findCollateral(db: Executor, currencyId: number) {
  return db
    .selectFrom('loan_collaterals as c')
    .innerJoin('currencies as cur', 'cur.id', 'c.currency_id')
    .selectAll('c')
    .select('cur.name as currency')
    .where('c.currency_id', '=', currencyId)
    .executeTakeFirst();
}

export function updateCollateral(
  db: Executor,
  currencyId: number,
  values: { hourly_rate: string; enabled: boolean },
) {
  return db
    .updateTable('loan_collaterals')
    .set({ ...values, updated_at: new Date() })
    .where('currency_id', '=', currencyId)
    .executeTakeFirst();
}

/** Open loans and the collateral they hold, per collateral coin. */
export async function heldByCollateral(db: Executor) {
  const rows = await db
    .selectFrom('loans')
    .select((eb) => [
      'currency_id',
      eb.fn.countAll<string>().as('loans'),
      eb.fn.sum<string>('collateral').as('held'),
    ])
    .where('status', '=', 'open')
    .groupBy('currency_id')
    .execute();
  return new Map(rows.map((r) => [r.currency_id, { loans: Number(r.loans), held: r.held }]));
}

export function findPool(db: Executor, currencyId: number) {
  return db
    .selectFrom('loan_pools')
    .selectAll()
    .where('currency_id', '=', currencyId)
    .executeTakeFirst();
}

/** The pool's row, locked: borrows queue on it, so its limit holds however requests race. */
export function lockPool(trx: Trx, currencyId: number) {
  return trx
    .selectFrom('loan_pools')
    .selectAll()
    .where('currency_id', '=', currencyId)
    .forUpdate()
    .executeTakeFirst();
}

/** Adds `delta` (signed) to what the pool has lent. */
export async function addLent(db: Executor, currencyId: number, delta: string) {
  await db
    .updateTable('loan_pools')
    .set((eb) => ({ lent: eb('lent', '+', delta), updated_at: new Date() }))
    .where('currency_id', '=', currencyId)
    .execute();
}

/** Sets the pool's limit, creating its row the first time. */
export async function savePoolLimit(db: Executor, currencyId: number, limit: string) {
  await db
    .insertInto('loan_pools')
    .values({ currency_id: currencyId, pool_limit: limit })
    .onConflict((oc) =>
      oc.column('currency_id').doUpdateSet({ pool_limit: limit, updated_at: new Date() }),
    )
    .execute();
}

// ---- loans ---------------------------------------------------------------------------------------

export interface NewLoan {
  user_id: number;
  currency_id: number;
  symbol: string;
  loan_currency_id: number;
  collateral: string;
  borrowed: string;
  principal: string;
  interest: string;
  hourly_rate: string;
  interest_hour: number;
  open_price: string;
  open_tick_time: number;
}

export async function insertLoan(trx: Trx, loan: NewLoan): Promise<number> {
  const row = await trx.insertInto('loans').values(loan).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A loan (of `userId`, when given), unlocked. */
export function findLoan(db: Executor, id: number, userId?: number) {
  let query = db.selectFrom('loans').selectAll().where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.executeTakeFirst();
}

/** A loan (of `userId`, when given), locked for the rest of the transaction. */
export function lockLoan(trx: Trx, id: number, userId?: number) {
  let query = trx.selectFrom('loans').selectAll().where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.forUpdate().executeTakeFirst();
}

export async function updateLoan(
  trx: Trx,
  id: number,
  values: Partial<{
    collateral: string;
    principal: string;
    interest: string;
    interest_paid: string;
    status: LoanStatus;
    margin_call_at: Date | null;
    closed_at: Date;
    liq_price: string;
    liq_tick_time: number;
    liq_debt: string;
    liq_sold: string;
    liq_proceeds: string;
    liq_returned: string;
    liq_surplus: string;
    liq_shortfall: string;
  }>,
) {
  await trx.updateTable('loans').set(values).where('id', '=', id).execute();
}

/** Marks the margin call told, once: false when the loan is closed or was told already. */
export async function markMarginCall(trx: Trx, id: number, at: Date): Promise<boolean> {
  const done = await trx
    .updateTable('loans')
    .set({ margin_call_at: at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('margin_call_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/**
 * Charges interest up to clock hour `untilHour` (exclusive) on open loans (all, or these ids):
 * trunc(principal × hourly rate, 8) for each hour not yet charged, as `loanRules.hourlyInterest`
 * does, and moves `interest_hour` on in the same statement, so no hour is charged twice.
 * Answers the loans it charged.
 */
export async function chargeInterest(
  db: Executor,
  untilHour: number,
  ids?: number[],
): Promise<number[]> {
  const only = ids ? sql`and id in (${sql.join(ids)})` : sql``;
  const result = await sql<{ id: number }>`
    update loans
    set interest = interest + trunc(principal * hourly_rate, 8) * (${untilHour}::bigint - interest_hour),
        interest_hour = ${untilHour}::bigint
    where status = 'open' and interest_hour < ${untilHour}::bigint ${only}
    returning id`.execute(db);
  return result.rows.map((r) => r.id);
}

/** Open loans (all, or these ids): the engine's work. */
export function openLoans(db: Executor, ids?: number[]) {
  let query = db.selectFrom('loans').selectAll().where('status', '=', 'open');
  if (ids) query = query.where('id', 'in', ids);
  return query.orderBy('id').execute();
}

/** A user's loans, newest first: `open`, `closed` (repaid or liquidated) or all. */
export function pageLoans(
  db: Executor,
  filter: { userId?: number; status?: LoanStatus | 'closed' | undefined },
  request: PageRequest,
) {
  let filtered = db.selectFrom('loans as l');
  if (filter.userId !== undefined) filtered = filtered.where('l.user_id', '=', filter.userId);
  if (filter.status === 'closed') filtered = filtered.where('l.status', '<>', 'open');
  else if (filter.status) filtered = filtered.where('l.status', '=', filter.status);
  return pageOf(
    filtered,
    (q) =>
      q
        .leftJoin('users as u', 'u.id', 'l.user_id')
        .selectAll('l')
        .select('u.email as user_email')
        .orderBy('l.id', 'desc'),
    request,
  );
}

// ---- history ---------------------------------------------------------------------------------------

export interface NewLoanEvent {
  loan_id: number;
  user_id: number;
  kind: LoanEventKind;
  amount?: string | null;
  currency_id?: number | null;
  price?: string | null;
  tick_time?: number | null;
  ltv?: string | null;
  principal_after: string;
  interest_after: string;
  collateral_after: string;
}

export async function insertEvent(trx: Trx, event: NewLoanEvent): Promise<number> {
  const row = await trx
    .insertInto('loan_events')
    .values(event)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One loan's history, newest first, with each amount's coin. */
export function pageEvents(db: Executor, loanId: number, request: PageRequest) {
  return pageOf(
    db.selectFrom('loan_events as e').where('e.loan_id', '=', loanId),
    (q) =>
      q
        .leftJoin('currencies as c', 'c.id', 'e.currency_id')
        .selectAll('e')
        .select('c.name as currency')
        .orderBy('e.id', 'desc'),
    request,
  );
}
export type LoanEventRow = Awaited<ReturnType<typeof pageEvents>>['rows'][number];
