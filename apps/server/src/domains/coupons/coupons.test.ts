import type {
  AdminCouponView,
  CouponView,
  Page,
  UserCouponView,
  WithdrawalView,
} from '@meridian/contract';
import { Decimal } from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';

import { postJson } from '../../testing/input-bounds.js';
import {
  balanceOf,
  BTC,
  CHANGE,
  expectLedgerClean,
  failure,
  LEVER,
  ok,
  PAY_PASSWORD,
  succeeded,
  USDT,
} from '../../testing/money.js';
import { countRows } from '../../testing/rows.js';
import {
  closeWalletApps,
  eligibleWalletUser,
  saveAddress,
  startWallet,
} from '../../testing/wallet.js';
import { futuresOrder, submitWithKey, trader, type Trader } from '../../testing/traders.js';
import {
  closeTradingApps,
  nodeDeps,
  startTradingApp,
  type TradingTestApp,
} from '../../testing/trading.js';
import { applyCouponDiscounts } from './index.js';

/*
 * Coupons (issue #20 item 3): an operator issues a fee coupon, a user claims it, and the sweep
 * gives back the coupon's share of each fee the user then pays, from the fee income, once per
 * fee posting, one use each. Worked example: a market buy of 0.01 BTC at the 65,032.5 ask pays a
 * fee of 0.00001 BTC; a fee-free (rate 1) coupon gives the 0.00001 BTC back.
 */
afterEach(closeTradingApps);

const start = () => startTradingApp({ 'BTC/USDT': '65000' });
const sweep = (t: TradingTestApp) => applyCouponDiscounts(nodeDeps(t), Date.now());
const DAY = 86_400_000;

const TERMS = {
  name: { en: 'Fee-free spot', zh: '现货免手续费' },
  kind: 'spot_fee',
  discount_rate: '1',
  uses: 2,
  valid_days: 7,
  audience: 'all',
};

async function issue(t: TradingTestApp, body: Record<string, unknown> = {}) {
  const op = await t.admin('operator');
  const created = ok<AdminCouponView>(
    await postJson(
      t,
      '/api/admin/coupons/create',
      { ...TERMS, claim_until: Date.now() + DAY, ...body },
      op.token,
    ),
  );
  return { op, coupon: created };
}

const claim = (t: TradingTestApp, who: Trader, id: number) =>
  t.post('/api/coupon/claim', { id }, who.token);

let keys = 0;
async function buySpot(t: TradingTestApp, who: Trader, amount = '0.01') {
  // A market buy fills at once; settle lets its events run.
  ok(
    await t.post(
      '/api/coin/trade',
      { currency_id: BTC, legal_id: USDT, type: 1, amount },
      who.token,
    ),
  );
  await t.settle();
}

const btc = async (t: TradingTestApp, who: Trader) =>
  new Decimal((await balanceOf(t.db, who.id, BTC, CHANGE)).available);

