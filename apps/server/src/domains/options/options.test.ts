import type {
  OptionDurationView,
  OptionOrderView,
  Page,
  PayableCurrencyView,
} from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildApp } from '../../app.js';
import type { AppDeps } from '../../deps.js';
import type { Due, EngineTick, TickSource } from '../../engine/types.js';
import { ReplayFeed } from '../../market-data/replay-feed.js';
import {
  balanceOf,
  BTC,
  expectLedgerClean,
  failure,
  fund,
  MICRO,
  ok,
  USDT,
  userIdOf,
} from '../../testing/money.js';
import { countRows, houseHolds } from '../../testing/rows.js';
import { withSockets } from '../../testing/sockets.js';
import { nodeDeps, tradingApp, type TradingTestApp } from '../../testing/trading.js';
import { createOptionModule } from './options.engine.js';

const BTC_PAIR = 1;
const ETH_PAIR = 2;
/** A pair the test feed does not price. */
const LTC_PAIR = 3;
const PRICES = { 'BTC/USDT': '65000', 'ETH/USDT': '3250' };

let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp(PRICES);
});
afterEach(() => t.close());

async function user(amount = '1000') {
  const { token } = await t.signUp();
  const id = await userIdOf(t, token);
  if (amount !== '0') await fund(t.db, id, USDT, amount, MICRO);
  return { token, id };
}

const order = (body: Record<string, unknown> = {}) => ({
  match_id: BTC_PAIR,
  currency_id: USDT,
  type: 1,
  seconds: 30,
  number: '100',
  ...body,
});
const submit = (token: string | undefined, body: Record<string, unknown> = {}) =>
  t.post('/api/microtrade/submit', order(body), token);
const submitWithKey = (token: string, key: string, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/microtrade/submit',
    payload: new URLSearchParams(
      Object.entries(order(body)).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: token,
      'idempotency-key': key,
    },
  });
const micro = async (userId: number) => (await balanceOf(t.db, userId, USDT, MICRO)).available;

const count = (table: 'option_orders' | 'ledger_postings') => countRows(t.db, table);

const house = (name: string) => houseHolds(t.db, name);

const result = async (token: string, id: number) =>
  ok<OptionOrderView>(await t.get('/api/microtrade/get_result', { id }, token));

/** The deps a second node's module would have; `told` hears every private event. */
function depsOf(told: (userId: number, event: string) => void = () => undefined): AppDeps {
  return nodeDeps(t, {
    notifyUser: ((userId: number, event: string) => told(userId, event)) as AppDeps['notifyUser'],
  });
}

/** A tick source that has seen a tick after every expiry and answers `price` for every lookup. */
const fixedTicks = (price: string, time: number): TickSource => ({
  latest: (symbol: string): EngineTick => ({ symbol, price, time: Number.MAX_SAFE_INTEGER }),
  atOrBefore: async (symbol: string) => ({ symbol, price, time }),
});
const dueOf = (v: OptionOrderView): Due => ({
  module: 'options',
  id: v.id,
  tag: 'expiry',
  symbol: v.symbol,
  at: v.handled_at,
});

// ---- reading -------------------------------------------------------------------------------------

describe('GET /microtrade/payable_currencies', () => {
  it("lists USDT with the caller's options-account available; a visitor sees 0", async () => {
    const u = await user('250.5');
    await fund(t.db, u.id, USDT, '99'); // the exchange account does not count
    expect(
      ok<PayableCurrencyView[]>(await t.get('/api/microtrade/payable_currencies', {}, u.token)),
    ).toEqual([{ id: USDT, name: 'USDT', available: '250.5' }]);
    expect(ok<PayableCurrencyView[]>(await t.get('/api/microtrade/payable_currencies'))).toEqual([
      { id: USDT, name: 'USDT', available: '0' },
    ]);
  });
});

describe('GET /microtrade/seconds', () => {
  it('lists the enabled durations in display order with their ratios, ranges and fee rates', async () => {
    await t.db
      .updateTable('option_durations')
      .set({ enabled: false })
      .where('seconds', '=', 120)
      .execute();
    const list = ok<OptionDurationView[]>(await t.get('/api/microtrade/seconds'));
    expect(list.map((d) => d.seconds)).toEqual([30, 60, 300, 600]);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      seconds: 60,
      profit_ratio: '0.85',
      min_amount: '10',
      max_amount: '20000',
      fee_rate: '0',
    });
  });
});

