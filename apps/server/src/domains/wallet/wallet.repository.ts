import { sql, type Insertable } from 'kysely';

import type { AccountType, BankKind } from '@meridian/contract';

import type {
  ConversionsTable,
  Executor,
  Trx,
  WithdrawAddressesTable,
  WithdrawalsTable,
} from '../../db/database.js';
import { decidedColumns, type Decision } from '../../db/decisions.js';
import { pageOf } from '../../db/paging.js';
import type { PageRequest } from '../../lib/pagination.js';

export async function findSettingValue(db: Executor, key: string): Promise<string | undefined> {
  return (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())
    ?.value;
}

export function findCurrency(db: Executor, id: number) {
  return db
    .selectFrom('currencies')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();
}

export function findBalance(
  db: Executor,
  userId: number,
  currencyId: number,
  accountType: AccountType,
) {
  return db
    .selectFrom('balances')
    .select(['available', 'frozen'])
    .where('user_id', '=', userId)
    .where('currency_id', '=', currencyId)
    .where('account_type', '=', accountType)
    .executeTakeFirst();
}

/** Serialises one user's money requests that read before they write (limits, pay password). */
export function lockUser(trx: Trx, userId: number) {
  return trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

// ---- deposit addresses ---------------------------------------------------------------------------

export function findDepositAddress(
  db: Executor,
  userId: number,
  currencyId: number,
  network: string,
) {
  return db
    .selectFrom('deposit_addresses')
    .select(['address', 'is_demo'])
    .where('user_id', '=', userId)
    .where('currency_id', '=', currencyId)
    .where('network', '=', network)
    .executeTakeFirst();
}

/** Gives the user the oldest free address of the pool; two callers never get the same one. */
export async function assignDepositAddress(
  trx: Trx,
  userId: number,
  currencyId: number,
  network: string,
) {
  const result = await sql<{ address: string; is_demo: boolean }>`
    update deposit_addresses set user_id = ${userId}, assigned_at = now()
    where id = (
      select id from deposit_addresses
      where user_id is null and currency_id = ${currencyId} and network = ${network}
      order by id limit 1 for update skip locked
    )
    returning address, is_demo`.execute(trx);
  return result.rows[0];
}

export async function importDepositAddresses(
  trx: Trx,
  currencyId: number,
  network: string,
  addresses: string[],
  isDemo = false,
) {
  if (addresses.length === 0) return 0;
  const result = await trx
    .insertInto('deposit_addresses')
    .values(
      addresses.map((address) => ({ currency_id: currencyId, network, address, is_demo: isDemo })),
    )
    .onConflict((oc) => oc.columns(['network', 'address']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

// ---- deposit requests ----------------------------------------------------------------------------

const depositColumns = [
  'd.id',
  'd.user_id',
  'd.currency_id',
  'c.name as currency_name',
  'd.network',
  'd.address',
  'd.amount',
  'd.voucher',
  'd.status',
  'd.reason',
  'd.created_at',
  'd.handled_at',
] as const;

export function insertDepositRequest(
  trx: Executor,
  row: {
    user_id: number;
    currency_id: number;
    network: string;
    address: string;
    amount: string;
    voucher: string;
  },
) {
  return trx.insertInto('deposit_requests').values(row).returning('id').executeTakeFirstOrThrow();
}

export function findDepositRequest(db: Executor, id: number) {
  return db
    .selectFrom('deposit_requests as d')
    .innerJoin('currencies as c', 'c.id', 'd.currency_id')
    .select(depositColumns)
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export function pageDepositRequests(
  db: Executor,
  filter: { userId?: number; status?: number },
  request: PageRequest,
) {
  let query = db.selectFrom('deposit_requests as d');
  if (filter.userId !== undefined) query = query.where('d.user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('d.status', '=', filter.status as 0);
  return pageOf(
    query,
    (q) =>
      q
        .innerJoin('currencies as c', 'c.id', 'd.currency_id')
        .innerJoin('users as u', 'u.id', 'd.user_id')
        .select([...depositColumns, 'u.email as user_email'])
        .orderBy('d.id', 'desc'),
    request,
  );
}

/** Moves a pending request to a final state; answers nothing when it was not pending. */
export function settleDepositRequest(trx: Trx, id: number, decision: Decision<1 | 2>) {
  return trx
    .updateTable('deposit_requests')
    .set(decidedColumns(decision))
    .where('id', '=', id)
    .where('status', '=', 0)
    .returning(['id', 'user_id', 'currency_id', 'amount'])
    .executeTakeFirst();
}

// ---- withdrawal addresses and bank cards ---------------------------------------------------------

export function insertWithdrawAddress(db: Executor, row: Insertable<WithdrawAddressesTable>) {
  return db.insertInto('withdraw_addresses').values(row).returning('id').executeTakeFirstOrThrow();
}

const addressColumns = [
  'a.id',
  'a.currency_id',
  'c.name as currency_name',
  'a.network',
  'a.name',
  'a.address',
  'a.qrcode',
  'a.created_at',
  'a.usable_at',
] as const;

export function findWithdrawAddress(db: Executor, userId: number, id: number) {
  return db
    .selectFrom('withdraw_addresses as a')
    .innerJoin('currencies as c', 'c.id', 'a.currency_id')
    .select(addressColumns)
    .where('a.id', '=', id)
    .where('a.user_id', '=', userId)
    .executeTakeFirst();
}

export function pageWithdrawAddresses(db: Executor, userId: number, request: PageRequest) {
  return pageOf(
    db.selectFrom('withdraw_addresses as a').where('a.user_id', '=', userId),
    (q) =>
      q
        .innerJoin('currencies as c', 'c.id', 'a.currency_id')
        .select(addressColumns)
        .orderBy('a.id', 'desc'),
    request,
  );
}

export function deleteWithdrawAddress(db: Executor, userId: number, id: number) {
  return db
    .deleteFrom('withdraw_addresses')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findBankCard(db: Executor, userId: number, kind: BankKind) {
  return db
    .selectFrom('bank_cards')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export function saveBankCard(
  db: Executor,
  userId: number,
  kind: BankKind,
  fields: Record<string, string>,
  usableAt: Date = new Date(),
) {
  return db
    .insertInto('bank_cards')
    .values({ user_id: userId, kind, fields: JSON.stringify(fields), usable_at: usableAt })
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).doUpdateSet({
        fields: JSON.stringify(fields),
        updated_at: new Date(),
        usable_at: usableAt,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

// ---- withdrawals ---------------------------------------------------------------------------------

const withdrawalColumns = [
  'w.id',
  'w.user_id',
  'w.currency_id',
  'c.name as currency_name',
  'w.account_type',
  'w.amount',
  'w.fee',
  'w.real_amount',
  'w.destination_kind',
  'w.destination',
  'w.status',
  'w.reason',
  'w.created_at',
  'w.handled_at',
] as const;

/** The withdrawals the 24 h limit counts: the user's pending or paid ones made after `since`. */
function countedWithdrawalsSince(db: Executor, userId: number, since: Date) {
  return db
    .selectFrom('withdrawals')
    .where('user_id', '=', userId)
    .where('status', 'in', [0, 1])
    .where('created_at', '>', since);
}

/** BTC-equivalent of the withdrawals the 24 h limit counts since `since`. */
export async function withdrawnBtcSince(
  db: Executor,
  userId: number,
  since: Date,
): Promise<string> {
  const row = await countedWithdrawalsSince(db, userId, since)
    .select(sql<string>`coalesce(sum(btc_value), 0)`.as('total'))
    .executeTakeFirstOrThrow();
  return String(row.total);
}

/** When the oldest withdrawal the 24 h limit counts since `since` was made, or null for none. */
export async function oldestCountedWithdrawalSince(
  db: Executor,
  userId: number,
  since: Date,
): Promise<Date | null> {
  const row = await countedWithdrawalsSince(db, userId, since)
    .select((eb) => eb.fn.min('created_at').as('oldest'))
    .executeTakeFirst();
  return row?.oldest ? new Date(row.oldest) : null;
}

export function insertWithdrawal(trx: Trx, row: Insertable<WithdrawalsTable>) {
  return trx.insertInto('withdrawals').values(row).returning('id').executeTakeFirstOrThrow();
}

export function findWithdrawal(db: Executor, id: number) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('currencies as c', 'c.id', 'w.currency_id')
    .select(withdrawalColumns)
    .where('w.id', '=', id)
    .executeTakeFirst();
}

export function pageWithdrawals(
  db: Executor,
  filter: { userId?: number; status?: number },
  request: PageRequest,
) {
  let query = db.selectFrom('withdrawals as w');
  if (filter.userId !== undefined) query = query.where('w.user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('w.status', '=', filter.status as 0);
  return pageOf(
    query,
    (q) =>
      q
        .innerJoin('currencies as c', 'c.id', 'w.currency_id')
        .innerJoin('users as u', 'u.id', 'w.user_id')
        .select([...withdrawalColumns, 'u.email as user_email'])
        .orderBy('w.id', 'desc'),
    request,
  );
}

export function settleWithdrawal(trx: Trx, id: number, decision: Decision<1 | 2>) {
  return trx
    .updateTable('withdrawals')
    .set(decidedColumns(decision))
    .where('id', '=', id)
    .where('status', '=', 0)
    .returning(['id', 'user_id', 'currency_id', 'account_type', 'amount', 'fee', 'real_amount'])
    .executeTakeFirst();
}

// ---- transfers and conversions -------------------------------------------------------------------

export function insertAccountTransfer(
  trx: Trx,
  row: {
    user_id: number;
    currency_id: number;
    amount: string;
    from_type: AccountType;
    to_type: AccountType;
  },
) {
  return trx
    .insertInto('account_transfers')
    .values(row)
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export type AccountTransferRow = {
  user_id: number;
  currency_id: number;
  amount: string;
  from_type: AccountType;
  to_type: AccountType;
};

/** Records many transfers in one statement; answers them in the order given (ids drawn in order). */
export async function insertAccountTransfers(trx: Trx, rows: readonly AccountTransferRow[]) {
  if (rows.length === 0) return [];
  const inserted = await trx
    .insertInto('account_transfers')
    .values([...rows])
    .returning(['id', 'created_at'])
    .execute();
  return inserted.sort((a, b) => a.id - b.id);
}

export function pageAccountTransfers(db: Executor, userId: number, request: PageRequest) {
  return pageOf(
    db.selectFrom('account_transfers as t').where('t.user_id', '=', userId),
    (q) =>
      q
        .innerJoin('currencies as c', 'c.id', 't.currency_id')
        .select([
          't.id',
          't.currency_id',
          'c.name as currency_name',
          't.amount',
          't.from_type',
          't.to_type',
          't.created_at',
        ])
        .orderBy('t.id', 'desc'),
    request,
  );
}

export function insertConversion(trx: Trx, row: Insertable<ConversionsTable>) {
  return trx.insertInto('conversions').values(row).returningAll().executeTakeFirstOrThrow();
}

export function pageConversions(db: Executor, userId: number, request: PageRequest) {
  return pageOf(
    db.selectFrom('conversions').where('user_id', '=', userId),
    (q) => q.selectAll().orderBy('id', 'desc'),
    request,
  );
}

// ---- the bill ------------------------------------------------------------------------------------

export function pageBill(
  db: Executor,
  filter: { userId: number; currencyId?: number; accountType?: AccountType },
  request: PageRequest,
) {
  let query = db.selectFrom('ledger_entries as e').where('e.user_id', '=', filter.userId);
  if (filter.currencyId !== undefined) query = query.where('e.currency_id', '=', filter.currencyId);
  if (filter.accountType !== undefined)
    query = query.where('e.account_type', '=', filter.accountType);
  return pageOf(
    query,
    (q) =>
      q
        .innerJoin('ledger_postings as p', 'p.id', 'e.posting_id')
        .innerJoin('currencies as c', 'c.id', 'e.currency_id')
        .select([
          'e.id',
          'e.currency_id',
          'c.name as currency_name',
          'e.account_type',
          'p.reason',
          'p.memo',
          'e.delta_available',
          'e.delta_frozen',
          'e.available_after',
          'e.frozen_after',
          'e.created_at',
        ])
        .orderBy('e.id', 'desc'),
    request,
  );
}
