import type { InviteeView, InviteSummaryView, Page } from '@meridian/contract';
import { Decimal } from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';

import {
  balanceOf,
  CHANGE,
  expectLedgerClean,
  fund,
  LEVER,
  ok,
  USDT,
} from '../../testing/money.js';
import { futuresOrder, submitWithKey, trader, type Trader } from '../../testing/traders.js';
import {
  closeTradingApps,
  nodeDeps,
  startTradingApp,
  type TradingTestApp,
} from '../../testing/trading.js';
import { dropReferenceData } from '../../db/reference-cache.js';
import { accrueRebates } from './invite.repository.js';
import { runInviteRebates } from './invite.service.js';

/*
 * Invite rebates (issue #20 item 4): an invitee's futures order pays a fee; the hourly run
 * records 20 % of it for the inviter and pays it from the fee income to their spot account,
 * exactly once however often it runs. Runs are called directly with a clock past the five
 * minutes a fee waits for late commits.
 */
afterEach(closeTradingApps);

const startApp = () => startTradingApp({ 'BTC/USDT': '50000' });

const later = () => Date.now() + 10 * 60_000;
const run = (t: TradingTestApp) => runInviteRebates(nodeDeps(t), later());

/** An inviter, and a friend who registered with their code and holds 1,000 USDT of margin. */
async function inviterAndFriend(t: TradingTestApp) {
  const inviter = await trader(t);
  const { invite_code } = ok<{ invite_code: string }>(
    await t.get('/api/user/info', {}, inviter.token),
  );
  const { token } = await t.signUp(undefined, undefined, { extension_code: invite_code });
  const friendId = Number(
    (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('inviter_id', '=', inviter.id)
        .executeTakeFirstOrThrow()
    ).id,
  );
  const friend: Trader = { token, id: friendId };
  await fund(t.db, friend.id, USDT, '1000', LEVER);
  return { inviter, friend };
}

let keys = 0;
async function trade(t: TradingTestApp, who: Trader) {
  ok(
    await submitWithKey(
      t,
      '/api/lever/submit',
      futuresOrder(),
      who.token,
      `invite-order-${++keys}`,
    ),
  );
  await t.settle();
}

/** The fees the user's postings paid to the house, in USDT. */
async function feesPaidBy(t: TradingTestApp, userId: number) {
  const rows = await t.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_postings as p', 'p.id', 'e.posting_id')
    .select('e.delta_available')
    .where('e.house', '=', 'fees')
    .where('p.user_id', '=', userId)
    .execute();
  return rows.reduce((sum, r) => sum.plus(r.delta_available), new Decimal(0));
}

const spotUsdt = async (t: TradingTestApp, userId: number) =>
  (await balanceOf(t.db, userId, USDT, CHANGE)).available;

describe('invite rebates', () => {
  it('pays the inviter 20 % of the friend\u2019s trading fee once, however often it runs', async () => {
    const t = await startApp();
    const { inviter, friend } = await inviterAndFriend(t);
    await trade(t, friend);
    const fee = await feesPaidBy(t, friend.id);
    expect(fee.gt(0)).toBe(true);
    const rebate = fee.times('0.2').toDecimalPlaces(8, Decimal.ROUND_DOWN);

    // Two leaders' runs at once, then another: one payment.
    const payments = await Promise.all([run(t), run(t)]);
    expect(payments.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await run(t)).toBe(0);
    expect(new Decimal(await spotUsdt(t, inviter.id)).eq(rebate)).toBe(true);

    const summary = ok<InviteSummaryView>(
      await t.get('/api/user/invite/summary', {}, inviter.token),
    );
    expect(summary).toMatchObject({ rate: '0.2', months: 12, invitees: 1, pending: [] });
    expect(summary.paid).toEqual([
      { currency_id: USDT, currency: 'USDT', amount: rebate.toFixed() },
    ]);
    const list = ok<Page<InviteeView>>(await t.get('/api/user/invite/list', {}, inviter.token));
    expect(list.total).toBe(1);
    expect(list.data[0]!.name).toMatch(/^\w{2}\*\*\*@example\.com$/);
    expect(list.data[0]!.earned).toEqual([
      { currency_id: USDT, currency: 'USDT', amount: rebate.toFixed() },
    ]);
    // The friend sees no invitees; the inviter's bill says why the money came.
    expect(
      ok<Page<InviteeView>>(await t.get('/api/user/invite/list', {}, friend.token)).total,
    ).toBe(0);
    const reasons = await t.db
      .selectFrom('ledger_postings')
      .select('reason')
      .where('user_id', '=', inviter.id)
      .execute();
    expect(reasons.map((r) => r.reason)).toEqual(['invite_rebate']);
    await expectLedgerClean(t.db);
  });

  it('pays what was recorded before a crash, once, and a fee in its five-minute wait only later', async () => {
    const t = await startApp();
    const { inviter, friend } = await inviterAndFriend(t);
    await trade(t, friend);
    // Not settled yet: a run now leaves the fee for the next hour.
    expect(await runInviteRebates(nodeDeps(t), Date.now())).toBe(0);
    // Recorded, then the process died before paying: the next run pays it.
    expect(await accrueRebates(t.db, '0.2', new Date(later()))).toBe(1);
    expect(await accrueRebates(t.db, '0.2', new Date(later()))).toBe(0);
    expect(await run(t)).toBe(1);
    expect(await run(t)).toBe(0);
    expect(new Decimal(await spotUsdt(t, inviter.id)).gt(0)).toBe(true);
    await expectLedgerClean(t.db);
  });

  it('pays nothing past 12 months, to the same verified identity, or for a friend nobody invited', async () => {
    const t = await startApp();
    const late = await inviterAndFriend(t);
    await t.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 366 * 86_400_000) })
      .where('id', '=', late.friend.id)
      .execute();
    await trade(t, late.friend);

    const twin = await inviterAndFriend(t);
    await t.db
      .insertInto('kyc_records')
      .values(
        [twin.inviter.id, twin.friend.id].map((user_id) => ({
          user_id,
          level: 1 as const,
          id_type: 1,
          name: 'Same Person',
          card_id: 'X1234567',
          status: 2 as const,
        })),
      )
      .execute();
    await trade(t, twin.friend);

    const loner = await trader(t);
    await fund(t.db, loner.id, USDT, '1000', LEVER);
    await trade(t, loner);

    expect(await run(t)).toBe(0);
    expect(await spotUsdt(t, late.inviter.id)).toBe('0');
    expect(await spotUsdt(t, twin.inviter.id)).toBe('0');
    const list = ok<Page<InviteeView>>(
      await t.get('/api/user/invite/list', {}, twin.inviter.token),
    );
    expect(list.data[0]!.rebates_until).toBeNull();
  });

  it('uses the rate the operator publishes', async () => {
    const t = await startApp();
    await t.db
      .updateTable('settings')
      .set({ value: '0.1' })
      .where('key', '=', 'invite_rebate_rate')
      .execute();
    // Written behind the operator API's back: its cached copy goes, as a publish would drop it.
    dropReferenceData(t.db);
    const { inviter, friend } = await inviterAndFriend(t);
    await trade(t, friend);
    const fee = await feesPaidBy(t, friend.id);
    expect(await run(t)).toBe(1);
    expect(
      new Decimal(await spotUsdt(t, inviter.id)).eq(
        fee.times('0.1').toDecimalPlaces(8, Decimal.ROUND_DOWN),
      ),
    ).toBe(true);
  });
});
