import type { Page, WithdrawalView } from '@meridian/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  balanceOf,
  BTC,
  expectLedgerClean,
  failure,
  fund,
  ok,
  PAY_PASSWORD,
  succeeded,
  USDT,
} from '../../testing/money.js';
import { forgetCachedUser } from '../../http/session-cache.js';
import { buildTestApp, openTestDatabase, type TestApp } from '../../testing/test-app.js';
import {
  closeWalletApps,
  eligibleWalletUser,
  postKeyed,
  saveAddress,
  startWallet,
  walletApps,
  walletUser,
  withdrawInfoOf,
} from '../../testing/wallet.js';

afterEach(closeWalletApps);

describe('POST /api/wallet/out (withdrawal requests)', () => {
  async function eligibleUser(t: TestApp, usdt = '1000') {
    const u = await eligibleWalletUser(t, usdt);
    const address = await saveAddress(t, u.token);
    return { ...u, address };
  }

  it('shows minimum, fee, available and the remaining 24 h limit before confirming', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleUser(t);
    const info = await withdrawInfoOf(t, u.token);
    expect(info).toMatchObject({
      available: '1000',
      min: '10',
      fee: '1',
      kyc_level: 1,
      limit_btc_24h: '200',
      used_btc_24h: '0',
      remaining_btc_24h: '200',
      remaining_amount: '10000000',
      pay_password_set: true,
      hold_until: null,
      bank_enabled: true,
    });
  });

  it('freezes the amount and records the request with fee and payout', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleUser(t);
    const w = ok<WithdrawalView>(
      await t.post(
        '/api/wallet/out',
        { currency: USDT, number: '100', pay_password: PAY_PASSWORD, address_id: u.address.id },
        u.token,
      ),
    );
    expect(w).toMatchObject({
      number: '100',
      fee: '1',
      real_number: '99',
      status: 0,
      destination: { kind: 'address' },
    });
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '900', frozen: '100' });
    const list = ok<Page<WithdrawalView>>(await t.get('/api/user/withdraw/list', {}, u.token));
    expect(list.data.map((x) => x.id)).toEqual([w.id]);
    await expectLedgerClean(t.db);
  });

  it.each([
    [{ number: '5' }, 'WITHDRAW_BELOW_MIN'],
    [{ number: '1000.5' }, 'INSUFFICIENT_BALANCE'],
    [{ pay_password: '111111' }, 'PAY_PASSWORD_WRONG'],
    [{ pay_password: '12ab' }, 'PAY_PASSWORD_FORMAT'],
    [{ address_id: 999999 }, 'ADDRESS_NOT_FOUND'],
    [{ address_id: undefined }, 'ADDRESS_REQUIRED'],
    [{ currency: BTC, number: '0.01' }, 'ADDRESS_NOT_FOUND'],
    [{ address_id: undefined, bank: 'domestic' }, 'BANK_CARD_REQUIRED'],
    [
      { address_id: undefined, bank: 'domestic', currency: BTC, number: '0.01' },
      'BANK_NOT_AVAILABLE',
    ],
    [{ number: '0' }, 'PARAMETER_ERROR'],
  ])('refuses %j with %s and freezes nothing', async (change, code) => {
    const t = await startWallet({ prices: true });
    const u = await eligibleUser(t);
    await fund(t.db, u.id, BTC, '1');
    const body = Object.fromEntries(
      Object.entries({
        currency: USDT,
        number: '100',
        pay_password: PAY_PASSWORD,
        address_id: u.address.id,
        ...change,
      }).filter(([, v]) => v !== undefined),
    ) as Record<string, string | number>;
    expect(failure(await t.post('/api/wallet/out', body, u.token))).toMatchObject({
      type: 'error',
      code,
    });
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '1000', frozen: '0' });
    expect(await t.db.selectFrom('withdrawals').selectAll().execute()).toHaveLength(0);
    await expectLedgerClean(t.db);
  });

  it('answers type 998 without identity verification, and asks for a pay password first', async () => {
    const t = await startWallet({ prices: true });
    const u = await walletUser(t);
    await fund(t.db, u.id, USDT, '100');
    const body = { currency: USDT, number: '20', pay_password: PAY_PASSWORD, bank: 'domestic' };
    expect(failure(await t.post('/api/wallet/out', body, u.token)).type).toBe('998');
    await t.db.updateTable('users').set({ real_level: 1 }).where('id', '=', u.id).execute();
    forgetCachedUser(t.db, u.id);
    expect(failure(await t.post('/api/wallet/out', body, u.token)).code).toBe(
      'PAY_PASSWORD_NOT_SET',
    );
  });

  it('locks the pay password for 15 minutes after five wrong tries', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleUser(t);
    const body = { currency: USDT, number: '20', address_id: u.address.id };
    for (let i = 0; i < 5; i++)
      expect(
        failure(await t.post('/api/wallet/out', { ...body, pay_password: '000000' }, u.token)).code,
      ).toBe('PAY_PASSWORD_WRONG');
    expect(
      failure(await t.post('/api/wallet/out', { ...body, pay_password: PAY_PASSWORD }, u.token))
        .code,
    ).toBe('PAY_PASSWORD_LOCKED');
  });

  it('counts parallel wrong guesses one by one: 30 at once still lock after five', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleUser(t);
    const body = { currency: USDT, number: '20', address_id: u.address.id };
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.post('/api/wallet/out', { ...body, pay_password: String(100000 + i) }, u.token),
      ),
    );
    const codes = guesses.map((g) => failure(g).code);
    expect(codes.filter((c) => c === 'PAY_PASSWORD_WRONG')).toHaveLength(5);
    expect(codes.filter((c) => c === 'PAY_PASSWORD_LOCKED')).toHaveLength(25);
  });

  it('audit 14c: two nodes on one database share the pay-password lock', async () => {
    const database = await openTestDatabase();
    try {
      const a = await buildTestApp({}, { database });
      walletApps.push(a);
      // A second copy of the whole server code, as another process would have: nothing held in
      // module memory (a mutex, a cache) is shared with the first node, only the database.
      vi.resetModules();
      const other = await import('../../testing/test-app.js');
      const b = await other.buildTestApp({}, { database });
      walletApps.push(b);
      const u = await eligibleUser(a);
      const body = { currency: USDT, number: '20', address_id: u.address.id };
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          (i % 2 === 0 ? a : b).post(
            '/api/wallet/out',
            { ...body, pay_password: String(100000 + i) },
            u.token,
          ),
        ),
      );
      const codes = guesses.map((g) => failure(g).code);
      expect(codes.filter((c) => c === 'PAY_PASSWORD_WRONG')).toHaveLength(5);
      expect(codes.filter((c) => c === 'PAY_PASSWORD_LOCKED')).toHaveLength(25);
      expect(
        failure(await b.post('/api/wallet/out', { ...body, pay_password: PAY_PASSWORD }, u.token))
          .code,
      ).toBe('PAY_PASSWORD_LOCKED');
    } finally {
      await Promise.all(walletApps.splice(0).map((x) => x.close()));
      await database.close();
    }
  }, 120_000);

  it('holds withdrawals for 24 hours after a login-password change', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleUser(t);
    await t.db
      .updateTable('users')
      .set({ password_changed_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', u.id)
      .execute();
    forgetCachedUser(t.db, u.id);
    const res = failure(
      await t.post(
        '/api/wallet/out',
        { currency: USDT, number: '20', pay_password: PAY_PASSWORD, address_id: u.address.id },
        u.token,
      ),
    );
    expect(res.code).toBe('WITHDRAW_HOLD');
    const info = await withdrawInfoOf(t, u.token);
    expect(info.hold_until).toBeGreaterThan(Date.now());
  });

  it('keeps the 24 h limit (BTC-equivalent at feed prices) under concurrent requests', async () => {
    const t = await startWallet({ prices: true });
    // Level 1: 200 BTC a day = 10,000,000 USDT at 50,000; each request is 1,000,000 USDT = 20 BTC.
    const u = await eligibleUser(t, '20000000');
    const body = {
      currency: USDT,
      number: '1000000',
      pay_password: PAY_PASSWORD,
      address_id: u.address.id,
    };
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => t.post('/api/wallet/out', body, u.token)),
    );
    const codes = answers.map((a) => a.json<{ type: string; code?: string }>().code ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === 'WITHDRAW_LIMIT_EXCEEDED')).toHaveLength(5);
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({
      available: '10000000',
      frozen: '10000000',
    });
    const info = await withdrawInfoOf(t, u.token);
    expect(info).toMatchObject({ used_btc_24h: '200', remaining_btc_24h: '0' });
    await expectLedgerClean(t.db);
  });

  it(
    'accepts exactly as many of 2,000 concurrent withdrawals as the balance covers',
    { timeout: 240_000 },
    async () => {
      const t = await startWallet({ prices: true });
      const u = await eligibleUser(t, '1000');
      const body = {
        currency: USDT,
        number: '10',
        pay_password: PAY_PASSWORD,
        address_id: u.address.id,
      };
      const answers = await Promise.all(
        Array.from({ length: 2000 }, () => t.post('/api/wallet/out', body, u.token)),
      );
      const codes = answers.map((a) => a.json<{ code?: string }>().code ?? 'ok');
      expect(codes.filter((c) => c === 'ok')).toHaveLength(100);
      expect(new Set(codes.filter((c) => c !== 'ok'))).toEqual(new Set(['INSUFFICIENT_BALANCE']));
      expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '0', frozen: '1000' });
      expect(await t.db.selectFrom('withdrawals').select('id').execute()).toHaveLength(100);
      await expectLedgerClean(t.db);
    },
  );
});

