import {
  MAX_ACTIVE_ALERTS,
  type AlertCrossParams,
  type AlertView,
  type NotificationEvent,
  type NotificationView,
  type Page,
} from '@meridian/contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/connect.js';
import { SoloLeadership } from '../../engine/leadership.js';
import { buildDatabaseTemplateFirst, closedAfterEach } from '../../testing/lifecycle.js';
import { failure, ok } from '../../testing/money.js';
import { withSockets } from '../../testing/sockets.js';
import { openTestDatabase } from '../../testing/test-app.js';
import { nodeDeps, tradingApp, type TradingTestApp } from '../../testing/trading.js';
import { createAlertsModule } from './alerts.engine.js';

buildDatabaseTemplateFirst();
const apps = closedAfterEach<TradingTestApp>();
let shared: DatabaseHandle | undefined;
afterEach(async () => {
  await shared?.close();
  shared = undefined;
});

const SYMBOL = 'BTC/USDT';
const HOUR = 3_600_000;

async function start(extra: Parameters<typeof tradingApp>[2] = {}) {
  const t = await tradingApp({ [SYMBOL]: '87000' }, {}, extra);
  apps.push(t);
  return t;
}

const add = (t: TradingTestApp, token: string, body: Record<string, string>) =>
  t.post('/api/alert/add', { symbol: SYMBOL, ...body }, token);

async function addAlert(t: TradingTestApp, token: string, body: Record<string, string>) {
  const view = ok<AlertView>(await add(t, token, body));
  await t.settle();
  return view;
}

const notifications = async (t: TradingTestApp, token: string) =>
  ok<Page<NotificationView>>(await t.get('/api/notification/list', {}, token)).data;

/** Moves an alert's creation back in time (the column is never updated by the app). */
const setCreatedAt = (t: TradingTestApp, id: number, at: number) =>
  sql`update price_alerts set created_at = ${new Date(at)} where id = ${id}`.execute(t.db);

