import { randomBytes } from 'node:crypto';

import type { LeverPositionView, QuotationView, SpotOrderView } from '@meridian/contract';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';

import { BTC, CHANGE, failure, LEVER, MICRO, ok, USDT } from '../../testing/money.js';
import { countRows } from '../../testing/rows.js';
import { buildTestApp, openTestDatabase, type TestApp } from '../../testing/test-app.js';
import { trader } from '../../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';
import type { AdminPairView } from '@meridian/contract';

const PRICES = { 'BTC/USDT': '65000', 'ETH/USDT': '3200' };
const BTC_PAIR = 1;

let apps: TradingTestApp[] = [];
afterEach(async () => {
  for (const app of apps.reverse()) await app.close();
  apps = [];
});
async function start(...args: Parameters<typeof tradingApp>) {
  const t = await tradingApp(...args);
  apps.push(t);
  return t;
}

const pairs = async (t: TestApp, token: string) =>
  ok<AdminPairView[]>(await t.get('/api/admin/pairs', {}, token));
const pairOf = async (t: TestApp, token: string, id = BTC_PAIR) =>
  (await pairs(t, token)).find((p) => p.id === id)!;
const update = (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.post('/api/admin/pairs/update', { id: BTC_PAIR, ...body }, token);
const audits = (t: TradingTestApp) =>
  t.db
    .selectFrom('audit_log')
    .select(['admin_id', 'action', 'entity', 'entity_id', 'detail'])
    .where('action', '=', 'pair.update')
    .orderBy('id')
    .execute();
const quotation = async (t: TestApp) =>
  ok<QuotationView[]>(await t.get('/api/currency/quotation_new')).find(
    (q) => q.match_id === BTC_PAIR,
  )!;
const leverSubmit = (t: TradingTestApp, token: string, body: Record<string, unknown> = {}) =>
  t.post(
    '/api/lever/submit',
    { currency_id: BTC, legal_id: USDT, type: 1, share: 1, multiple: 10, status: 1, ...body },
    token,
  );

describe('operator pairs: list', () => {
  it('lists every pair with its switches, fee, spread, leverages and lot bounds, to any role', async () => {
    const t = await start(PRICES);
    const auditor = await t.admin('auditor');
    const list = await pairs(t, auditor.token);
    expect(list.length).toBeGreaterThan(2);
    expect(list[0]).toMatchObject({
      id: BTC_PAIR,
      symbol: 'BTC/USDT',
      currency_name: 'BTC',
      legal_name: 'USDT',
      status: 1,
      spot_capable: true,
      open_coin_trade: true,
      open_lever: true,
      open_microtrade: true,
    });
    const btc = list[0]!;
    expect(Number(btc.fee_rate)).toBeGreaterThanOrEqual(0);
    expect(Number(btc.spread)).toBeGreaterThanOrEqual(0);
    expect(btc.leverages.length).toBeGreaterThan(0);
    expect(btc.lever_max_share).toBeGreaterThanOrEqual(btc.lever_min_share);
    // Stocks trade as futures only: their base coin may not sit in the spot account.
    expect(list.find((p) => p.category === 'stock')).toMatchObject({
      spot_capable: false,
      open_coin_trade: false,
    });
  });
});

describe('operator pairs: update', () => {
  it('refuses bad values with a translated error naming the field, changing nothing', async () => {
    const t = await start(PRICES);
    const op = await t.admin('operator');
    const before = await pairOf(t, op.token);
    const stock = (await pairs(t, op.token)).find((p) => p.category === 'stock')!;
    const bad: [Record<string, unknown>, string][] = [
      [{ fee_rate: 'abc' }, 'fee_rate'],
      [{ fee_rate: '-0.001' }, 'fee_rate'],
      [{ fee_rate: '0.5' }, 'fee_rate'],
      [{ fee_rate: '0.000000001' }, 'fee_rate'],
      [{ spread: '1' }, 'spread'],
      [{ lot_size: '0' }, 'lot_size'],
      [{ lot_size: 'x' }, 'lot_size'],
      [{ leverages: '0,5' }, 'leverages'],
      [{ leverages: '5,5' }, 'leverages'],
      [{ leverages: '5,1000' }, 'leverages'],
      [{ leverages: '5,ten' }, 'leverages'],
      [{ leverages: ',' }, 'leverages'],
      [{ lever_min_share: 0 }, 'lever_min_share'],
      [{ lever_min_share: 10, lever_max_share: 5 }, 'lever_max_share'],
      [{ lever_min_share: before.lever_max_share + 1 }, 'lever_min_share'],
      [{ open_lever: 'maybe' }, 'open_lever'],
      [{ id: stock.id, open_coin_trade: 1 }, 'open_coin_trade'],
    ];
    for (const [body, field] of bad) {
      const answer = failure(await update(t, op.token, { ...body, lang: 'zh' }));
      expect(answer, JSON.stringify(body)).toMatchObject({ code: 'PARAMETER_ERROR' });
      expect(answer.message, JSON.stringify(body)).toBe(`参数错误：${field}`);
    }
    expect(
      failure(await t.post('/api/admin/pairs/update', { id: 9999, fee_rate: '0.001' }, op.token)),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(await pairOf(t, op.token)).toEqual(before);
    expect(await audits(t)).toEqual([]);
  });

  it('changes only the fields given, audits what was and what is, and answers the pair', async () => {
    const t = await start(PRICES);
    const op = await t.admin('operator');
    const before = await pairOf(t, op.token);
    const after = ok<AdminPairView>(
      await update(t, op.token, {
        fee_rate: '0.0025',
        leverages: ' 20, 5 ,10',
        lever_max_share: 50,
        open_microtrade: 'false',
      }),
    );
    expect(after).toEqual({
      ...before,
      fee_rate: '0.0025',
      leverages: [5, 10, 20],
      lever_max_share: 50,
      open_microtrade: false,
    });
    expect(await pairOf(t, op.token)).toEqual(after);
    const rows = await audits(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      admin_id: op.id,
      action: 'pair.update',
      entity: 'pair',
      entity_id: String(BTC_PAIR),
      detail: {
        symbol: 'BTC/USDT',
        before: {
          fee_rate: before.fee_rate,
          leverages: before.leverages,
          lever_max_share: before.lever_max_share,
          open_microtrade: true,
        },
        after: {
          fee_rate: '0.0025',
          leverages: [5, 10, 20],
          lever_max_share: 50,
          open_microtrade: false,
        },
      },
    });
    // The same values again change nothing and write no audit row.
    expect(ok<AdminPairView>(await update(t, op.token, { fee_rate: '0.00250' }))).toEqual(after);
    expect(await audits(t)).toHaveLength(1);
  });

  it('refuses an auditor, writing nothing', async () => {
    const t = await start(PRICES);
    const auditor = await t.admin('auditor');
    const rows = await countRows(t.db, 'audit_log');
    expect(failure(await update(t, auditor.token, { open_lever: 0 }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await countRows(t.db, 'audit_log')).toBe(rows);
    expect((await pairOf(t, auditor.token)).open_lever).toBe(true);
  });
});

describe('operator pairs: the change takes effect without a restart', () => {
  it('the next spot order pays the new fee; an order placed before keeps its fee rate', async () => {
    const t = await start(PRICES);
    const op = await t.admin('operator');
    const u = await trader(t, { [CHANGE]: { [USDT]: '5000' } });
    const limit = ok<SpotOrderView>(
      await t.post(
        '/api/coin/trade',
        { currency_id: BTC, legal_id: USDT, type: 1, amount: '0.01', target_price: '60000' },
        u.token,
      ),
    );
    const oldRate = limit.fee_rate;
    ok(await update(t, op.token, { fee_rate: '0.004' }));
    const market = ok<SpotOrderView>(
      await t.post(
        '/api/coin/trade',
        { currency_id: BTC, legal_id: USDT, type: 1, amount: '0.01' },
        u.token,
      ),
    );
    expect(market.fee_rate).toBe('0.004');
    // A buy's fee is on the coin received: 0.01 BTC x 0.004.
    expect(market.fee).toBe('0.00004');
    const kept = await t.db
      .selectFrom('spot_orders')
      .select('fee_rate')
      .where('id', '=', limit.id)
      .executeTakeFirstOrThrow();
    expect(Number(kept.fee_rate)).toBe(Number(oldRate));
    expect((await quotation(t)).fee_rate).toBe('0.004');
  });

  it('futures switched off refuses new orders and shows in the quote; open positions stay; switched on again it trades', async () => {
    const t = await start(PRICES);
    const op = await t.admin('operator');
    const u = await trader(t, { [LEVER]: { [USDT]: '5000' } });
    const open = ok<LeverPositionView>(await leverSubmit(t, u.token));
    await t.settle();

    ok(await update(t, op.token, { open_lever: false }));
    expect(failure(await leverSubmit(t, u.token))).toMatchObject({ code: 'TRADING_DISABLED' });
    expect((await quotation(t)).open_lever).toBe(false);
    const still = await t.db
      .selectFrom('lever_positions')
      .select(['status', 'fee_rate', 'lot_size', 'multiple'])
      .where('id', '=', open.id)
      .executeTakeFirstOrThrow();
    expect(still.multiple).toBe(10);

    ok(await update(t, op.token, { open_lever: true, leverages: '5,20' }));
    expect((await quotation(t)).open_lever).toBe(true);
    // A leverage no longer offered is refused; one offered now opens.
    expect(failure(await leverSubmit(t, u.token))).toMatchObject({ code: 'LEVERAGE_INVALID' });
    ok(await leverSubmit(t, u.token, { multiple: 20 }));
    await t.settle();
  });

  it('options switched off refuse a new option on the pair; switched on, it is placed', async () => {
    const t = await start(PRICES);
    const op = await t.admin('operator');
    const u = await trader(t, { [MICRO]: { [USDT]: '100' } });
    const option = () =>
      t.post(
        '/api/microtrade/submit',
        { match_id: BTC_PAIR, currency_id: USDT, type: 1, seconds: 30, number: '10' },
        u.token,
      );
    ok(await update(t, op.token, { open_microtrade: false }));
    expect(failure(await option())).toMatchObject({ code: 'TRADING_DISABLED' });
    ok(await update(t, op.token, { open_microtrade: true }));
    ok(await option());
    await t.settle();
  });

  it('lot bounds apply to the next futures order', async () => {
    const t = await start(PRICES);
    const op = await t.admin('operator');
    const u = await trader(t, { [LEVER]: { [USDT]: '5000' } });
    ok(await update(t, op.token, { lever_min_share: 2, lever_max_share: 3 }));
    expect(failure(await leverSubmit(t, u.token, { share: 1 }))).toMatchObject({
      code: 'LOTS_INVALID',
    });
    ok(await leverSubmit(t, u.token, { share: 2 }));
    await t.settle();
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)(
    'another node sharing Redis uses the change at once',
    { timeout: 120_000 },
    async () => {
      const socketKey = `meridian-test-${randomBytes(4).toString('hex')}`;
      const database = await openTestDatabase();
      const a = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
      const b = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
      const nodes: TestApp[] = [];
      try {
        // Two nodes on one database; only the cache channel tells B of A's change.
        const nodeA = await buildTestApp({}, { redis: a, socketKey, database });
        nodes.push(nodeA);
        const nodeB = await buildTestApp({}, { redis: b, socketKey, database });
        nodes.push(nodeB);
        const op = await nodeA.admin('operator');
        expect((await quotation(nodeB)).open_lever).toBe(true);
        ok(await update(nodeA, op.token, { open_lever: false }));
        let seen = false;
        for (let i = 0; i < 200 && !seen; i++) {
          seen = nodeB.app.market.pair('BTC/USDT')?.open_lever === false;
          if (!seen) await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(seen).toBe(true);
        expect((await quotation(nodeB)).open_lever).toBe(false);
      } finally {
        for (const node of nodes.reverse()) await node.close();
        await database.close();
        a.disconnect();
        b.disconnect();
      }
    },
  );
});
