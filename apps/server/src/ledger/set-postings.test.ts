import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AppError } from '../lib/app-error.js';
import {
  balanceOf,
  CHANGE,
  expectLedgerClean,
  fund,
  LEVER,
  USDT,
  userIdOf,
} from '../testing/money.js';
import { countRows } from '../testing/rows.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import * as ledger from './ledger.js';
import {
  finishSetPostings,
  SET_POSTINGS_SUMMARY,
  setPostings,
  withSetPostings,
  type SetPostingsSummary,
} from './set-postings.js';
import { moneyTransaction } from './transaction.js';

let t: TestApp;
let a: number;
let b: number;
beforeEach(async () => {
  t = await buildTestApp();
  a = await userIdOf(t, (await t.signUp()).token);
  b = await userIdOf(t, (await t.signUp()).token);
});
afterEach(() => t.close());

/** One leg of the legs CTE: a user's balance (account 2 unless told) or a house account. */
interface SetLeg {
  reference: string;
  seq: number;
  user?: number;
  accountType?: number;
  house?: string;
  available?: string;
  frozen?: string;
}

/** Posts `legs` with one statement, as a domain would; answers the postings applied and who moved. */
async function postSet(legs: SetLeg[]) {
  let moved: number[] = [];
  const column = <T>(f: (l: SetLeg, i: number) => T) => sql.val(legs.map(f));
  const applied = await moneyTransaction(
    t.db,
    async (trx) => {
      const result = await withSetPostings(
        sql<SetPostingsSummary>`
          with input as (
            select * from unnest(${column((l) => l.reference)}::text[], ${column(() => 'adjustment')}::text[],
                                 ${column((l) => l.user ?? null)}::int[], ${column((l) => l.seq)}::bigint[],
                                 ${column((_, i) => i)}::int[], ${column((l) => l.user ?? null)}::int[],
                                 ${column((l) => (l.house ? 0 : (l.accountType ?? CHANGE)))}::smallint[],
                                 ${column((l) => l.house ?? null)}::text[], ${column(() => USDT)}::int[],
                                 ${column((l) => l.available ?? '0')}::numeric[],
                                 ${column((l) => l.frozen ?? '0')}::numeric[])
              as x(reference, reason, posting_user_id, seq, leg, user_id, account_type, house,
                   currency_id, delta_available, delta_frozen)
          ), ${setPostings('input')}
          select ${SET_POSTINGS_SUMMARY}`.execute(trx),
      );
      return finishSetPostings(trx, result.rows[0]!);
    },
    { onBalancesChanged: (userIds) => (moved = userIds) },
  );
  return { applied, moved };
}

/** A user's entries by posting and account (postMany writes a posting's legs in reverse). */
const entriesOf = (userId: number) =>
  t.db
    .selectFrom('ledger_entries')
    .select(['account_type', 'delta_available', 'delta_frozen', 'available_after', 'frozen_after'])
    .where('user_id', '=', userId)
    .orderBy('posting_id')
    .orderBy('account_type')
    .execute();

describe('setPostings', () => {
  it('posts like postMany: merged legs, zero legs dropped, rows created, balance after each in order', async () => {
    await fund(t.db, a, USDT, '100');
    await fund(t.db, b, USDT, '100');
    const postings = (user: number) => [
      // Two legs on one balance become one entry; a zero leg none.
      { reference: `p1:${user}`, seq: 1, user, available: '10.5' },
      { reference: `p1:${user}`, seq: 1, user, available: '-0.5' },
      { reference: `p1:${user}`, seq: 1, user, accountType: LEVER, available: '0' },
      { reference: `p1:${user}`, seq: 1, house: 'adjustments', available: '-10' },
      // A frozen move, and a first credit to an account the user has no row for yet.
      { reference: `p2:${user}`, seq: 2, user, available: '-30', frozen: '30' },
      { reference: `p2:${user}`, seq: 2, user, accountType: LEVER, available: '7.25' },
      { reference: `p2:${user}`, seq: 2, house: 'fees', available: '-7.25' },
    ];
    expect(await postSet(postings(a))).toEqual({ applied: 2, moved: [a] });

    await moneyTransaction(t.db, (trx) =>
      ledger.postMany(
        trx,
        ['p1', 'p2'].map((p) => ({
          reason: 'adjustment' as const,
          reference: `${p}:${b}`,
          userId: b,
          legs: postings(b)
            .filter((l) => l.reference === `${p}:${b}`)
            .map((l) => ({
              holder:
                'house' in l
                  ? { house: l.house as 'fees' }
                  : { userId: l.user, accountType: (l.accountType ?? CHANGE) as 2 | 3 },
              currencyId: USDT,
              available: l.available,
              ...('frozen' in l ? { frozen: l.frozen } : {}),
            })),
        })),
      ),
    );
    expect(await entriesOf(a)).toEqual(await entriesOf(b));
    expect(await balanceOf(t.db, a, USDT)).toEqual({ available: '80', frozen: '30' });
    expect(await balanceOf(t.db, a, USDT, LEVER)).toEqual({ available: '7.25', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('posts a reference once: a set that repeats it applies nothing of it', async () => {
    const grant = [
      { reference: 'once', seq: 1, user: a, available: '5' },
      { reference: 'once', seq: 1, house: 'adjustments', available: '-5' },
    ];
    expect((await postSet(grant)).applied).toBe(1);
    expect(await postSet(grant)).toEqual({ applied: 0, moved: [] });
    expect(await balanceOf(t.db, a, USDT)).toEqual({ available: '5', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('refuses a set with a posting that does not balance, or has more than 18 decimals: nothing moves', async () => {
    const postings = await countRows(t.db, 'ledger_postings');
    await expect(
      postSet([
        { reference: 'bad', seq: 1, user: a, available: '5' },
        { reference: 'bad', seq: 1, house: 'adjustments', available: '-4' },
      ]),
    ).rejects.toThrow(/do not balance/);
    await expect(
      postSet([
        { reference: 'tiny', seq: 1, user: a, available: '0.0000000000000000001' },
        { reference: 'tiny', seq: 1, house: 'adjustments', available: '-0.0000000000000000001' },
      ]),
    ).rejects.toThrow(/do not balance/);
    expect(await countRows(t.db, 'ledger_postings')).toBe(postings);
    await expectLedgerClean(t.db);
  });

  it('answers INSUFFICIENT_BALANCE for a debit below zero, and the whole set rolls back', async () => {
    await fund(t.db, a, USDT, '10');
    const error = await postSet([
      { reference: 'ok', seq: 1, user: b, available: '1' },
      { reference: 'ok', seq: 1, house: 'adjustments', available: '-1' },
      { reference: 'over', seq: 2, user: a, available: '-10.01' },
      { reference: 'over', seq: 2, house: 'adjustments', available: '10.01' },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceOf(t.db, a, USDT)).toEqual({ available: '10', frozen: '0' });
    expect(await balanceOf(t.db, b, USDT)).toEqual({ available: '0', frozen: '0' });
    await expectLedgerClean(t.db);
  });
});