// ---- placing -------------------------------------------------------------------------------------

describe('POST /microtrade/submit', () => {
  it('opens at the live tick, copies the ratio, and moves stake and fee out of the options account', async () => {
    await t.db
      .updateTable('option_durations')
      .set({ fee_rate: '0.002' })
      .where('seconds', '=', 60)
      .execute();
    const u = await user('1000');
    const quote = t.app.market.quotation('BTC/USDT')!;
    const before = Date.now();
    const view = ok<OptionOrderView>(
      await submit(u.token, { seconds: 60, type: 2, number: '100' }),
    );
    expect(view).toMatchObject({
      type: 2,
      symbol: 'BTC/USDT',
      match_id: BTC_PAIR,
      currency_id: USDT,
      currency_name: 'USDT',
      seconds: 60,
      number: '100',
      fee: '0.2',
      profit_ratio: '0.85',
      open_price: '65000',
      open_time: quote.feed.last_tick_at,
      end_price: null,
      end_time: null,
      fact_profits: null,
      status: 1,
      profit_result: null,
    });
    expect(view.handled_at).toBeGreaterThanOrEqual(before + 60_000);
    expect(view.handled_at).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(await micro(u.id)).toBe('899.8');
    expect(await house('options_pool')).toBe('100');
    expect(await house('fees')).toBe('0.2');
    const posting = await t.db
      .selectFrom('ledger_postings')
      .select(['reason', 'reference', 'user_id'])
      .where('reason', '=', 'option_stake')
      .execute();
    expect(posting).toEqual([
      { reason: 'option_stake', reference: `option:${view.id}:stake`, user_id: u.id },
    ]);
    expect(await result(u.token, view.id)).toEqual(view);
    await expectLedgerClean(t.db);
  });

  it('refuses every rule with a translated message and changes nothing', async () => {
    const u = await user('1000');
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ seconds: 45 }, 'DURATION_UNKNOWN', /not offered/],
      [{ number: '9.99' }, 'STAKE_OUT_OF_RANGE', /between 10 and 10000/],
      [{ number: '10000.01' }, 'STAKE_OUT_OF_RANGE', /between 10 and 10000/],
      [{ currency_id: BTC }, 'CURRENCY_NOT_IN_ACCOUNT', /cannot be held/],
      [{ match_id: 999 }, 'PAIR_UNKNOWN', /./],
      [{ match_id: LTC_PAIR }, 'PRICE_UNAVAILABLE', /./],
      [{ type: 3 }, 'PARAMETER_ERROR', /type/],
      [{ number: '-5' }, 'PARAMETER_ERROR', /number/],
      [{ number: '1.123456789' }, 'PARAMETER_ERROR', /number/],
      [{ seconds: 'abc' }, 'PARAMETER_ERROR', /seconds/],
    ];
    for (const [body, code, message] of cases) {
      const answer = failure(await submit(u.token, body));
      expect(answer.code, JSON.stringify(body)).toBe(code);
      expect(answer.message).toMatch(message);
    }
    // Translated: the same refusal in Chinese.
    expect(failure(await submit(u.token, { number: '5', lang: 'zh' })).message).toBe(
      '数量须在 10 到 10000 之间',
    );

    await t.db
      .updateTable('option_durations')
      .set({ enabled: false })
      .where('seconds', '=', 30)
      .execute();
    expect(failure(await submit(u.token)).code).toBe('DURATION_UNKNOWN');
    await t.db
      .updateTable('option_durations')
      .set({ enabled: true })
      .where('seconds', '=', 30)
      .execute();

    await t.db
      .updateTable('currency_matches')
      .set({ open_microtrade: false })
      .where('id', '=', BTC_PAIR)
      .execute();
    await t.app.market.init();
    expect(failure(await submit(u.token, { lang: 'zh' }))).toMatchObject({
      code: 'TRADING_DISABLED',
      message: '该交易对暂未开放此交易',
    });
    await t.db
      .updateTable('currency_matches')
      .set({ open_microtrade: true })
      .where('id', '=', BTC_PAIR)
      .execute();
    await t.app.market.init();

    await t.db
      .updateTable('settings')
      .set({ value: '0' })
      .where('key', '=', 'options_enabled')
      .execute();
    expect(failure(await submit(u.token))).toMatchObject({
      code: 'OPTIONS_DISABLED',
      message: 'Options trading is switched off',
    });
    await t.db
      .updateTable('settings')
      .set({ value: '1' })
      .where('key', '=', 'options_enabled')
      .execute();

    expect(failure(await submit(undefined))).toMatchObject({
      type: '999',
      code: 'SESSION_INVALID',
    });

    expect(await count('option_orders')).toBe(0);
    expect(await micro(u.id)).toBe('1000');
    expect(await house('options_pool')).toBe('0');
    // The rules pass again once restored.
    ok(await submit(u.token));
    await expectLedgerClean(t.db);
  });

  it('refuses a stake above the balance (with its fee) and changes nothing', async () => {
    await t.db
      .updateTable('option_durations')
      .set({ fee_rate: '0.01' })
      .where('seconds', '=', 30)
      .execute();
    const u = await user('100.5');
    expect(failure(await submit(u.token, { number: '100' }))).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    const nothing = await user('0');
    expect(failure(await submit(nothing.token, { number: '10' }))).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await count('option_orders')).toBe(0);
    expect(await micro(u.id)).toBe('100.5');
    expect(await house('options_pool')).toBe('0');
    ok(await submit(u.token, { number: '99.5' })); // 99.5 + 0.995 fits
    expect(await micro(u.id)).toBe('0.005');
    await expectLedgerClean(t.db);
  });

  it('20 concurrent submits with a balance for 10 place exactly 10', async () => {
    const u = await user('1000');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submit(u.token, { number: '100' })),
    );
    const placed = answers.filter((a) => a.json<{ type: string }>().type === 'ok');
    expect(placed).toHaveLength(10);
    expect(answers.filter((a) => failure(a).code === 'INSUFFICIENT_BALANCE')).toHaveLength(10);
    expect(await count('option_orders')).toBe(10);
    expect(await micro(u.id)).toBe('0');
    expect(await house('options_pool')).toBe('1000');
    await expectLedgerClean(t.db);
  });

  it('an Idempotency-Key submitted twice (even at once) places one order and answers it twice', async () => {
    const u = await user('1000');
    const [a, b] = await Promise.all([
      submitWithKey(u.token, 'order-key-0001'),
      submitWithKey(u.token, 'order-key-0001'),
    ]);
    expect(ok<OptionOrderView>(a).id).toBe(ok<OptionOrderView>(b).id);
    const again = ok<OptionOrderView>(await submitWithKey(u.token, 'order-key-0001'));
    expect(again.id).toBe(ok<OptionOrderView>(a).id);
    expect(failure(await submitWithKey(u.token, 'order-key-0001', { number: '200' })).code).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await count('option_orders')).toBe(1);
    expect(await micro(u.id)).toBe('900');
    await expectLedgerClean(t.db);
  });
});

