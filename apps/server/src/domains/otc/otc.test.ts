import type {
  OtcAdView,
  OtcMerchantView,
  OtcOrderView,
  OtcQuickView,
  Page,
} from '@meridian/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  balanceOf,
  expectLedgerClean,
  failure,
  makeEligible,
  ok,
  PAY_PASSWORD,
  succeeded,
  USDT,
} from '../../testing/money.js';
import { countRows, houseHolds } from '../../testing/rows.js';
import { trader, type Trader } from '../../testing/traders.js';
import { nodeDeps, tradingApp, type TradingTestApp } from '../../testing/trading.js';
import { moneyTransaction } from '../../ledger/transaction.js';
import { cancelDueOrders, openOrder } from './otc.service.js';

/*
 * OTC / P2P over HTTP (issue #19 items 1 and 2): merchants, ads, orders with escrow, quick buy,
 * appeals; bad input, another user's order, refusals that change nothing, racing orders on the
 * last of an ad, release racing the window's end.
 */

const CHANGE = 2;
const PAYMENTS = JSON.stringify([{ method: 'bank', account: '6222 0000 1111', name: 'Li Wei' }]);
const MINUTE = 60_000;

let t: TradingTestApp;
let op: { token: string; id: number };
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '60000' });
  op = await t.admin('operator');
});
afterEach(() => t.close());

/** A signed-up, verified user (level 1 unless told) with a pay password and funds. */
async function user(level = 1, usdt = '0'): Promise<Trader> {
  const u = await trader(t, { [CHANGE]: { [USDT]: usdt } });
  await makeEligible(t.db, u.id, level);
  return u;
}

/** An approved merchant holding `usdt` in the exchange account. */
async function merchant(usdt = '10000'): Promise<Trader> {
  const m = await user(2, usdt);
  ok(await t.post('/api/otc/merchant/apply', {}, m.token));
  ok(
    await t.post(
      '/api/admin/otc/merchants/decide',
      { user_id: m.id, approve: 1, reason: 'documents checked' },
      op.token,
    ),
  );
  return m;
}

const adBody = (body: Record<string, unknown> = {}) => ({
  side: 'sell',
  coin: 'USDT',
  fiat: 'CNY',
  price_type: 'fixed',
  price: '7.2',
  quantity: '1000',
  min_total: '100',
  max_total: '14400',
  payments: PAYMENTS,
  ...body,
});
const defined = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
const postAd = async (m: Trader, body: Record<string, unknown> = {}) =>
  ok<OtcAdView>(await t.post('/api/otc/ad', defined(adBody(body)), m.token));
const order = (u: Trader, body: Record<string, unknown>) => t.post('/api/otc/order', body, u.token);
const usdt = (u: Trader) => balanceOf(t.db, u.id, USDT);
const adRow = (id: number) =>
  t.db.selectFrom('otc_ads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function snapshot(...users: Trader[]) {
  return {
    balances: await Promise.all(users.map(usdt)),
    orders: await countRows(t.db, 'otc_orders'),
    postings: await countRows(t.db, 'ledger_postings'),
    ads: await t.db.selectFrom('otc_ads').select(['id', 'available']).orderBy('id').execute(),
  };
}

