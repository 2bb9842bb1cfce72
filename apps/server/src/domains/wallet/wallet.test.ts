import type {
  AccountTransferView,
  ConversionQuoteView,
  ConversionView,
  Page,
  WalletAddressView,
  WalletListView,
  WithdrawalView,
  WithdrawInfoView,
} from '@meridian/contract';
import type { AddressInfo } from 'node:net';

import { sql } from 'kysely';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  balanceOf,
  BTC,
  CHANGE,
  ETH,
  expectLedgerClean,
  failure,
  fund,
  LEGAL,
  LEVER,
  liveFeed,
  makeEligible,
  MICRO,
  ok,
  PAY_PASSWORD,
  playPrices,
  USDT,
  userIdOf,
} from '../../testing/money.js';
import { buildTestApp, openTestDatabase, type TestApp } from '../../testing/test-app.js';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

const PRICES = { 'BTC/USDT': '50000', 'ETH/USDT': '2500' };

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
  return { token, id: await userIdOf(t, token) };
}

/** A POST with an Idempotency-Key header. */
const postKeyed = (
  t: TestApp,
  url: string,
  body: Record<string, string | number>,
  token: string,
  key: string,
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(
      Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: token,
      'idempotency-key': key,
    },
  });

async function saveAddress(t: TestApp, token: string, currency = USDT) {
  return ok<WalletAddressView>(
    await t.post(
      '/api/user/wallet/save',
      { currency, name: 'My cold wallet', address: `T${'a1B2c3'.repeat(5)}xyz` },
      token,
    ),
  );
}

describe('POST /api/wallet/list and /api/wallet/detail', () => {
  it('shows the four accounts with every coin each may hold, balances and USDT values at feed prices', async () => {
    const t = await start({ prices: true });
    const u = await user(t);
    await fund(t.db, u.id, BTC, '0.1');
    await fund(t.db, u.id, USDT, '250', LEVER);
    const wallet = ok<WalletListView>(await t.post('/api/wallet/list', {}, u.token));
    expect(wallet.accounts.map((a) => a.name)).toEqual(['legal', 'change', 'lever', 'micro']);
    const change = wallet.accounts[1]!;
    expect(change.currencies.find((c) => c.currency_id === BTC)).toMatchObject({
      balance: '0.1',
      available: '0.1',
      frozen: '0',
      locked: '0',
      price: '50000',
      usdt_value: '5000',
    });
    expect(change.total_usdt).toBe('5000');
    // Lever and options accounts hold USDT only.
    expect(wallet.accounts[2]!.currencies.map((c) => c.currency_name)).toEqual(['USDT']);
    expect(wallet.total_usdt).toBe('5250');
    const detail = ok(
      await t.post('/api/wallet/detail', { currency: USDT, type: 'lever' }, u.token),
    );
    expect(detail).toMatchObject({ type: 3, available: '250', usdt_value: '250' });
  });

  it('needs a session', async () => {
    const t = await start();
    expect(failure(await t.post('/api/wallet/list', {})).type).toBe('999');
  });
});

