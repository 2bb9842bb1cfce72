import type { LeverClosedEvent, LeverPositionView, LeverTradeEvent } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  balanceOf,
  BTC,
  CHANGE,
  ETH,
  expectLedgerClean,
  fund,
  LEVER,
  ok,
  USDT,
} from '../../testing/money.js';
import { houseHolds } from '../../testing/rows.js';
import { withSockets } from '../../testing/sockets.js';
import { trader } from '../../testing/traders.js';
import { nodeDeps, tradingApp, type TradingTestApp } from '../../testing/trading.js';
import type { EngineModule, Trigger } from '../../engine/types.js';
import { createFuturesModules } from './futures.engine.js';
import { chargeOvernight } from './futures.overnight.js';

const PRICES = { 'BTC/USDT': '65000', 'ETH/USDT': '3200' };
const DAY = 86_400_000;

let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp(PRICES);
});
afterEach(() => t.close());

const futuresTrader = (lever = '100') => trader(t, { [LEVER]: { [USDT]: lever } });

/** Submits and waits until the engine has loaded the new position's triggers. */
async function submit(token: string, body: Record<string, unknown> = {}) {
  const res = await t.post(
    '/api/lever/submit',
    { currency_id: BTC, legal_id: USDT, type: 1, share: 1, multiple: 100, ...body },
    token,
  );
  await t.settle();
  return res;
}
const lever = (userId: number) => balanceOf(t.db, userId, USDT, LEVER);
const row = (id: number) =>
  t.db.selectFrom('lever_positions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const plain = (v: string | null) => (v === null ? null : String(Number(v)));

const house = (name: string) => houseHolds(t.db, name);

async function postingsOf(reference: string) {
  const rows = await t.db
    .selectFrom('ledger_postings')
    .select('reason')
    .where('reference', '=', reference)
    .execute();
  return rows.map((r) => r.reason);
}

describe('limit entries', () => {
  it('opens a long entry at its limit price when the feed reaches it, recording the tick', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(await submit(u.token, { status: 0, target_price: '64000' }));
    await t.tick('BTC/USDT', '64500');
    expect((await row(p.id)).status).toBe(0);
    const time = await t.tick('BTC/USDT', '63990');
    const opened = await row(p.id);
    expect(opened.status).toBe(1);
    expect(plain(opened.price)).toBe('64000');
    expect(plain(opened.open_tick_price)).toBe('63990');
    expect(Number(opened.open_tick_time)).toBe(time);
    expect(opened.opened_at).not.toBeNull();
    // The frozen fee 0.64 went to fees; the margin 6.4 stays frozen.
    expect(await lever(u.id)).toEqual({ available: '92.96', frozen: '6.4' });
    expect(await house('fees')).toBe('0.64');
    expect(await postingsOf(`lever:${p.id}:open`)).toEqual(['lever_open']);
    await expectLedgerClean(t.db);
  });

  it('opens a short entry when the feed rises to it', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(
      await submit(u.token, { status: 0, type: 2, target_price: '66000' }),
    );
    await t.tick('BTC/USDT', '65999.99');
    expect((await row(p.id)).status).toBe(0);
    await t.tick('BTC/USDT', '66000');
    expect((await row(p.id)).status).toBe(1);
    await expectLedgerClean(t.db);
  });
});

