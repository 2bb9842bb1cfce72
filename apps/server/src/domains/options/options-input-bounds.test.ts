import type { AdminOptionDurationView } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { expectRefused, postJson } from '../../testing/input-bounds.js';
import { buildDatabaseTemplateFirst } from '../../testing/lifecycle.js';
import { balanceOf, expectLedgerClean, failure, MICRO, ok, USDT } from '../../testing/money.js';
import { countRows } from '../../testing/rows.js';
import { trader } from '../../testing/traders.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';

/**
 * Audit #11 items 11 and 12a on the options endpoints: integers spelled the way `Number()` reads
 * but people do not are refused, and a non-numeric ratio on the operator's duration save is a
 * translated PARAMETER_ERROR, not a 500; nothing is written either way.
 */

buildDatabaseTemplateFirst();

let t: TradingTestApp;
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '65000' });
});
afterEach(() => t.close());

const count = (table: 'option_orders' | 'option_durations' | 'ledger_postings' | 'audit_log') =>
  countRows(t.db, table);

describe('audit 11: integers only in plain decimal digits on /microtrade/submit', () => {
  it('audit 11: /microtrade/submit refuses "0x1e", "3e1", true and [[3]] for seconds, sides and ids, and writes nothing', async () => {
    const { token, id } = await trader(t, { [MICRO]: { [USDT]: '1000' } });
    // 30 seconds is an offered duration: "0x1e" and "3e1" both read as 30 through Number().
    const order = { match_id: 1, currency_id: USDT, type: 1, seconds: 30, number: '100' };
    const cases: [Record<string, unknown>, string][] = [
      [{ seconds: '0x1e' }, 'seconds'],
      [{ seconds: '3e1' }, 'seconds'],
      [{ seconds: '+30' }, 'seconds'],
      [{ seconds: '30.0' }, 'seconds'],
      [{ seconds: true }, 'seconds'],
      [{ seconds: [[30]] }, 'seconds'],
      [{ type: '0x1' }, 'type'],
      [{ type: true }, 'type'],
      [{ match_id: '1e0' }, 'match_id'],
      [{ match_id: [[1]] }, 'match_id'],
      [{ currency_id: [[3]] }, 'currency_id'],
      [{ currency_id: '0x3' }, 'currency_id'],
      [{ currency_id: true }, 'currency_id'],
    ];
    for (const [change, field] of cases) {
      expectRefused(
        await postJson(t, '/api/microtrade/submit', { ...order, ...change }, token),
        { code: 'PARAMETER_ERROR', field },
        JSON.stringify(change),
      );
    }
    for (const seconds of ['0x1e', '3e1']) {
      expect(
        failure(await t.post('/api/microtrade/submit', { ...order, seconds }, token)).code,
      ).toBe('PARAMETER_ERROR');
    }
    await t.settle();
    expect(await count('option_orders')).toBe(0);
    expect(await count('ledger_postings')).toBe(1);
    expect(await balanceOf(t.db, id, USDT, MICRO)).toEqual({ available: '1000', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('audit 11: /microtrade/lists refuses a hex or exponent status and page', async () => {
    const { token } = await t.signUp();
    for (const query of [{ status: '0x1' }, { status: '1e0' }, { page: '0x2' }, { limit: '5e0' }]) {
      expect(
        failure(await t.get('/api/microtrade/lists', query, token)),
        JSON.stringify(query),
      ).toMatchObject({
        type: 'error',
        code: 'PARAMETER_ERROR',
        field: Object.keys(query)[0],
      });
    }
  });
});

describe('audit 12a: the operator option-duration save with a non-numeric profit_ratio', () => {
  const FIVE = {
    seconds: 5,
    profit_ratio: '0.7',
    min_amount: '1',
    max_amount: '500',
    fee_rate: '0.001',
    sort: 0,
  };

  it.each(['abc', '1e1', '0x1', '-1', '', ' '])(
    'audit 12a: profit_ratio %j answers a translated PARAMETER_ERROR, not a 500, and saves nothing',
    async (profit_ratio) => {
      const op = await t.admin('operator');
      const before = await count('option_durations');
      const res = await t.post(
        '/api/admin/option-durations/save',
        { ...FIVE, profit_ratio, lang: 'zh' },
        op.token,
      );
      // An empty ratio means "not given", which a new duration needs: still PARAMETER_ERROR.
      const body = expectRefused(res, 'PARAMETER_ERROR');
      expect(body.message).toMatch(/^参数错误/);
      expect(await count('option_durations')).toBe(before);
      expect(await count('audit_log')).toBe(0);
    },
  );

  it('audit 12a: a non-numeric profit_ratio on an update answers PARAMETER_ERROR and leaves the duration as it was', async () => {
    const op = await t.admin('operator');
    const durations = ok<AdminOptionDurationView[]>(
      await t.get('/api/admin/option-durations', {}, op.token),
    );
    const sixty = durations.find((d) => d.seconds === 60)!;
    for (const body of [
      { profit_ratio: 'abc' },
      { profit_ratio: 'NaN' },
      { profit_ratio: 'Infinity' },
      { profit_ratio: [[1]] },
      { profit_ratio: true },
    ]) {
      expectRefused(
        await postJson(t, '/api/admin/option-durations/save', { id: sixty.id, ...body }, op.token),
        { code: 'PARAMETER_ERROR', field: 'profit_ratio' },
        JSON.stringify(body),
      );
    }
    for (const body of [
      { min_amount: 'abc' },
      { max_amount: '1,000' },
      { fee_rate: 'abc' },
      { seconds: '0x3c' },
      { sort: '1e1' },
      { id: '0x1' },
    ]) {
      expect(
        failure(
          await t.post('/api/admin/option-durations/save', { id: sixty.id, ...body }, op.token),
        ),
        JSON.stringify(body),
      ).toMatchObject({
        type: 'error',
        code: 'PARAMETER_ERROR',
      });
    }
    expect(
      ok<AdminOptionDurationView[]>(await t.get('/api/admin/option-durations', {}, op.token)).find(
        (d) => d.id === sixty.id,
      ),
    ).toEqual(sixty);
    expect(await count('audit_log')).toBe(0);
  });
});
