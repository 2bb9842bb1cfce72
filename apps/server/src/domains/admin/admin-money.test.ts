import type {
  BillEntryView,
  DepositAddressView,
  DepositRequestView,
  Page,
  WalletAddressView,
  WithdrawalView,
} from '@meridian/contract';
import { FOUR_EYES_DEFAULT_THRESHOLD_USDT } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ReplayFeed } from '../../market-data/replay-feed.js';
import {
  balanceOf,
  BTC,
  CHANGE,
  expectLedgerClean,
  failure,
  fund,
  LEVER,
  liveFeed,
  makeEligible,
  ok,
  PAY_PASSWORD,
  playPrices,
  uploadImage,
  USDT,
  userIdOf,
} from '../../testing/money.js';
import { countRows, houseHolds } from '../../testing/rows.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

const PRICES = { 'BTC/USDT': '65000', 'ETH/USDT': '3250' };

let t: TestApp;
let feed: ReplayFeed;
let op: { token: string; id: number };
/** The second operator four-eyes asks for. */
let checker: { token: string; id: number };
beforeEach(async () => {
  feed = liveFeed(PRICES);
  t = await buildTestApp({}, { feed });
  op = await t.admin('operator');
  checker = await t.admin('operator');
});
afterEach(() => t.close());

async function user() {
  const { token, email } = await t.signUp();
  return { token, email, id: await userIdOf(t, token) };
}

const count = (
  table: 'audit_log' | 'ledger_postings' | 'ledger_entries' | 'deposit_requests' | 'withdrawals',
) => countRows(t.db, table);

const auditActions = async () =>
  (await t.db.selectFrom('audit_log').select(['action', 'entity_id']).orderBy('id').execute()).map(
    (a) => a.action,
  );

/** An adjustment as four-eyes makes it: `op` asks, `checker` approves; answers the approval. */
async function adjusted(body: Record<string, unknown>) {
  const { approval_id } = ok<{ approval_id: number }>(
    await t.post('/api/admin/adjust', body, op.token),
  );
  return ok<{ id: number; posting_id: number; status: string }>(
    await t.post('/api/admin/approvals/approve', { id: approval_id }, checker.token),
  );
}

const bill = async (token: string, body: Record<string, unknown> = {}) =>
  ok<Page<BillEntryView>>(await t.post('/api/wallet/legal_log', body, token));

// ---- users ---------------------------------------------------------------------------------------

describe('operator user views', () => {
  it('lists users by keyword, shows one user with balances and the journal', async () => {
    const alice = await user();
    const bob = await user();
    await fund(t.db, alice.id, USDT, '120.5');
    await fund(t.db, alice.id, BTC, '0.25', LEVER);

    const all = ok<Page<{ id: number; email: string }>>(
      await t.get('/api/admin/users', {}, op.token),
    );
    expect(all.total).toBe(2);
    expect(all.data.map((u) => u.id)).toEqual([bob.id, alice.id]);
    const found = ok<Page<{ id: number; email: string; real_level: number }>>(
      await t.get('/api/admin/users', { keyword: alice.email.slice(0, 8).toUpperCase() }, op.token),
    );
    expect(found.data).toEqual([
      expect.objectContaining({ id: alice.id, email: alice.email, real_level: 0 }),
    ]);
    // By id (all digits) and by invite code, as support is asked.
    const byId = ok<Page<{ id: number }>>(
      await t.get('/api/admin/users', { keyword: String(bob.id) }, op.token),
    );
    expect(byId.data.map((u) => u.id)).toContain(bob.id);
    const { invite_code } = await t.db
      .selectFrom('users')
      .select('invite_code')
      .where('id', '=', alice.id)
      .executeTakeFirstOrThrow();
    const byCode = ok<Page<{ id: number }>>(
      await t.get('/api/admin/users', { keyword: invite_code.toLowerCase() }, op.token),
    );
    expect(byCode.data.map((u) => u.id)).toEqual([alice.id]);
    expect(
      ok<Page<unknown>>(await t.get('/api/admin/users', { keyword: '%' }, op.token)).total,
    ).toBe(0);

    const detail = ok<{ user: { id: number; email: string }; balances: unknown[] }>(
      await t.get('/api/admin/users/detail', { user_id: alice.id }, op.token),
    );
    expect(detail.user).toMatchObject({ id: alice.id, email: alice.email });
    expect(detail.balances).toEqual([
      {
        currency_id: USDT,
        currency_name: 'USDT',
        account_type: CHANGE,
        available: '120.5',
        frozen: '0',
      },
      {
        currency_id: BTC,
        currency_name: 'BTC',
        account_type: LEVER,
        available: '0.25',
        frozen: '0',
      },
    ]);
    expect(
      failure(await t.get('/api/admin/users/detail', { user_id: 999999 }, op.token)),
    ).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });

    const journal = ok<Page<BillEntryView>>(
      await t.get('/api/admin/users/journal', { user_id: alice.id }, op.token),
    );
    expect(journal.total).toBe(2);
    expect(
      journal.data.map((e) => [e.currency_id, e.account_type, e.reason, e.change, e.memo]),
    ).toEqual([
      [BTC, LEVER, 'adjustment', '0.25', 'test funding'],
      [USDT, CHANGE, 'adjustment', '120.5', 'test funding'],
    ]);
    // The reason reads in the operator's language, as the user's bill does in theirs.
    const inChinese = ok<Page<BillEntryView>>(
      await t.get('/api/admin/users/journal', { user_id: alice.id, lang: 'zh' }, op.token),
    );
    expect(inChinese.data[0]?.reason_text).not.toBe(journal.data[0]?.reason_text);
    expect(inChinese.data[0]?.reason_text).toMatch(/[\u4e00-\u9fff]/);
    expect(
      ok<Page<unknown>>(await t.get('/api/admin/users/journal', { user_id: bob.id }, op.token))
        .total,
    ).toBe(0);

    const auditor = await t.admin('auditor');
    expect(ok<Page<unknown>>(await t.get('/api/admin/users', {}, auditor.token)).total).toBe(2);
    expect(failure(await t.get('/api/admin/users', {}, alice.token)).type).toBe('999');
    await expectLedgerClean(t.db);
  });
});