describe('coupons: claiming', () => {
  it('lists a coupon in the centre, claims it once, and shows it as usable', async () => {
    const t = await start();
    const { coupon } = await issue(t);
    const u = await trader(t);
    const centre = ok<CouponView[]>(await t.get('/api/coupon/centre', {}, u.token));
    expect(centre).toEqual([
      expect.objectContaining({
        id: coupon.id,
        name: 'Fee-free spot',
        discount_rate: '1',
        claimed: false,
      }),
    ]);
    const zh = ok<CouponView[]>(await t.get('/api/coupon/centre', { lang: 'zh' }, u.token));
    expect(zh[0]!.name).toBe('现货免手续费');

    const claimed = ok<UserCouponView>(await claim(t, u, coupon.id));
    expect(claimed).toMatchObject({
      coupon_id: coupon.id,
      uses: 2,
      uses_left: 2,
      status: 'usable',
    });
    expect(claimed.expires_at - claimed.claimed_at).toBe(7 * DAY);
    expect(failure(await claim(t, u, coupon.id)).code).toBe('COUPON_ALREADY_CLAIMED');
    expect(ok<CouponView[]>(await t.get('/api/coupon/centre', {}, u.token))[0]!.claimed).toBe(true);
    const mine = ok<Page<UserCouponView>>(await t.get('/api/coupon/mine', {}, u.token));
    expect(mine.data.map((c) => c.id)).toEqual([claimed.id]);
    expect(
      ok<UserCouponView | null>(await t.get('/api/coupon/next', { kind: 'spot_fee' }, u.token))?.id,
    ).toBe(claimed.id);
    expect(ok(await t.get('/api/coupon/next', { kind: 'futures_fee' }, u.token))).toBeNull();
  });

  it('two parallel claims of one user make one claim; a limited coupon is never claimed past its quantity', async () => {
    const t = await start();
    const { coupon } = await issue(t, { quantity: 2 });
    const u = await trader(t);
    const both = await Promise.all([claim(t, u, coupon.id), claim(t, u, coupon.id)]);
    expect(both.filter(succeeded)).toHaveLength(1);
    const others = await Promise.all([trader(t), trader(t), trader(t)]);
    const answers = await Promise.all(others.map((o) => claim(t, o, coupon.id)));
    expect(answers.filter(succeeded)).toHaveLength(1);
    expect(await countRows(t.db, 'user_coupons')).toBe(2);
    const soldOut = answers.find((r) => !succeeded(r))!;
    expect(failure(soldOut).code).toBe('COUPON_SOLD_OUT');
  });

  it('keeps listed and new-user coupons to their audience; revoked or closed coupons refuse', async () => {
    const t = await start();
    const listed = await trader(t);
    const other = await trader(t);
    const { op, coupon: forList } = await issue(t, { audience: 'list', user_ids: [listed.id] });
    expect(failure(await claim(t, other, forList.id)).code).toBe('COUPON_NOT_FOUND');
    expect(ok<CouponView[]>(await t.get('/api/coupon/centre', {}, other.token))).toEqual([]);
    ok(await claim(t, listed, forList.id));

    await t.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 40 * DAY) })
      .where('id', '=', other.id)
      .execute();
    const { coupon: forNew } = await issue(t, { audience: 'new', new_user_days: 30 });
    expect(failure(await claim(t, other, forNew.id)).code).toBe('COUPON_NOT_FOUND');
    ok(await claim(t, listed, forNew.id));

    const { coupon: revoked } = await issue(t);
    ok(await t.post('/api/admin/coupons/revoke', { id: revoked.id }, op.token));
    expect(failure(await claim(t, other, revoked.id)).code).toBe('COUPON_NOT_FOUND');
    const { coupon: closing } = await issue(t);
    await t.db
      .updateTable('coupons')
      .set({ claim_until: new Date(Date.now() - 1000) } as never)
      .where('id', '=', closing.id)
      .execute();
    expect(failure(await claim(t, other, closing.id)).code).toBe('COUPON_CLAIM_CLOSED');
    expect(failure(await claim(t, other, 999_999)).code).toBe('COUPON_NOT_FOUND');
  });

  it('is issued by operators only, with valid terms, and audited', async () => {
    const t = await start();
    const { op, coupon } = await issue(t);
    const u = await trader(t);
    const auditor = await t.admin('auditor');
    const bad = (body: Record<string, unknown>) =>
      postJson(
        t,
        '/api/admin/coupons/create',
        { ...TERMS, claim_until: Date.now() + DAY, ...body },
        op.token,
      );
    for (const body of [
      { discount_rate: '0' },
      { discount_rate: '1.5' },
      { uses: 0 },
      { kind: 'withdraw_bonus' },
      { audience: 'list' },
      { audience: 'list', user_ids: [999_999] },
      { claim_until: Date.now() - 1 },
      { name: { en: '' } },
    ])
      expect(failure(await bad(body)).code).toBe('PARAMETER_ERROR');
    expect(
      failure(
        await postJson(
          t,
          '/api/admin/coupons/create',
          { ...TERMS, claim_until: Date.now() + DAY },
          auditor.token,
        ),
      ).code,
    ).toBe('FORBIDDEN');
    expect(failure(await postJson(t, '/api/admin/coupons/create', TERMS, u.token)).code).toBe(
      'SESSION_INVALID',
    );
    expect(await countRows(t.db, 'coupons')).toBe(1);
    const audits = await t.db.selectFrom('audit_log').select(['action', 'entity_id']).execute();
    expect(audits).toEqual([{ action: 'coupon.create', entity_id: String(coupon.id) }]);
    const listed = ok<AdminCouponView[]>(await t.get('/api/admin/coupons', {}, auditor.token));
    expect(listed.map((c) => [c.id, c.claimed, c.used])).toEqual([[coupon.id, 0, 0]]);
  });
});