describe('merchants', () => {
  it('takes applications from level 2 only, once, and an operator’s audited decision', async () => {
    const l1 = await user(1);
    expect(failure(await t.post('/api/otc/merchant/apply', {}, l1.token)).code).toBe(
      'OTC_KYC_REQUIRED',
    );
    const l2 = await user(2);
    const applied = ok<OtcMerchantView>(await t.post('/api/otc/merchant/apply', {}, l2.token));
    expect(applied).toMatchObject({ user_id: l2.id, status: 'pending', orders: 0 });
    expect(failure(await t.post('/api/otc/merchant/apply', {}, l2.token)).code).toBe(
      'OTC_ALREADY_APPLIED',
    );
    // Not approved yet: no ads.
    expect(failure(await t.post('/api/otc/ad', adBody(), l2.token)).code).toBe('OTC_NOT_MERCHANT');
    const queue = ok<Page<OtcMerchantView>>(await t.get('/api/admin/otc/merchants', {}, op.token));
    expect(queue.data.map((m) => m.user_id)).toEqual([l2.id]);
    const decided = ok<OtcMerchantView>(
      await t.post(
        '/api/admin/otc/merchants/decide',
        { user_id: l2.id, approve: 1, reason: 'ok' },
        op.token,
      ),
    );
    expect(decided.status).toBe('approved');
    expect(
      failure(
        await t.post(
          '/api/admin/otc/merchants/decide',
          { user_id: l2.id, approve: 0, reason: 'again' },
          op.token,
        ),
      ).code,
    ).toBe('OTC_MERCHANT_NOT_PENDING');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'otc.merchant')
      .execute();
    expect(audit).toHaveLength(1);
    expect(ok<OtcMerchantView>(await t.get('/api/otc/merchant', {}, l2.token)).status).toBe(
      'approved',
    );
  });
});

describe('ads', () => {
  it('refuses bad input with nothing written', async () => {
    const m = await merchant();
    const before = await countRows(t.db, 'otc_ads');
    const bad = [
      adBody({ min_total: '500', max_total: '100' }),
      adBody({ price: undefined }),
      adBody({ price_type: 'floating', price: undefined, premium: '25' }),
      adBody({ fiat: 'XXX' }),
      adBody({ payments: '[]' }),
      adBody({ quantity: '-1' }),
      adBody({ window_minutes: '1' }),
    ];
    for (const body of bad) {
      const res = failure(await t.post('/api/otc/ad', defined(body), m.token));
      expect(res.type).not.toBe('ok');
    }
    expect(
      failure(await t.post('/api/otc/ad', adBody({ min_total: '500', max_total: '100' }), m.token))
        .code,
    ).toBe('OTC_BOUNDS_INVALID');
    expect(await countRows(t.db, 'otc_ads')).toBe(before);
  });

  it('floats a price over the feed in the fiat: 60000 × 7.12 × 1.01 for BTC in CNY', async () => {
    const m = await merchant();
    const ad = await postAd(m, {
      coin: 'BTC',
      price_type: 'floating',
      price: undefined,
      premium: '1',
      quantity: '1',
      min_total: '1000',
      max_total: '500000',
    });
    expect(ad).toMatchObject({
      price_type: 'floating',
      premium: '1',
      price: '431472',
      window_minutes: 15,
    });
    const list = ok<Page<OtcAdView>>(
      await t.get('/api/otc/ads', { side: 'sell', coin: 'BTC', fiat: 'CNY' }),
    );
    expect(list.data.map((a) => a.id)).toEqual([ad.id]);
  });

  it('lists a market best price first and hides offline ads', async () => {
    const a = await merchant();
    const b = await merchant();
    const dear = await postAd(a, { price: '7.3' });
    const cheap = await postAd(b, { price: '7.1' });
    const list = async () =>
      ok<Page<OtcAdView>>(await t.get('/api/otc/ads', { side: 'sell', coin: 'USDT', fiat: 'CNY' }))
        .data;
    expect((await list()).map((x) => x.id)).toEqual([cheap.id, dear.id]);
    ok(await t.post('/api/otc/ad/status', { id: cheap.id, online: 0 }, b.token));
    expect((await list()).map((x) => x.id)).toEqual([dear.id]);
    // Another merchant's ad: not theirs to switch.
    expect(
      failure(await t.post('/api/otc/ad/status', { id: dear.id, online: 0 }, b.token)).code,
    ).toBe('OTC_AD_NOT_FOUND');
  });
});