const alertRow = (t: TradingTestApp, id: number) =>
  t.db.selectFrom('price_alerts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('price alerts', () => {
  it('waits above when the target is above the price, and fires once when a tick crosses it', async () => {
    const t = await start();
    const u = await t.signUp();
    const alert = await addAlert(t, u.token, { kind: 'cross', price: '90000' });
    expect(alert).toMatchObject({ direction: 'above', status: 1, price_at_set: '87000' });

    await t.tick(SYMBOL, '89999.9');
    expect((await alertRow(t, alert.id)).status).toBe(1);
    expect(await notifications(t, u.token)).toEqual([]);

    const time = await t.tick(SYMBOL, '90012.5');
    await t.tick(SYMBOL, '89000');
    await t.tick(SYMBOL, '91000');

    const row = await alertRow(t, alert.id);
    expect(row).toMatchObject({ status: 2, fired_price: expect.stringMatching(/^90012\.50*$/) });
    expect(Number(row.fired_tick_time)).toBe(time);
    const inbox = await notifications(t, u.token);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      kind: 'alert_cross',
      read: false,
      params: { alert_id: alert.id, symbol: SYMBOL, direction: 'above', target: '90000' },
    });
    const fired = inbox[0]!.params as AlertCrossParams;
    expect(fired.price).toBe('90012.5');
    expect(fired.tick_time).toBe(time);
    // The firing tick is kept as evidence.
    const tick = await t.db
      .selectFrom('market_ticks')
      .select('decisive')
      .where('symbol', '=', SYMBOL)
      .where('time', '=', time)
      .executeTakeFirstOrThrow();
    expect(tick.decisive).toBe(true);
  });

  it('waits below when the target is below the price', async () => {
    const t = await start();
    const u = await t.signUp();
    const alert = await addAlert(t, u.token, { kind: 'cross', price: '85000' });
    expect(alert.direction).toBe('below');
    await t.tick(SYMBOL, '90000');
    expect((await alertRow(t, alert.id)).status).toBe(1);
    await t.tick(SYMBOL, '85000');
    expect((await alertRow(t, alert.id)).status).toBe(2);
  });

  it('tells the owner through the socket with the unread count, and marks read', async () => {
    const t = await start();
    const u = await t.signUp();
    await withSockets(t, [u.token], async ([socket]) => {
      const heard = new Promise<NotificationEvent>((resolve) =>
        socket.once('notification', resolve),
      );
      await addAlert(t, u.token, { kind: 'cross', price: '88000' });
      await t.tick(SYMBOL, '88000');
      const event = await heard;
      expect(event.unread).toBe(1);
      expect(event.notification).toMatchObject({ kind: 'alert_cross', read: false });
    });
    expect(ok(await t.get('/api/notification/unread', {}, u.token))).toEqual({ count: 1 });
    const [first] = await notifications(t, u.token);
    const other = await t.signUp();
    expect(
      failure(await t.post('/api/notification/read', { id: first!.id }, other.token)),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(ok(await t.post('/api/notification/read', { id: first!.id }, u.token))).toEqual({
      count: 0,
    });
  });

  it('refuses a target equal to the price, a bad percent and an unknown pair, writing nothing', async () => {
    const t = await start();
    const u = await t.signUp();
    expect(failure(await add(t, u.token, { kind: 'cross', price: '87000' })).code).toBe(
      'ALERT_PRICE_AT_MARKET',
    );
    expect(failure(await add(t, u.token, { kind: 'move', percent: '80' })).code).toBe(
      'ALERT_PERCENT_RANGE',
    );
    expect(failure(await add(t, u.token, { kind: 'cross' })).code).toBe('PARAMETER_ERROR');
    expect(
      failure(await add(t, u.token, { kind: 'cross', price: '1', symbol: 'NOPE/USDT' })).code,
    ).toBe('PAIR_UNKNOWN');
    expect(failure(await add(t, u.token, { kind: 'cross', price: '-1' })).code).toBe(
      'PARAMETER_ERROR',
    );
    const { n } = await t.db
      .selectFrom('price_alerts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);
  });

  it("cannot delete another user's alert; the owner can, and it no longer fires", async () => {
    const t = await start();
    const owner = await t.signUp();
    const other = await t.signUp();
    const alert = await addAlert(t, owner.token, { kind: 'cross', price: '90000' });
    expect(failure(await t.post('/api/alert/del', { id: alert.id }, other.token)).code).toBe(
      'ALERT_NOT_FOUND',
    );
    expect((await alertRow(t, alert.id)).status).toBe(1);
    ok(await t.post('/api/alert/del', { id: alert.id }, owner.token));
    await t.settle();
    await t.tick(SYMBOL, '95000');
    expect(await notifications(t, owner.token)).toEqual([]);
    const list = ok<Page<AlertView>>(await t.get('/api/alert/list', {}, owner.token));
    expect(list.total).toBe(0);
  });

  it(`holds at most ${MAX_ACTIVE_ALERTS} active alerts, even under concurrent creates`, async () => {
    const t = await start();
    const u = await t.signUp();
    const userId = ok<{ id: number }>(await t.get('/api/user/info', {}, u.token)).id;
    await t.db
      .insertInto('price_alerts')
      .values(
        Array.from({ length: MAX_ACTIVE_ALERTS - 2 }, (_, i) => ({
          user_id: userId,
          symbol: SYMBOL,
          kind: 'cross' as const,
          price: String(100000 + i),
          direction: 'above' as const,
          percent: null,
          price_at_set: '87000',
        })),
      )
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        add(t, u.token, { kind: 'cross', price: `${91000 + i}` }),
      ),
    );
    const codes = answers.map((r) => r.json<{ code?: string }>().code ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(2);
    expect(codes.filter((c) => c === 'ALERT_LIMIT_REACHED')).toHaveLength(3);
    const refused = failure(answers[codes.indexOf('ALERT_LIMIT_REACHED')]!);
    expect(refused.message).toContain(String(MAX_ACTIVE_ALERTS));
    const list = ok<Page<AlertView>>(await t.get('/api/alert/list', { limit: 50 }, u.token));
    expect(list.total).toBe(MAX_ACTIVE_ALERTS);
  });
});

