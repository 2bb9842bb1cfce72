import type { BillEventPage, BillEventView } from '@meridian/contract';
import type { KyselyPlugin, PluginTransformQueryArgs, RootOperationNode } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  BTC,
  CHANGE,
  expectLedgerClean,
  failure,
  LEVER,
  MICRO,
  ok,
  USDT,
} from '../../testing/money.js';
import { buildDatabaseTemplateFirst } from '../../testing/lifecycle.js';
import { trader, type Trader } from '../../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';
import { pageBillEvents } from './bill.repository.js';

buildDatabaseTemplateFirst();

const PRICES = { 'BTC/USDT': '65000', 'ETH/USDT': '3200' };

let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp(PRICES);
});
afterEach(() => t.close());

const bill = async (u: Trader, body: Record<string, string | number> = {}) =>
  ok<BillEventPage>(await t.post('/api/wallet/legal_log', { limit: 50, ...body }, u.token));

/** A user who converts, buys spot and opens then closes a 10× long, as the bill screen shows. */
async function busyUser(): Promise<{ u: Trader; positionId: number }> {
  const u = await trader(t, { [CHANGE]: { [USDT]: '2000' }, [LEVER]: { [USDT]: '1000' } });
  ok(
    await t.post(
      '/api/user/Transfer',
      { number: '100', from_currency_id: USDT, to_currency_id: BTC },
      u.token,
    ),
  );
  ok(
    await t.post(
      '/api/coin/trade',
      { currency_id: BTC, legal_id: USDT, type: 1, amount: '0.01' },
      u.token,
    ),
  );
  const position = ok<{ id: number }>(
    await t.post(
      '/api/lever/submit',
      { currency_id: BTC, legal_id: USDT, type: 1, share: 1, multiple: 10, status: 1 },
      u.token,
    ),
  );
  await t.settle();
  await t.tick('BTC/USDT', '66000');
  ok(await t.post('/api/lever/close', { id: position.id }, u.token));
  await t.settle();
  return { u, positionId: position.id };
}

const reasons = (page: BillEventPage) => page.data.map((e) => e.reason);
const byReason = (page: BillEventPage, reason: string) =>
  page.data.find((e) => e.reason === reason)!;