describe('POST /api/wallet/change (between own accounts)', () => {
  it('moves money between accounts by name or number, records it and shows it in the bill', async () => {
    const t = await start();
    const u = await user(t);
    await fund(t.db, u.id, USDT, '100');
    const moved = ok<AccountTransferView>(
      await t.post(
        '/api/wallet/change',
        { currency_id: USDT, number: '30.25', from_field: 'change', to_field: 3 },
        u.token,
      ),
    );
    expect(moved).toMatchObject({
      number: '30.25',
      from_field: 2,
      to_field: 3,
      currency_name: 'USDT',
    });
    expect(await balanceOf(t.db, u.id, USDT, CHANGE)).toEqual({ available: '69.75', frozen: '0' });
    expect(await balanceOf(t.db, u.id, USDT, LEVER)).toEqual({ available: '30.25', frozen: '0' });
    const history = ok<Page<AccountTransferView>>(
      await t.get('/api/wallet/hzhistory', {}, u.token),
    );
    expect(history.data).toHaveLength(1);
    const bill = ok<
      Page<{ reason: string; reason_text: string; change: string; account_type: number }>
    >(
      await t.post('/api/wallet/legal_log', { lang: 'zh', currency: USDT, type: 'lever' }, u.token),
    );
    expect(bill.data).toEqual([
      expect.objectContaining({
        reason: 'account_transfer',
        reason_text: '账户划转',
        change: '30.25',
        account_type: 3,
      }),
    ]);
    await expectLedgerClean(t.db);
  });

  it.each([
    [{ number: '0' }, 'PARAMETER_ERROR'],
    [{ number: '-5' }, 'PARAMETER_ERROR'],
    [{ number: '1.12345678901' }, 'PARAMETER_ERROR'],
    [{ number: 'abc' }, 'PARAMETER_ERROR'],
    [{ to_field: 'change' }, 'SAME_ACCOUNT'],
    [{ to_field: 'savings' }, 'ACCOUNT_TYPE_INVALID'],
    [{ currency_id: 999 }, 'CURRENCY_UNKNOWN'],
    [{ currency_id: BTC, to_field: 'lever' }, 'CURRENCY_NOT_IN_ACCOUNT'],
    [{ number: '100.01' }, 'INSUFFICIENT_BALANCE'],
  ])('refuses %j with %s and changes nothing', async (change, code) => {
    const t = await start();
    const u = await user(t);
    await fund(t.db, u.id, USDT, '100');
    await fund(t.db, u.id, BTC, '1');
    const body = {
      currency_id: USDT,
      number: '10',
      from_field: 'change',
      to_field: 'legal',
      lang: 'fra',
      ...change,
    };
    const res = failure(await t.post('/api/wallet/change', body, u.token));
    expect(res).toMatchObject({ type: 'error', code });
    expect(res.message).not.toMatch(/^[A-Z_]+$/);
    expect(await balanceOf(t.db, u.id, USDT, CHANGE)).toEqual({ available: '100', frozen: '0' });
    expect(await balanceOf(t.db, u.id, USDT, LEGAL)).toEqual({ available: '0', frozen: '0' });
    expect(await t.db.selectFrom('account_transfers').selectAll().execute()).toHaveLength(0);
    await expectLedgerClean(t.db);
  });

  it('says insufficient balance in the request language', async () => {
    const t = await start();
    const u = await user(t);
    expect(
      failure(
        await t.post(
          '/api/wallet/change',
          { lang: 'zh', currency_id: USDT, number: '1', from_field: 2, to_field: 4 },
          u.token,
        ),
      ).message,
    ).toBe('余额不足');
  });
});

