import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../testing/test-app.js';
import {
  balanceOf,
  BTC,
  CHANGE,
  expectLedgerClean,
  LEVER,
  USDT,
  userIdOf,
} from '../testing/money.js';
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

const grant = (amount: string, reference = `grant:${amount}:${Math.random()}`) =>
  moneyTransaction(t.db, (trx) =>
    ledger.post(trx, {
      reason: 'adjustment',
      reference,
      userId,
      legs: [
        { holder: { userId, accountType: CHANGE }, currencyId: USDT, available: amount },
        { holder: { house: 'adjustments' }, currencyId: USDT, available: `-${amount}` },
      ],
    }),
  );

describe('ledger.post', () => {
  it('moves a balance and writes journal entries that sum to zero, with the balance after each', async () => {
    await grant('100.5');
    expect(await balanceOf(t.db, userId, USDT)).toEqual({ available: '100.5', frozen: '0' });
    const entries = await t.db.selectFrom('ledger_entries').selectAll().orderBy('id').execute();
    expect(entries).toHaveLength(2);
    expect(Number(entries[0]!.available_after)).toBe(100.5);
    expect(entries[1]).toMatchObject({ house: 'adjustments', balance_id: null });
    await expectLedgerClean(t.db);
  });

  it('posts a reference once: the second posting with it applies nothing', async () => {
    const first = await grant('10', 'same-ref');
    const second = await grant('10', 'same-ref');
    expect(second).toMatchObject({ duplicate: true, postingId: first.postingId });
    expect(await balanceOf(t.db, userId, USDT)).toEqual({ available: '10', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('refuses a posting that would take a balance below zero, and the whole transaction rolls back', async () => {
    await grant('5');
    await expect(
      moneyTransaction(t.db, async (trx) => {
        await sql`insert into account_transfers (user_id, currency_id, amount, from_type, to_type) values (${userId}, ${USDT}, 6, 2, 3)`.execute(
          trx,
        );
        return ledger.post(trx, {
          reason: 'account_transfer',
          reference: 'too-much',
          userId,
          legs: [
            { holder: { userId, accountType: CHANGE }, currencyId: USDT, available: '-6' },
            { holder: { userId, accountType: LEVER }, currencyId: USDT, available: '6' },
          ],
        });
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await balanceOf(t.db, userId, USDT)).toEqual({ available: '5', frozen: '0' });
    expect(await t.db.selectFrom('account_transfers').selectAll().execute()).toHaveLength(0);
    expect(
      await t.db
        .selectFrom('ledger_postings')
        .select('id')
        .where('reference', '=', 'too-much')
        .execute(),
    ).toHaveLength(0);
    await expectLedgerClean(t.db);
  });

  it('refuses a posting that does not sum to zero per currency', async () => {
    await expect(
      moneyTransaction(t.db, (trx) =>
        ledger.post(trx, {
          reason: 'adjustment',
          reference: 'unbalanced',
          legs: [
            { holder: { userId, accountType: CHANGE }, currencyId: USDT, available: '1' },
            { holder: { house: 'adjustments' }, currencyId: BTC, available: '-1' },
          ],
        }),
      ),
    ).rejects.toThrow(/does not balance/);
    await expectLedgerClean(t.db);
  });

  it('keeps the journal append-only', async () => {
    await grant('1');
    await expect(sql`update ledger_entries set delta_available = 2`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from ledger_postings`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('serialises concurrent postings on one balance: 50 debits of 1 against 20 leave exactly 0', async () => {
    await grant('20');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        moneyTransaction(t.db, (trx) =>
          ledger.post(trx, {
            reason: 'adjustment',
            reference: `debit:${i}`,
            userId,
            legs: [
              { holder: { userId, accountType: CHANGE }, currencyId: USDT, available: '-1' },
              { holder: { house: 'adjustments' }, currencyId: USDT, available: '1' },
            ],
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    expect(await balanceOf(t.db, userId, USDT)).toEqual({ available: '0', frozen: '0' });
    await expectLedgerClean(t.db);
  });
});

describe('ledger.postMany', () => {
  it('journals postings that cancel out on a balance (a transfer and its way back in one batch)', async () => {
    await grant('10');
    const move = (reference: string, from: typeof CHANGE, to: typeof CHANGE) => ({
      reason: 'account_transfer' as const,
      reference,
      userId,
      legs: [
        { holder: { userId, accountType: from }, currencyId: USDT, available: '-4' },
        { holder: { userId, accountType: to }, currencyId: USDT, available: '4' },
      ],
    });
    await moneyTransaction(t.db, (trx) =>
      ledger.postMany(trx, [move('there', CHANGE, LEVER), move('back', LEVER, CHANGE)]),
    );
    expect(await balanceOf(t.db, userId, USDT, CHANGE)).toEqual({ available: '10', frozen: '0' });
    const entries = await t.db
      .selectFrom('ledger_entries')
      .select(['balance_id', 'account_type', 'available_after'])
      .where('user_id', '=', userId)
      .where('account_type', '=', LEVER)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => Number(e.available_after))).toEqual([4, 0]);
    expect(entries.every((e) => e.balance_id !== null)).toBe(true);
    await expectLedgerClean(t.db);
  });
});

describe('checkLedger', () => {
  it('finds a balance changed behind the journal', async () => {
    await grant('7');
    await sql`update balances set available = available + 1`.execute(t.db);
    expect((await checkLedger(t.db)).map((p) => p.kind)).toEqual(['balance_differs_from_journal']);
  });
});
