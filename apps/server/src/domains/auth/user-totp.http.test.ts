import type { LoginChallengeView, TotpStatusView } from '@meridian/contract';
import { generate } from 'otplib';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { balanceOf, failure, ok, PAY_PASSWORD, succeeded, USDT } from '../../testing/money.js';
import { tronAddress } from '../../testing/chain-addresses.js';
import type { TestApp } from '../../testing/test-app.js';
import { withLogins } from './login-history.repository.js';
import {
  closeWalletApps,
  makeReadyToWithdraw,
  startWallet,
  walletUser,
} from '../../testing/wallet.js';

/*
 * User two-factor through the HTTP layer (issue #21 item 2): enrol, the sign-in's second step, and
 * the writes it guards. Codes are computed from the key the enrolment answers; a code of the next
 * or previous 30 s step stands for "a later code" (the replay guard takes each step once).
 */
afterEach(async () => {
  vi.useRealTimers();
  await closeWalletApps();
});

const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

async function enrolledUser(t: TestApp) {
  const u = await walletUser(t);
  const { secret } = ok<{ secret: string; uri: string }>(
    await t.post('/api/user/totp/enrol', {}, u.token),
  );
  const { recovery_codes } = ok<{ recovery_codes: string[] }>(
    await t.post('/api/user/totp/confirm', { totp_code: await codeAt(secret, -30) }, u.token),
  );
  const { email } = await t.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', u.id)
    .executeTakeFirstOrThrow();
  return { ...u, secret, recovery: recovery_codes, email: email!, password: 'Secret123' };
}

const signIn = (t: TestApp, user: { email: string; password: string }) =>
  t.post('/api/user/login', { user_string: user.email, password: user.password });

const loginsOf = (t: TestApp, userId: number) =>
  withLogins(t.db)
    .selectFrom('user_logins')
    .select('success')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('two-factor sign-in', () => {
  it('answers a challenge instead of a token, and the code exchanges it for a session once', async () => {
    const t = await startWallet();
    const u = await enrolledUser(t);
    expect(ok<TotpStatusView>(await t.get('/api/user/totp', {}, u.token))).toEqual({
      enabled: true,
      recovery_codes_left: 10,
    });

    const answer = ok<LoginChallengeView>(await signIn(t, u));
    expect(answer).toMatchObject({ second_factor: 'totp' });
    expect(typeof answer.challenge).toBe('string');
    // The challenge is no session.
    expect((await t.get('/api/user/info', {}, answer.challenge)).json()).toMatchObject({
      type: '999',
    });

    const before = (await loginsOf(t, u.id)).length;
    expect(
      failure(
        await t.post('/api/user/login/verify', {
          challenge: answer.challenge,
          totp_code: '000000',
        }),
      ).code,
    ).toBe('TOTP_INVALID');
    expect((await loginsOf(t, u.id)).slice(before)).toEqual([{ success: false }]);

    const code = await codeAt(u.secret);
    const token = ok<string>(
      await t.post('/api/user/login/verify', { challenge: answer.challenge, totp_code: code }),
    );
    expect(succeeded(await t.get('/api/user/info', {}, token))).toBe(true);
    // Used once: the same challenge, and the same code at a new challenge, are refused.
    expect(
      failure(
        await t.post('/api/user/login/verify', {
          challenge: answer.challenge,
          totp_code: await codeAt(u.secret, 30),
        }),
      ).code,
    ).toBe('LOGIN_CHALLENGE_EXPIRED');
    const again = ok<LoginChallengeView>(await signIn(t, u));
    expect(
      failure(
        await t.post('/api/user/login/verify', { challenge: again.challenge, totp_code: code }),
      ).code,
    ).toBe('TOTP_INVALID');
  });

  it('takes a recovery code once, and counts it down', async () => {
    const t = await startWallet();
    const u = await enrolledUser(t);
    const first = ok<LoginChallengeView>(await signIn(t, u));
    ok<string>(
      await t.post('/api/user/login/verify', {
        challenge: first.challenge,
        recovery_code: ` ${u.recovery[3]!.toUpperCase()} `,
      }),
    );
    const second = ok<LoginChallengeView>(await signIn(t, u));
    expect(
      failure(
        await t.post('/api/user/login/verify', {
          challenge: second.challenge,
          recovery_code: u.recovery[3],
        }),
      ).code,
    ).toBe('TOTP_INVALID');
    expect(ok<TotpStatusView>(await t.get('/api/user/totp', {}, u.token))).toMatchObject({
      recovery_codes_left: 9,
    });
  });

  it('lets a challenge expire after 5 minutes', async () => {
    const t = await startWallet();
    const u = await enrolledUser(t);
    const answer = ok<LoginChallengeView>(await signIn(t, u));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60 * 1000 + 1000 });
    expect(
      failure(
        await t.post('/api/user/login/verify', {
          challenge: answer.challenge,
          totp_code: await codeAt(u.secret),
        }),
      ).code,
    ).toBe('LOGIN_CHALLENGE_EXPIRED');
  });

  it('gives one session to a double-submitted second step', async () => {
    const t = await startWallet();
    const u = await enrolledUser(t);
    const answer = ok<LoginChallengeView>(await signIn(t, u));
    const code = await codeAt(u.secret);
    const both = await Promise.all([
      t.post('/api/user/login/verify', { challenge: answer.challenge, totp_code: code }),
      t.post('/api/user/login/verify', { challenge: answer.challenge, totp_code: code }),
    ]);
    expect(both.filter(succeeded)).toHaveLength(1);
  });

  it("refuses another user's code on a challenge", async () => {
    const t = await startWallet();
    const alice = await enrolledUser(t);
    const bob = await enrolledUser(t);
    const answer = ok<LoginChallengeView>(await signIn(t, alice));
    expect(
      failure(
        await t.post('/api/user/login/verify', {
          challenge: answer.challenge,
          totp_code: await codeAt(bob.secret),
        }),
      ).code,
    ).toBe('TOTP_INVALID');
  });

  it('turns off only with a code, and then signs in with the password alone', async () => {
    const t = await startWallet();
    const u = await enrolledUser(t);
    expect(failure(await t.post('/api/user/totp/disable', {}, u.token)).code).toBe('TOTP_REQUIRED');
    ok(await t.post('/api/user/totp/disable', { totp_code: await codeAt(u.secret) }, u.token));
    expect(typeof ok<unknown>(await signIn(t, u))).toBe('string');
  });
});