// ---- adjustments ---------------------------------------------------------------------------------

describe('POST /admin/adjust', () => {
  it('credits, once a second operator approves, with the written reason in the user’s bill, both audited', async () => {
    const alice = await user();
    const body = {
      user_id: alice.id,
      currency_id: USDT,
      type: 'change',
      amount: '25.75',
      reason: 'Compensation for ticket 42',
    };
    const requested = ok<{ approval_id: number; status: string }>(
      await t.post('/api/admin/adjust', body, op.token),
    );
    expect(requested.status).toBe('pending');
    // Nothing moves until the second operator approves.
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '0', frozen: '0' });
    expect(await count('ledger_postings')).toBe(0);

    const approved = ok<{ posting_id: number; status: string }>(
      await t.post('/api/admin/approvals/approve', { id: requested.approval_id }, checker.token),
    );
    expect(approved.status).toBe('approved');
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '25.75', frozen: '0' });

    const [line] = (await bill(alice.token)).data;
    expect(line).toMatchObject({
      currency_id: USDT,
      account_type: CHANGE,
      reason: 'adjustment',
      reason_text: 'Adjustment by support',
      memo: 'Compensation for ticket 42',
      change: '25.75',
      frozen_change: '0',
      available_after: '25.75',
    });
    expect((await bill(alice.token, { lang: 'zh' })).data[0]).toMatchObject({
      reason_text: '客服调整',
      memo: 'Compensation for ticket 42',
    });

    const posting = await t.db
      .selectFrom('ledger_postings')
      .selectAll()
      .where('id', '=', approved.posting_id)
      .executeTakeFirstOrThrow();
    expect(posting).toMatchObject({
      reason: 'adjustment',
      admin_id: checker.id,
      user_id: alice.id,
      memo: 'Compensation for ticket 42',
    });
    const audit = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(audit).toEqual([
      expect.objectContaining({
        admin_id: op.id,
        action: 'balance.adjust_requested',
        entity: 'balance',
        entity_id: String(requested.approval_id),
        detail: expect.objectContaining({
          user_id: alice.id,
          currency_id: USDT,
          amount: '25.75',
          reason: 'Compensation for ticket 42',
        }),
      }),
      expect.objectContaining({
        admin_id: checker.id,
        action: 'approval.approve',
        entity: 'approval',
        entity_id: String(requested.approval_id),
      }),
    ]);

    // A debit within the balance.
    await adjusted({
      user_id: alice.id,
      currency_id: USDT,
      type: 2,
      amount: '-5.75',
      reason: 'Reversal of a duplicate',
    });
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '20', frozen: '0' });
    expect((await bill(alice.token)).data[0]).toMatchObject({
      change: '-5.75',
      memo: 'Reversal of a duplicate',
      available_after: '20',
    });
    expect(await houseHolds(t.db, 'adjustments', USDT)).toBe('-20');
    await expectLedgerClean(t.db);
  });

  it('refuses a debit larger than the balance and changes nothing, not even the audit log', async () => {
    const alice = await user();
    await adjusted({
      user_id: alice.id,
      currency_id: USDT,
      type: 'change',
      amount: '10',
      reason: 'Opening credit',
    });
    const before = {
      postings: await count('ledger_postings'),
      entries: await count('ledger_entries'),
      audit: await count('audit_log'),
      approvals: await countRows(t.db, 'money_approvals'),
    };

    expect(
      failure(
        await t.post(
          '/api/admin/adjust',
          {
            user_id: alice.id,
            currency_id: USDT,
            type: 'change',
            amount: '-10.0000000001',
            reason: 'Too much',
          },
          op.token,
        ),
      ),
    ).toMatchObject({ type: 'error', code: 'INSUFFICIENT_BALANCE' });
    expect(
      failure(
        await t.post(
          '/api/admin/adjust',
          {
            user_id: alice.id,
            currency_id: BTC,
            type: 'change',
            amount: '-1',
            reason: 'Nothing there',
          },
          op.token,
        ),
      ),
    ).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });

    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '10', frozen: '0' });
    expect(await balanceOf(t.db, alice.id, BTC)).toEqual({ available: '0', frozen: '0' });
    expect({
      postings: await count('ledger_postings'),
      entries: await count('ledger_entries'),
      audit: await count('audit_log'),
      approvals: await countRows(t.db, 'money_approvals'),
    }).toEqual(before);
    await expectLedgerClean(t.db);
  });

  it('validates the request and refuses an auditor, writing nothing', async () => {
    const alice = await user();
    const base = {
      user_id: alice.id,
      currency_id: USDT,
      type: 'change',
      amount: '5',
      reason: 'Goodwill credit',
    };
    const { reason: _omitted, ...withoutReason } = base;
    expect(failure(await t.post('/api/admin/adjust', withoutReason, op.token))).toMatchObject({
      code: 'REASON_REQUIRED',
      field: 'reason',
    });
    expect(
      failure(await t.post('/api/admin/adjust', { ...base, reason: '  ' }, op.token)),
    ).toMatchObject({ code: 'REASON_REQUIRED' });
    expect(
      failure(await t.post('/api/admin/adjust', { ...base, amount: '0' }, op.token)),
    ).toMatchObject({ code: 'PARAMETER_ERROR', field: 'amount' });
    expect(
      failure(await t.post('/api/admin/adjust', { ...base, amount: '-0' }, op.token)),
    ).toMatchObject({ code: 'PARAMETER_ERROR' });
    expect(
      failure(await t.post('/api/admin/adjust', { ...base, amount: '1.12345678901' }, op.token)),
    ).toMatchObject({ code: 'PARAMETER_ERROR' });
    expect(
      failure(await t.post('/api/admin/adjust', { ...base, amount: 'ten' }, op.token)),
    ).toMatchObject({ code: 'PARAMETER_ERROR' });
    expect(
      failure(await t.post('/api/admin/adjust', { ...base, type: 'savings' }, op.token)),
    ).toMatchObject({ code: 'ACCOUNT_TYPE_INVALID' });
    expect(
      failure(await t.post('/api/admin/adjust', { ...base, user_id: 999999 }, op.token)),
    ).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
    expect(
      failure(await t.post('/api/admin/adjust', { ...base, currency_id: 99999 }, op.token)),
    ).toMatchObject({ code: 'CURRENCY_UNKNOWN' });

    const auditor = await t.admin('auditor');
    expect(failure(await t.post('/api/admin/adjust', base, auditor.token))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(failure(await t.post('/api/admin/adjust', base, alice.token)).type).toBe('999');

    expect(await count('ledger_postings')).toBe(0);
    expect(await count('audit_log')).toBe(0);
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '0', frozen: '0' });

    // The amount keeps its 10 decimals exactly.
    await adjusted({ ...base, amount: '0.0000000001' });
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '1e-10', frozen: '0' });
    expect((await bill(alice.token)).data[0]!.change).toBe('0.0000000001');
    await expectLedgerClean(t.db);
  });
});

