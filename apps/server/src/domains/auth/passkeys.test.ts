import type { PasskeyView } from '@meridian/contract';
import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';

import {
  balanceOf,
  expectLedgerClean,
  failure,
  ok,
  PAY_PASSWORD,
  succeeded,
  USDT,
} from '../../testing/money.js';
import { tronAddress } from '../../testing/chain-addresses.js';
import { SoftwarePasskey } from '../../testing/passkey-authenticator.js';
import type { TestApp } from '../../testing/test-app.js';
import {
  closeWalletApps,
  eligibleWalletUser,
  saveAddress,
  startWallet,
} from '../../testing/wallet.js';
import { withLogins } from './login-history.repository.js';

/*
 * Passkeys through the HTTP layer (issue #21 item 1), with a software authenticator that builds
 * the answers a browser would (testing/passkey-authenticator.ts): adding one, signing in with it,
 * confirming a withdrawal with it, and each way an answer is refused without changing anything.
 */
afterEach(closeWalletApps);

type Options = { challenge: string; rp?: { id: string }; rpId?: string; user?: { id: string } };
type User = Awaited<ReturnType<typeof eligibleWalletUser>>;

const registrationOptions = async (t: TestApp, u: User, extra: Record<string, string> = {}) =>
  ok<Options>(
    await t.post('/api/user/passkey/options', { pay_password: PAY_PASSWORD, ...extra }, u.token),
  );

/** The whole ceremony: options with the pay password, then the authenticator's answer. */
async function addPasskey(t: TestApp, u: User, key = new SoftwarePasskey(), name?: string) {
  const credential = key.register(await registrationOptions(t, u));
  const view = ok<PasskeyView>(
    await t.post('/api/user/passkey/add', { credential, ...(name ? { name } : {}) }, u.token),
  );
  return { key, view };
}

const loginOptions = async (t: TestApp) =>
  ok<Options>(await t.post('/api/user/login/passkey_options', {}));

const passkeysOf = async (t: TestApp, u: User) =>
  ok<PasskeyView[]>(await t.get('/api/user/passkey/list', {}, u.token));

