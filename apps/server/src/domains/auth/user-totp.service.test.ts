import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AppDeps } from '../../deps.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import * as totp from './user-totp.service.js';

let t: TestApp;
let deps: AppDeps;
let userId: number;

const epoch = (offset = 0) => Math.floor(Date.now() / 1000) + offset;
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: epoch(offset) });

async function errorOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    return (err as { code?: string }).code;
  }
}

beforeEach(async () => {
  t = await buildTestApp();
  deps = { db: t.db, config: t.config } as unknown as AppDeps;
  const { email } = await t.signUp('totp-user@example.com');
  const row = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  userId = row.id;
});
afterEach(() => t.close());

async function enable(): Promise<{ secret: string; recovery: string[] }> {
  const { secret, uri } = await totp.enrolUserTotp(deps, userId, 'totp-user@example.com');
  expect(uri).toContain(`secret=${secret}`);
  const { recovery_codes } = await totp.confirmUserTotp(deps, userId, {
    totp_code: await codeAt(secret, -30),
  });
  return { secret, recovery: recovery_codes };
}

describe('user TOTP two-factor', () => {
  it('asks nothing while off; once on, requires a code, refuses a replay, takes a recovery code once', async () => {
    await totp.requireUserSecondFactor(deps, userId, {});
    const { secret, recovery } = await enable();
    expect(recovery).toHaveLength(10);
    expect(await errorOf(totp.requireUserSecondFactor(deps, userId, {}))).toBe('TOTP_REQUIRED');
    const code = await codeAt(secret);
    await totp.requireUserSecondFactor(deps, userId, { totp_code: code });
    expect(await errorOf(totp.requireUserSecondFactor(deps, userId, { totp_code: code }))).toBe(
      'TOTP_INVALID',
    );
    await totp.requireUserSecondFactor(deps, userId, { recovery_code: recovery[0] });
    expect(
      await errorOf(totp.requireUserSecondFactor(deps, userId, { recovery_code: recovery[0] })),
    ).toBe('TOTP_INVALID');
    // The key is stored sealed, never as given.
    const row = await t.db.selectFrom('user_totp').selectAll().executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
  });

  it('locks the second factor after five wrong codes', async () => {
    const { secret } = await enable();
    for (let i = 0; i < 5; i++) {
      expect(
        await errorOf(totp.requireUserSecondFactor(deps, userId, { totp_code: '000000' })),
      ).toBe('TOTP_INVALID');
    }
    expect(
      await errorOf(
        totp.requireUserSecondFactor(deps, userId, { totp_code: await codeAt(secret, 30) }),
      ),
    ).toBe('LOGIN_LOCKED');
  });

  it('turns off only with a current code; one of two parallel confirmations wins', async () => {
    const { secret, uri } = await totp.enrolUserTotp(deps, userId, 'x');
    expect(uri).toBeTruthy();
    const code = await codeAt(secret);
    const both = await Promise.all([
      errorOf(totp.confirmUserTotp(deps, userId, { totp_code: code })),
      errorOf(totp.confirmUserTotp(deps, userId, { totp_code: code })),
    ]);
    expect(both.filter((e) => e === undefined)).toHaveLength(1);
    expect(await t.db.selectFrom('user_recovery_codes').select('id').execute()).toHaveLength(10);
    expect(await errorOf(totp.disableUserTotp(deps, userId, {}))).toBe('TOTP_REQUIRED');
    await totp.disableUserTotp(deps, userId, { totp_code: await codeAt(secret, 30) });
    expect(await totp.userTotpEnabled(deps, userId)).toBe(false);
  });
});