describe('writes two-factor guards', () => {
  const eligible = async (t: TestApp) => makeReadyToWithdraw(t, await enrolledUser(t));

  it('withdrawal: no code or a wrong one freezes nothing; a right one requests it', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligible(t);
    const saved = ok<{ id: number }>(
      await t.post(
        '/api/user/wallet/save',
        {
          currency: USDT,
          name: 'Cold',
          address: tronAddress(),
          totp_code: await codeAt(u.secret),
        },
        u.token,
      ),
    );
    const body = {
      currency: USDT,
      number: '100',
      pay_password: PAY_PASSWORD,
      address_id: saved.id,
    };
    expect(failure(await t.post('/api/wallet/out', body, u.token)).code).toBe('TOTP_REQUIRED');
    expect(
      failure(await t.post('/api/wallet/out', { ...body, totp_code: '000000' }, u.token)).code,
    ).toBe('TOTP_INVALID');
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '1000', frozen: '0' });
    ok(
      await t.post('/api/wallet/out', { ...body, totp_code: await codeAt(u.secret, 30) }, u.token),
    );
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '900', frozen: '100' });
  });

  it('a new address and a bank card are not saved without the code', async () => {
    const t = await startWallet();
    const u = await enrolledUser(t);
    const address = { currency: USDT, name: 'Cold', address: tronAddress() };
    expect(failure(await t.post('/api/user/wallet/save', address, u.token)).code).toBe(
      'TOTP_REQUIRED',
    );
    const card = {
      real_name: 'Li Wei',
      bank_name: 'Bank of Meridian',
      bank_network: 'Pudong branch',
      province_city: 'Shanghai',
      card_number: '6222 0212 3456 7890',
      phone: '+86 139-0000-1234',
    };
    expect(failure(await t.post('/api/user/cash_save', card, u.token)).code).toBe('TOTP_REQUIRED');
    expect(await t.db.selectFrom('withdraw_addresses').select('id').execute()).toHaveLength(0);
    expect(await t.db.selectFrom('bank_cards').select('user_id').execute()).toHaveLength(0);
    const saved = ok<{ fields: Record<string, string> }>(
      await t.post('/api/user/cash_save', { ...card, totp_code: await codeAt(u.secret) }, u.token),
    );
    // The code is no field of the card.
    expect(Object.keys(saved.fields).sort()).toEqual(Object.keys(card).sort());
  });

  it('pay password and login password changes need the code; without it nothing changes', async () => {
    const t = await startWallet();
    const u = await enrolledUser(t);
    const hashes = () =>
      t.db
        .selectFrom('users')
        .select(['password_hash', 'pay_password_hash'])
        .where('id', '=', u.id)
        .executeTakeFirstOrThrow();
    const before = await hashes();

    // One code per address a minute (the sign-up's was just sent): each send a minute later.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 61_000 });
    ok(await t.post('/api/sms_mail', { user_string: u.email, scene: 'pay_password' }, u.token));
    const payCode = t.outbox.codeFor(u.email);
    const pay = { password: '135790', re_password: '135790', code: payCode };
    expect(failure(await t.post('/api/safe/update_password', pay, u.token)).code).toBe(
      'TOTP_REQUIRED',
    );

    vi.setSystemTime(start + 122_000);
    ok(await t.post('/api/sms_mail', { user_string: u.email, scene: 'forget' }));
    const reset = {
      account: u.email,
      password: 'Another123',
      repassword: 'Another123',
      code: t.outbox.codeFor(u.email),
    };
    expect(failure(await t.post('/api/user/forget', reset)).code).toBe('TOTP_REQUIRED');
    expect(await hashes()).toEqual(before);

    ok(await t.post('/api/user/forget', { ...reset, totp_code: await codeAt(u.secret) }));
    expect((await hashes()).password_hash).not.toBe(before.password_hash);
  });
});
