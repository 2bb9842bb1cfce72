import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  balanceOf,
  BTC,
  CHANGE,
  expectLedgerClean,
  failure,
  fund,
  LEGAL,
  liveFeed,
  ok,
  playPrices,
  uploadImage,
  USDT,
  userIdOf,
} from '../../testing/money.js';
import { buildTestApp, openTestDatabase, type TestApp } from '../../testing/test-app.js';

/**
 * Audit #11 items 10 and 11 on the wallet endpoints: numbers the money columns cannot hold and
 * integers spelled the way `Number()` reads but people do not are refused, translated, with
 * nothing written.
 */

const apps: TestApp[] = [];
// The worker's database template is built once, in a hook (a busy machine needs longer than a test's time).
beforeAll(async () => {
  await (await openTestDatabase()).close();
}, 300_000);
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

const PRICES = { 'BTC/USDT': '50000', 'ETH/USDT': '2500' };
/** 10^18: one digit more than numeric(36, 18) holds. */
const TEN_TO_18 = '1000000000000000000';
/** Fits numeric(36, 18) itself, but not beyond the contract's 15 integer digits. */
const JUST_BELOW_10_TO_18 = '999999999999999999.5';
const OVERSIZED = [TEN_TO_18, JUST_BELOW_10_TO_18];

async function start(options: { prices?: boolean } = {}) {
  const feed = options.prices ? liveFeed(PRICES) : undefined;
  const t = await buildTestApp({}, feed ? { feed } : {});
  apps.push(t);
  if (feed) {
    await t.app.market.start();
    await playPrices(t, feed, PRICES);
  }
  return t;
}

async function user(t: TestApp) {
  const { token } = await t.signUp();
  const id = await userIdOf(t, token);
  await fund(t.db, id, USDT, '100');
  await fund(t.db, id, BTC, '1');
  return { token, id };
}