describe('orders', () => {
  it('escrows on opening, then the seller releases with the pay password to the buyer', async () => {
    const m = await merchant('1000');
    const ad = await postAd(m);
    const buyer = await user(1);
    const opened = ok<OtcOrderView>(await order(buyer, { ad_id: ad.id, quantity: '150' }));
    expect(opened).toMatchObject({
      role: 'buyer',
      status: 'open',
      price: '7.2',
      quantity: '150',
      total: '1080',
      seller: { user_id: m.id },
      buyer: { user_id: buyer.id },
    });
    expect(opened.deadline_at - opened.created_at).toBe(15 * MINUTE);
    expect(opened.payments[0]).toMatchObject({ method: 'bank', name: 'Li Wei' });
    // A posting, not a flag: the coins left the seller for the escrow account.
    expect(await usdt(m)).toEqual({ available: '850', frozen: '0' });
    expect(await houseHolds(t.db, 'escrow')).toBe('150');
    expect((await adRow(ad.id)).available).toMatch(/^850(\.0+)?$/);

    const paid = ok<OtcOrderView>(
      await t.post('/api/otc/order/paid', { id: opened.id, payer_name: 'Buyer Name' }, buyer.token),
    );
    expect(paid.status).toBe('paid');
    // No verified name on record: the seller sees no match either way.
    expect(paid.payer_name_matches).toBeNull();

    expect(
      failure(
        await t.post('/api/otc/order/release', { id: opened.id, pay_password: '135790' }, m.token),
      ).code,
    ).toBe('PAY_PASSWORD_WRONG');
    expect(await usdt(buyer)).toEqual({ available: '0', frozen: '0' });
    // The buyer cannot release.
    expect(
      failure(
        await t.post(
          '/api/otc/order/release',
          { id: opened.id, pay_password: PAY_PASSWORD },
          buyer.token,
        ),
      ).code,
    ).toBe('OTC_ORDER_NOT_FOUND');
    const done = ok<OtcOrderView>(
      await t.post(
        '/api/otc/order/release',
        { id: opened.id, pay_password: PAY_PASSWORD },
        m.token,
      ),
    );
    expect(done).toMatchObject({ status: 'completed', role: 'seller' });
    expect(await usdt(buyer)).toEqual({ available: '150', frozen: '0' });
    expect(await houseHolds(t.db, 'escrow')).toBe('0');
    // Released again: refused, nothing moves.
    expect(
      failure(
        await t.post(
          '/api/otc/order/release',
          { id: opened.id, pay_password: PAY_PASSWORD },
          m.token,
        ),
      ).code,
    ).toBe('OTC_ORDER_STATE');
    // The merchant's numbers are real: one completed order, released after it was paid.
    const [listed] = ok<Page<OtcAdView>>(
      await t.get('/api/otc/ads', { side: 'sell', coin: 'USDT', fiat: 'CNY' }),
    ).data;
    expect(listed!.merchant).toMatchObject({ orders: 1, completion_rate: '1' });
    expect(listed!.merchant.avg_release_seconds).toBeGreaterThanOrEqual(0);
    const mine = ok<Page<OtcOrderView>>(
      await t.get('/api/otc/orders', { status: 'done' }, buyer.token),
    );
    expect(mine.data.map((o) => o.id)).toEqual([opened.id]);
    await expectLedgerClean(t.db);
  });

  it('tells the seller whether the payer name matches the buyer’s verified name', async () => {
    const m = await merchant('1000');
    const ad = await postAd(m);
    const buyer = await user(1);
    await t.db
      .insertInto('kyc_records')
      .values({
        user_id: buyer.id,
        level: 1,
        id_type: 1,
        name: 'Wang  Fang',
        card_id: 'X1',
        front_pic: null,
        reverse_pic: null,
        status: 2,
        reason: null,
        admin_id: null,
        handled_at: new Date(),
      })
      .execute();
    const paidAs = async (name: string) => {
      const o = ok<OtcOrderView>(await order(buyer, { ad_id: ad.id, quantity: '100' }));
      ok(await t.post('/api/otc/order/paid', { id: o.id, payer_name: name }, buyer.token));
      return ok<OtcOrderView>(await t.get('/api/otc/order', { id: o.id }, m.token));
    };
    expect(await paidAs('wang fang')).toMatchObject({ role: 'seller', payer_name_matches: true });
    expect(await paidAs('Li Lei')).toMatchObject({
      payer_name: 'Li Lei',
      payer_name_matches: false,
    });
  });

  it('keeps another user’s order out of reach', async () => {
    const m = await merchant();
    const ad = await postAd(m);
    const buyer = await user(1);
    const other = await user(1);
    const o = ok<OtcOrderView>(await order(buyer, { ad_id: ad.id, quantity: '100' }));
    const tries = [
      t.get('/api/otc/order', { id: o.id }, other.token),
      t.post('/api/otc/order/paid', { id: o.id, payer_name: 'x' }, other.token),
      t.post('/api/otc/order/cancel', { id: o.id }, other.token),
      t.post('/api/otc/order/appeal', { id: o.id, reason: 'not mine at all' }, other.token),
      t.post('/api/otc/order/release', { id: o.id, pay_password: PAY_PASSWORD }, other.token),
    ];
    for (const res of await Promise.all(tries))
      expect(failure(res).code).toBe('OTC_ORDER_NOT_FOUND');
    expect(ok<OtcOrderView>(await t.get('/api/otc/order', { id: o.id }, buyer.token)).status).toBe(
      'open',
    );
  });

  it('refuses bad orders and ones over the limits with nothing changed', async () => {
    const m = await merchant();
    const ad = await postAd(m, { quantity: '5000', max_total: '100000' });
    const buyer = await user(1);
    const unverified = await user(0);
    const l2 = await user(2);
    const before = await snapshot(m, buyer);
    const cases: [Trader, Record<string, unknown>, string][] = [
      [buyer, { ad_id: ad.id }, 'PARAMETER_ERROR'],
      [buyer, { ad_id: ad.id, quantity: '10', total: '72' }, 'PARAMETER_ERROR'],
      [buyer, { ad_id: ad.id, quantity: '10' }, 'OTC_ORDER_BOUNDS'],
      [buyer, { ad_id: 99999, quantity: '100' }, 'OTC_AD_NOT_FOUND'],
      [m, { ad_id: ad.id, quantity: '100' }, 'OTC_OWN_AD'],
      [unverified, { ad_id: ad.id, quantity: '100' }, 'OTC_VERIFY_REQUIRED'],
      // 14400.72 CNY at 7.12 per USD is above level 1's 2000 USD single-trade limit.
      [buyer, { ad_id: ad.id, total: '14300' }, 'OTC_SINGLE_LIMIT'],
      [l2, { ad_id: ad.id, quantity: '5001' }, 'OTC_AD_QUANTITY'],
    ];
    for (const [who, body, code] of cases) expect(failure(await order(who, body)).code).toBe(code);
    expect(await snapshot(m, buyer)).toEqual(before);
    // Level 2's limit is larger: the same total goes through.
    expect(succeeded(await order(l2, { ad_id: ad.id, total: '14300' }))).toBe(true);
  });

  it('refuses an order whose seller lacks the coins: no order, ad untouched', async () => {
    const m = await merchant('0');
    const ad = await postAd(m, { side: 'buy' });
    const seller = await user(1, '50');
    const before = await snapshot(m, seller);
    expect(failure(await order(seller, { ad_id: ad.id, quantity: '100' })).code).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(await snapshot(m, seller)).toEqual(before);
    // With the coins, the taker is the seller and the merchant buys.
    const rich = await user(1, '500');
    const o = ok<OtcOrderView>(await order(rich, { ad_id: ad.id, quantity: '100' }));
    expect(o).toMatchObject({ role: 'seller', buyer: { user_id: m.id } });
    expect(await usdt(rich)).toEqual({ available: '400', frozen: '0' });
  });

  it('never oversells the last of an ad under concurrent orders', async () => {
    const m = await merchant();
    const ad = await postAd(m, { quantity: '100' });
    const takers = await Promise.all([user(1), user(1), user(1), user(1)]);
    const answers = await Promise.all(
      takers.map((u) => order(u, { ad_id: ad.id, quantity: '60' })),
    );
    expect(answers.filter(succeeded)).toHaveLength(1);
    for (const res of answers.filter((r) => !succeeded(r)))
      expect(failure(res).code).toBe('OTC_AD_QUANTITY');
    expect(Number((await adRow(ad.id)).available)).toBe(40);
    expect(await houseHolds(t.db, 'escrow')).toBe('60');
    await expectLedgerClean(t.db);
  });

  it('lets the buyer cancel before paying: escrow and quantity come back', async () => {
    const m = await merchant('1000');
    const ad = await postAd(m);
    const buyer = await user(1);
    const o = ok<OtcOrderView>(await order(buyer, { ad_id: ad.id, quantity: '200' }));
    expect(failure(await t.post('/api/otc/order/cancel', { id: o.id }, m.token)).code).toBe(
      'OTC_ORDER_NOT_FOUND',
    );
    const cancelled = ok<OtcOrderView>(
      await t.post('/api/otc/order/cancel', { id: o.id }, buyer.token),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'buyer' });
    expect(await usdt(m)).toEqual({ available: '1000', frozen: '0' });
    expect(Number((await adRow(ad.id)).available)).toBe(1000);
    expect(failure(await t.post('/api/otc/order/cancel', { id: o.id }, buyer.token)).code).toBe(
      'OTC_ORDER_STATE',
    );
    await expectLedgerClean(t.db);
  });
});

