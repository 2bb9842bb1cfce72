import type {
  OptionOrderView,
  QuotationView,
  SeedEpochView,
  SiteConfigView,
} from '@meridian/contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { withdrawRulesFor } from '../seed/wallet.js';
import {
  balanceOf,
  BTC,
  expectLedgerClean,
  failure,
  fund,
  makeEligible,
  MICRO,
  ok,
  PAY_PASSWORD,
  uploadImage,
  USDT,
  userIdOf,
} from '../testing/money.js';
import { buildTestApp, expectOk, type TestApp } from '../testing/test-app.js';
import { tronAddress } from '../testing/chain-addresses.js';
import { tradingApp, type TradingTestApp } from '../testing/trading.js';
import { ExchangeFeed } from './exchange-feed.js';
import { findInstrument } from './instruments.js';
import { pruneTicks } from './market-data.repository.js';
import { ReplayFeed } from './replay-feed.js';
import {
  ensureSeedEpochs,
  publicSeedEpochs,
  rotateMonthly,
  scheduleRotation,
  seedHash,
  type SeedEpoch,
} from './seed-epochs.js';
import { SimFeed } from './sim-feed.js';
import { SimWalk } from './sim-walk.js';

const apps: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});
const keep = <T extends { close(): Promise<void> }>(app: T) => (apps.push(app), app);

const BTC_PAIR = 1;
const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const BTC_INSTRUMENT = findInstrument('BTC/USDT')!;

/** Seconds of one symbol's walk as prices. */
const prices = (
  feed: { tickAtOrBefore(symbol: string, time: number): { price: string } | undefined },
  from: number,
  n: number,
) => Array.from({ length: n }, (_, i) => feed.tickAtOrBefore('BTC/USDT', (from + i) * 1000)!.price);

/** A seconds duration operators might publish, straight into the table (tests need short ones). */
async function addDuration(t: TestApp, seconds: number, feeRate = '0') {
  await sql`insert into option_durations (seconds, profit_ratio, min_amount, max_amount, fee_rate, sort)
            values (${seconds}, 0.8, 1, 1000, ${feeRate}, 99) on conflict (seconds) do nothing`.execute(
    t.db,
  );
}

async function optionTrader(t: TestApp, amount = '100') {
  const { token } = await t.signUp();
  const id = await userIdOf(t, token);
  await fund(t.db, id, USDT, amount, MICRO);
  return { token, id };
}

const orderRow = (t: TestApp, id: number) =>
  t.db.selectFrom('option_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function waitForStatus(
  t: TestApp,
  id: number,
  status: number,
  engineIdle: () => Promise<void>,
) {
  for (let i = 0; i < 1000; i++) {
    await engineIdle();
    if ((await orderRow(t, id)).status === status) return;
    await sleep(10);
  }
  throw new Error(`order ${id} never reached status ${status}`);
}