// ---- the user's orders ---------------------------------------------------------------------------

describe('GET /microtrade/lists and /microtrade/get_result', () => {
  it('pages the caller’s orders newest first, five by default, filtered by pair and status', async () => {
    const u = await user('1000');
    const ids: number[] = [];
    for (let i = 0; i < 7; i++)
      ids.push(
        ok<OptionOrderView>(
          await submit(u.token, { match_id: i % 2 === 0 ? BTC_PAIR : ETH_PAIR, number: '10' }),
        ).id,
      );
    const other = await user('1000');
    ok(await submit(other.token));

    const first = ok<Page<OptionOrderView>>(await t.get('/api/microtrade/lists', {}, u.token));
    expect(first).toMatchObject({ total: 7, per_page: 5, current_page: 1, last_page: 2 });
    expect(first.data.map((o) => o.id)).toEqual([...ids].reverse().slice(0, 5));
    const second = ok<Page<OptionOrderView>>(
      await t.get('/api/microtrade/lists', { page: 2 }, u.token),
    );
    expect(second.data.map((o) => o.id)).toEqual([ids[1], ids[0]]);

    const eth = ok<Page<OptionOrderView>>(
      await t.get('/api/microtrade/lists', { match_id: ETH_PAIR, limit: 10 }, u.token),
    );
    expect(eth.data.map((o) => o.id)).toEqual([ids[5], ids[3], ids[1]]);
    expect(
      ok<Page<OptionOrderView>>(
        await t.get('/api/microtrade/lists', { status: 1, limit: 10 }, u.token),
      ).total,
    ).toBe(7);
    expect(
      ok<Page<OptionOrderView>>(await t.get('/api/microtrade/lists', { status: 3 }, u.token)).total,
    ).toBe(0);
    expect(
      ok<Page<OptionOrderView>>(await t.get('/api/microtrade/lists', { status: '' }, u.token))
        .total,
    ).toBe(7);
    expect(failure(await t.get('/api/microtrade/lists', { status: 7 }, u.token)).code).toBe(
      'PARAMETER_ERROR',
    );
    expect(failure(await t.get('/api/microtrade/lists')).code).toBe('SESSION_INVALID');
  });

  it("answers another user's order as not found", async () => {
    const owner = await user('1000');
    const stranger = await user('1000');
    const view = ok<OptionOrderView>(await submit(owner.token));
    expect(
      failure(
        await t.get('/api/microtrade/get_result', { id: view.id, lang: 'zh' }, stranger.token),
      ),
    ).toMatchObject({
      code: 'ORDER_NOT_FOUND',
      message: '订单不存在',
    });
    expect(
      failure(await t.get('/api/microtrade/get_result', { id: 987654 }, owner.token)).code,
    ).toBe('ORDER_NOT_FOUND');
    expect(failure(await t.get('/api/microtrade/get_result', { id: 'x' }, owner.token)).code).toBe(
      'PARAMETER_ERROR',
    );
    expect(failure(await t.get('/api/microtrade/get_result', { id: view.id })).code).toBe(
      'SESSION_INVALID',
    );
    expect((await result(owner.token, view.id)).id).toBe(view.id);
  });
});