describe('POST /api/wallet/legal_log: the bill as business events', () => {
  it('groups each posting into one event with its parts, its fee and its order, newest first', async () => {
    const { u, positionId } = await busyUser();
    const page = await bill(u);
    expect(reasons(page)).toEqual([
      'lever_close',
      'lever_open',
      'spot_fill',
      'convert',
      'adjustment',
      'adjustment',
    ]);
    expect(page.total).toBe(6);

    const position = await t.db
      .selectFrom('lever_positions')
      .selectAll()
      .where('id', '=', positionId)
      .executeTakeFirstOrThrow();
    const open = byReason(page, 'lever_open');
    expect(open).toMatchObject({
      kind: 'futures',
      order: { kind: 'futures', id: positionId },
      detail: { symbol: 'BTC/USDT', side: 1, leverage: 10, amount: '1' },
      account_type: LEVER,
      currency_name: 'USDT',
    });
    expect(Number(open.detail.margin)).toBe(Number(position.caution_money));
    expect(open.fees).toEqual([
      { currency_id: USDT, currency_name: 'USDT', amount: expect.any(String) },
    ]);
    expect(Number(open.fees[0]!.amount)).toBe(Number(position.trade_fee));
    // One entry on the lever balance: margin frozen, margin and fee out of available.
    expect(open.entries).toHaveLength(1);
    expect(Number(open.entries[0]!.frozen_change)).toBe(Number(position.caution_money));

    const close = byReason(page, 'lever_close');
    expect(close.detail).toMatchObject({ symbol: 'BTC/USDT', side: 1, leverage: 10 });
    expect(Number(close.detail.profit)).toBe(Number(position.profits));
    expect(Number(close.detail.profit)).toBeGreaterThan(0);
    expect(close.detail.price).toBe(String(Number(position.close_price)));

    const fill = byReason(page, 'spot_fill');
    expect(fill).toMatchObject({
      kind: 'spot',
      order: { kind: 'spot' },
      detail: { symbol: 'BTC/USDT', side: 1, amount: '0.01' },
    });
    expect(fill.entries.map((e) => e.currency_name).sort()).toEqual(['BTC', 'USDT']);
    expect(fill.fees).toEqual([{ currency_id: BTC, currency_name: 'BTC', amount: '0.00001' }]);
    expect(Number(fill.detail.total)).toBeCloseTo(Number(fill.detail.price) * 0.01, 6);

    const convert = byReason(page, 'convert');
    expect(convert).toMatchObject({
      kind: 'convert',
      order: { kind: 'convert' },
      detail: { amount: '100', from_currency: 'USDT', to_currency: 'BTC' },
    });
    await expectLedgerClean(t.db);
  });

  it('filters by account, coin and kind, and keeps the old top-level fields of the matching entry', async () => {
    const { u } = await busyUser();
    expect(reasons(await bill(u, { kind: 'futures' }))).toEqual(['lever_close', 'lever_open']);
    expect(reasons(await bill(u, { kind: 'fee' }))).toEqual(
      expect.arrayContaining(['lever_open', 'spot_fill']),
    );
    expect(reasons(await bill(u, { kind: 'fee' }))).not.toContain('adjustment');
    const btc = await bill(u, { currency: BTC });
    expect(reasons(btc)).toEqual(['spot_fill', 'convert']);
    // The spot fill's top-level amounts are its BTC entry, as the old bill answered.
    expect(btc.data[0]).toMatchObject({ currency_id: BTC, change: '0.00999' });
    expect(reasons(await bill(u, { type: 'lever' }))).toEqual([
      'lever_close',
      'lever_open',
      'adjustment',
    ]);
    expect(reasons(await bill(u, { type: 'lever', kind: 'spot' }))).toEqual([]);
  });

  it("never shows another user's postings", async () => {
    const { u } = await busyUser();
    const other = await trader(t, { [CHANGE]: { [USDT]: '1000' } });
    ok(
      await t.post(
        '/api/coin/trade',
        { currency_id: BTC, legal_id: USDT, type: 1, amount: '0.001' },
        other.token,
      ),
    );
    const mine = await t.db
      .selectFrom('ledger_entries')
      .select('posting_id')
      .distinct()
      .where('user_id', '=', u.id)
      .execute();
    const page = await bill(u);
    expect(page.data.map((e) => e.posting_id).sort()).toEqual(
      mine.map((r) => Number(r.posting_id)).sort(),
    );
    const theirs = await bill(other);
    expect(reasons(theirs)).toEqual(['spot_fill', 'adjustment']);
    const myIds = new Set(page.data.map((e) => e.posting_id));
    expect(theirs.data.some((e) => myIds.has(e.posting_id))).toBe(false);
    // Their entries are the other user's only (two coins of one fill, none of mine).
    for (const e of theirs.data) expect(e.entries.length).toBeGreaterThan(0);
    expect(theirs.total).toBe(2);
  });

  it('pages events, not journal lines: a two-coin fill is one event on one page, by page or cursor', async () => {
    const { u } = await busyUser();
    const all = (await bill(u)).data.map((e) => e.posting_id);
    // Limit 1 and 4 put page boundaries on both sides of the two-entry spot fill and transfer-less events.
    for (const limit of [1, 4]) {
      const byPage: number[] = [];
      for (let page = 1; page <= 7; page++)
        byPage.push(...(await bill(u, { limit, page })).data.map((e) => e.posting_id));
      expect(byPage).toEqual(all);

      const byCursor: number[] = [];
      let before: number | null = null;
      do {
        const next: BillEventPage = await bill(u, { limit, ...(before ? { before } : {}) });
        expect(next.total).toBe(6);
        byCursor.push(...next.data.map((e) => e.posting_id));
        before = next.next_before;
      } while (before !== null);
      expect(byCursor).toEqual(all);
    }
    // A new event does not shift a cursor's pages.
    const first = await bill(u, { limit: 2 });
    ok(
      await t.post(
        '/api/wallet/change',
        { currency_id: USDT, number: '1', from_field: 'change', to_field: 'lever' },
        u.token,
      ),
    );
    const second = await bill(u, { limit: 2, before: first.next_before! });
    expect(second.data.map((e) => e.posting_id)).toEqual(all.slice(2, 4));
    expect(byReason(await bill(u, { limit: 1 }), 'account_transfer')).toMatchObject({
      kind: 'transfer',
      detail: { amount: '1', from_field: CHANGE, to_field: LEVER },
    });
  });

  it('words an option from its order: the stake, then the settlement with its signed result', async () => {
    const u = await trader(t, { [MICRO]: { [USDT]: '1000' } });
    const placed = ok<{ id: number; handled_at: number }>(
      await t.post(
        '/api/microtrade/submit',
        { match_id: 1, currency_id: USDT, type: 1, seconds: 30, number: '100' },
        u.token,
      ),
    );
    await t.tick('BTC/USDT', '65200', placed.handled_at);
    await t.tick('BTC/USDT', '64000', placed.handled_at + 500);
    const page = await bill(u, { kind: 'options' });
    expect(reasons(page)).toEqual(['option_settle', 'option_stake']);
    expect(byReason(page, 'option_stake')).toMatchObject({
      order: { kind: 'options', id: placed.id },
      detail: { symbol: 'BTC/USDT', side: 1, seconds: 30, amount: '100', price: '65000' },
    });
    expect(byReason(page, 'option_settle')).toMatchObject({
      change: '180',
      detail: { symbol: 'BTC/USDT', price: '65200', profit: '80' },
    });
  });

  it('reads a page in two statements whatever its size', async () => {
    const { u } = await busyUser();
    let statements = 0;
    const counter: KyselyPlugin = {
      transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
        statements += 1;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    const db = t.db.withPlugin(counter);
    for (const limit of [1, 3, 50]) {
      statements = 0;
      const found = await pageBillEvents(db, { userId: u.id }, { page: 1, limit });
      expect(found.rows).toHaveLength(Math.min(limit, 6));
      expect(statements).toBe(2);
    }
  });

  it('refuses a bad kind or cursor with a parameter error', async () => {
    const { u } = await trader(t, { [CHANGE]: { [USDT]: '10' } }).then((u) => ({ u }));
    for (const body of [{ kind: 'lottery' }, { before: '-3' }, { before: 'x' }]) {
      expect(failure(await t.post('/api/wallet/legal_log', body, u.token)).code).toBe(
        'PARAMETER_ERROR',
      );
    }
    const page = await bill(u, { lang: 'zh', kind: '' });
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject<Partial<BillEventView>>({
      reason: 'adjustment',
      kind: 'other',
      order: null,
    });
  });
});