describe('coupons: discounts', () => {
  it('gives a spot fee back once per fill, one use each, from the fee income, shown in the bill', async () => {
    const t = await start();
    const { coupon } = await issue(t);
    const u = await trader(t, { [CHANGE]: { [USDT]: '5000' } });
    await buySpot(t, u); // before the claim: not discounted
    const before = ok<UserCouponView>(await claim(t, u, coupon.id));
    expect(await sweep(t)).toBe(0);

    const held = await btc(t, u);
    await buySpot(t, u);
    // Two leaders' sweeps at once, then another: one discount.
    const given = await Promise.all([sweep(t), sweep(t)]);
    expect(given.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sweep(t)).toBe(0);
    // 0.01 BTC bought, fee 0.00001 given back: the full 0.01 arrives.
    expect((await btc(t, u)).minus(held).toFixed()).toBe('0.01');

    const [mine] = ok<Page<UserCouponView>>(await t.get('/api/coupon/mine', {}, u.token)).data;
    expect(mine).toMatchObject({ id: before.id, uses_left: 1, status: 'usable' });
    expect(mine!.saved).toEqual([{ currency_id: BTC, currency: 'BTC', amount: '0.00001' }]);
    const bill = ok<{ data: { reason: string }[] }>(
      await t.post('/api/wallet/legal_log', {}, u.token),
    );
    expect(bill.data.map((row) => row.reason)).toContain('coupon_discount');

    await buySpot(t, u);
    await buySpot(t, u);
    expect(await sweep(t)).toBe(1); // the second use; the third fill pays its fee
    const used = ok<Page<UserCouponView>>(
      await t.get('/api/coupon/mine', { status: 'used' }, u.token),
    );
    expect(used.data[0]).toMatchObject({ uses_left: 0, status: 'used' });
    expect(await countRows(t.db, 'coupon_discounts')).toBe(2);
    await expectLedgerClean(t.db);
  });

  it('gives half a futures fee back for a 50 % coupon, to the futures account, never another user\u2019s', async () => {
    const t = await start();
    const { coupon } = await issue(t, { kind: 'futures_fee', discount_rate: '0.5', uses: 5 });
    const u = await trader(t, { [LEVER]: { [USDT]: '1000' } });
    const other = await trader(t, { [LEVER]: { [USDT]: '1000' } });
    ok(await claim(t, u, coupon.id));
    for (const who of [u, other])
      ok(
        await submitWithKey(t, '/api/lever/submit', futuresOrder(), who.token, `coupon-${++keys}`),
      );
    await t.settle();
    expect(await sweep(t)).toBe(1);
    const row = await t.db.selectFrom('coupon_discounts').selectAll().executeTakeFirstOrThrow();
    expect(row.user_id).toBe(u.id);
    expect(new Decimal(row.discount).toFixed()).toBe(
      new Decimal(row.fee).div(2).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(),
    );
    const posting = await t.db
      .selectFrom('ledger_entries')
      .select(['user_id', 'account_type', 'delta_available'])
      .where('posting_id', '=', Number(row.posting_id))
      .where('user_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(posting).toMatchObject({ user_id: u.id, account_type: LEVER });
    expect(new Decimal(posting.delta_available).eq(row.discount)).toBe(true);
    await expectLedgerClean(t.db);
  });

  it('gives nothing for an expired claim, and a spot coupon takes no futures fee', async () => {
    const t = await start();
    const { coupon } = await issue(t);
    const u = await trader(t, { [CHANGE]: { [USDT]: '5000' }, [LEVER]: { [USDT]: '1000' } });
    ok(await claim(t, u, coupon.id));
    ok(await submitWithKey(t, '/api/lever/submit', futuresOrder(), u.token, `coupon-${++keys}`));
    await t.settle();
    expect(await sweep(t)).toBe(0);
    await t.db
      .updateTable('user_coupons')
      .set({ expires_at: new Date(Date.now() - 1) } as never)
      .execute();
    await buySpot(t, u);
    expect(await sweep(t)).toBe(0);
    const expired = ok<Page<UserCouponView>>(
      await t.get('/api/coupon/mine', { status: 'expired' }, u.token),
    );
    expect(expired.data).toHaveLength(1);
  });

  it('moves its scan cursor only past fees it has served: a fee before a late sweep is still discounted', async () => {
    const t = await start();
    const { coupon } = await issue(t, { uses: 3 });
    const u = await trader(t, { [CHANGE]: { [USDT]: '5000' } });
    ok(await claim(t, u, coupon.id));
    await buySpot(t, u);
    const tenMinutesOn = Date.now() + 10 * 60_000;
    expect(await applyCouponDiscounts(nodeDeps(t), tenMinutesOn)).toBe(1);
    const { after_entry_id } = await t.db
      .selectFrom('user_coupons')
      .select('after_entry_id')
      .executeTakeFirstOrThrow();
    await buySpot(t, u);
    expect(await applyCouponDiscounts(nodeDeps(t), tenMinutesOn)).toBe(1);
    expect(await sweep(t)).toBe(0);
    const moved = await t.db
      .selectFrom('user_coupons')
      .select('after_entry_id')
      .executeTakeFirstOrThrow();
    expect(BigInt(moved.after_entry_id) > BigInt(after_entry_id)).toBe(true);
    await expectLedgerClean(t.db);
  });
});

describe('coupons: a fee-free withdrawal', () => {
  afterEach(closeWalletApps);

  it('gives the withdrawal fee back when the payout takes it, to the account it left from', async () => {
    const t = await startWallet({ prices: true });
    const op = await t.admin('operator');
    ok(
      await postJson(
        t,
        '/api/admin/coupons/create',
        { ...TERMS, kind: 'withdraw_fee', uses: 1, claim_until: Date.now() + DAY },
        op.token,
      ),
    );
    const u = await eligibleWalletUser(t, '1000');
    const [offer] = ok<CouponView[]>(await t.get('/api/coupon/centre', {}, u.token));
    ok(await t.post('/api/coupon/claim', { id: offer!.id }, u.token));
    const address = await saveAddress(t, u.token);
    const request = ok<WithdrawalView>(
      await t.post(
        '/api/wallet/out',
        { currency: USDT, number: '100', pay_password: PAY_PASSWORD, address_id: address.id },
        u.token,
      ),
    );
    expect(request).toMatchObject({ fee: '1', real_number: '99' });
    // Nothing is given back before the payout takes the fee.
    expect(await applyCouponDiscounts(nodeDeps(t), Date.now())).toBe(0);
    ok(await t.post('/api/admin/withdrawals/approve', { id: request.id }, op.token));
    expect(await applyCouponDiscounts(nodeDeps(t), Date.now())).toBe(1);
    expect(await balanceOf(t.db, u.id, USDT, CHANGE)).toEqual({ available: '901', frozen: '0' });
    const [claimed] = ok<Page<UserCouponView>>(
      await t.get('/api/coupon/mine', { status: 'used' }, u.token),
    ).data;
    expect(claimed!.saved).toEqual([{ currency_id: USDT, currency: 'USDT', amount: '1' }]);
    await expectLedgerClean(t.db);
  });
});
