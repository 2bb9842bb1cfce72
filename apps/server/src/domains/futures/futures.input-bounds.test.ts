import type { LeverPositionView } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  expectRefused,
  expectTranslatedRefusal,
  OVERSIZED,
  postJson,
} from '../../testing/input-bounds.js';
import { buildDatabaseTemplateFirst } from '../../testing/lifecycle.js';
import { balanceOf, expectLedgerClean, failure, LEVER, ok, USDT } from '../../testing/money.js';
import { countRows } from '../../testing/rows.js';
import { futuresOrder, trader } from '../../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';

/**
 * Audit #11 items 10 and 11 on /lever/submit and /lever/setstop: prices the money columns cannot
 * hold, and integers spelled the way `Number()` reads but people do not, are refused, translated,
 * with nothing written.
 */

buildDatabaseTemplateFirst();

let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '65000' });
});
afterEach(() => t.close());

const futuresTrader = () => trader(t, { [LEVER]: { [USDT]: '100' } });

const order = futuresOrder;

async function submit(token: string, body: Record<string, unknown>) {
  const res = await t.post('/api/lever/submit', order(body), token);
  await t.settle();
  return res;
}

const submitJson = async (token: string, body: Record<string, unknown>) => {
  const res = await postJson(t, '/api/lever/submit', order(body), token);
  await t.settle();
  return res;
};

async function positions() {
  return t.db
    .selectFrom('lever_positions')
    .select(['id', 'target_profit_price', 'stop_loss_price'])
    .orderBy('id')
    .execute();
}

const postings = () => countRows(t.db, 'ledger_postings');

describe('audit 10: prices of 10^18 or more on the futures endpoints', () => {
  it.each(OVERSIZED)(
    'audit 10: /lever/submit refuses %s as an entry, take-profit or stop-loss price with a translated error, not a 500, and writes nothing',
    async (price) => {
      const u = await futuresTrader();
      const cases: Record<string, unknown>[] = [
        { target_profit_price: price },
        { type: 2, stop_loss_price: price },
        { type: 2, status: 0, target_price: price },
      ];
      for (const body of cases) {
        expectRefused(
          await submit(u.token, { ...body, lang: 'kor' }),
          { code: 'AMOUNT_TOO_LARGE', message: '숫자가 너무 큽니다' },
          JSON.stringify(body),
        );
      }
      expect(await positions()).toEqual([]);
      expect(await postings()).toBe(1);
      expect(await balanceOf(t.db, u.id, USDT, LEVER)).toEqual({ available: '100', frozen: '0' });
      await expectLedgerClean(t.db);
    },
  );

  it.each(OVERSIZED)(
    'audit 10: /lever/setstop refuses %s as a take-profit or stop-loss price with a translated error, not a 500, and changes nothing',
    async (price) => {
      const u = await futuresTrader();
      const long = ok<LeverPositionView>(
        await submit(u.token, { target_profit_price: '70000', stop_loss_price: '60000' }),
      );
      const short = ok<LeverPositionView>(await submit(u.token, { type: 2 }));
      const before = {
        positions: await positions(),
        postings: await postings(),
        lever: await balanceOf(t.db, u.id, USDT, LEVER),
      };
      const cases: Record<string, unknown>[] = [
        { id: long.id, target_profit_price: price },
        { id: short.id, stop_loss_price: price },
        { id: long.id, target_profit_price: '71000', stop_loss_price: price },
      ];
      for (const body of cases) {
        expectRefused(
          await t.post('/api/lever/setstop', { ...body, lang: 'spa' }, u.token),
          { code: 'AMOUNT_TOO_LARGE', message: 'El número es demasiado grande' },
          JSON.stringify(body),
        );
      }
      await t.settle();
      expect({
        positions: await positions(),
        postings: await postings(),
        lever: await balanceOf(t.db, u.id, USDT, LEVER),
      }).toEqual(before);
      await expectLedgerClean(t.db);
    },
  );
});