describe('demo mode', () => {
  it('opens no order while the feed is simulated: demo coins are never sold for money', async () => {
    const m = await merchant('1000');
    const ad = await postAd(m);
    const buyer = await user(1);
    const market = Object.create(t.app.market, {
      demoMode: { value: true },
    }) as typeof t.app.market;
    const deps = nodeDeps(t, { market });
    const caller = {
      user: await t.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', buyer.id)
        .executeTakeFirstOrThrow(),
      sessionId: 0,
    };
    await expect(
      moneyTransaction(t.db, (trx) =>
        openOrder(deps, trx, caller, { ad_id: ad.id, quantity: '100' }),
      ),
    ).rejects.toMatchObject({ code: 'DEMO_MODE' });
    expect(await countRows(t.db, 'otc_orders')).toBe(0);
  });
});

describe('the payment window', () => {
  it('auto-cancels an unpaid order at its end exactly once, and a paid one never', async () => {
    const m = await merchant('1000');
    const ad = await postAd(m);
    const buyer = await user(1);
    const unpaid = ok<OtcOrderView>(await order(buyer, { ad_id: ad.id, quantity: '100' }));
    const paid = ok<OtcOrderView>(await order(buyer, { ad_id: ad.id, quantity: '100' }));
    ok(await t.post('/api/otc/order/paid', { id: paid.id, payer_name: 'B' }, buyer.token));
    const deps = nodeDeps(t);
    expect(await cancelDueOrders(deps, unpaid.deadline_at - 1)).toBe(0);
    // Run twice (a second leader, a restart): one cancel.
    expect(await cancelDueOrders(deps, unpaid.deadline_at + 1)).toBe(1);
    expect(await cancelDueOrders(nodeDeps(t), unpaid.deadline_at + 1)).toBe(0);
    const after = ok<OtcOrderView>(await t.get('/api/otc/order', { id: unpaid.id }, buyer.token));
    expect(after).toMatchObject({ status: 'cancelled', cancel_reason: 'timeout' });
    expect(
      ok<OtcOrderView>(await t.get('/api/otc/order', { id: paid.id }, buyer.token)).status,
    ).toBe('paid');
    expect(await usdt(m)).toEqual({ available: '900', frozen: '0' });
    const returns = await t.db
      .selectFrom('ledger_postings')
      .select('id')
      .where('reason', '=', 'otc_return')
      .execute();
    expect(returns).toHaveLength(1);
    await expectLedgerClean(t.db);
  });

  it('after the window the buyer can no longer mark it paid', async () => {
    const m = await merchant('1000');
    const ad = await postAd(m);
    const buyer = await user(1);
    const o = ok<OtcOrderView>(await order(buyer, { ad_id: ad.id, quantity: '100' }));
    // The window ended a second ago (the sweep has not run yet).
    await sql`update otc_orders set deadline_at = now() - interval '1 second' where id = ${o.id}`.execute(
      t.db,
    );
    expect(
      failure(await t.post('/api/otc/order/paid', { id: o.id, payer_name: 'B' }, buyer.token)).code,
    ).toBe('OTC_ORDER_STATE');
  });

  it('release racing the auto-cancel ends in exactly one outcome', async () => {
    for (let round = 0; round < 3; round++) {
      const m = await merchant('1000');
      const ad = await postAd(m);
      const buyer = await user(1);
      const o = ok<OtcOrderView>(await order(buyer, { ad_id: ad.id, quantity: '100' }));
      const [released, cancelled] = await Promise.all([
        t.post('/api/otc/order/release', { id: o.id, pay_password: PAY_PASSWORD }, m.token),
        cancelDueOrders(nodeDeps(t), o.deadline_at + 1),
      ]);
      const final = ok<OtcOrderView>(await t.get('/api/otc/order', { id: o.id }, buyer.token));
      if (succeeded(released)) {
        expect(cancelled).toBe(0);
        expect(final.status).toBe('completed');
        expect(await usdt(buyer)).toEqual({ available: '100', frozen: '0' });
        expect(await usdt(m)).toEqual({ available: '900', frozen: '0' });
      } else {
        expect(failure(released).code).toBe('OTC_ORDER_STATE');
        expect(cancelled).toBe(1);
        expect(final.status).toBe('cancelled');
        expect(await usdt(buyer)).toEqual({ available: '0', frozen: '0' });
        expect(await usdt(m)).toEqual({ available: '1000', frozen: '0' });
      }
    }
    expect(await houseHolds(t.db, 'escrow')).toBe('0');
    await expectLedgerClean(t.db);
  });
});