describe('take-profit and stop-loss', () => {
  it('closes a long at the bid of the tick that reached its take-profit', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(await submit(u.token, { target_profit_price: '66000' }));
    await t.tick('BTC/USDT', '65999');
    expect((await row(p.id)).status).toBe(1);
    const time = await t.tick('BTC/USDT', '66000');
    const closed = await row(p.id);
    // Bid 66000 × 0.9995 = 65967; (65967 − 65032.5) × 0.01 = 9.345.
    expect(closed).toMatchObject({ status: 3, close_reason: 'take_profit', close_tick_time: time });
    expect(plain(closed.close_price)).toBe('65967');
    expect(plain(closed.close_tick_price)).toBe('66000');
    expect(plain(closed.profits)).toBe('9.345');
    expect(closed.closed_at).not.toBeNull();
    // 92.846425 + 6.50325 + 9.345
    expect(await lever(u.id)).toEqual({ available: '108.694675', frozen: '0' });
    expect(await house('exchange')).toBe('-9.345');
    await expectLedgerClean(t.db);
  });

  it('closes a short at the ask of the tick that crossed its stop-loss', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(await submit(u.token, { type: 2, stop_loss_price: '66000' }));
    await t.tick('BTC/USDT', '66500');
    const closed = await row(p.id);
    // Ask 66500 × 1.0005 = 66533.25; (64967.5 − 66533.25) × 0.01 = −15.6575.
    expect(closed).toMatchObject({ status: 3, close_reason: 'stop_loss' });
    expect(plain(closed.close_price)).toBe('66533.25');
    expect(plain(closed.profits)).toBe('-15.6575');
    // 100 − 7.146425 + 6.49675 − 15.6575
    expect(await lever(u.id)).toEqual({ available: '83.692825', frozen: '0' });
    expect(await house('exchange')).toBe('15.6575');
    await expectLedgerClean(t.db);
  });

  it('closes exactly once when a user close races the take-profit tick', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(await submit(u.token, { target_profit_price: '66000' }));
    const [, res] = await Promise.all([
      t.tick('BTC/USDT', '66000'),
      t.post('/api/lever/close', { id: p.id }, u.token),
    ]);
    await t.settle();
    const body = res.json<{ type: string; code?: string }>();
    expect(body.type === 'ok' || body.code === 'ORDER_NOT_OPEN').toBe(true);
    const closed = await row(p.id);
    expect(closed.status).toBe(3);
    expect(await postingsOf(`lever:${p.id}:close`)).toEqual(['lever_close']);
    const entries = await t.db
      .selectFrom('ledger_postings')
      .select('id')
      .where('reference', 'like', `lever:${p.id}:%`)
      .execute();
    expect(entries).toHaveLength(2);
    expect((await lever(u.id)).frozen).toBe('0');
    await expectLedgerClean(t.db);
  });

  it('watches stops changed after opening and forgets cleared ones', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(await submit(u.token, { stop_loss_price: '64000' }));
    ok(await t.post('/api/lever/setstop', { id: p.id, stop_loss_price: '' }, u.token));
    await t.settle();
    await t.tick('BTC/USDT', '63000');
    expect((await row(p.id)).status).toBe(1);
    ok(await t.post('/api/lever/setstop', { id: p.id, target_profit_price: '65100' }, u.token));
    await t.settle();
    await t.tick('BTC/USDT', '65100');
    const closed = await row(p.id);
    expect(closed).toMatchObject({ status: 3, close_reason: 'take_profit' });
    await expectLedgerClean(t.db);
  });
});