describe('audit 11: integers only in plain decimal digits on /lever/submit', () => {
  it('audit 11: /lever/submit refuses "0x1", "1e1", "0x1e", true and [[3]] for lots, leverage, sides, entry and ids, and writes nothing', async () => {
    const u = await futuresTrader();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ share: '0x1' }, 'share', 'PARAMETER_ERROR'],
      [{ share: '1e0' }, 'share', 'PARAMETER_ERROR'],
      [{ share: '+1' }, 'share', 'PARAMETER_ERROR'],
      [{ share: true }, 'share', 'PARAMETER_ERROR'],
      [{ share: [[1]] }, 'share', 'PARAMETER_ERROR'],
      [{ share: '' }, 'share', 'PARAMETER_ERROR'],
      [{ multiple: '1e1' }, 'multiple', 'LEVERAGE_INVALID'],
      [{ multiple: '0x64' }, 'multiple', 'LEVERAGE_INVALID'],
      [{ multiple: '1e2' }, 'multiple', 'LEVERAGE_INVALID'],
      [{ multiple: true }, 'multiple', 'LEVERAGE_INVALID'],
      [{ multiple: [[100]] }, 'multiple', 'LEVERAGE_INVALID'],
      [{ type: '0x1' }, 'type', 'PARAMETER_ERROR'],
      [{ type: true }, 'type', 'PARAMETER_ERROR'],
      [{ type: [[1]] }, 'type', 'PARAMETER_ERROR'],
      [{ status: '0x1' }, 'status', 'PARAMETER_ERROR'],
      [{ status: true }, 'status', 'PARAMETER_ERROR'],
      [{ currency_id: '0x1' }, 'currency_id', 'PARAMETER_ERROR'],
      [{ currency_id: [[1]] }, 'currency_id', 'PARAMETER_ERROR'],
      [{ currency_id: true }, 'currency_id', 'PARAMETER_ERROR'],
      [{ legal_id: '0x1e' }, 'legal_id', 'PARAMETER_ERROR'],
      [{ legal_id: [[3]] }, 'legal_id', 'PARAMETER_ERROR'],
    ];
    for (const [change, field, code] of cases) {
      expectTranslatedRefusal(
        await submitJson(u.token, change),
        { code, field },
        JSON.stringify(change),
      );
    }
    // Form bodies carry the same spellings as text.
    for (const change of [
      { share: '0x1' },
      { multiple: '1e1' },
      { currency_id: '0x1' },
      { type: '1.0' },
    ]) {
      expect(failure(await submit(u.token, change)).type, JSON.stringify(change)).toBe('error');
    }
    expect(await positions()).toEqual([]);
    expect(await postings()).toBe(1);
    expect(await balanceOf(t.db, u.id, USDT, LEVER)).toEqual({ available: '100', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('audit 11: /lever/submit still opens with digits padded by spaces and with JSON integers', async () => {
    const u = await futuresTrader();
    ok(await submit(u.token, { share: ' 1 ', multiple: '100', type: ' 1', currency_id: '1' }));
    ok(await submitJson(u.token, { share: 1, multiple: 100, type: 2, status: 1 }));
    expect(await positions()).toHaveLength(2);
    await expectLedgerClean(t.db);
  });

  it('audit 11: /lever/setstop and /lever/batch_close refuse non-digit ids and types and change nothing', async () => {
    const u = await futuresTrader();
    const long = ok<LeverPositionView>(await submit(u.token, {}));
    const before = await positions();
    for (const id of [`0x${long.id.toString(16)}`, `${long.id}e0`, 'true']) {
      expect(
        failure(await t.post('/api/lever/setstop', { id, target_profit_price: '70000' }, u.token)),
      ).toMatchObject({
        code: 'PARAMETER_ERROR',
        field: 'id',
      });
    }
    for (const type of ['0x0', '0e0', '', 'false']) {
      expect(failure(await t.post('/api/lever/batch_close', { type }, u.token))).toMatchObject({
        code: 'PARAMETER_ERROR',
        field: 'type',
      });
    }
    expect(await positions()).toEqual(before);
    await expectLedgerClean(t.db);
  });
});