// ---- settlement by the engine (replayed prices) ----------------------------------------------------

describe('settlement at expiry', () => {
  it('a win pays stake x (1 + ratio), decided by the last tick at or before expiry, and tells the user', async () => {
    const u = await user('1000');
    await withSockets(t, [u.token], async ([socket]) => {
      const heard = new Promise<OptionOrderView>((resolve) =>
        socket.once('microtrade_settled', resolve),
      );

      const placed = ok<OptionOrderView>(await submit(u.token, { type: 1, number: '100' }));
      expect(await micro(u.id)).toBe('900');
      await t.tick('BTC/USDT', '65100.5', placed.handled_at - 1000);
      expect((await result(u.token, placed.id)).status).toBe(1); // not expired yet
      await t.tick('BTC/USDT', '65200', placed.handled_at); // exactly at expiry: this one decides
      await t.tick('BTC/USDT', '64000', placed.handled_at + 500); // after expiry: ignored

      const settled = await result(u.token, placed.id);
      expect(settled).toMatchObject({
        status: 3,
        profit_result: 1,
        fact_profits: '80',
        open_price: '65000',
        open_time: placed.open_time,
        end_price: '65200',
        end_time: placed.handled_at,
        profit_ratio: '0.8',
      });
      expect(await micro(u.id)).toBe('1080');
      expect(await house('options_pool')).toBe('-80');
      expect(await heard).toEqual(settled);
    });
    await expectLedgerClean(t.db);
  });

  it('a loss pays nothing and records the deciding tick', async () => {
    const u = await user('1000');
    const placed = ok<OptionOrderView>(
      await submit(u.token, { type: 2, number: '100', seconds: 60 }),
    );
    await t.tick('BTC/USDT', '65000.01', placed.handled_at - 10);
    await t.tick('BTC/USDT', '60000', placed.handled_at + 500);
    expect(await result(u.token, placed.id)).toMatchObject({
      status: 3,
      profit_result: -1,
      fact_profits: '-100',
      end_price: '65000.01',
      end_time: placed.handled_at - 10,
    });
    expect(await micro(u.id)).toBe('900');
    expect(await house('options_pool')).toBe('100');
    expect(
      await t.db
        .selectFrom('ledger_postings')
        .select('reference')
        .where('reason', '=', 'option_settle')
        .execute(),
    ).toEqual([]);
    await expectLedgerClean(t.db);
  });

  it('a draw refunds the stake', async () => {
    const u = await user('1000');
    const placed = ok<OptionOrderView>(await submit(u.token, { type: 1, number: '100' }));
    await t.tick('BTC/USDT', '65500', placed.handled_at - 2000);
    await t.tick('BTC/USDT', '65000', placed.handled_at - 1000);
    await t.tick('BTC/USDT', '66000', placed.handled_at + 500);
    expect(await result(u.token, placed.id)).toMatchObject({
      status: 3,
      profit_result: 0,
      fact_profits: '0',
      end_price: '65000',
      end_time: placed.handled_at - 1000,
    });
    expect(await micro(u.id)).toBe('1000');
    expect(await house('options_pool')).toBe('0');
    await expectLedgerClean(t.db);
  });

  it('settles orders of several expiries, pairs and users, each by the last tick at or before its own expiry', async () => {
    const a = await user('1000');
    const b = await user('1000');
    const short = ok<OptionOrderView>(
      await submit(a.token, { type: 1, seconds: 30, number: '100' }),
    );
    const long = ok<OptionOrderView>(
      await submit(b.token, { type: 1, seconds: 60, number: '200' }),
    );
    const eth = ok<OptionOrderView>(
      await submit(a.token, { type: 2, seconds: 30, number: '50', match_id: ETH_PAIR }),
    );
    await t.tick('BTC/USDT', '65100', short.handled_at - 10);
    await t.tick('ETH/USDT', '3249', eth.handled_at - 10);
    await t.tick('BTC/USDT', '64900', long.handled_at - 10);
    // A BTC tick after the short expiry settled it (by the tick before its expiry); the rest wait.
    expect(await result(a.token, short.id)).toMatchObject({ status: 3, end_price: '65100' });
    expect((await result(b.token, long.id)).status).toBe(1);
    expect((await result(a.token, eth.id)).status).toBe(1);
    await t.tick('BTC/USDT', '70000', long.handled_at + 500);
    await t.tick('ETH/USDT', '9999', long.handled_at + 500);

    expect(await result(a.token, short.id)).toMatchObject({
      profit_result: 1,
      end_price: '65100',
      fact_profits: '80',
    });
    expect(await result(b.token, long.id)).toMatchObject({
      profit_result: -1,
      end_price: '64900',
      fact_profits: '-200',
    });
    expect(await result(a.token, eth.id)).toMatchObject({
      profit_result: 1,
      end_price: '3249',
      fact_profits: '40',
    });
    expect(await micro(a.id)).toBe(String(1000 - 100 - 50 + 180 + 90));
    expect(await micro(b.id)).toBe('800');
    await expectLedgerClean(t.db);
  });

  it('settles exactly once: a repeat of the same items, or two nodes at once, change nothing more', async () => {
    const u = await user('1000');
    const views = [
      ok<OptionOrderView>(await submit(u.token, { type: 1, number: '100' })),
      ok<OptionOrderView>(await submit(u.token, { type: 2, number: '100' })),
      ok<OptionOrderView>(await submit(u.token, { type: 1, number: '100', seconds: 60 })),
    ];
    const due = views.map(dueOf);
    // Two nodes' modules, told at once, before the engine sees any tick after expiry.
    const told: number[] = [];
    const first = createOptionModule(depsOf((userId) => void told.push(userId)));
    const second = createOptionModule(depsOf((userId) => void told.push(userId)));
    const decided = fixedTicks('65100', views[0]!.open_time + 1);
    await Promise.all([first.onDue!(due, decided), second.onDue!(due, decided)]);
    expect(told).toHaveLength(3);
    expect(await micro(u.id)).toBe(String(1000 - 300 + 180 + 0 + 185));
    const postings = await count('ledger_postings');

    // Again, even with a tick that would decide otherwise: nothing changes.
    await first.onDue!(due, fixedTicks('1', views[0]!.open_time + 2));
    // And the engine, when it does see the expiries pass.
    await t.tick('BTC/USDT', '1', views[2]!.handled_at + 500);
    expect(told).toHaveLength(3);
    expect(await count('ledger_postings')).toBe(postings);
    expect(await micro(u.id)).toBe('1065');
    for (const v of views) expect((await result(u.token, v.id)).end_price).toBe('65100');
    await expectLedgerClean(t.db);
  });

  it('settles 100 orders expiring in the same millisecond with one tick lookup and exact balances', async () => {
    const u = await user('1000');
    const at = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(at);
    let views: OptionOrderView[];
    try {
      views = await Promise.all(
        Array.from({ length: 100 }, async (_, i) =>
          ok<OptionOrderView>(await submit(u.token, { type: i % 2 === 0 ? 1 : 2, number: '10' })),
        ),
      );
    } finally {
      clock.mockRestore();
    }
    expect(new Set(views.map((v) => v.handled_at))).toEqual(new Set([at + 30_000]));
    let lookups = 0;
    const ticks: TickSource = {
      latest: (symbol) => ({ symbol, price: '65100', time: at + 30_001 }),
      atOrBefore: async (symbol) => {
        lookups++;
        return { symbol, price: '65100', time: at + 29_999 };
      },
    };
    const told: number[] = [];
    await createOptionModule(depsOf((userId) => void told.push(userId))).onDue!(
      views.map(dueOf),
      ticks,
    );
    expect(lookups).toBe(1);
    expect(told).toHaveLength(100);
    const rows = await t.db
      .selectFrom('option_orders')
      .select(['status', 'profit_result'])
      .execute();
    expect(rows.filter((r) => r.status === 3)).toHaveLength(100);
    expect(rows.filter((r) => r.profit_result === 1)).toHaveLength(50);
    expect(await micro(u.id)).toBe('900'); // 50 wins x 18 back
    expect(await house('options_pool')).toBe('100');
    const settles = await t.db
      .selectFrom('ledger_postings')
      .select('reference')
      .where('reason', '=', 'option_settle')
      .execute();
    expect(settles).toHaveLength(50);
    await expectLedgerClean(t.db);
  });

  it('does not settle an order before its expiry, even when asked', async () => {
    const u = await user('1000');
    const placed = ok<OptionOrderView>(await submit(u.token));
    const early: TickSource = {
      latest: (symbol) => ({ symbol, price: '1', time: placed.handled_at }),
      atOrBefore: async (symbol) => ({ symbol, price: '1', time: placed.handled_at }),
    };
    await createOptionModule(depsOf()).onDue!([dueOf(placed)], early);
    expect((await result(u.token, placed.id)).status).toBe(1);
    expect(await micro(u.id)).toBe('900');
  });

  it('schedules every open order at its expiry, and nothing for settled ones', async () => {
    const u = await user('1000');
    const a = ok<OptionOrderView>(await submit(u.token));
    const b = ok<OptionOrderView>(await submit(u.token, { seconds: 60 }));
    const module = createOptionModule(depsOf());
    expect((await module.loadAll()).dues).toEqual([dueOf(a), dueOf(b)]);
    expect(await module.load([b.id, 424242])).toEqual({ triggers: [], dues: [dueOf(b)] });
    await t.tick('BTC/USDT', '65001', a.handled_at + 1);
    expect((await module.loadAll()).dues).toEqual([dueOf(b)]);
    expect(await module.load([a.id])).toEqual({ triggers: [], dues: [] });
  });

  it('after a restart, an order that expired while the server was down settles with the recorded tick', async () => {
    const u = await user('1000');
    const placed = ok<OptionOrderView>(await submit(u.token, { type: 1, number: '100' }));
    await t.tick('BTC/USDT', '65100', placed.handled_at - 1000);
    await t.app.close(); // the ticks so far are written; the order is still open

    const later = placed.handled_at + 5000;
    const feed = new ReplayFeed({
      pace: 'manual',
      ticks: [
        { symbol: 'BTC/USDT', price: '50000', volume: '1', time: later },
        { symbol: 'BTC/USDT', price: '50000', volume: '1', time: later + 3_600_000 },
      ],
    });
    const app = await buildApp({
      config: t.config,
      db: t.db,
      logger: false,
      feed,
      mailer: t.outbox,
      sms: t.outbox,
    });
    try {
      await app.ready();
      await app.engine.whenLeading();
      await app.market.start();
      feed.playNext();
      let row: { status: number } | undefined;
      for (let i = 0; i < 500; i++) {
        await app.engine.idle();
        row = await t.db
          .selectFrom('option_orders')
          .select('status')
          .where('id', '=', placed.id)
          .executeTakeFirst();
        if (row?.status === 3) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      const settled = await t.db
        .selectFrom('option_orders')
        .selectAll()
        .where('id', '=', placed.id)
        .executeTakeFirstOrThrow();
      expect(settled).toMatchObject({
        status: 3,
        profit_result: 1,
        end_time: placed.handled_at - 1000,
      });
      expect(Number(settled.end_price)).toBe(65100);
      expect(await micro(u.id)).toBe('1080');
      await expectLedgerClean(t.db);
    } finally {
      await app.close();
    }
  });
});
