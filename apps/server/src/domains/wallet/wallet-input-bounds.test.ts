import { afterEach, describe, expect, it } from 'vitest';

import { expectTranslatedRefusal, OVERSIZED, postJson } from '../../testing/input-bounds.js';
import { buildDatabaseTemplateFirst } from '../../testing/lifecycle.js';
import {
  balanceOf,
  BTC,
  CHANGE,
  expectLedgerClean,
  LEGAL,
  ok,
  uploadImage,
  USDT,
} from '../../testing/money.js';
import { countRows } from '../../testing/rows.js';
import type { TestApp } from '../../testing/test-app.js';
import { trader } from '../../testing/traders.js';
import { closeWalletApps, startWallet } from '../../testing/wallet.js';

/**
 * Audit #11 items 10 and 11 on the wallet endpoints: numbers the money columns cannot hold and
 * integers spelled the way `Number()` reads but people do not are refused, translated, with
 * nothing written.
 */

buildDatabaseTemplateFirst();
afterEach(closeWalletApps);

const user = (t: TestApp) => trader(t, { [CHANGE]: { [USDT]: '100', [BTC]: '1' } });

const rows = (
  t: TestApp,
  table: 'account_transfers' | 'conversions' | 'deposit_requests' | 'ledger_postings',
) => countRows(t.db, table);

/** The user's balances and the ledger are as `user()` left them. */
async function expectUntouched(t: TestApp, userId: number) {
  expect(await balanceOf(t.db, userId, USDT, CHANGE)).toEqual({ available: '100', frozen: '0' });
  expect(await balanceOf(t.db, userId, USDT, LEGAL)).toEqual({ available: '0', frozen: '0' });
  expect(await balanceOf(t.db, userId, BTC, CHANGE)).toEqual({ available: '1', frozen: '0' });
  expect(await rows(t, 'ledger_postings')).toBe(2);
  await expectLedgerClean(t.db);
}

describe('audit 10: amounts of 10^18 or more on the wallet endpoints', () => {
  it.each(OVERSIZED)(
    'audit 10: /wallet/change refuses an amount of %s with a translated error, not a 500, and writes nothing',
    async (number) => {
      const t = await startWallet();
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
      const t = await startWallet({ prices: true });
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
      const t = await startWallet();
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
    const t = await startWallet({ prices: true });
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
    const t = await startWallet({ prices: true });
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
  it.each([['0x3'], ['3e0'], ['0x1e'], ['+3'], [' '], ['3.0']])(
    'audit 11: /wallet/detail refuses the currency id %j (form body) with PARAMETER_ERROR',
    async (currency) => {
      const t = await startWallet();
      const u = await user(t);
      const res = await t.post('/api/wallet/detail', { currency, type: 'change' }, u.token);
      expect(expectTranslatedRefusal(res, 'PARAMETER_ERROR')).toMatchObject({ field: 'currency' });
    },
  );

  it.each([[[[3]]], [[3]], [true], [{ id: 3 }], [3.5], ['0x3']])(
    'audit 11: /wallet/detail refuses the currency id %j (JSON body) with PARAMETER_ERROR',
    async (currency) => {
      const t = await startWallet();
      const u = await user(t);
      const res = await postJson(t, '/api/wallet/detail', { currency, type: 'change' }, u.token);
      expect(expectTranslatedRefusal(res, 'PARAMETER_ERROR')).toMatchObject({ field: 'currency' });
    },
  );

  it('audit 11: /wallet/detail still reads plain digits, padded digits and JSON integers', async () => {
    const t = await startWallet();
    const u = await user(t);
    for (const currency of ['3', ' 3 ', 3]) {
      expect(
        ok(await postJson(t, '/api/wallet/detail', { currency, type: 'change' }, u.token)),
      ).toMatchObject({
        currency_id: USDT,
        available: '100',
      });
    }
  });

  it.each([['0x3'], ['3e0'], [true], [[[3]]]])(
    'audit 11: /wallet/change refuses the currency id %j and moves nothing',
    async (currency_id) => {
      const t = await startWallet();
      const u = await user(t);
      const res = await postJson(
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
      const t = await startWallet();
      const u = await user(t);
      const res = await postJson(t, '/api/wallet/legal_log', { page }, u.token);
      expect(expectTranslatedRefusal(res, 'PARAMETER_ERROR')).toMatchObject({ field: 'page' });
    },
  );

  it('audit 11: a deposit request type other than the digits 0 is refused and nothing is written', async () => {
    const t = await startWallet();
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
