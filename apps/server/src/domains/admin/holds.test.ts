import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { failure, ok, userIdOf } from '../../testing/money.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let op: { token: string; id: number; email: string };
beforeEach(async () => {
  t = await buildTestApp();
  op = await t.admin('operator');
});
afterEach(() => t.close());

const REASON = 'Deposit voucher under review, ticket 88';

async function user() {
  const { token, email, password } = await t.signUp();
  return { token, email, password, id: await userIdOf(t, token) };
}

const login = (email: string, password: string, lang = 'en') =>
  t.post('/api/user/login', { user_string: email, password, lang });

describe('an operator’s hold on an account', () => {
  it('ends the sessions and tells the user the reason at sign-in, never a silent freeze', async () => {
    const alice = await user();
    const held = ok<{ hold: { reason: string; held_by_email: string } | null }>(
      await t.post('/api/admin/users/hold', { user_id: alice.id, reason: REASON }, op.token),
    );
    expect(held.hold).toMatchObject({ reason: REASON, held_by_email: op.email });

    expect(failure(await t.get('/api/user/info', {}, alice.token)).type).toBe('999');
    expect(failure(await login(alice.email, alice.password))).toMatchObject({
      code: 'ACCOUNT_HELD',
      message: `This account is on hold: ${REASON}. Contact customer service to resolve it.`,
    });
    expect(failure(await login(alice.email, alice.password, 'zh')).message).toBe(
      `该账户已被暂停：${REASON}。请联系客服处理。`,
    );
    // Without the password, nothing about the hold is said.
    expect(failure(await login(alice.email, 'Wrong12345'))).toMatchObject({ code: 'LOGIN_FAILED' });

    expect(
      failure(
        await t.post('/api/admin/users/hold', { user_id: alice.id, reason: 'Again' }, op.token),
      ),
    ).toMatchObject({ code: 'ACCOUNT_ALREADY_HELD' });

    const released = ok<{ hold: unknown }>(
      await t.post(
        '/api/admin/users/release',
        { user_id: alice.id, reason: 'Voucher checked' },
        op.token,
      ),
    );
    expect(released.hold).toBeNull();
    expect(ok<string>(await login(alice.email, alice.password))).toEqual(expect.any(String));
    expect(
      failure(
        await t.post('/api/admin/users/release', { user_id: alice.id, reason: 'Twice' }, op.token),
      ),
    ).toMatchObject({ code: 'ACCOUNT_NOT_HELD' });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('entity', '=', 'user')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'user.hold', detail: { user_id: alice.id, reason: REASON } },
      { action: 'user.release', detail: { user_id: alice.id, reason: 'Voucher checked' } },
    ]);
  });

  it('needs a written reason and an existing account, and changes nothing otherwise', async () => {
    const alice = await user();
    expect(
      failure(await t.post('/api/admin/users/hold', { user_id: alice.id, reason: ' ' }, op.token)),
    ).toMatchObject({ code: 'REASON_REQUIRED' });
    expect(
      failure(await t.post('/api/admin/users/hold', { user_id: 999999, reason: REASON }, op.token)),
    ).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
    expect(ok(await t.get('/api/user/info', {}, alice.token))).toBeTruthy();
    expect(
      await t.db.selectFrom('audit_log').select('id').where('entity', '=', 'user').execute(),
    ).toEqual([]);
  });
});