describe('POST /api/wallet/out to a typed (pasted or scanned) address', () => {
  // The USDT contract's own address on TRON: a real, checksummed TRC20 address.
  const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

  const body = (change: Record<string, string | number | undefined> = {}) =>
    Object.fromEntries(
      Object.entries({
        currency: USDT,
        number: '100',
        pay_password: PAY_PASSWORD,
        address: TRON,
        network: 'TRC20',
        ...change,
      }).filter(([, v]) => v !== undefined),
    ) as Record<string, string | number>;

  it('sends to a valid address on the chosen network and records where it went', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleWalletUser(t);
    const w = ok<WithdrawalView>(await t.post('/api/wallet/out', body(), u.token));
    expect(w.destination).toEqual({ kind: 'address', label: 'TRC20 · TR7NHq…gjLj6t' });
    const erc = ok<WithdrawalView>(
      await t.post('/api/wallet/out', body({ address: EVM, network: 'erc20' }), u.token),
    );
    expect(erc.destination.label).toBe('ERC20 · 0x5aAe…1BeAed');
    const rows = await t.db.selectFrom('withdrawals').select('destination').execute();
    expect(rows.map((r) => r.destination)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ address: TRON, network: 'TRC20' }),
        expect.objectContaining({ address: EVM, network: 'ERC20' }),
      ]),
    );
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '800', frozen: '200' });
    await expectLedgerClean(t.db);
  });

  it.each([
    [{ address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }, 'ADDRESS_INVALID'],
    [{ address: `T${'a1B2c3'.repeat(5)}xyz` }, 'ADDRESS_INVALID'],
    [{ address: EVM }, 'ADDRESS_INVALID'],
    [{ address: EVM.replace('5aAe', '5AAe'), network: 'ERC20' }, 'ADDRESS_INVALID'],
    [{ address: TRON, network: 'BTC' }, 'NETWORK_UNKNOWN'],
    [{ address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t!' }, 'ADDRESS_INVALID'],
    [{ address_id: 1 }, 'ADDRESS_REQUIRED'],
    [{ bank: 'domestic' }, 'ADDRESS_REQUIRED'],
  ])('refuses %j with %s and changes nothing', async (change, code) => {
    const t = await startWallet({ prices: true });
    const u = await eligibleWalletUser(t);
    expect(failure(await t.post('/api/wallet/out', body(change), u.token))).toMatchObject({ code });
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '1000', frozen: '0' });
    expect(await t.db.selectFrom('withdrawals').selectAll().execute()).toHaveLength(0);
    await expectLedgerClean(t.db);
  });

  it('refuses a bad address before the pay password, so it costs no guess', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleWalletUser(t);
    for (let i = 0; i < 6; i++) {
      const bad = body({ address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', pay_password: '111111' });
      expect(failure(await t.post('/api/wallet/out', bad, u.token)).code).toBe('ADDRESS_INVALID');
    }
    ok<WithdrawalView>(await t.post('/api/wallet/out', body(), u.token));
  });

  it('does not send to another user’s saved address, even by id', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleWalletUser(t);
    const other = await walletUser(t);
    const theirs = await saveAddress(t, other.token);
    const refused = await t.post(
      '/api/wallet/out',
      body({ address: undefined, network: undefined, address_id: theirs.id }),
      u.token,
    );
    expect(failure(refused).code).toBe('ADDRESS_NOT_FOUND');
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '1000', frozen: '0' });
  });

  it('sends a double-tapped confirm (one Idempotency-Key, at once) only once', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleWalletUser(t);
    const answers = await Promise.all(
      [0, 1].map(() => postKeyed(t, '/api/wallet/out', body(), u.token, 'withdraw-double-tap')),
    );
    const views = answers.filter(succeeded).map((a) => ok<WithdrawalView>(a).id);
    expect(views.length).toBeGreaterThanOrEqual(1);
    expect(new Set(views).size).toBe(1);
    expect(await t.db.selectFrom('withdrawals').select('id').execute()).toHaveLength(1);
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '900', frozen: '100' });
    await expectLedgerClean(t.db);
  });
});
