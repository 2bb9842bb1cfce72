import type { AccountTransferView, Page } from '@meridian/contract';

import { afterEach, describe, expect, it } from 'vitest';

import {
  balanceOf,
  BTC,
  CHANGE,
  expectLedgerClean,
  failure,
  fund,
  LEGAL,
  LEVER,
  MICRO,
  ok,
  USDT,
} from '../../testing/money.js';
import { withSockets } from '../../testing/sockets.js';
import { buildDatabaseTemplateFirst } from '../../testing/lifecycle.js';
import { closeWalletApps, postKeyed, startWallet, walletUser } from '../../testing/wallet.js';

buildDatabaseTemplateFirst();
afterEach(closeWalletApps);

describe('POST /api/wallet/change (between own accounts)', () => {
  it('moves money between accounts by name or number, records it and shows it in the bill', async () => {
    const t = await startWallet();
    const u = await walletUser(t);
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
    const t = await startWallet();
    const u = await walletUser(t);
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
    const t = await startWallet();
    const u = await walletUser(t);
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
    const t = await startWallet();
    const [u, other] = [await walletUser(t), await walletUser(t)];
    await fund(t.db, u.id, USDT, '10');
    await withSockets(t, [u.token, other.token], async ([mine, theirs]) => {
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
    });
  });
});

describe('Idempotency-Key', () => {
  it('moves money once for the same key and answers the first result again', async () => {
    const t = await startWallet();
    const u = await walletUser(t);
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
    const t = await startWallet();
    const u = await walletUser(t);
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
    const t = await startWallet();
    const u = await walletUser(t);
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
    const t = await startWallet();
    const u = await walletUser(t);
    const body = { currency_id: USDT, number: '5', from_field: 'change', to_field: 'lever' };
    expect(
      failure(await postKeyed(t, '/api/wallet/change', body, u.token, 'key-retry-00001')).code,
    ).toBe('INSUFFICIENT_BALANCE');
    await fund(t.db, u.id, USDT, '5');
    ok(await postKeyed(t, '/api/wallet/change', body, u.token, 'key-retry-00001'));
    expect(await balanceOf(t.db, u.id, USDT, LEVER)).toEqual({ available: '5', frozen: '0' });
  });

  it('keeps keys per user: another user may use the same key', async () => {
    const t = await startWallet();
    const [a, b] = [await walletUser(t), await walletUser(t)];
    await fund(t.db, a.id, USDT, '10');
    await fund(t.db, b.id, USDT, '10');
    const body = { currency_id: USDT, number: '1', from_field: 'change', to_field: 'lever' };
    ok(await postKeyed(t, '/api/wallet/change', body, a.token, 'shared-key-0001'));
    ok(await postKeyed(t, '/api/wallet/change', body, b.token, 'shared-key-0001'));
    expect(await balanceOf(t.db, b.id, USDT, LEVER)).toEqual({ available: '1', frozen: '0' });
  });
});
