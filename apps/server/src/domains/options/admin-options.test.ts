import type {
  AdminOptionDurationView,
  OptionDurationView,
  OptionOrderView,
} from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  balanceOf,
  expectLedgerClean,
  failure,
  fund,
  MICRO,
  ok,
  USDT,
  userIdOf,
} from '../../testing/money.js';
import { tradingApp, type TradingTestApp } from '../../testing/trading.js';

let t: TradingTestApp;
let op: { token: string; id: number };
beforeEach(async () => {
  t = await tradingApp({ 'BTC/USDT': '65000' });
  op = await t.admin('operator');
});
afterEach(() => t.close());

const list = async (token: string) =>
  ok<AdminOptionDurationView[]>(await t.get('/api/admin/option-durations', {}, token));
const save = (token: string | undefined, body: Record<string, unknown>) =>
  t.post('/api/admin/option-durations/save', body, token);
const audits = () =>
  t.db
    .selectFrom('audit_log')
    .select(['admin_id', 'action', 'entity', 'entity_id', 'detail'])
    .orderBy('id')
    .execute();
const FIVE = {
  seconds: 5,
  profit_ratio: '0.7',
  min_amount: '1',
  max_amount: '500',
  fee_rate: '0.001',
  sort: 0,
};

describe('operator option durations', () => {
  it('an operator creates a 5-second duration (audited) and a user can stake on it at once', async () => {
    const created = ok<AdminOptionDurationView>(await save(op.token, FIVE));
    expect(created).toEqual({
      id: expect.any(Number),
      seconds: 5,
      profit_ratio: '0.7',
      min_amount: '1',
      max_amount: '500',
      fee_rate: '0.001',
      sort: 0,
      enabled: true,
    });
    expect((await list(op.token)).map((d) => d.seconds)).toEqual([5, 30, 60, 120, 300, 600]);
    expect(ok<OptionDurationView[]>(await t.get('/api/microtrade/seconds'))[0]).toMatchObject({
      seconds: 5,
      profit_ratio: '0.7',
    });
    expect(await audits()).toEqual([
      {
        admin_id: op.id,
        action: 'option_duration.create',
        entity: 'option_duration',
        entity_id: String(created.id),
        detail: { before: null, after: created },
      },
    ]);

    const { token } = await t.signUp();
    const userId = await userIdOf(t, token);
    await fund(t.db, userId, USDT, '100', MICRO);
    const placed = ok<OptionOrderView>(
      await t.post(
        '/api/microtrade/submit',
        { match_id: 1, currency_id: USDT, type: 1, seconds: 5, number: '1' },
        token,
      ),
    );
    expect(placed).toMatchObject({ seconds: 5, profit_ratio: '0.7', fee: '0.001', number: '1' });
    expect((await balanceOf(t.db, userId, USDT, MICRO)).available).toBe('98.999');
    await t.tick('BTC/USDT', '65001', placed.handled_at - 1);
    await t.tick('BTC/USDT', '65001', placed.handled_at + 1);
    expect(
      ok<OptionOrderView>(await t.get('/api/microtrade/get_result', { id: placed.id }, token)),
    ).toMatchObject({
      status: 3,
      profit_result: 1,
      fact_profits: '0.7',
    });
    expect((await balanceOf(t.db, userId, USDT, MICRO)).available).toBe('100.699');
    await expectLedgerClean(t.db);
  });

  it('changing a duration changes only the fields given and never an order already placed', async () => {
    const sixty = (await list(op.token)).find((d) => d.seconds === 60)!;
    const { token } = await t.signUp();
    await fund(t.db, await userIdOf(t, token), USDT, '100', MICRO);
    const placed = ok<OptionOrderView>(
      await t.post(
        '/api/microtrade/submit',
        { match_id: 1, currency_id: USDT, type: 1, seconds: 60, number: '10' },
        token,
      ),
    );
    expect(placed.profit_ratio).toBe('0.85');

    const changed = ok<AdminOptionDurationView>(
      await save(op.token, { id: sixty.id, profit_ratio: '0.5', enabled: '0' }),
    );
    expect(changed).toEqual({ ...sixty, profit_ratio: '0.5', enabled: false });
    expect(
      ok<OptionDurationView[]>(await t.get('/api/microtrade/seconds')).map((d) => d.seconds),
    ).toEqual([30, 120, 300, 600]);
    expect(
      failure(
        await t.post(
          '/api/microtrade/submit',
          { match_id: 1, currency_id: USDT, type: 1, seconds: 60, number: '10' },
          token,
        ),
      ).code,
    ).toBe('DURATION_UNKNOWN');
    expect(
      ok<OptionOrderView>(await t.get('/api/microtrade/get_result', { id: placed.id }, token))
        .profit_ratio,
    ).toBe('0.85');
    const [audit] = await audits();
    expect(audit).toMatchObject({
      action: 'option_duration.update',
      entity_id: String(sixty.id),
      detail: { before: sixty, after: changed },
    });
  });

  it('lets an auditor read but refuses its saves (translated), changing nothing', async () => {
    const auditor = await t.admin('auditor');
    expect((await list(auditor.token)).length).toBe(5);
    expect(failure(await save(auditor.token, { ...FIVE, lang: 'zh' }))).toMatchObject({
      code: 'FORBIDDEN',
      message: '您的角色为只读，无法进行修改',
    });
    expect(failure(await save(auditor.token, FIVE)).message).toBe(
      'Your role is read-only: you cannot make changes',
    );
    expect((await list(op.token)).length).toBe(5);
    expect(await audits()).toEqual([]);
  });

  it('refuses users, visitors and bad input, changing nothing', async () => {
    const { token } = await t.signUp();
    expect(failure(await t.get('/api/admin/option-durations', {}, token)).code).toBe(
      'SESSION_INVALID',
    );
    expect(failure(await save(token, FIVE)).code).toBe('SESSION_INVALID');
    expect(failure(await save(undefined, FIVE)).code).toBe('SESSION_INVALID');

    const bad: [Record<string, unknown>, string, string | undefined][] = [
      [{ ...FIVE, seconds: undefined }, 'PARAMETER_ERROR', 'seconds'],
      [{ ...FIVE, seconds: 0 }, 'PARAMETER_ERROR', 'seconds'],
      [{ ...FIVE, profit_ratio: '0' }, 'PARAMETER_ERROR', 'profit_ratio'],
      [{ ...FIVE, profit_ratio: '10.5' }, 'PARAMETER_ERROR', 'profit_ratio'],
      [{ ...FIVE, fee_rate: '1' }, 'PARAMETER_ERROR', 'fee_rate'],
      [{ ...FIVE, min_amount: '-1' }, 'PARAMETER_ERROR', 'min_amount'],
      [{ ...FIVE, min_amount: '600' }, 'PARAMETER_ERROR', 'max_amount'],
      [{ ...FIVE, seconds: 60 }, 'KEY_TAKEN', undefined],
      [{ id: 999_999, profit_ratio: '0.5' }, 'NOT_FOUND', undefined],
    ];
    for (const [body, code, field] of bad) {
      const sent = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      const answer = failure(await save(op.token, sent)) as {
        code?: string;
        message: string;
        field?: string;
      };
      expect(answer.code, JSON.stringify(body)).toBe(code);
      if (field) expect(answer.field, JSON.stringify(body)).toBe(field);
    }
    const sixty = (await list(op.token)).find((d) => d.seconds === 60)!;
    expect(failure(await save(op.token, { id: sixty.id, min_amount: '30000' })).code).toBe(
      'PARAMETER_ERROR',
    );
    expect(failure(await save(op.token, { id: sixty.id, seconds: 30 })).code).toBe('KEY_TAKEN');
    expect((await list(op.token)).find((d) => d.id === sixty.id)).toEqual(sixty);
    expect((await list(op.token)).length).toBe(5);
    expect(await audits()).toEqual([]);
  });
});