// ---- deposits ------------------------------------------------------------------------------------

const poolAddress = (i: number, prefix = 'T') =>
  `${prefix}${'Mrdn'.repeat(5)}${String(i).padStart(33 - 20, '0')}`;

async function importPool(addresses: string[], network = 'TRC20', currencyId = USDT) {
  return ok<{ imported: number }>(
    await t.post(
      '/api/admin/deposit-addresses/import',
      { currency_id: currencyId, network, addresses: addresses.join('\n') },
      op.token,
    ),
  );
}

const depositAddress = (
  token: string,
  body: Record<string, unknown> = { currency: USDT, network: 'TRC20' },
) => t.post('/api/wallet/get_in_address', body, token);

describe('deposit addresses', () => {
  it('imports a pool and gives each user one address of it, the same every time', async () => {
    const pool = [poolAddress(1), poolAddress(2), poolAddress(3)];
    expect(poolAddress(1)).toHaveLength(34);
    expect(await importPool(pool)).toEqual({ imported: 3 });
    expect(await importPool([pool[0]!, poolAddress(4)])).toEqual({ imported: 1 });
    expect(await auditActions()).toEqual(['deposit_address.import', 'deposit_address.import']);

    const alice = await user();
    const bob = await user();
    const first = ok<DepositAddressView>(await depositAddress(alice.token));
    expect(first).toMatchObject({
      currency_id: USDT,
      currency_name: 'USDT',
      network: 'TRC20',
      is_demo: false,
    });
    expect(first.networks).toEqual(['TRC20', 'ERC20']);
    expect(pool).toContain(first.address);
    for (let i = 0; i < 3; i++)
      expect(ok<DepositAddressView>(await depositAddress(alice.token)).address).toBe(first.address);
    expect(
      ok<DepositAddressView>(
        await depositAddress(alice.token, { currency: USDT, network: 'trc20' }),
      ).address,
    ).toBe(first.address);
    // Old clients send someone else's user_id: the answer is still the caller's.
    expect(
      ok<DepositAddressView>(
        await depositAddress(bob.token, { currency: USDT, network: 'TRC20', user_id: alice.id }),
      ).address,
    ).not.toBe(first.address);
    const bobs = ok<DepositAddressView>(await depositAddress(bob.token)).address;
    expect(bobs).not.toBe(first.address);

    const owners = await t.db
      .selectFrom('deposit_addresses')
      .select(['address', 'user_id'])
      .where('user_id', 'is not', null)
      .execute();
    expect(owners).toHaveLength(2);

    expect(
      failure(await depositAddress(alice.token, { currency: USDT, network: 'ERC20' })),
    ).toMatchObject({ code: 'DEPOSIT_ADDRESS_UNAVAILABLE' });
    expect(
      failure(await depositAddress(alice.token, { currency: USDT, network: 'BEP20' })),
    ).toMatchObject({ code: 'NETWORK_UNKNOWN' });
    expect(failure(await depositAddress(alice.token, { currency: 99999 }))).toMatchObject({
      code: 'CURRENCY_UNKNOWN',
    });
  });

  it('gives one address to 20 concurrent first requests of one user', async () => {
    await importPool(Array.from({ length: 5 }, (_, i) => poolAddress(i)));
    const alice = await user();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => depositAddress(alice.token)),
    );
    const addresses = answers.map((a) => ok<DepositAddressView>(a).address);
    expect(new Set(addresses).size).toBe(1);
    const assigned = await t.db
      .selectFrom('deposit_addresses')
      .select('address')
      .where('user_id', '=', alice.id)
      .execute();
    expect(assigned.map((a) => a.address)).toEqual([addresses[0]]);
    const free = await t.db
      .selectFrom('deposit_addresses')
      .select('id')
      .where('user_id', 'is', null)
      .execute();
    expect(free).toHaveLength(4);
  });

  it('answers DEPOSIT_ADDRESS_UNAVAILABLE when the pool is exhausted', async () => {
    await importPool([poolAddress(1), poolAddress(2)]);
    const [a, b, c] = [await user(), await user(), await user()];
    ok(await depositAddress(a.token));
    ok(await depositAddress(b.token));
    const refused = failure(await depositAddress(c.token));
    expect(refused).toMatchObject({ type: 'error', code: 'DEPOSIT_ADDRESS_UNAVAILABLE' });
    expect(refused.message).toMatch(/No deposit address/);
    // Loading more addresses lets the next user in.
    await importPool([poolAddress(3)]);
    expect(ok<DepositAddressView>(await depositAddress(c.token)).address).toBe(poolAddress(3));
  });

  it('refuses bad imports and auditors', async () => {
    expect(
      failure(
        await t.post(
          '/api/admin/deposit-addresses/import',
          { currency_id: USDT, network: 'TRC20', addresses: `${poolAddress(1)}\nnot-an-address!` },
          op.token,
        ),
      ),
    ).toMatchObject({
      code: 'ADDRESS_INVALID',
    });
    expect(
      failure(
        await t.post(
          '/api/admin/deposit-addresses/import',
          { currency_id: USDT, network: 'BEP20', addresses: poolAddress(1) },
          op.token,
        ),
      ),
    ).toMatchObject({
      code: 'NETWORK_UNKNOWN',
    });
    expect(
      failure(
        await t.post(
          '/api/admin/deposit-addresses/import',
          { currency_id: USDT, network: 'TRC20', addresses: '' },
          op.token,
        ),
      ),
    ).toMatchObject({
      code: 'PARAMETER_ERROR',
    });
    const auditor = await t.admin('auditor');
    expect(
      failure(
        await t.post(
          '/api/admin/deposit-addresses/import',
          { currency_id: USDT, network: 'TRC20', addresses: poolAddress(1) },
          auditor.token,
        ),
      ),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await t.db.selectFrom('deposit_addresses').select('id').execute()).toHaveLength(0);
    expect(await count('audit_log')).toBe(0);
  });
});