describe('adding a passkey', () => {
  it('asks for the pay password first, then keeps the passkey the answer proves', async () => {
    const t = await startWallet();
    const u = await eligibleWalletUser(t);
    expect(
      failure(await t.post('/api/user/passkey/options', { pay_password: '111111' }, u.token)).code,
    ).toBe('PAY_PASSWORD_WRONG');
    const { view } = await addPasskey(t, u, new SoftwarePasskey(), 'My phone');
    expect(view).toMatchObject({ name: 'My phone', last_used_at: null, synced: false });
    expect(await passkeysOf(t, u)).toEqual([view]);
  });

  it('refuses an answer to another user\u2019s options, a reused answer, and one from another site', async () => {
    const t = await startWallet();
    const a = await eligibleWalletUser(t);
    const b = await eligibleWalletUser(t);
    const key = new SoftwarePasskey();
    const answer = key.register(await registrationOptions(t, a));
    expect(
      failure(await t.post('/api/user/passkey/add', { credential: answer }, b.token)).code,
    ).toBe('PASSKEY_EXPIRED');
    // B's attempt took the challenge: A's own answer is now refused too, and nothing was kept.
    expect(
      failure(await t.post('/api/user/passkey/add', { credential: answer }, a.token)).code,
    ).toBe('PASSKEY_EXPIRED');
    const phished = key.register(await registrationOptions(t, a), { origin: 'https://evil.test' });
    expect(
      failure(await t.post('/api/user/passkey/add', { credential: phished }, a.token)).code,
    ).toBe('PASSKEY_FAILED');
    const unverified = key.register(await registrationOptions(t, a), { unverified: true });
    expect(
      failure(await t.post('/api/user/passkey/add', { credential: unverified }, a.token)).code,
    ).toBe('PASSKEY_FAILED');
    expect(
      failure(await t.post('/api/user/passkey/add', { credential: '{not json' }, a.token)).type,
    ).toBe('error');
    expect(await passkeysOf(t, a)).toEqual([]);
    expect(await passkeysOf(t, b)).toEqual([]);
  });

  it('keeps one of the same passkey added twice in parallel, and stops at ten', async () => {
    const t = await startWallet();
    const u = await eligibleWalletUser(t);
    const key = new SoftwarePasskey();
    const answers = [
      key.register(await registrationOptions(t, u)),
      key.register(await registrationOptions(t, u)),
    ];
    const results = await Promise.all(
      answers.map((credential) => t.post('/api/user/passkey/add', { credential }, u.token)),
    );
    expect(results.filter(succeeded)).toHaveLength(1);
    expect(results.map((r) => failure(r).code).filter(Boolean)).toEqual(['PASSKEY_EXISTS']);
    for (let i = 1; i < 10; i++) await addPasskey(t, u);
    expect(await passkeysOf(t, u)).toHaveLength(10);
    expect(
      failure(await t.post('/api/user/passkey/options', { pay_password: PAY_PASSWORD }, u.token))
        .code,
    ).toBe('PASSKEY_LIMIT');
  });

  it('renames and removes only the caller\u2019s own, and removing asks for the second factor when on', async () => {
    const t = await startWallet();
    const a = await eligibleWalletUser(t);
    const b = await eligibleWalletUser(t);
    const { view } = await addPasskey(t, a);
    expect(
      failure(await t.post('/api/user/passkey/rename', { id: view.id, name: 'x' }, b.token)).code,
    ).toBe('PASSKEY_NOT_FOUND');
    expect(failure(await t.post('/api/user/passkey/remove', { id: view.id }, b.token)).code).toBe(
      'PASSKEY_NOT_FOUND',
    );
    ok(await t.post('/api/user/passkey/rename', { id: view.id, name: 'Laptop' }, a.token));
    expect((await passkeysOf(t, a))[0]!.name).toBe('Laptop');

    const { secret } = ok<{ secret: string }>(await t.post('/api/user/totp/enrol', {}, a.token));
    const code = (offset: number) =>
      generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });
    ok(await t.post('/api/user/totp/confirm', { totp_code: await code(-30) }, a.token));
    expect(failure(await t.post('/api/user/passkey/remove', { id: view.id }, a.token)).code).toBe(
      'TOTP_REQUIRED',
    );
    ok(
      await t.post('/api/user/passkey/remove', { id: view.id, totp_code: await code(0) }, a.token),
    );
    expect(await passkeysOf(t, a)).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('answers a session token for the passkey\u2019s owner, once per challenge', async () => {
    const t = await startWallet();
    const u = await eligibleWalletUser(t);
    const { key } = await addPasskey(t, u);
    const answer = key.authenticate(await loginOptions(t));
    const token = ok<string>(await t.post('/api/user/login/passkey', { credential: answer }));
    const me = ok<{ id?: number; user_id?: number }>(await t.get('/api/user/info', {}, token));
    expect(me).toBeTruthy();
    expect(failure(await t.post('/api/user/login/passkey', { credential: answer })).code).toBe(
      'PASSKEY_EXPIRED',
    );
    expect((await passkeysOf(t, u))[0]!.last_used_at).not.toBeNull();
    const logins = await withLogins(t.db)
      .selectFrom('user_logins')
      .select('success')
      .where('user_id', '=', u.id)
      .execute();
    expect(logins.map((l) => l.success)).toContain(true);
  });

  it('gives one session for the same answer sent twice at once', async () => {
    const t = await startWallet();
    const u = await eligibleWalletUser(t);
    const { key } = await addPasskey(t, u);
    const answer = key.authenticate(await loginOptions(t));
    const results = await Promise.all(
      [0, 1, 2].map(() => t.post('/api/user/login/passkey', { credential: answer })),
    );
    expect(results.filter(succeeded)).toHaveLength(1);
  });

  it('refuses an unknown passkey, another site, no user verification, a counter gone back, and a held account', async () => {
    const t = await startWallet();
    const u = await eligibleWalletUser(t);
    const { key } = await addPasskey(t, u);
    const stranger = new SoftwarePasskey();
    stranger.register({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'AAAA' } });
    const refusal = async (answer: string) =>
      failure(await t.post('/api/user/login/passkey', { credential: answer })).code;
    expect(await refusal(stranger.authenticate(await loginOptions(t)))).toBe('PASSKEY_NOT_FOUND');
    expect(
      await refusal(key.authenticate(await loginOptions(t), { origin: 'https://evil.test' })),
    ).toBe('PASSKEY_FAILED');
    expect(await refusal(key.authenticate(await loginOptions(t), { unverified: true }))).toBe(
      'PASSKEY_FAILED',
    );
    ok(
      await t.post('/api/user/login/passkey', {
        credential: key.authenticate(await loginOptions(t)),
      }),
    );
    // A cloned authenticator shows itself by a counter that does not move forward.
    expect(await refusal(key.authenticate(await loginOptions(t), { counter: 1 }))).toBe(
      'PASSKEY_FAILED',
    );
    await t.db
      .updateTable('users')
      .set({ held_reason: 'Under review', held_at: new Date() })
      .where('id', '=', u.id)
      .execute();
    expect(await refusal(key.authenticate(await loginOptions(t), { counter: 100 }))).toBe(
      'ACCOUNT_HELD',
    );
  });
});