async function rows(
  t: TestApp,
  table: 'account_transfers' | 'conversions' | 'deposit_requests' | 'ledger_postings',
) {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The user's balances and the ledger are as `user()` left them. */
async function expectUntouched(t: TestApp, userId: number) {
  expect(await balanceOf(t.db, userId, USDT, CHANGE)).toEqual({ available: '100', frozen: '0' });
  expect(await balanceOf(t.db, userId, USDT, LEGAL)).toEqual({ available: '0', frozen: '0' });
  expect(await balanceOf(t.db, userId, BTC, CHANGE)).toEqual({ available: '1', frozen: '0' });
  expect(await rows(t, 'ledger_postings')).toBe(2);
  await expectLedgerClean(t.db);
}

/** A refusal in the request's language: an error envelope, HTTP 200, not the bare code. */
function expectTranslatedRefusal(res: { statusCode: number; json(): unknown }, code: string) {
  expect(res.statusCode).toBe(200);
  const body = failure(res);
  expect(body).toMatchObject({ type: 'error', code });
  expect(body.message).not.toMatch(/^[A-Z_]+$/);
  return body;
}

describe('audit 10: amounts of 10^18 or more on the wallet endpoints', () => {
  it.each(OVERSIZED)(
    'audit 10: /wallet/change refuses an amount of %s with a translated error, not a 500, and writes nothing',
    async (number) => {
      const t = await start();
      const u = await user(t);
      const res = await t.post(
        '/api/wallet/change',
        { currency_id: USDT, number, from_field: 'change', to_field: 'legal', lang: 'zh' },
        u.token,
      );
      expect(expectTranslatedRefusal(res, 'AMOUNT_TOO_LARGE').message).toBe('数值过大');
      expect(await rows(t, 'account_transfers')).toBe(0);
      await expectUntouched(t, u.id);
    },
  );

  it.each(OVERSIZED)(
    'audit 10: /user/Transfer refuses an amount of %s with a translated error, not a 500, and writes nothing',
    async (number) => {
      const t = await start({ prices: true });
      const u = await user(t);
      const res = await t.post(
        '/api/user/Transfer',
        { number, from_currency_id: USDT, to_currency_id: BTC, lang: 'fra' },
        u.token,
      );
      expect(expectTranslatedRefusal(res, 'AMOUNT_TOO_LARGE').message).toBe('Nombre trop grand');
      expect(await rows(t, 'conversions')).toBe(0);
      await expectUntouched(t, u.id);
    },
  );

  it.each(OVERSIZED)(
    'audit 10: /wallet/charge_req refuses an amount of %s with a translated error, not a 500, and writes nothing',
    async (amount) => {
      const t = await start();
      const u = await user(t);
      const voucher = await uploadImage(t, u.token);
      const res = await t.post(
        '/api/wallet/charge_req',
        { currency: USDT, network: 'TRC20', amount, voucher },
        u.token,
      );
      expect(expectTranslatedRefusal(res, 'AMOUNT_TOO_LARGE').message).toBe(
        'The number is too large',
      );
      expect(await rows(t, 'deposit_requests')).toBe(0);
      await expectUntouched(t, u.id);
    },
  );

  it('audit 10: the largest amount the contract allows (15 integer digits) still answers a business error, not a 500', async () => {
    const t = await start({ prices: true });
    const u = await user(t);
    const largest = '999999999999999.9999999999';
    expectTranslatedRefusal(
      await t.post(
        '/api/wallet/change',
        { currency_id: USDT, number: largest, from_field: 'change', to_field: 'legal' },
        u.token,
      ),
      'INSUFFICIENT_BALANCE',
    );
    expectTranslatedRefusal(
      await t.post(
        '/api/user/Transfer',
        { number: largest, from_currency_id: USDT, to_currency_id: BTC },
        u.token,
      ),
      'INSUFFICIENT_BALANCE',
    );
    expect(await rows(t, 'account_transfers')).toBe(0);
    expect(await rows(t, 'conversions')).toBe(0);
    await expectUntouched(t, u.id);
  });

  it('audit 10: a conversion whose result overflows its column (15 digits of BTC into USDT) answers a translated AMOUNT_TOO_LARGE, not a 500', async () => {
    const t = await start({ prices: true });
    const u = await user(t);
    // 999999999999999 BTC × 50000 = 5 × 10^19 USDT: more than numeric(36, 18) holds.
    const res = await t.post(
      '/api/user/Transfer',
      { number: '999999999999999', from_currency_id: BTC, to_currency_id: USDT, lang: 'hk' },
      u.token,
    );
    expect(expectTranslatedRefusal(res, 'AMOUNT_TOO_LARGE').message).toBe('數值過大');
    expect(await rows(t, 'conversions')).toBe(0);
    await expectUntouched(t, u.id);
  });
});

describe('audit 11: integers only in plain decimal digits on the wallet endpoints', () => {
  const json = (t: TestApp, url: string, body: unknown, token: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', authorization: token },
    });

  it.each([['0x3'], ['3e0'], ['0x1e'], ['+3'], [' '], ['3.0']])(
    'audit 11: /wallet/detail refuses the currency id %j (form body) with PARAMETER_ERROR',
    async (currency) => {
      const t = await start();
      const u = await user(t);
      const res = await t.post('/api/wallet/detail', { currency, type: 'change' }, u.token);
      expect(expectTranslatedRefusal(res, 'PARAMETER_ERROR')).toMatchObject({ field: 'currency' });
    },
  );

  it.each([[[[3]]], [[3]], [true], [{ id: 3 }], [3.5], ['0x3']])(
    'audit 11: /wallet/detail refuses the currency id %j (JSON body) with PARAMETER_ERROR',
    async (currency) => {
      const t = await start();
      const u = await user(t);
      const res = await json(t, '/api/wallet/detail', { currency, type: 'change' }, u.token);
      expect(expectTranslatedRefusal(res, 'PARAMETER_ERROR')).toMatchObject({ field: 'currency' });
    },
  );

  it('audit 11: /wallet/detail still reads plain digits, padded digits and JSON integers', async () => {
    const t = await start();
    const u = await user(t);
    for (const currency of ['3', ' 3 ', 3]) {
      expect(
        ok(await json(t, '/api/wallet/detail', { currency, type: 'change' }, u.token)),
      ).toMatchObject({
        currency_id: USDT,
        available: '100',
      });
    }
  });

  it.each([['0x3'], ['3e0'], [true], [[[3]]]])(
    'audit 11: /wallet/change refuses the currency id %j and moves nothing',
    async (currency_id) => {
      const t = await start();
      const u = await user(t);
      const res = await json(
        t,
        '/api/wallet/change',
        { currency_id, number: '10', from_field: 'change', to_field: 'legal' },
        u.token,
      );
      expect(expectTranslatedRefusal(res, 'PARAMETER_ERROR')).toMatchObject({
        field: 'currency_id',
      });
      expect(await rows(t, 'account_transfers')).toBe(0);
      await expectUntouched(t, u.id);
    },
  );

  it.each([['0x2'], ['1e1'], [true], [[[1]]], ['+1'], ['']])(
    'audit 11: paging refuses page %j with PARAMETER_ERROR',
    async (page) => {
      const t = await start();
      const u = await user(t);
      const res = await json(t, '/api/wallet/legal_log', { page }, u.token);
      expect(expectTranslatedRefusal(res, 'PARAMETER_ERROR')).toMatchObject({ field: 'page' });
    },
  );

  it('audit 11: a deposit request type other than the digits 0 is refused and nothing is written', async () => {
    const t = await start();
    const u = await user(t);
    const voucher = await uploadImage(t, u.token);
    for (const type of ['0x0', '0e1', '-0', 'false']) {
      const res = await t.post(
        '/api/wallet/charge_req',
        { currency: USDT, network: 'TRC20', amount: '10', voucher, type },
        u.token,
      );
      expect(expectTranslatedRefusal(res, 'PARAMETER_ERROR')).toMatchObject({ field: 'type' });
    }
    expect(await rows(t, 'deposit_requests')).toBe(0);
    await expectUntouched(t, u.id);
  });
});