async function requestDeposit(token: string, amount = '250') {
  const voucher = await uploadImage(t, token);
  return ok<DepositRequestView>(
    await t.post(
      '/api/wallet/charge_req',
      { currency: USDT, network: 'TRC20', amount, voucher },
      token,
    ),
  );
}

describe('deposit requests', () => {
  it('records a pending request with the user’s own voucher, and refuses a foreign or missing one', async () => {
    await importPool([poolAddress(1)]);
    const alice = await user();
    const bob = await user();
    const address = ok<DepositAddressView>(await depositAddress(alice.token)).address;
    const voucher = await uploadImage(t, alice.token);
    const pending = ok<DepositRequestView>(
      await t.post(
        '/api/wallet/charge_req',
        { currency: USDT, network: 'TRC20', amount: '250.5', voucher },
        alice.token,
      ),
    );
    expect(pending).toMatchObject({
      currency_id: USDT,
      currency_name: 'USDT',
      network: 'TRC20',
      address,
      amount: '250.5',
      status: 0,
      reason: null,
      handled_at: null,
    });
    // Vouchers are private: the answer links the same file with a signature.
    expect(pending.voucher).toContain(`${voucher.replace('/uploads/', '/uploads/private/')}?`);

    const foreign = await uploadImage(t, bob.token);
    expect(
      failure(
        await t.post(
          '/api/wallet/charge_req',
          { currency: USDT, network: 'TRC20', amount: '10', voucher: foreign },
          alice.token,
        ),
      ),
    ).toMatchObject({
      code: 'VOUCHER_INVALID',
    });
    expect(
      failure(
        await t.post(
          '/api/wallet/charge_req',
          { currency: USDT, network: 'TRC20', amount: '10' },
          alice.token,
        ),
      ),
    ).toMatchObject({
      code: 'VOUCHER_REQUIRED',
      field: 'voucher',
    });
    expect(
      failure(
        await t.post(
          '/api/wallet/charge_req',
          { currency: USDT, network: 'TRC20', amount: '10', voucher: '' },
          alice.token,
        ),
      ),
    ).toMatchObject({
      code: 'VOUCHER_REQUIRED',
    });
    expect(
      failure(
        await t.post(
          '/api/wallet/charge_req',
          { currency: USDT, network: 'TRC20', amount: '0', voucher },
          alice.token,
        ),
      ).type,
    ).toBe('error');
    expect(await count('deposit_requests')).toBe(1);
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '0', frozen: '0' });

    const log = ok<Page<DepositRequestView>>(await t.get('/api/recharge/log', {}, alice.token));
    expect(log.data.map((d) => d.id)).toEqual([pending.id]);
    expect(
      ok<Page<DepositRequestView>>(await t.get('/api/recharge/log', {}, bob.token)).total,
    ).toBe(0);
    const queue = ok<Page<DepositRequestView & { user_id: number }>>(
      await t.get('/api/admin/deposits', { status: 0 }, op.token),
    );
    expect(queue.data).toEqual([
      expect.objectContaining({ id: pending.id, user_id: alice.id, amount: '250.5' }),
    ]);
  });

  it('audit 14a: a deposit voucher is private: its owner and operators get signed URLs', async () => {
    const alice = await user();
    const request = await requestDeposit(alice.token);
    const row = await t.db
      .selectFrom('deposit_requests')
      .select('voucher')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(row.voucher).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: row.voucher })).statusCode).toBe(404);

    const log = ok<Page<DepositRequestView>>(await t.get('/api/recharge/log', {}, alice.token));
    const queue = ok<Page<DepositRequestView>>(
      await t.get('/api/admin/deposits', { status: 0 }, op.token),
    );
    for (const url of [request.voucher, log.data[0]!.voucher, queue.data[0]!.voucher]) {
      expect(url).toMatch(/^\/uploads\/private\/[a-f0-9]{32}\.webp\?expires=\d+&sig=[a-f0-9]{64}$/);
      const photo = await t.app.inject({ method: 'GET', url });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('confirms once: the funds account is credited with a deposit line; a second confirm is refused', async () => {
    const alice = await user();
    const request = await requestDeposit(alice.token, '250');
    const confirmed = ok<DepositRequestView>(
      await t.post('/api/admin/deposits/confirm', { id: request.id }, op.token),
    );
    expect(confirmed).toMatchObject({ id: request.id, status: 1, reason: null });
    expect(confirmed.handled_at).toBeGreaterThan(0);
    expect(await balanceOf(t.db, alice.id, USDT, CHANGE)).toEqual({
      available: '250',
      frozen: '0',
    });

    const [line] = (await bill(alice.token)).data;
    expect(line).toMatchObject({
      reason: 'deposit',
      reason_text: 'Deposit',
      account_type: 2,
      currency_id: USDT,
      change: '250',
      available_after: '250',
    });
    expect(await houseHolds(t.db, 'external', USDT)).toBe('-250');

    expect(
      failure(await t.post('/api/admin/deposits/confirm', { id: request.id }, op.token)),
    ).toMatchObject({ code: 'ALREADY_HANDLED' });
    expect(
      failure(
        await t.post(
          '/api/admin/deposits/reject',
          { id: request.id, reason: 'Changed my mind' },
          op.token,
        ),
      ),
    ).toMatchObject({
      code: 'ALREADY_HANDLED',
    });
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '250', frozen: '0' });
    expect(await auditActions()).toEqual(['deposit.confirm']);
    const posting = await t.db
      .selectFrom('ledger_postings')
      .selectAll()
      .where('reason', '=', 'deposit')
      .execute();
    expect(posting).toEqual([
      expect.objectContaining({
        reference: `deposit:${request.id}`,
        admin_id: op.id,
        user_id: alice.id,
      }),
    ]);
    await expectLedgerClean(t.db);
  });

  it('lets exactly one of two concurrent confirms, or a confirm and a reject, apply', async () => {
    const alice = await user();
    const twice = await requestDeposit(alice.token, '100');
    const raced = await Promise.all([
      t.post('/api/admin/deposits/confirm', { id: twice.id }, op.token),
      t.post('/api/admin/deposits/confirm', { id: twice.id }, op.token),
    ]);
    expect(raced.map((r) => failure(r).code ?? 'ok').sort()).toEqual(['ALREADY_HANDLED', 'ok']);
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '100', frozen: '0' });

    const mixed = await requestDeposit(alice.token, '40');
    const [confirm, reject] = await Promise.all([
      t.post('/api/admin/deposits/confirm', { id: mixed.id }, op.token),
      t.post(
        '/api/admin/deposits/reject',
        { id: mixed.id, reason: 'Voucher does not match' },
        op.token,
      ),
    ]);
    const outcomes = [failure(confirm), failure(reject)];
    expect(outcomes.filter((o) => o.type === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o.code === 'ALREADY_HANDLED')).toHaveLength(1);
    const stored = await t.db
      .selectFrom('deposit_requests')
      .select('status')
      .where('id', '=', mixed.id)
      .executeTakeFirstOrThrow();
    const confirmedWon = failure(confirm).type === 'ok';
    expect(stored.status).toBe(confirmedWon ? 1 : 2);
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({
      available: confirmedWon ? '140' : '100',
      frozen: '0',
    });
    expect(
      await t.db
        .selectFrom('ledger_postings')
        .select('id')
        .where('reason', '=', 'deposit')
        .execute(),
    ).toHaveLength(confirmedWon ? 2 : 1);
    expect(await count('audit_log')).toBe(2);
    await expectLedgerClean(t.db);
  });

  it('rejects with a reason the user sees in the recharge log, moving no money', async () => {
    const alice = await user();
    const bob = await user();
    const request = await requestDeposit(alice.token, '75');
    expect(
      failure(await t.post('/api/admin/deposits/reject', { id: request.id, reason: '' }, op.token)),
    ).toMatchObject({ code: 'REASON_REQUIRED' });
    expect(
      failure(await t.post('/api/admin/deposits/reject', { id: request.id }, op.token)),
    ).toMatchObject({ code: 'REASON_REQUIRED' });
    const auditor = await t.admin('auditor');
    expect(
      failure(await t.post('/api/admin/deposits/confirm', { id: request.id }, auditor.token)),
    ).toMatchObject({ code: 'FORBIDDEN' });

    const rejected = ok<DepositRequestView>(
      await t.post(
        '/api/admin/deposits/reject',
        { id: request.id, reason: 'The voucher shows another amount' },
        op.token,
      ),
    );
    expect(rejected).toMatchObject({ status: 2, reason: 'The voucher shows another amount' });
    const log = ok<Page<DepositRequestView>>(await t.get('/api/recharge/log', {}, alice.token));
    expect(log.data).toEqual([
      expect.objectContaining({
        id: request.id,
        status: 2,
        reason: 'The voucher shows another amount',
        amount: '75',
      }),
    ]);
    expect(
      ok<Page<DepositRequestView>>(await t.get('/api/recharge/log', {}, bob.token)).data,
    ).toEqual([]);
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '0', frozen: '0' });
    expect(await count('ledger_postings')).toBe(0);
    expect(
      await t.db.selectFrom('audit_log').select(['action', 'entity_id', 'detail']).execute(),
    ).toEqual([
      {
        action: 'deposit.reject',
        entity_id: String(request.id),
        detail: { reason: 'The voucher shows another amount' },
      },
    ]);
    expect(
      failure(await t.post('/api/admin/deposits/confirm', { id: request.id }, op.token)),
    ).toMatchObject({ code: 'ALREADY_HANDLED' });
    await expectLedgerClean(t.db);
  });
});

