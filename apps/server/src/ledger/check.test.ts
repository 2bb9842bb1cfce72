import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { CHANGE, expectLedgerClean, LEVER, USDT, userIdOf } from '../testing/money.js';
import { checkLedger } from './check.js';
import * as ledger from './ledger.js';
import { moneyTransaction } from './transaction.js';

let t: TestApp;
let userId: number;
beforeEach(async () => {
  t = await buildTestApp();
  userId = await userIdOf(t, (await t.signUp()).token);
});
afterEach(() => t.close());

const grant = (amount: string) =>
  moneyTransaction(t.db, (trx) =>
    ledger.post(trx, {
      reason: 'adjustment',
      reference: `grant:${amount}:${Math.random()}`,
      userId,
      legs: [
        { holder: { userId, accountType: CHANGE }, currencyId: USDT, available: amount },
        { holder: { house: 'adjustments' }, currencyId: USDT, available: `-${amount}` },
      ],
    }),
  );

/** A journal row written behind the ledger's back: a balanced pair of house entries. */
async function strayPosting(posting: { user_id?: number; admin_id?: number } = {}) {
  const { rows } = await sql<{ id: string }>`
    insert into ledger_postings (reason, reference, user_id, admin_id)
    values ('adjustment', ${`stray:${Math.random()}`}, ${posting.user_id ?? null}, ${posting.admin_id ?? null})
    returning id`.execute(t.db);
  return Number(rows[0]!.id);
}

const problems = async (): Promise<Record<string, unknown>[]> =>
  (await checkLedger(t.db)).map((p) => ({ kind: p.kind, ...p.detail }));

describe('the journal without foreign keys (migration 0007)', () => {
  it('has no foreign key left on ledger_entries or ledger_postings', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_constraint
      where contype = 'f' and conrelid in ('ledger_entries'::regclass, 'ledger_postings'::regclass)`.execute(
      t.db,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('leaves the books clean after ordinary postings', async () => {
    await grant('5');
    await expectLedgerClean(t.db);
  });

  it('the check finds a posting whose user or operator does not exist', async () => {
    await strayPosting({ user_id: 999_999, admin_id: 888_888 });
    expect(await problems()).toEqual([
      expect.objectContaining({
        kind: 'dangling_reference',
        table: 'ledger_postings',
        column: 'user_id',
      }),
      expect.objectContaining({
        kind: 'dangling_reference',
        table: 'ledger_postings',
        column: 'admin_id',
      }),
    ]);
  });

  it('the check finds entries pointing at a missing posting, balance, user or currency', async () => {
    const posting = await strayPosting();
    await sql`
      insert into ledger_entries
        (posting_id, balance_id, user_id, house, currency_id, account_type, delta_available, delta_frozen)
      values
        (${posting + 1000}, null, null, 'adjustments', ${USDT}, 0, 0, 0),
        (${posting}, 777777, 999999, null, 424242, ${CHANGE}, 0, 0)`.execute(t.db);
    const found = (await problems()).filter((p) => p.kind === 'dangling_reference');
    expect(found.map((p) => p.column).sort()).toEqual([
      'balance_id',
      'currency_id',
      'posting_id',
      'user_id',
    ]);
  });

  it('the check finds an entry booked on a balance of another account', async () => {
    await grant('3');
    const balance = await t.db
      .selectFrom('balances')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const posting = await strayPosting({ user_id: userId });
    await sql`
      insert into ledger_entries
        (posting_id, balance_id, user_id, currency_id, account_type, delta_available, delta_frozen)
      values (${posting}, ${balance.id}, ${userId}, ${USDT}, ${LEVER}, 0, 0)`.execute(t.db);
    expect(await problems()).toEqual([
      expect.objectContaining({ kind: 'entry_balance_mismatch', balance_id: balance.id }),
    ]);
  });
});