describe('liquidation', () => {
  it('closes every position at the threshold and books the shortfall against insurance, never other accounts', async () => {
    const u = await futuresTrader('100');
    await fund(t.db, u.id, USDT, '50', CHANGE);
    const p = ok<LeverPositionView>(await submit(u.token));
    expect(p.liquidation_price).toBe('55227.59');
    await t.tick('BTC/USDT', '55300');
    expect((await row(p.id)).status).toBe(1);
    const time = await t.tick('BTC/USDT', '50000');
    const closed = await row(p.id);
    // Bid 50000 × 0.9995 = 49975; (49975 − 65032.5) × 0.01 = −150.575. The account holds
    // 92.846425 + 6.50325 = 99.349675; insurance covers 51.225325.
    expect(closed).toMatchObject({ status: 3, close_reason: 'liquidation', close_tick_time: time });
    expect(plain(closed.close_price)).toBe('49975');
    expect(plain(closed.profits)).toBe('-150.575');
    expect(await lever(u.id)).toEqual({ available: '0', frozen: '0' });
    expect(await balanceOf(t.db, u.id, USDT, CHANGE)).toEqual({ available: '50', frozen: '0' });
    expect(await house('insurance')).toBe('-51.225325');
    expect(await house('exchange')).toBe('150.575');
    expect(await postingsOf(`lever:${p.id}:close`)).toEqual(['lever_liquidation']);
    await expectLedgerClean(t.db);
  });

  it("liquidates all of the user's positions and nobody else's", async () => {
    const [u, other] = [await futuresTrader('20'), await futuresTrader('100')];
    const btc = ok<LeverPositionView>(await submit(u.token));
    // ETH long 1 lot at the ask 3201.6: margin 3.2016, fee 0.32016; available 20 − 7.153575 − 3.52176 = 9.324665.
    const eth = ok<LeverPositionView>(await submit(u.token, { currency_id: ETH }));
    const theirs = ok<LeverPositionView>(await submit(other.token));
    // BTC: 65032.5 + (0.2 × 9.70485 − 9.324665 − 9.70485 + 0.16) / 0.01 = 63339.6455 → 63339.64
    const event = ok<LeverTradeEvent>(await t.post('/api/lever/dealall', {}, u.token));
    expect(event.positions.find((x) => x.id === btc.id)!.liquidation_price).toBe('63339.64');
    await t.tick('BTC/USDT', '63000');
    expect((await row(btc.id)).status).toBe(3);
    expect((await row(eth.id)).status).toBe(3);
    expect((await row(eth.id)).close_reason).toBe('liquidation');
    expect((await row(theirs.id)).status).toBe(1);
    expect(await lever(u.id)).toMatchObject({ frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('recomputes the real risk rate when the trigger fires and keeps the position when other marks moved in its favour', async () => {
    const u = await futuresTrader('100');
    // Long BTC 1 lot (margin 6.50325) and short ETH 10 lots (qty 1) at the bid 3198.4 (margin 31.984,
    // fee 3.1984): available 57.664025, total margin 38.48725, 20 % of it 7.69745.
    const btc = ok<LeverPositionView>(await submit(u.token));
    const eth = ok<LeverPositionView>(
      await submit(u.token, { currency_id: ETH, type: 2, share: 10 }),
    );
    // BTC: 65032.5 + (7.69745 − 57.664025 − 38.48725 + 1.6) / 0.01 = 56347.1175 → 56347.11
    const event = ok<LeverTradeEvent>(await t.post('/api/lever/dealall', {}, u.token));
    expect(event.positions.find((x) => x.id === btc.id)!.liquidation_price).toBe('56347.11');
    // ETH falls: the short gains (3198.4 − 2700) × 1 = 498.4, which no trigger of BTC hears.
    await t.tick('ETH/USDT', '2700');
    // BTC's stale trigger fires; the real equity 57.664025 + 38.48725 + 498.4 − 87.8539 is far above 20 %.
    await t.tick('BTC/USDT', '56247.11');
    expect((await row(btc.id)).status).toBe(1);
    expect((await row(eth.id)).status).toBe(1);
    // The reload moved BTC's trigger to its real level.
    const after = ok<LeverTradeEvent>(
      await t.post('/api/lever/dealall', {}, u.token),
    ).positions.find((x) => x.id === btc.id)!;
    // 65032.5 + (7.69745 − 57.664025 − 38.48725 − 498.4) / 0.01 = 6347.1175 → 6347.11
    expect(after.liquidation_price).toBe('6347.11');
    await t.tick('BTC/USDT', '6347.11');
    expect((await row(btc.id)).close_reason).toBe('liquidation');
    expect((await row(eth.id)).close_reason).toBe('liquidation');
    // The ETH gain (3198.4 − 2701.35) × 1 = 497.05 settles before the BTC loss: no shortfall.
    expect(await house('insurance')).toBe('0');
    expect(Number((await lever(u.id)).available)).toBeGreaterThan(0);
    await expectLedgerClean(t.db);
  });
});

describe('engine module', () => {
  it('audit 4: a take-profit changed while its trigger was in flight keeps the position open', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(await submit(u.token, { target_profit_price: '66000' }));
    const [module] = createFuturesModules(nodeDeps(t)) as [EngineModule];
    const [inFlight] = (await module.load([p.id])).triggers.filter((tr) => tr.tag === 'tp');
    // The user moves the stop while the old one's crossing is on its way to execution.
    ok(await t.post('/api/lever/setstop', { id: p.id, target_profit_price: '67000' }, u.token));
    const tick = { symbol: 'BTC/USDT', price: '66500', time: Date.now() };
    await module.onCrossed!([{ trigger: inFlight!, tick }], t.app.engine as never);
    expect((await row(p.id)).status).toBe(1);
    expect(plain((await row(p.id)).target_profit_price)).toBe('67000');
    // The stop that is set still works.
    await t.tick('BTC/USDT', '67000');
    expect((await row(p.id)).status).toBe(3);
    expect((await row(p.id)).close_reason).toBe('take_profit');
    await expectLedgerClean(t.db);
  });

  it('answers the triggers of the changed positions, and one liquidation price per pair of the account', async () => {
    const u = await futuresTrader('100');
    const a = ok<LeverPositionView>(
      await submit(u.token, { target_profit_price: '70000', stop_loss_price: '60000' }),
    );
    const b = ok<LeverPositionView>(await submit(u.token, { type: 2, share: 2 }));
    const c = ok<LeverPositionView>(await submit(u.token, { status: 0, target_price: '64000' }));
    const [positions, accounts] = createFuturesModules(nodeDeps(t)) as [EngineModule, EngineModule];
    const tagsOf = (work: { triggers: Trigger[] }) =>
      work.triggers.map((tr) => `${tr.id}:${tr.tag}:${tr.fires}`).sort();
    expect(tagsOf(await positions.load([a.id, b.id, c.id]))).toEqual(
      [`${a.id}:tp:at_or_above`, `${a.id}:sl:at_or_below`, `${c.id}:entry:at_or_below`].sort(),
    );
    expect((await positions.load([c.id])).triggers[0]!.price).toMatch(/^64000/);
    // Long 1 lot and short 2 lots of BTC: net short, so the account liquidates if BTC rises, at
    // the price every BTC position shows.
    const work = (await accounts.load([u.id])).triggers;
    // With its liquidation warning (#21 item 9), below it on the way up.
    expect(tagsOf({ triggers: work })).toEqual([
      `${u.id}:liq:BTC/USDT:at_or_above`,
      `${u.id}:warn:BTC/USDT:at_or_above`,
    ]);
    const liq = work.filter((tr) => tr.tag.startsWith('liq:'));
    const warn = work.find((tr) => tr.tag.startsWith('warn:'))!;
    expect(Number(warn.price)).toBeLessThan(Number(liq[0]!.price));
    const shown = ok<LeverTradeEvent>(await t.post('/api/lever/dealall', {}, u.token)).positions;
    expect(shown.filter((p) => p.status === 1).map((p) => p.liquidation_price)).toEqual([
      liq[0]!.price,
      liq[0]!.price,
    ]);
    expect((await positions.loadAll()).triggers).toHaveLength(3);
    expect((await accounts.loadAll()).triggers).toHaveLength(2);
    ok(await t.post('/api/lever/batch_close', { type: 0 }, u.token));
    ok(await t.post('/api/lever/cancel', { id: c.id }, u.token));
    expect((await positions.load([a.id, c.id])).triggers).toEqual([]);
    expect((await accounts.load([u.id])).triggers).toEqual([]);
  });

  it('pushes lever_trade with live P/L to holders at most once a second, and lever_closed on close', async () => {
    const [u, other] = [await futuresTrader('100'), await futuresTrader('100')];
    const p = ok<LeverPositionView>(await submit(u.token));
    await t.settle();
    await withSockets(t, [u.token, other.token], async ([mine, theirs]) => {
      const heard: { at: number; event: LeverTradeEvent }[] = [];
      let strangerHeard = false;
      mine.on('lever_trade', (event: LeverTradeEvent) => heard.push({ at: Date.now(), event }));
      theirs.on('lever_trade', () => (strangerHeard = true));
      await t.tick('BTC/USDT', '66000');
      await t.tick('BTC/USDT', '66100');
      await t.tick('BTC/USDT', '66200');
      await new Promise((resolve) => setTimeout(resolve, 1200));
      // (66000 − 65032.5) × 0.01 = 9.675
      expect(heard[0]!.event.positions[0]).toMatchObject({
        id: p.id,
        update_price: '66000',
        profits: '9.675',
      });
      expect(heard[0]!.event.account.risk_rate).not.toBeNull();
      // At most one a second, and the last price of a busy second still arrives.
      expect(heard.length).toBeLessThanOrEqual(3);
      for (let i = 1; i < heard.length; i++)
        expect(heard[i]!.at - heard[i - 1]!.at).toBeGreaterThanOrEqual(900);
      expect(heard.at(-1)!.event.positions[0]!.update_price).toBe('66200');
      expect(strangerHeard).toBe(false);
      const closed = new Promise<LeverClosedEvent>((resolve) => mine.once('lever_closed', resolve));
      ok(await t.post('/api/lever/close', { id: p.id }, u.token));
      expect((await closed).position).toMatchObject({ id: p.id, status: 3, close_reason: 'user' });
    });
  });
});

describe('overnight fee', () => {
  it('charges positions opened before the day exactly once, even when the job runs twice', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(await submit(u.token));
    const pending = ok<LeverPositionView>(
      await submit(u.token, { status: 0, target_price: '60000' }),
    );
    const deps = nodeDeps(t);
    // Opened today: nothing to charge today.
    expect(await chargeOvernight(deps, Date.now())).toBe(0);
    const tomorrow = Date.now() + DAY;
    const counts = await Promise.all([
      chargeOvernight(deps, tomorrow),
      chargeOvernight(deps, tomorrow),
    ]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await chargeOvernight(deps, tomorrow + 60_000)).toBe(0);
    const charged = await row(p.id);
    // 65032.5 × 0.01 × 0.0005 = 0.3251625 → 0.32516250 (8 decimals), taken from the margin.
    expect(plain(charged.overnight_money)).toBe('0.3251625');
    expect(plain(charged.caution_money)).toBe('6.1780875');
    expect(plain((await row(pending.id)).overnight_money)).toBe('0');
    // 6.50325 − 0.3251625 of margin plus the pending entry's 6.6 (6 + 0.6) frozen.
    expect(await lever(u.id)).toEqual({ available: '86.246425', frozen: '12.7780875' });
    // 0.650325 at the open plus 0.3251625 overnight (the pending entry's fee is still frozen).
    expect(await house('fees')).toBe('0.9754875');
    const view = ok<{ positions: LeverPositionView[] }>(
      await t.post('/api/lever/dealall', {}, u.token),
    ).positions.find((x) => x.id === p.id)!;
    expect(view).toMatchObject({ overnight_money: '0.3251625', caution_money: '6.1780875' });
    // The next day charges again.
    expect(await chargeOvernight(deps, tomorrow + DAY)).toBe(1);
    expect(plain((await row(p.id)).overnight_money)).toBe('0.650325');
    await expectLedgerClean(t.db);
  });

  it('takes the fee from the margin first, then the lever available', async () => {
    const u = await futuresTrader('100');
    const p = ok<LeverPositionView>(await submit(u.token));
    await t.db
      .updateTable('settings')
      .set({ value: '0.02' })
      .where('key', '=', 'lever_overnight_rate')
      .execute();
    // 650.325 × 0.02 = 13.0065: 6.50325 from the margin, 6.50325 from available.
    expect(await chargeOvernight(nodeDeps(t), Date.now() + DAY)).toBe(1);
    const charged = await row(p.id);
    expect(plain(charged.caution_money)).toBe('0');
    expect(plain(charged.overnight_money)).toBe('13.0065');
    expect(await lever(u.id)).toEqual({ available: '86.343175', frozen: '0' });
    expect(
      await postingsOf(
        `lever:${p.id}:overnight:${new Date(Date.now() + DAY).toISOString().slice(0, 10)}`,
      ),
    ).toEqual(['lever_overnight_fee']);
    await expectLedgerClean(t.db);
  });
});