describe('the balance event', () => {
  it("reaches the user's private room after the commit, and only that user's", async () => {
    const t = await start();
    const [u, other] = [await user(t), await user(t)];
    await fund(t.db, u.id, USDT, '10');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const open = (token: string) =>
      connect(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        reconnection: false,
        auth: { token },
      });
    const mine = open(u.token);
    const theirs = open(other.token);
    try {
      await Promise.all(
        [mine, theirs].map(
          (s) => new Promise((resolve) => s.on('connect', () => resolve(undefined))),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      let strangerHeard = false;
      theirs.on('balance', () => (strangerHeard = true));
      const heard = new Promise<{ time: number }>((resolve) => mine.once('balance', resolve));
      ok(
        await t.post(
          '/api/wallet/change',
          { currency_id: USDT, number: '1', from_field: 2, to_field: 4 },
          u.token,
        ),
      );
      expect((await heard).time).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(strangerHeard).toBe(false);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});

describe('Idempotency-Key', () => {
  it('moves money once for the same key and answers the first result again', async () => {
    const t = await start();
    const u = await user(t);
    await fund(t.db, u.id, USDT, '100');
    const body = { currency_id: USDT, number: '10', from_field: 'change', to_field: 'micro' };
    const first = await postKeyed(t, '/api/wallet/change', body, u.token, 'key-transfer-0001');
    const second = await postKeyed(
      t,
      '/api/wallet/change',
      { ...body, lang: 'zh' },
      u.token,
      'key-transfer-0001',
    );
    expect(second.json()).toEqual(first.json());
    expect(await balanceOf(t.db, u.id, USDT, MICRO)).toEqual({ available: '10', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('refuses the same key with a different body, and a malformed key', async () => {
    const t = await start();
    const u = await user(t);
    await fund(t.db, u.id, USDT, '100');
    const body = { currency_id: USDT, number: '10', from_field: 'change', to_field: 'micro' };
    ok(await postKeyed(t, '/api/wallet/change', body, u.token, 'key-transfer-0002'));
    expect(
      failure(
        await postKeyed(
          t,
          '/api/wallet/change',
          { ...body, number: '11' },
          u.token,
          'key-transfer-0002',
        ),
      ).code,
    ).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(failure(await postKeyed(t, '/api/wallet/change', body, u.token, 'bad key!')).code).toBe(
      'IDEMPOTENCY_KEY_INVALID',
    );
    expect(await balanceOf(t.db, u.id, USDT, MICRO)).toEqual({ available: '10', frozen: '0' });
  });

  it('moves money once when twenty requests with one key arrive together', async () => {
    const t = await start();
    const u = await user(t);
    await fund(t.db, u.id, USDT, '100');
    const body = { currency_id: USDT, number: '7', from_field: 'change', to_field: 'lever' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postKeyed(t, '/api/wallet/change', body, u.token, 'key-concurrent-01'),
      ),
    );
    const ids = new Set(answers.map((a) => ok<AccountTransferView>(a).id));
    expect(ids.size).toBe(1);
    expect(await balanceOf(t.db, u.id, USDT, LEVER)).toEqual({ available: '7', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('lets a failed request be retried with the same key', async () => {
    const t = await start();
    const u = await user(t);
    const body = { currency_id: USDT, number: '5', from_field: 'change', to_field: 'lever' };
    expect(
      failure(await postKeyed(t, '/api/wallet/change', body, u.token, 'key-retry-00001')).code,
    ).toBe('INSUFFICIENT_BALANCE');
    await fund(t.db, u.id, USDT, '5');
    ok(await postKeyed(t, '/api/wallet/change', body, u.token, 'key-retry-00001'));
    expect(await balanceOf(t.db, u.id, USDT, LEVER)).toEqual({ available: '5', frozen: '0' });
  });

  it('keeps keys per user: another user may use the same key', async () => {
    const t = await start();
    const [a, b] = [await user(t), await user(t)];
    await fund(t.db, a.id, USDT, '10');
    await fund(t.db, b.id, USDT, '10');
    const body = { currency_id: USDT, number: '1', from_field: 'change', to_field: 'lever' };
    ok(await postKeyed(t, '/api/wallet/change', body, a.token, 'shared-key-0001'));
    ok(await postKeyed(t, '/api/wallet/change', body, b.token, 'shared-key-0001'));
    expect(await balanceOf(t.db, b.id, USDT, LEVER)).toEqual({ available: '1', frozen: '0' });
  });
});

describe('coin conversion (/api/user/getTransferList, getTransferFee, Transfer)', () => {
  it('quotes first, then converts at the feed prices with the published fee and stores the prices', async () => {
    const t = await start({ prices: true });
    const u = await user(t);
    await fund(t.db, u.id, BTC, '1');
    const list = ok<{ currency_name: string; available: string; price: string | null }[]>(
      await t.post('/api/user/getTransferList', {}, u.token),
    );
    expect(list.find((c) => c.currency_name === 'BTC')).toMatchObject({
      available: '1',
      price: '50000',
    });
    expect(list.some((c) => c.currency_name === 'AAPL')).toBe(false);
    const quote = ok<ConversionQuoteView>(
      await t.post(
        '/api/user/getTransferFee',
        { from_currency_id: BTC, to_currency_id: ETH, number: '0.1' },
        u.token,
      ),
    );
    expect(quote).toMatchObject({
      fee_rate: '0.002',
      rate: '20',
      gross: '2',
      fee: '0.004',
      receive: '1.996',
    });
    const done = ok<ConversionView>(
      await t.post(
        '/api/user/Transfer',
        { number: '0.1', from_currency_id: BTC, to_currency_id: ETH },
        u.token,
      ),
    );
    expect(done).toMatchObject({
      number: '0.1',
      receive: '1.996',
      fee: '0.004',
      from_price: '50000',
      to_price: '2500',
    });
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '0.9', frozen: '0' });
    expect(await balanceOf(t.db, u.id, ETH)).toEqual({ available: '1.996', frozen: '0' });
    const fees = await sql<{
      total: string;
    }>`select sum(delta_available) as total from ledger_entries where house = 'fees' and currency_id = ${ETH}`.execute(
      t.db,
    );
    expect(Number(fees.rows[0]!.total)).toBe(0.004);
    const history = ok<Page<ConversionView>>(
      await t.get('/api/user/getTransferHistory', {}, u.token),
    );
    expect(history.data[0]).toMatchObject({ id: done.id, from_price: '50000' });
    await expectLedgerClean(t.db);
  });

  it('refuses without a live price, with insufficient balance, between equal or unconvertible coins; nothing changes', async () => {
    const noFeed = await start();
    const a = await user(noFeed);
    await fund(noFeed.db, a.id, BTC, '1');
    expect(
      failure(
        await noFeed.post(
          '/api/user/Transfer',
          { number: '0.1', from_currency_id: BTC, to_currency_id: USDT },
          a.token,
        ),
      ).code,
    ).toBe('PRICE_UNAVAILABLE');

    const t = await start({ prices: true });
    const u = await user(t);
    await fund(t.db, u.id, BTC, '1');
    const cases: [Record<string, string | number>, string][] = [
      [{ number: '1.5', from_currency_id: BTC, to_currency_id: USDT }, 'INSUFFICIENT_BALANCE'],
      [{ number: '0.1', from_currency_id: BTC, to_currency_id: BTC }, 'SAME_CURRENCY'],
      [{ number: '0.1', from_currency_id: BTC, to_currency_id: 13 }, 'CONVERSION_NOT_ALLOWED'],
      [{ number: '0.0000000001', from_currency_id: ETH, to_currency_id: BTC }, 'AMOUNT_TOO_SMALL'],
      [{ number: '1', from_currency_id: ETH, to_currency_id: BTC }, 'INSUFFICIENT_BALANCE'],
    ];
    for (const [body, code] of cases) {
      expect(failure(await t.post('/api/user/Transfer', body, u.token)).code).toBe(code);
    }
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '1', frozen: '0' });
    expect(await t.db.selectFrom('conversions').selectAll().execute()).toHaveLength(0);
    await expectLedgerClean(t.db);
  });
});

describe('POST /api/wallet/out (withdrawal requests)', () => {
  async function eligibleUser(t: TestApp, usdt = '1000') {
    const u = await user(t);
    await makeEligible(t.db, u.id);
    await fund(t.db, u.id, USDT, usdt);
    const address = await saveAddress(t, u.token);
    return { ...u, address };
  }

  it('shows minimum, fee, available and the remaining 24 h limit before confirming', async () => {
    const t = await start({ prices: true });
    const u = await eligibleUser(t);
    const info = ok<WithdrawInfoView>(
      await t.post('/api/wallet/get_info', { currency: USDT }, u.token),
    );
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
    const t = await start({ prices: true });
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
    const t = await start({ prices: true });
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
    const t = await start({ prices: true });
    const u = await user(t);
    await fund(t.db, u.id, USDT, '100');
    const body = { currency: USDT, number: '20', pay_password: PAY_PASSWORD, bank: 'domestic' };
    expect(failure(await t.post('/api/wallet/out', body, u.token)).type).toBe('998');
    await t.db.updateTable('users').set({ real_level: 1 }).where('id', '=', u.id).execute();
    expect(failure(await t.post('/api/wallet/out', body, u.token)).code).toBe(
      'PAY_PASSWORD_NOT_SET',
    );
  });

  it('locks the pay password for 15 minutes after five wrong tries', async () => {
    const t = await start({ prices: true });
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
    const t = await start({ prices: true });
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
      apps.push(a);
      // A second copy of the whole server code, as another process would have: nothing held in
      // module memory (a mutex, a cache) is shared with the first node, only the database.
      vi.resetModules();
      const other = await import('../../testing/test-app.js');
      const b = await other.buildTestApp({}, { database });
      apps.push(b);
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
      await Promise.all(apps.splice(0).map((x) => x.close()));
      await database.close();
    }
  }, 120_000);

  it('holds withdrawals for 24 hours after a login-password change', async () => {
    const t = await start({ prices: true });
    const u = await eligibleUser(t);
    await t.db
      .updateTable('users')
      .set({ password_changed_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', u.id)
      .execute();
    const res = failure(
      await t.post(
        '/api/wallet/out',
        { currency: USDT, number: '20', pay_password: PAY_PASSWORD, address_id: u.address.id },
        u.token,
      ),
    );
    expect(res.code).toBe('WITHDRAW_HOLD');
    const info = ok<WithdrawInfoView>(
      await t.post('/api/wallet/get_info', { currency: USDT }, u.token),
    );
    expect(info.hold_until).toBeGreaterThan(Date.now());
  });

  it('keeps the 24 h limit (BTC-equivalent at feed prices) under concurrent requests', async () => {
    const t = await start({ prices: true });
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
    const codes = answers.map((a) => (a.json() as { type: string; code?: string }).code ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === 'WITHDRAW_LIMIT_EXCEEDED')).toHaveLength(5);
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({
      available: '10000000',
      frozen: '10000000',
    });
    const info = ok<WithdrawInfoView>(
      await t.post('/api/wallet/get_info', { currency: USDT }, u.token),
    );
    expect(info).toMatchObject({ used_btc_24h: '200', remaining_btc_24h: '0' });
    await expectLedgerClean(t.db);
  });

  it(
    'accepts exactly as many of 2,000 concurrent withdrawals as the balance covers',
    { timeout: 240_000 },
    async () => {
      const t = await start({ prices: true });
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
      const codes = answers.map((a) => (a.json() as { code?: string }).code ?? 'ok');
      expect(codes.filter((c) => c === 'ok')).toHaveLength(100);
      expect(new Set(codes.filter((c) => c !== 'ok'))).toEqual(new Set(['INSUFFICIENT_BALANCE']));
      expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '0', frozen: '1000' });
      expect(await t.db.selectFrom('withdrawals').select('id').execute()).toHaveLength(100);
      await expectLedgerClean(t.db);
    },
  );
});

describe("another user's things", () => {
  it('are neither readable nor usable', async () => {
    const t = await start({ prices: true });
    const owner = await user(t);
    const other = await user(t);
    await makeEligible(t.db, owner.id);
    await makeEligible(t.db, other.id);
    await fund(t.db, owner.id, USDT, '100');
    await fund(t.db, other.id, USDT, '100');
    const address = await saveAddress(t, owner.token);
    ok(
      await t.post(
        '/api/wallet/out',
        { currency: USDT, number: '50', pay_password: PAY_PASSWORD, address_id: address.id },
        owner.token,
      ),
    );
    ok(
      await t.post(
        '/api/wallet/change',
        { currency_id: USDT, number: '10', from_field: 2, to_field: 3 },
        owner.token,
      ),
    );

    // Using the owner's address to withdraw the other's money.
    expect(
      failure(
        await t.post(
          '/api/wallet/out',
          { currency: USDT, number: '50', pay_password: PAY_PASSWORD, address_id: address.id },
          other.token,
        ),
      ).code,
    ).toBe('ADDRESS_NOT_FOUND');
    expect(
      failure(await t.post('/api/user/wallet/delete', { id: address.id }, other.token)).code,
    ).toBe('ADDRESS_NOT_FOUND');
    for (const url of [
      '/api/user/wallet/list',
      '/api/user/withdraw/list',
      '/api/wallet/hzhistory',
      '/api/recharge/log',
      '/api/user/getTransferHistory',
    ]) {
      expect(ok<Page<unknown>>(await t.get(url, {}, other.token)).data, url).toEqual([]);
    }
    const bill = ok<Page<{ reason: string }>>(
      await t.post('/api/wallet/legal_log', {}, other.token),
    );
    expect(bill.data.map((e) => e.reason)).toEqual(['adjustment']);
    expect(await balanceOf(t.db, other.id, USDT)).toEqual({ available: '100', frozen: '0' });
    expect(await balanceOf(t.db, owner.id, USDT)).toEqual({ available: '40', frozen: '50' });
    await expectLedgerClean(t.db);
  });
});

describe('a bank of users under concurrent load', () => {
  it(
    'never changes the total per currency: transfers among the four accounts and conversions',
    { timeout: 120_000 },
    async () => {
      const t = await start({ prices: true });
      const users = await Promise.all(Array.from({ length: 5 }, () => user(t)));
      for (const u of users) {
        await fund(t.db, u.id, USDT, '10000');
        await fund(t.db, u.id, BTC, '1');
      }
      const accounts = ['legal', 'change', 'lever', 'micro'];
      const work = users.flatMap((u, i) =>
        Array.from({ length: 40 }, (_, k) => {
          if (k % 5 === 4) {
            const [from, to] = k % 2 ? [BTC, USDT] : [USDT, BTC];
            return t.post(
              '/api/user/Transfer',
              { number: from === BTC ? '0.001' : '20', from_currency_id: from, to_currency_id: to },
              u.token,
            );
          }
          const from = accounts[(i + k) % 4]!;
          const to = accounts[(i + k + 1 + (k % 3)) % 4]!;
          return t.post(
            '/api/wallet/change',
            {
              currency_id: USDT,
              number: String(1 + (k % 7)),
              from_field: from,
              to_field: to === from ? 'change' : to,
            },
            u.token,
          );
        }),
      );
      const answers = await Promise.all(work);
      const accepted = answers.filter((a) => (a.json() as { type: string }).type === 'ok').length;
      expect(accepted).toBeGreaterThan(100);
      // Every user's USDT and BTC, plus the house accounts, still sum to zero per currency
      // (the checker), and pure transfers kept each user's money: total value moved only by
      // conversions, which the exchange house account mirrors exactly.
      await expectLedgerClean(t.db);
      const totals = await sql<{ currency_id: number; users: string; houses: string }>`
      select currency_id,
        coalesce(sum(delta_available + delta_frozen) filter (where user_id is not null), 0) as users,
        coalesce(sum(delta_available + delta_frozen) filter (where house is not null), 0) as houses
      from ledger_entries group by currency_id order by currency_id`.execute(t.db);
      for (const row of totals.rows) expect(Number(row.users) + Number(row.houses)).toBe(0);
      const userUsdt = await sql<{
        total: string;
      }>`select sum(available + frozen) as total from balances where currency_id = ${USDT}`.execute(
        t.db,
      );
      const exchangeUsdt = await sql<{
        total: string;
      }>`select coalesce(sum(delta_available), 0) as total from ledger_entries where house in ('exchange', 'fees') and currency_id = ${USDT}`.execute(
        t.db,
      );
      expect(Number(userUsdt.rows[0]!.total) + Number(exchangeUsdt.rows[0]!.total)).toBeCloseTo(
        50000,
        8,
      );
    },
  );
});