describe('confirming a withdrawal with a passkey', () => {
  const withdrawal = (u: User & { address: { id: number } }, number = '100') => ({
    currency: USDT,
    number,
    address_id: u.address.id,
  });
  async function readyUser(t: TestApp) {
    const u = await eligibleWalletUser(t);
    const address = await saveAddress(t, u.token);
    return { ...u, address };
  }
  /** Options to confirm `body` (a withdrawal's fields) with a passkey. */
  const confirmOptions = async (t: TestApp, token: string, body: Record<string, string | number>) =>
    ok<Options>(
      await t.post('/api/user/passkey/confirm_options', { purpose: 'withdraw', ...body }, token),
    );

  it('stands in for the pay password, once per answer', async () => {
    const t = await startWallet({ prices: true });
    const u = await readyUser(t);
    const { key } = await addPasskey(t, u);
    const passkey = key.authenticate(await confirmOptions(t, u.token, withdrawal(u)));
    ok(await t.post('/api/wallet/out', { ...withdrawal(u), passkey }, u.token));
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '900', frozen: '100' });
    expect(
      failure(await t.post('/api/wallet/out', { ...withdrawal(u), passkey }, u.token)).code,
    ).toBe('PASSKEY_EXPIRED');
    expect(failure(await t.post('/api/wallet/out', withdrawal(u), u.token)).code).toBe(
      'PAY_PASSWORD_FORMAT',
    );
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '900', frozen: '100' });
    await expectLedgerClean(t.db);
  });

  it('refuses another user\u2019s passkey or options, and more than the balance, freezing nothing', async () => {
    const t = await startWallet({ prices: true });
    const a = await readyUser(t);
    const b = await readyUser(t);
    const { key: keyA } = await addPasskey(t, a);
    const { key: keyB } = await addPasskey(t, b);
    // B's passkey answering A's options, and A's passkey answering B's options.
    const code = async (token: string, passkey: string, number = '100') =>
      failure(await t.post('/api/wallet/out', { ...withdrawal(a, number), passkey }, token)).code;
    const answer = async (key: typeof keyA, token: string, number = '100') =>
      key.authenticate(await confirmOptions(t, token, withdrawal(a, number)));
    expect(await code(a.token, await answer(keyB, a.token))).toBe('PASSKEY_NOT_FOUND');
    expect(await code(a.token, await answer(keyA, b.token))).toBe('PASSKEY_EXPIRED');
    // An answer confirms the withdrawal it was asked for: not another amount or destination.
    expect(await code(a.token, await answer(keyA, a.token), '200')).toBe('PASSKEY_EXPIRED');
    const other = ok<{ id: number }>(
      await t.post(
        '/api/user/wallet/save',
        { currency: USDT, name: 'Second wallet', address: tronAddress(1) },
        a.token,
      ),
    );
    const elsewhere = await answer(keyA, a.token);
    expect(
      failure(
        await t.post(
          '/api/wallet/out',
          { ...withdrawal(a), address_id: other.id, passkey: elsewhere },
          a.token,
        ),
      ).code,
    ).toBe('PASSKEY_EXPIRED');
    expect(await code(a.token, await answer(keyA, a.token, '5000'), '5000')).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(await balanceOf(t.db, a.id, USDT)).toEqual({ available: '1000', frozen: '0' });
    expect(await balanceOf(t.db, b.id, USDT)).toEqual({ available: '1000', frozen: '0' });
  });

  it('freezes once for the same answer submitted twice at once', async () => {
    const t = await startWallet({ prices: true });
    const u = await readyUser(t);
    const { key } = await addPasskey(t, u);
    const passkey = key.authenticate(await confirmOptions(t, u.token, withdrawal(u)));
    const results = await Promise.all(
      [0, 1].map(() => t.post('/api/wallet/out', { ...withdrawal(u), passkey }, u.token)),
    );
    expect(results.filter(succeeded)).toHaveLength(1);
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '900', frozen: '100' });
  });

  it('has no options for a user without passkeys, nor for no withdrawal', async () => {
    const t = await startWallet();
    const u = await readyUser(t);
    const options = (body: Record<string, string | number>) =>
      t.post('/api/user/passkey/confirm_options', { purpose: 'withdraw', ...body }, u.token);
    expect(failure(await options(withdrawal(u))).code).toBe('PASSKEY_NOT_FOUND');
    expect(failure(await options({})).code).toBe('PARAMETER_ERROR');
  });
});