describe('audit 1: simulated prices cannot be predicted', () => {
  it('audit 1: without MARKET_SEED there is no published default seed; each installation draws its own, secret', async () => {
    expect(loadConfig({}).marketSeed).toBeUndefined();
    const a = keep(await buildTestApp());
    const b = keep(await buildTestApp());
    const [ea, eb] = [await ensureSeedEpochs(a.db), await ensureSeedEpochs(b.db)];
    expect(ea).toHaveLength(1);
    expect(await ensureSeedEpochs(a.db)).toEqual(ea); // drawn once, kept
    expect(ea[0]!.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(ea[0]!.seed).not.toBe(eb[0]!.seed);
    // Prices 20-40 s ahead cannot be computed from the seed the README used to publish.
    const feed = new SimFeed({ seed: ea });
    const published = new SimFeed({ seed: 'meridian' });
    const second = Math.floor(Date.now() / 1000) + 20;
    expect(prices(feed, second, 20)).not.toEqual(prices(published, second, 20));
  });

  it('audit 1: only the hash of the seed in force is published, in the quotes and at /market/seeds', async () => {
    const t = keep(await buildTestApp({ marketBackfillDays: 0 }, {}));
    const epochs = await ensureSeedEpochs(t.db);
    const feed = new SimFeed({ seed: epochs });
    const app = await buildApp({
      config: { ...t.config, marketBackfillDays: 0 },
      db: t.db,
      logger: false,
      feed,
      mailer: t.outbox,
      sms: t.outbox,
    });
    keep(app);
    await app.ready();
    await app.market.start();
    const hash = seedHash(epochs[0]!.seed);
    const rows = (await app.inject({ method: 'GET', url: '/api/currency/quotation_new' })).json<{
      message: QuotationView[];
    }>().message;
    expect(rows[0]!.feed).toMatchObject({
      name: 'sim',
      simulated: true,
      seed_hash: hash,
      seed_public: false,
    });
    const seeds = (await app.inject({ method: 'GET', url: '/api/market/seeds' })).json<{
      message: SeedEpochView[];
    }>().message;
    // The current epoch, and next month's, drawn ahead by the monthly rotation: no seed shown.
    expect(seeds[0]).toMatchObject({ starts_at: 0, seed_hash: hash, seed: null });
    expect(seeds.every((e) => e.seed === null)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(epochs[0]!.seed);
  });

  it('audit 1: a public MARKET_SEED says so in the quotes', async () => {
    const t = keep(
      await buildTestApp({ marketBackfillDays: 0 }, { feed: new SimFeed({ seed: 'demo' }) }),
    );
    await t.app.market.start();
    const rows = (await expectOk(await t.get('/api/currency/quotation_new')))
      .message as QuotationView[];
    expect(rows[0]!.feed).toMatchObject({ seed_public: true, seed_hash: seedHash('demo') });
  });

  it('audit 1: a rotation starts a new seed at a whole minute ahead, keeps the price continuous, and reveals the old seed once ended', async () => {
    const t = keep(await buildTestApp());
    const [first] = await ensureSeedEpochs(t.db);
    const now = Date.now();
    const next = (await scheduleRotation(t.db, now, now))!;
    expect(next.starts_at % MINUTE).toBe(0);
    expect(next.starts_at).toBeGreaterThanOrEqual(now + 2 * MINUTE);
    expect(await scheduleRotation(t.db, now, next.starts_at)).toBeNull(); // one epoch per instant

    expect((await publicSeedEpochs(t.db, now)).map((e) => e.seed)).toEqual([null, null]);
    const after = await publicSeedEpochs(t.db, next.starts_at);
    expect(after[0]).toEqual({
      starts_at: 0,
      ends_at: next.starts_at,
      seed_hash: seedHash(first!.seed),
      seed: first!.seed,
    });
    expect(after[1]!.seed).toBeNull();
    expect(after[1]!.seed_hash).toBe(next.seed_hash);

    // Anyone holding the revealed seed recomputes every price before the rotation.
    const epochs = await ensureSeedEpochs(t.db);
    const feed = new SimFeed({ seed: epochs });
    const revealed = new SimFeed({ seed: [{ startsAt: 0, seed: after[0]!.seed! }] });
    const boundary = next.starts_at / 1000;
    expect(prices(feed, boundary - 30, 30)).toEqual(prices(revealed, boundary - 30, 30));
    // After it the new seed drives prices, continuing from where the old walk stood.
    expect(prices(feed, boundary + 1, 30)).not.toEqual(prices(revealed, boundary + 1, 30));
    const [before, at] = prices(feed, boundary - 1, 2).map(Number);
    expect(Math.abs(at! / before! - 1)).toBeLessThan(0.01);
  });

  it('audit 1: the monthly rotation draws next month’s seed once, however often it runs', async () => {
    const t = keep(await buildTestApp());
    await ensureSeedEpochs(t.db);
    const now = Date.parse('2026-11-25T14:00:00Z');
    await rotateMonthly(t.db, now);
    await rotateMonthly(t.db, now + 3_600_000);
    const epochs = await publicSeedEpochs(t.db, now);
    expect(epochs.map((e) => e.starts_at)).toEqual([0, Date.parse('2026-12-01T00:00:00Z')]);
  });

  it('audit 1: a walk keyed by a secret seed is a pure function of it, and two seeds share nothing', () => {
    const a = new SimWalk('a'.repeat(64), 'BTC/USDT', BTC_INSTRUMENT);
    const b = new SimWalk('b'.repeat(64), 'BTC/USDT', BTC_INSTRUMENT);
    const day = 20_400;
    const x = a.fillDay(day);
    expect(a.logPriceAt(day * 86_400 + 12_345)).toBe(x[12_345]);
    expect(b.fillDay(day)[12_345]).not.toBe(x[12_345]);
  });
});

describe('audit 1: demo mode while the feed is simulated', () => {
  async function walletUser(t: TestApp) {
    const { token } = await t.signUp();
    const id = await userIdOf(t, token);
    await makeEligible(t.db, id);
    await fund(t.db, id, USDT, '1000');
    const address = ok<{ id: number }>(
      await t.post(
        '/api/user/wallet/save',
        { currency: USDT, name: 'cold', address: tronAddress() },
        token,
      ),
    );
    return { token, id, address };
  }

  it('audit 1: with a simulated feed, real-coin deposits and withdrawals are refused (translated) and nothing is written', async () => {
    const feed = new ReplayFeed({
      pace: 'manual',
      ticks: [{ symbol: 'BTC/USDT', price: '65000', volume: '1', time: Date.now() }],
    });
    const t = keep(await buildTestApp({}, { feed }));
    await t.app.market.start();
    const site = (await expectOk(await t.get('/api/getSiteConfig'))).message as SiteConfigView;
    expect(site).toMatchObject({ demo_mode: true, feed: 'replay' });

    const u = await walletUser(t);
    const voucher = await uploadImage(t, u.token);
    const deposit = failure(
      await t.post(
        '/api/wallet/charge_req',
        { currency: USDT, network: 'TRC20', amount: '100', voucher, lang: 'zh' },
        u.token,
      ),
    );
    expect(deposit).toMatchObject({ type: 'error', code: 'DEMO_MODE' });
    expect(deposit.message).toContain('演示模式');
    const withdrawal = failure(
      await t.post(
        '/api/wallet/out',
        { currency: USDT, number: '100', pay_password: PAY_PASSWORD, address_id: u.address.id },
        u.token,
      ),
    );
    expect(withdrawal).toMatchObject({ type: 'error', code: 'DEMO_MODE' });
    expect(await t.db.selectFrom('deposit_requests').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('withdrawals').selectAll().execute()).toEqual([]);
    expect((await balanceOf(t.db, u.id, USDT)).available).toBe('1000');
    await expectLedgerClean(t.db);
  });

  it('audit 1: a real exchange feed is not demo mode: the same requests go through', async () => {
    const feed = new ExchangeFeed({ baseUrl: 'ws://127.0.0.1:9', staleMs: 10_000 });
    const t = keep(await buildTestApp({}, { feed }));
    const site = (await expectOk(await t.get('/api/getSiteConfig'))).message as SiteConfigView;
    expect(site).toMatchObject({ demo_mode: false, feed: 'exchange', seed_hash: null });
    const u = await walletUser(t);
    const voucher = await uploadImage(t, u.token);
    await expectOk(
      await t.post(
        '/api/wallet/charge_req',
        { currency: USDT, network: 'TRC20', amount: '100', voucher },
        u.token,
      ),
    );
  });
});

describe('audit 2: options never settle on a stale price', () => {
  it('audit 2: an option that expired while the server was down settles on the feed’s own tick at its expiry', async () => {
    const config = { marketPriceToleranceSeconds: 3, marketBackfillDays: 0 };
    const t = keep(await buildTestApp(config));
    const epochs: SeedEpoch[] = await ensureSeedEpochs(t.db);
    const app1 = await buildApp({
      config: t.config,
      db: t.db,
      logger: false,
      feed: new SimFeed({ seed: epochs }),
      mailer: t.outbox,
      sms: t.outbox,
    });
    await app1.ready();
    await app1.market.start();
    await addDuration(t, 6);
    const u = await optionTrader(t);
    const placed = ok<OptionOrderView>(
      await app1.inject({
        method: 'POST',
        url: '/api/microtrade/submit',
        headers: { authorization: u.token, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          match_id: String(BTC_PAIR),
          currency_id: String(USDT),
          type: '1',
          seconds: '6',
          number: '10',
        }).toString(),
      }),
    );
    await app1.close(); // the server stops; the order expires while it is down
    await sleep(placed.handled_at + 1500 - Date.now());

    const feed = new SimFeed({ seed: epochs });
    const app2 = keep(
      await buildApp({
        config: t.config,
        db: t.db,
        logger: false,
        feed,
        mailer: t.outbox,
        sms: t.outbox,
      }),
    );
    await app2.ready();
    await app2.market.start();
    await waitForStatus(t, placed.id, 3, () => app2.engine.idle());

    const settled = await orderRow(t, placed.id);
    const expected = feed.tickAtOrBefore('BTC/USDT', placed.handled_at)!;
    expect(settled.void_reason).toBeNull();
    expect(Number(settled.end_time)).toBe(expected.time);
    expect(placed.handled_at - Number(settled.end_time)).toBeLessThan(1000);
    expect(Number(settled.end_price)).toBe(Number(expected.price));
    // The deciding tick is on record, kept for good.
    const stored = await t.db
      .selectFrom('market_ticks')
      .selectAll()
      .where('symbol', '=', 'BTC/USDT')
      .where('time', '=', expected.time)
      .executeTakeFirstOrThrow();
    expect(stored.decisive).toBe(true);
    await expectLedgerClean(t.db);
  });

  it('audit 2: with no tick within the tolerance of its expiry (a feed outage) an option is voided: stake and fee back, reason shown', async () => {
    const t = keep(await tradingApp({ 'BTC/USDT': '65000' }, { marketPriceToleranceSeconds: 3 }));
    await addDuration(t, 4, '0.01');
    const u = await optionTrader(t, '100');
    await t.tick('BTC/USDT', '65000');
    const placed = ok<OptionOrderView>(
      await t.post(
        '/api/microtrade/submit',
        { match_id: BTC_PAIR, currency_id: USDT, type: 1, seconds: 4, number: '10' },
        u.token,
      ),
    );
    expect((await balanceOf(t.db, u.id, USDT, MICRO)).available).toBe('89.9');
    // The feed is silent until well after the expiry; then a tick arrives.
    await sleep(placed.handled_at + 500 - Date.now());
    await t.tick('BTC/USDT', '70000');
    await waitForStatus(t, placed.id, 3, () => t.settle());

    const view = ok<OptionOrderView>(
      await t.get('/api/microtrade/get_result', { id: placed.id }, u.token),
    );
    expect(view).toMatchObject({
      status: 3,
      void_reason: 'no_price_at_expiry',
      profit_result: null,
      end_price: null,
      end_time: null,
      fact_profits: '0',
    });
    expect((await balanceOf(t.db, u.id, USDT, MICRO)).available).toBe('100');
    const bill = await t.db
      .selectFrom('ledger_postings')
      .select('reason')
      .where('reference', '=', `option:${placed.id}:settle`)
      .execute();
    expect(bill).toEqual([{ reason: 'option_void' }]);
    await expectLedgerClean(t.db);
  });
});

describe('audit 3: no order on a stale price', () => {
  let t: TradingTestApp;

  it('audit 3: a tick older than the tolerance is not quoted as live and places no option, futures or spot order', async () => {
    t = keep(await tradingApp({ 'BTC/USDT': '65000' }, { marketPriceToleranceSeconds: 3 }));
    const { token } = await t.signUp();
    const id = await userIdOf(t, token);
    await fund(t.db, id, USDT, '1000', MICRO);
    await fund(t.db, id, USDT, '1000', 3);
    await fund(t.db, id, USDT, '1000');
    // The newest tick ages past the tolerance with no newer one (a tick pushed with an older
    // time would not replace it, so wait rather than back-date).
    const lastTickAt = t.app.market.quotation('BTC/USDT')!.feed.last_tick_at!;
    await new Promise((r) => setTimeout(r, Math.max(0, lastTickAt + 3_000 + 100 - Date.now())));

    const row = (
      (await expectOk(await t.get('/api/currency/quotation_new'))).message as QuotationView[]
    ).find((r) => r.symbol === 'BTC/USDT')!;
    expect(row.feed.stale).toBe(true);
    const refused = [
      await t.post(
        '/api/microtrade/submit',
        { match_id: BTC_PAIR, currency_id: USDT, type: 1, seconds: 30, number: '10' },
        token,
      ),
      await t.post(
        '/api/lever/submit',
        { currency_id: BTC, legal_id: USDT, type: 1, share: 1, multiple: 100 },
        token,
      ),
      await t.post(
        '/api/coin/trade',
        { currency_id: BTC, legal_id: USDT, type: 1, amount: '0.001' },
        token,
      ),
    ];
    for (const res of refused)
      expect(failure(res)).toMatchObject({ type: 'error', code: 'PRICE_UNAVAILABLE' });
    for (const table of ['option_orders', 'lever_positions', 'spot_orders'] as const) {
      expect(await t.db.selectFrom(table).selectAll().execute()).toEqual([]);
    }

    // A fresh tick is live again.
    await t.tick('BTC/USDT', '65000');
    await expectOk(
      await t.post(
        '/api/microtrade/submit',
        { match_id: BTC_PAIR, currency_id: USDT, type: 1, seconds: 30, number: '10' },
        token,
      ),
    );
    await expectLedgerClean(t.db);
  });

  it('audit 3: the simulated market prices the current second as soon as it has started', async () => {
    const app = keep(
      await buildTestApp(
        { marketPriceToleranceSeconds: 3, marketBackfillDays: 0 },
        { feed: new SimFeed({ seed: 'x'.repeat(64) }) },
      ),
    );
    const started = Date.now();
    await app.app.market.start();
    const row = app.app.market.quotation('BTC/USDT')!;
    expect(row.feed.stale).toBe(false);
    expect(row.feed.last_tick_at).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000);
  });
});

