import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { failure, ok, uploadImage, userIdOf } from '../../testing/money.js';
import { buildTestApp, expectOk, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'user-agent': 'Meridian test browser/1.0' },
    payload: { user_string: email, password },
  });

interface Page<T> {
  data: T[];
  total: number;
}
interface Login {
  at: number;
  ip: string;
  user_agent: string;
  success: boolean;
}

describe("the operator's view of a user", () => {
  it('keeps every sign-in attempt on a known account, with address, browser and result', async () => {
    const auditor = await t.admin('auditor');
    const alice = await t.signUp();
    const id = await userIdOf(t, alice.token);
    expect(failure(await login(alice.email, 'Wrong12345')).code).toBe('LOGIN_FAILED');
    ok(await login(alice.email, alice.password));
    // An unknown account names no user: nothing is kept for it.
    failure(await login('nobody@example.com', 'Wrong12345'));

    const logins = ok<Page<Login>>(
      await t.get('/api/admin/users/logins', { user_id: id }, auditor.token),
    );
    expect(logins.total).toBe(3);
    expect(logins.data.map((l) => [l.success, l.user_agent])).toEqual([
      [true, 'Meridian test browser/1.0'],
      [false, 'Meridian test browser/1.0'],
      [true, 'lightMyRequest'],
    ]);
    expect(logins.data[0]).toMatchObject({ ip: '127.0.0.1', at: expect.any(Number) });

    // Held: the refused attempt is kept too.
    const op = await t.admin('operator');
    ok(await t.post('/api/admin/users/hold', { user_id: id, reason: 'Check' }, op.token));
    expect(failure(await login(alice.email, alice.password)).code).toBe('ACCOUNT_HELD');
    const after = ok<Page<Login>>(
      await t.get('/api/admin/users/logins', { user_id: id, limit: 1 }, auditor.token),
    );
    expect(after).toMatchObject({ total: 4, data: [{ success: false }] });
  });

  it('lists the live sessions only, and the profile with every identity record and signed photos', async () => {
    const auditor = await t.admin('auditor');
    const alice = await t.signUp();
    const id = await userIdOf(t, alice.token);
    const second = (await expectOk(await login(alice.email, alice.password))).message as string;
    expect(
      ok<unknown[]>(await t.get('/api/admin/users/sessions', { user_id: id }, auditor.token)),
    ).toHaveLength(2);
    await expectOk(await t.get('/api/user/logout', {}, second));
    const live = ok<{ created_at: number; expires_at: number }[]>(
      await t.get('/api/admin/users/sessions', { user_id: id }, auditor.token),
    );
    expect(live).toHaveLength(1);
    expect(live[0]!.expires_at).toBeGreaterThan(Date.now());

    const front = await uploadImage(t, alice.token);
    await t.db
      .insertInto('kyc_records')
      .values({ user_id: id, level: 2, front_pic: front, reverse_pic: front, status: 1 })
      .execute();
    const profile = ok<{
      email: string;
      invite_code: string;
      real_level: number;
      kyc: { level: number; status: number; front_pic: string }[];
    }>(await t.get('/api/admin/users/profile', { user_id: id }, auditor.token));
    expect(profile).toMatchObject({ email: alice.email, real_level: 0 });
    expect(profile.invite_code).toMatch(/^[A-Z0-9]+$/);
    expect(profile.kyc).toHaveLength(1);
    expect(profile.kyc[0]).toMatchObject({ level: 2, status: 1 });
    // A short-lived signed link, never the private path itself.
    expect(profile.kyc[0]!.front_pic).not.toBe(front);
    expect(profile.kyc[0]!.front_pic).toContain('sig=');
  });

  it('pages the orders and positions (empty for a new user), and refuses an unknown user', async () => {
    const auditor = await t.admin('auditor');
    const alice = await t.signUp();
    const id = await userIdOf(t, alice.token);
    for (const path of ['spot-orders', 'futures-positions', 'option-orders']) {
      expect(
        ok<Page<unknown>>(await t.get(`/api/admin/users/${path}`, { user_id: id }, auditor.token)),
        path,
      ).toMatchObject({ data: [], total: 0 });
    }
    for (const path of ['profile', 'sessions', 'logins', 'spot-orders']) {
      expect(
        failure(await t.get(`/api/admin/users/${path}`, { user_id: 999999 }, auditor.token)),
        path,
      ).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
    }
  });
});