// ---- withdrawals ---------------------------------------------------------------------------------

const WITHDRAW_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** A level-1 user with a pay password, `amount` USDT in the exchange account and a saved address. */
async function withdrawer(amount = '500') {
  const u = await user();
  await makeEligible(t.db, u.id);
  await fund(t.db, u.id, USDT, amount);
  const saved = ok<WalletAddressView>(
    await t.post(
      '/api/user/wallet/save',
      { currency: USDT, network: 'TRC20', name: 'Cold wallet', address: WITHDRAW_ADDRESS },
      u.token,
    ),
  );
  return { ...u, addressId: saved.id };
}

async function withdraw(u: { token: string; addressId: number }, number = '100') {
  return ok<WithdrawalView>(
    await t.post(
      '/api/wallet/out',
      { currency: USDT, number, pay_password: PAY_PASSWORD, address_id: u.addressId },
      u.token,
    ),
  );
}

describe('withdrawals reviewed by the operator', () => {
  beforeEach(async () => {
    await t.app.market.start();
    await playPrices(t, feed, PRICES);
  });

  it('freezes on request, and approval pays out through the external and fees accounts', async () => {
    const alice = await withdrawer('500');
    const request = await withdraw(alice, '100');
    expect(request).toMatchObject({
      currency_id: USDT,
      number: '100',
      fee: '1',
      real_number: '99',
      status: 0,
      reason: null,
    });
    expect(request.destination).toEqual({ kind: 'address', label: 'Cold wallet · TQn9Y2…KcbLSE' });
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '400', frozen: '100' });
    expect((await bill(alice.token)).data[0]).toMatchObject({
      reason: 'withdraw_request',
      change: '-100',
      frozen_change: '100',
    });

    const queue = ok<
      Page<WithdrawalView & { user_id: number; destination: Record<string, string> }>
    >(await t.get('/api/admin/withdrawals', { status: 0 }, op.token));
    expect(queue.data).toEqual([expect.objectContaining({ id: request.id, user_id: alice.id })]);
    expect(queue.data[0]!.destination).toMatchObject({
      address: WITHDRAW_ADDRESS,
      network: 'TRC20',
    });

    const approved = ok<WithdrawalView>(
      await t.post('/api/admin/withdrawals/approve', { id: request.id }, op.token),
    );
    expect(approved).toMatchObject({ id: request.id, status: 1, reason: null });
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '400', frozen: '0' });
    expect((await bill(alice.token)).data[0]).toMatchObject({
      reason: 'withdraw_paid',
      reason_text: 'Withdrawal paid',
      change: '0',
      frozen_change: '-100',
      available_after: '400',
      frozen_after: '0',
    });
    expect(await houseHolds(t.db, 'external', USDT)).toBe(approved.real_number);
    expect(await houseHolds(t.db, 'fees', USDT)).toBe(approved.fee);
    expect(
      ok<Page<WithdrawalView>>(await t.get('/api/user/withdraw/list', {}, alice.token)).data,
    ).toEqual([expect.objectContaining({ id: request.id, status: 1 })]);
    expect(await auditActions()).toEqual(['withdrawal.approve']);
    expect(
      failure(await t.post('/api/admin/withdrawals/approve', { id: request.id }, op.token)),
    ).toMatchObject({ code: 'ALREADY_HANDLED' });
    expect(
      failure(
        await t.post(
          '/api/admin/withdrawals/reject',
          { id: request.id, reason: 'Too late now' },
          op.token,
        ),
      ),
    ).toMatchObject({
      code: 'ALREADY_HANDLED',
    });
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '400', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('rejection unfreezes and shows the reason in the withdrawal list and the bill', async () => {
    const alice = await withdrawer('500');
    const request = await withdraw(alice, '120');
    expect(
      failure(await t.post('/api/admin/withdrawals/reject', { id: request.id }, op.token)),
    ).toMatchObject({ code: 'REASON_REQUIRED' });
    const auditor = await t.admin('auditor');
    expect(
      failure(await t.post('/api/admin/withdrawals/approve', { id: request.id }, auditor.token)),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '380', frozen: '120' });

    const rejected = ok<WithdrawalView>(
      await t.post(
        '/api/admin/withdrawals/reject',
        { id: request.id, reason: 'Address flagged by compliance' },
        op.token,
      ),
    );
    expect(rejected).toMatchObject({ status: 2, reason: 'Address flagged by compliance' });
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '500', frozen: '0' });
    expect(
      ok<Page<WithdrawalView>>(await t.get('/api/user/withdraw/list', {}, alice.token)).data,
    ).toEqual([
      expect.objectContaining({
        id: request.id,
        status: 2,
        reason: 'Address flagged by compliance',
      }),
    ]);
    expect((await bill(alice.token)).data[0]).toMatchObject({
      reason: 'withdraw_rejected',
      reason_text: 'Withdrawal rejected (unfrozen)',
      memo: 'Address flagged by compliance',
      change: '120',
      frozen_change: '-120',
    });
    expect(await houseHolds(t.db, 'external', USDT)).toBe('0');
    expect(await houseHolds(t.db, 'fees', USDT)).toBe('0');
    expect(await auditActions()).toEqual(['withdrawal.reject']);
    await expectLedgerClean(t.db);
  });

  it('lets exactly one of two concurrent approvals, or an approval and a rejection, apply', async () => {
    const alice = await withdrawer('500');
    const first = await withdraw(alice, '100');
    const approvals = await Promise.all([
      t.post('/api/admin/withdrawals/approve', { id: first.id }, op.token),
      t.post('/api/admin/withdrawals/approve', { id: first.id }, op.token),
    ]);
    expect(approvals.map((r) => failure(r).code ?? 'ok').sort()).toEqual(['ALREADY_HANDLED', 'ok']);
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '400', frozen: '0' });
    expect(await houseHolds(t.db, 'external', USDT)).toBe('99');

    const second = await withdraw(alice, '50');
    const [approve, reject] = await Promise.all([
      t.post('/api/admin/withdrawals/approve', { id: second.id }, op.token),
      t.post(
        '/api/admin/withdrawals/reject',
        { id: second.id, reason: 'Duplicate request' },
        op.token,
      ),
    ]);
    const approvedWon = failure(approve).type === 'ok';
    expect([failure(approve), failure(reject)].map((r) => r.code ?? 'ok').sort()).toEqual([
      'ALREADY_HANDLED',
      'ok',
    ]);
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({
      available: approvedWon ? '350' : '400',
      frozen: '0',
    });
    expect(await houseHolds(t.db, 'external', USDT)).toBe(approvedWon ? '148' : '99');
    expect(await houseHolds(t.db, 'fees', USDT)).toBe(approvedWon ? '2' : '1');
    const stored = await t.db
      .selectFrom('withdrawals')
      .select('status')
      .where('id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe(approvedWon ? 1 : 2);
    expect(await count('audit_log')).toBe(2);
    await expectLedgerClean(t.db);
  });
});