describe('audit 6: seeded amounts are exact decimals', () => {
  it('audit 6: withdrawal minimums and fees are computed in decimal, never as floats', () => {
    expect(withdrawRulesFor(3)).toEqual({ withdraw_min: '6.7', withdraw_fee: '0.67' });
    expect(withdrawRulesFor(0.0000123)).toEqual({
      withdraw_min: '1600000',
      withdraw_fee: '160000',
    });
    expect(withdrawRulesFor(65_000_000)).toEqual({
      withdraw_min: '0.00000031',
      withdraw_fee: '0.000000031',
    });
  });
});

describe('audit 7: the evidence is kept', () => {
  it('audit 7: a tick that decided an order is stored with it and survives any retention; others are pruned', async () => {
    const t = keep(await tradingApp({ 'BTC/USDT': '65000' }));
    const u = await optionTrader(t, '100');
    const time = await t.tick('BTC/USDT', '65001');
    const placed = ok<OptionOrderView>(
      await t.post(
        '/api/microtrade/submit',
        { match_id: BTC_PAIR, currency_id: USDT, type: 1, seconds: 30, number: '10' },
        u.token,
      ),
    );
    expect(placed.open_time).toBe(time);
    // Stored in the order's own transaction, before any flush of the market's writer.
    const stored = await t.db
      .selectFrom('market_ticks')
      .selectAll()
      .where('symbol', '=', 'BTC/USDT')
      .where('time', '=', time)
      .executeTakeFirstOrThrow();
    expect(stored.decisive).toBe(true);

    await t.tick('BTC/USDT', '65002');
    await t.app.market.flush();
    await pruneTicks(t.db, Date.now() + MINUTE);
    const left = await t.db.selectFrom('market_ticks').select(['time', 'decisive']).execute();
    expect(left.map((r) => [Number(r.time), r.decisive])).toEqual([[time, true]]);
  });
});
