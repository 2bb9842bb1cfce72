import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createAdmin } from './admin.service.js';
import { buildTestApp, expectOk, type TestApp } from '../../testing/test-app.js';
import { ADMIN_IDLE_MS } from './admin-auth.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const json = (res: { json: <T>() => T }) =>
  res.json<{ type: string; code?: string; message?: unknown }>();
const PASSWORD = 'Operator123';

/** A new operator past the password only: the token opens the second-factor routes. */
async function signIn(email = `op${Math.random().toString(36).slice(2)}@example.com`) {
  const created = await createAdmin({ db: t.db }, { email, password: PASSWORD, role: 'operator' });
  const login = await expectOk(await t.post('/api/admin/login', { email, password: PASSWORD }));
  return { id: created.id, email, token: login.message as string };
}

/** The step after `secret`'s current one: a fresh code that is not a replay of the last. */
const nextCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe('operator TOTP', () => {
  it('enrols on the first sign-in: nothing else answers until the first code confirms it', async () => {
    const op = await signIn();
    expect(json(await t.get('/api/admin/me', {}, op.token))).toMatchObject({
      code: 'TOTP_REQUIRED',
    });
    expect(json(await t.get('/api/admin/totp/state', {}, op.token)).message).toEqual({
      enrolled: false,
      stage: 'password',
    });
    const { secret, uri } = json(await t.post('/api/admin/totp/enrol', {}, op.token)).message as {
      secret: string;
      uri: string;
    };
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(
      json(await t.post('/api/admin/totp/confirm', { code: '000000' }, op.token)),
    ).toMatchObject({ code: 'TOTP_INVALID' });
    const confirmed = json(
      await t.post('/api/admin/totp/confirm', { code: await generate({ secret }) }, op.token),
    ).message as { recovery_codes: string[] };
    expect(confirmed.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.recovery_codes).size).toBe(10);
    expect(json(await t.get('/api/admin/me', {}, op.token)).message).toMatchObject({
      email: op.email,
    });
    // Enrolled: no second enrolment over the first.
    expect(json(await t.post('/api/admin/totp/enrol', {}, op.token))).toMatchObject({
      code: 'TOTP_ENROLLED',
    });
  });

  it('stores the authenticator key sealed: the database alone does not give it away', async () => {
    const op = await signIn();
    const { secret } = json(await t.post('/api/admin/totp/enrol', {}, op.token)).message as {
      secret: string;
    };
    const row = await t.db
      .selectFrom('admins')
      .select('totp_secret')
      .where('id', '=', op.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    expect(
      json(await t.post('/api/admin/totp/confirm', { code: await generate({ secret }) }, op.token)),
    ).toMatchObject({ type: 'ok' });
  });

  it('asks for a code on every later sign-in, refuses a replayed code, takes a recovery code once', async () => {
    const first = await t.admin('operator');
    const again = async () =>
      (
        await expectOk(
          await t.post('/api/admin/login', { email: first.email, password: first.password }),
        )
      ).message as string;

    const token = await again();
    expect(json(await t.get('/api/admin/audit', {}, token))).toMatchObject({
      code: 'TOTP_REQUIRED',
    });
    // The code that confirmed the enrolment (this time step) is used: a replay is refused.
    const used = await generate({ secret: first.totpSecret });
    expect(json(await t.post('/api/admin/totp/verify', { code: used }, token))).toMatchObject({
      code: 'TOTP_INVALID',
    });
    const fresh = await nextCode(first.totpSecret);
    expect(json(await t.post('/api/admin/totp/verify', { code: fresh }, token)).message).toEqual({
      enrolled: true,
      stage: 'full',
    });
    expect(json(await t.get('/api/admin/audit', {}, token)).type).toBe('ok');

    // The same fresh code cannot open another session.
    const other = await again();
    expect(json(await t.post('/api/admin/totp/verify', { code: fresh }, other))).toMatchObject({
      code: 'TOTP_INVALID',
    });
  });

  it('locks the second factor after five wrong codes, apart from the password', async () => {
    const op = await t.admin('operator');
    const token = (
      await expectOk(await t.post('/api/admin/login', { email: op.email, password: op.password }))
    ).message as string;
    for (let i = 0; i < 5; i++) {
      expect(json(await t.post('/api/admin/totp/verify', { code: '123456' }, token)).code).toMatch(
        /TOTP_INVALID|LOGIN_LOCKED/,
      );
    }
    // Locked: even the right code is refused unchecked.
    expect(
      json(await t.post('/api/admin/totp/verify', { code: await nextCode(op.totpSecret) }, token)),
    ).toMatchObject({ code: 'LOGIN_LOCKED' });
    expect(json(await t.post('/api/admin/totp/verify', { code: 'abc' }, token))).toMatchObject({
      code: 'PARAMETER_ERROR',
    });
  });

  it('uses a recovery code once', async () => {
    const op = await signIn();
    const { secret } = json(await t.post('/api/admin/totp/enrol', {}, op.token)).message as {
      secret: string;
    };
    const { recovery_codes } = json(
      await t.post('/api/admin/totp/confirm', { code: await generate({ secret }) }, op.token),
    ).message as { recovery_codes: string[] };
    const relogin = async () =>
      (await expectOk(await t.post('/api/admin/login', { email: op.email, password: PASSWORD })))
        .message as string;
    const token = await relogin();
    const [code] = recovery_codes;
    expect(json(await t.post('/api/admin/totp/verify', { recovery_code: code }, token)).type).toBe(
      'ok',
    );
    const next = await relogin();
    expect(
      json(await t.post('/api/admin/totp/verify', { recovery_code: code }, next)),
    ).toMatchObject({ code: 'TOTP_INVALID' });
  });
});

describe('operator sessions', () => {
  it('lists the operator’s own sessions and revokes one of them, never another’s', async () => {
    const op = await t.admin('operator');
    const other = await t.admin('operator');
    const second = (
      await expectOk(await t.post('/api/admin/login', { email: op.email, password: op.password }))
    ).message as string;
    const listed = json(await t.get('/api/admin/sessions', {}, op.token)).message as {
      id: number;
      current: boolean;
      stage: string;
    }[];
    expect(listed).toHaveLength(2);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    const pending = listed.find((s) => !s.current)!;
    expect(pending.stage).toBe('password');

    expect(
      json(await t.post('/api/admin/sessions/revoke', { id: pending.id }, other.token)),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      json(await t.post('/api/admin/sessions/revoke', { id: pending.id }, op.token)).type,
    ).toBe('ok');
    expect(json(await t.get('/api/admin/totp/state', {}, second)).type).toBe('999');
  });

  it('ends a session left unused longer than the idle timeout', async () => {
    const op = await t.admin('operator');
    expect(json(await t.get('/api/admin/me', {}, op.token)).type).toBe('ok');
    await t.db
      .updateTable('admin_sessions')
      .set({ last_seen_at: new Date(Date.now() - ADMIN_IDLE_MS - 1000) })
      .where('admin_id', '=', op.id)
      .execute();
    expect(json(await t.get('/api/admin/me', {}, op.token)).type).toBe('999');
    // Ended for good, not only for that request.
    const rows = await t.db
      .selectFrom('admin_sessions')
      .select('revoked_at')
      .where('admin_id', '=', op.id)
      .execute();
    expect(rows.every((r) => r.revoked_at !== null)).toBe(true);
  });
});