// ---- four-eyes -----------------------------------------------------------------------------------

describe('four-eyes approval of money moves', () => {
  const approvals = () => t.db.selectFrom('money_approvals').selectAll().orderBy('id').execute();

  async function requestAdjustment(userId: number, amount = '40') {
    const body = { user_id: userId, currency_id: USDT, type: 'change', amount, reason: 'Goodwill' };
    return ok<{ approval_id: number }>(await t.post('/api/admin/adjust', body, op.token))
      .approval_id;
  }

  async function setThreshold(usdtValue: string) {
    const superOp = await t.admin('super');
    ok(
      await t.post(
        '/api/admin/four-eyes/thresholds/save',
        { currency_id: USDT, usdt_value: usdtValue },
        superOp.token,
      ),
    );
  }

  it('refuses the requesting operator’s own approval, and an auditor’s, posting nothing', async () => {
    const alice = await user();
    const id = await requestAdjustment(alice.id);
    expect(failure(await t.post('/api/admin/approvals/approve', { id }, op.token))).toMatchObject({
      code: 'APPROVAL_SAME_OPERATOR',
    });
    const auditor = await t.admin('auditor');
    expect(
      failure(await t.post('/api/admin/approvals/approve', { id }, auditor.token)),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(failure(await t.post('/api/admin/approvals/approve', { id }, alice.token)).type).toBe(
      '999',
    );
    expect(await count('ledger_postings')).toBe(0);
    expect((await approvals())[0]).toMatchObject({ status: 'pending', decided_by: null });
    // The auditor reads the queue.
    const queue = ok<Page<{ id: number; status: string; requested_by_email: string }>>(
      await t.get('/api/admin/approvals', { status: 'pending' }, auditor.token),
    );
    expect(queue.data).toEqual([
      expect.objectContaining({ id, status: 'pending', requested_by_email: expect.any(String) }),
    ]);
  });

  it('posts once when two other operators approve at the same moment', async () => {
    const alice = await user();
    const id = await requestAdjustment(alice.id, '40');
    const third = await t.admin('operator');
    const raced = await Promise.all([
      t.post('/api/admin/approvals/approve', { id }, checker.token),
      t.post('/api/admin/approvals/approve', { id }, third.token),
    ]);
    const codes = raced
      .map(failure)
      .map((o) => (o.type === 'ok' ? 'ok' : o.code))
      .sort();
    expect(codes).toEqual(['ALREADY_HANDLED', 'ok']);
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '40', frozen: '0' });
    expect(await count('ledger_postings')).toBe(1);
    const [row] = await approvals();
    expect(row).toMatchObject({ status: 'approved', requested_by: op.id });
    expect([checker.id, third.id]).toContain(row!.decided_by);
    await expectLedgerClean(t.db);
  });

  it('never posts a rejected request; either operator may reject it', async () => {
    const alice = await user();
    const first = await requestAdjustment(alice.id);
    const second = await requestAdjustment(alice.id);
    ok(await t.post('/api/admin/approvals/reject', { id: first, reason: 'Wrong user' }, op.token));
    ok(
      await t.post(
        '/api/admin/approvals/reject',
        { id: second, reason: 'No ticket' },
        checker.token,
      ),
    );
    for (const id of [first, second]) {
      expect(
        failure(await t.post('/api/admin/approvals/approve', { id }, checker.token)),
      ).toMatchObject({ code: 'ALREADY_HANDLED' });
    }
    expect(
      failure(await t.post('/api/admin/approvals/reject', { id: first, reason: '  ' }, op.token)),
    ).toMatchObject({ code: 'REASON_REQUIRED' });
    expect(await count('ledger_postings')).toBe(0);
    expect(await approvals()).toEqual([
      expect.objectContaining({
        status: 'rejected',
        decided_by: op.id,
        decision_reason: 'Wrong user',
      }),
      expect.objectContaining({
        status: 'rejected',
        decided_by: checker.id,
        decision_reason: 'No ticket',
      }),
    ]);
  });

  it('confirms a deposit below the threshold at once, and waits for a second operator above it', async () => {
    const alice = await user();
    await setThreshold('200');
    const small = await requestDeposit(alice.token, '150');
    expect(
      ok<{ status: number; approval_id: number | null }>(
        await t.post('/api/admin/deposits/confirm', { id: small.id }, op.token),
      ),
    ).toMatchObject({ status: 1, approval_id: null });

    const large = await requestDeposit(alice.token, '250');
    const asked = ok<{ status: number; approval_id: number }>(
      await t.post('/api/admin/deposits/confirm', { id: large.id }, op.token),
    );
    expect(asked).toMatchObject({ status: 0, approval_id: expect.any(Number) });
    // Another confirm (by anyone) answers the request already open, and still posts nothing.
    const again = ok<{ approval_id: number }>(
      await t.post('/api/admin/deposits/confirm', { id: large.id }, checker.token),
    );
    expect(again.approval_id).toBe(asked.approval_id);
    expect(await balanceOf(t.db, alice.id, USDT, CHANGE)).toEqual({
      available: '150',
      frozen: '0',
    });

    const approved = ok<{ kind: string; usdt_value: string; status: string }>(
      await t.post('/api/admin/approvals/approve', { id: asked.approval_id }, checker.token),
    );
    expect(approved).toMatchObject({ kind: 'deposit', usdt_value: '250', status: 'approved' });
    expect(await balanceOf(t.db, alice.id, USDT, CHANGE)).toEqual({
      available: '400',
      frozen: '0',
    });
    expect(await auditActions()).toEqual([
      'four_eyes.threshold',
      'deposit.confirm',
      'deposit.confirm_requested',
      'deposit.confirm_requested',
      'approval.approve',
    ]);
    await expectLedgerClean(t.db);
  });

  it('a withdrawal above the threshold waits; rejecting the withdrawal closes its request', async () => {
    await t.app.market.start();
    await playPrices(t, feed, PRICES);
    await setThreshold('50');
    const alice = await withdrawer('500');
    const request = await withdraw(alice, '100');
    const asked = ok<{ status: number; approval_id: number }>(
      await t.post('/api/admin/withdrawals/approve', { id: request.id }, op.token),
    );
    expect(asked).toMatchObject({ status: 0, approval_id: expect.any(Number) });
    ok(
      await t.post(
        '/api/admin/withdrawals/reject',
        { id: request.id, reason: 'Address under review' },
        checker.token,
      ),
    );
    expect(
      failure(
        await t.post('/api/admin/approvals/approve', { id: asked.approval_id }, checker.token),
      ),
    ).toMatchObject({ code: 'ALREADY_HANDLED' });
    expect((await approvals())[0]).toMatchObject({
      status: 'rejected',
      decision_reason: 'Address under review',
    });
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '500', frozen: '0' });

    // Another, approved by a second operator, pays out once.
    const paid = await withdraw(alice, '100');
    const next = ok<{ approval_id: number }>(
      await t.post('/api/admin/withdrawals/approve', { id: paid.id }, op.token),
    );
    ok(await t.post('/api/admin/approvals/approve', { id: next.approval_id }, checker.token));
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '400', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('lets only a super-operator set a threshold, and lists the default for the rest', async () => {
    expect(
      failure(
        await t.post(
          '/api/admin/four-eyes/thresholds/save',
          { currency_id: USDT, usdt_value: '5' },
          op.token,
        ),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    await setThreshold('2500');
    const listed = ok<{ currency_id: number; usdt_value: string; own: boolean }[]>(
      await t.get('/api/admin/four-eyes/thresholds', {}, op.token),
    );
    expect(listed.find((r) => r.currency_id === USDT)).toMatchObject({
      usdt_value: '2500',
      own: true,
    });
    expect(listed.find((r) => r.currency_id === BTC)).toMatchObject({
      usdt_value: FOUR_EYES_DEFAULT_THRESHOLD_USDT,
      own: false,
    });
  });
});