describe('appeals', () => {
  async function paidOrder() {
    const m = await merchant('1000');
    const ad = await postAd(m);
    const buyer = await user(1);
    const o = ok<OtcOrderView>(await order(buyer, { ad_id: ad.id, quantity: '100' }));
    return { m, buyer, o };
  }

  it('are open after "paid" only, and an operator releases with a written reason', async () => {
    const { m, buyer, o } = await paidOrder();
    expect(
      failure(await t.post('/api/otc/order/appeal', { id: o.id, reason: 'too early' }, buyer.token))
        .code,
    ).toBe('OTC_ORDER_STATE');
    ok(await t.post('/api/otc/order/paid', { id: o.id, payer_name: 'B' }, buyer.token));
    expect(
      failure(await t.post('/api/otc/order/appeal', { id: o.id, reason: 'x' }, buyer.token)).code,
    ).toBe('PARAMETER_ERROR');
    const appealed = ok<OtcOrderView>(
      await t.post(
        '/api/otc/order/appeal',
        { id: o.id, reason: 'I paid, the seller does not release' },
        buyer.token,
      ),
    );
    expect(appealed).toMatchObject({ status: 'appeal', appeal: { by: 'buyer', outcome: null } });
    const queue = ok<Page<OtcOrderView>>(await t.get('/api/admin/otc/appeals', {}, op.token));
    expect(queue.data.map((x) => x.id)).toEqual([o.id]);
    const decided = ok<OtcOrderView>(
      await t.post(
        '/api/admin/otc/orders/decide',
        { id: o.id, outcome: 'release', reason: 'Bank statement shows the payment' },
        op.token,
      ),
    );
    expect(decided).toMatchObject({ status: 'completed' });
    expect(await usdt(buyer)).toEqual({ available: '100', frozen: '0' });
    // Both sides see the decision and its reason.
    for (const who of [buyer, m]) {
      const seen = ok<OtcOrderView>(await t.get('/api/otc/order', { id: o.id }, who.token));
      expect(seen.appeal).toMatchObject({
        outcome: 'release',
        decision: 'Bank statement shows the payment',
      });
    }
    expect(
      failure(
        await t.post(
          '/api/admin/otc/orders/decide',
          { id: o.id, outcome: 'return', reason: 'second thoughts' },
          op.token,
        ),
      ).code,
    ).toBe('OTC_ORDER_STATE');
    await expectLedgerClean(t.db);
  });

  it('an operator returns the escrow to the seller on the seller’s appeal', async () => {
    const { m, buyer, o } = await paidOrder();
    ok(await t.post('/api/otc/order/paid', { id: o.id, payer_name: 'B' }, buyer.token));
    ok(
      await t.post(
        '/api/otc/order/appeal',
        { id: o.id, reason: 'No payment has arrived' },
        m.token,
      ),
    );
    const decided = ok<OtcOrderView>(
      await t.post(
        '/api/admin/otc/orders/decide',
        { id: o.id, outcome: 'return', reason: 'No proof of payment was given' },
        op.token,
      ),
    );
    expect(decided).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'appeal',
      appeal: { by: 'seller', outcome: 'return' },
    });
    expect(await usdt(m)).toEqual({ available: '1000', frozen: '0' });
    expect(await usdt(buyer)).toEqual({ available: '0', frozen: '0' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'otc.appeal')
      .execute();
    expect(audit).toHaveLength(1);
    await expectLedgerClean(t.db);
  });
});