describe('move alerts', () => {
  it('arm at the price an hour back ± the percent, on a fixed clock, and fire with the move', async () => {
    const t = await start();
    const u = await t.signUp();
    const old = await addAlert(t, u.token, { kind: 'move', percent: '5' });
    const young = await addAlert(t, u.token, { kind: 'move', percent: '5' });
    const now = Date.UTC(2026, 10, 26, 12, 0, 0);
    const referenceTime = now - HOUR - 1000;
    // One set two hours before `now` (the feed was at 60000 an hour before), one 20 minutes before.
    await setCreatedAt(t, old.id, now - 2 * HOUR);
    await setCreatedAt(t, young.id, now - HOUR / 3);
    await t.db
      .insertInto('market_ticks')
      .values([
        { symbol: SYMBOL, time: referenceTime, price: '60000', volume: '1', decisive: false },
        { symbol: SYMBOL, time: now - HOUR + 5000, price: '70000', volume: '1', decisive: false },
      ])
      .execute();
    const module = createAlertsModule(nodeDeps(t), { now: () => now });
    const ticks = { latest: () => undefined, atOrBefore: () => Promise.resolve(null) };

    const work = await module.load([old.id]);
    expect(work.triggers.map((x) => [x.tag, x.price, x.fires])).toEqual([
      ['up', '63000', 'at_or_above'],
      ['down', '57000', 'at_or_below'],
    ]);
    expect(work.dues).toEqual([expect.objectContaining({ tag: 'window', at: now + 60_000 })]);
    await module.onCrossed!(
      [{ trigger: work.triggers[0]!, tick: { symbol: SYMBOL, price: '63500', time: now } }],
      ticks,
    );
    const [up] = await notifications(t, u.token);
    expect(up).toMatchObject({
      kind: 'alert_move',
      params: {
        alert_id: old.id,
        moved: '5.83',
        reference: '60000',
        reference_time: referenceTime,
      },
    });
    // The reference is kept as evidence with the tick that fired it.
    const reference = await t.db
      .selectFrom('market_ticks')
      .select('decisive')
      .where('symbol', '=', SYMBOL)
      .where('time', '=', referenceTime)
      .executeTakeFirstOrThrow();
    expect(reference.decisive).toBe(true);

    // Set 20 minutes ago: the window starts when it was set, at its price then.
    const fresh = await module.load([young.id]);
    expect(fresh.triggers.map((x) => x.price)).toEqual(['91350', '82650']);
    const down = fresh.triggers[1]!;
    const tick = { symbol: SYMBOL, price: '82000', time: now + 1 };
    await module.onCrossed!(
      [
        { trigger: down, tick },
        { trigger: down, tick },
      ],
      ticks,
    );
    const inbox = await notifications(t, u.token);
    expect(inbox).toHaveLength(2);
    expect(inbox[0]).toMatchObject({
      kind: 'alert_move',
      params: {
        alert_id: young.id,
        percent: '5',
        moved: '-5.75',
        reference: '87000',
        reference_time: null,
        price: '82000',
        tick_time: now + 1,
      },
    });
    expect(await alertRow(t, young.id)).toMatchObject({ status: 2, fired_tick_time: now + 1 });
  });

  it('fires through the engine when live ticks move past the bound', async () => {
    const t = await start();
    const u = await t.signUp();
    const alert = await addAlert(t, u.token, { kind: 'move', percent: '2' });
    await t.tick(SYMBOL, '88000');
    expect((await alertRow(t, alert.id)).status).toBe(1);
    await t.tick(SYMBOL, '88740');
    expect((await alertRow(t, alert.id)).status).toBe(2);
    const [n] = await notifications(t, u.token);
    expect(n!.params).toMatchObject({ moved: '2', reference: '87000', price: '88740' });
  });
});

describe('alerts across restarts and nodes', () => {
  it('a restart keeps active alerts armed', async () => {
    shared = await openTestDatabase();
    const first = await start({ database: shared });
    const u = await first.signUp();
    const alert = await addAlert(first, u.token, { kind: 'cross', price: '90000' });
    await first.close();
    apps.splice(apps.indexOf(first), 1);

    const second = await start({ database: shared });
    await second.tick(SYMBOL, '90001');
    expect((await alertRow(second, alert.id)).status).toBe(2);
    expect(await notifications(second, u.token)).toHaveLength(1);
  });

  it('two engines on the same ticks fire an alert once', async () => {
    shared = await openTestDatabase();
    const a = await start({ database: shared, leadership: new SoloLeadership() });
    const b = await start({ database: shared, leadership: new SoloLeadership() });
    const u = await a.signUp();
    const alert = await addAlert(a, u.token, { kind: 'cross', price: '90000' });
    // The other node's engine loads it as a restart would.
    b.app.engine.changed('alerts', [alert.id]);
    await b.settle();
    const at = Date.now() + 10;
    await Promise.all([a.tick(SYMBOL, '90500', at), b.tick(SYMBOL, '90500', at)]);
    await Promise.all([a.settle(), b.settle()]);
    expect(await notifications(a, u.token)).toHaveLength(1);
  });
});