describe('quick buy', () => {
  it('quotes the best ad for an amount in coin or fiat and opens a P2P order on it', async () => {
    const a = await merchant();
    const b = await merchant();
    await postAd(a, { price: '7.3' });
    const cheap = await postAd(b, { price: '7.1', min_total: '500' });
    const buyer = await user(1);
    // 50 USDT at 7.1 is 355, under the cheap ad's minimum: the dearer ad fits.
    const small = ok<OtcQuickView>(
      await t.get('/api/otc/quick', { coin: 'USDT', fiat: 'CNY', quantity: '50' }, buyer.token),
    );
    expect(small).toMatchObject({ price: '7.3', total: '365' });
    const big = ok<OtcQuickView>(
      await t.get('/api/otc/quick', { coin: 'USDT', fiat: 'CNY', total: '1000' }, buyer.token),
    );
    expect(big).toMatchObject({ ad: { id: cheap.id }, quantity: '140.84507042', total: '1000' });
    expect(big.expires_at).toBeGreaterThan(Date.now());
    // Confirmed at another price than the quote's: refused, nothing opened.
    expect(
      failure(await order(buyer, { ad_id: big.ad.id, quantity: big.quantity, price: '7.2' })).code,
    ).toBe('OTC_QUOTE_EXPIRED');
    const o = ok<OtcOrderView>(
      await order(buyer, { ad_id: big.ad.id, quantity: big.quantity, price: big.price }),
    );
    expect(o).toMatchObject({ status: 'open', total: '1000', seller: { user_id: b.id } });
    expect(
      failure(
        await t.get('/api/otc/quick', { coin: 'BTC', fiat: 'CNY', quantity: '1' }, buyer.token),
      ).code,
    ).toBe('OTC_NO_MATCH');
  });
});
