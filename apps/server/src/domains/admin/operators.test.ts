import type { OperatorView } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { failure, ok } from '../../testing/money.js';
import { buildTestApp, expectOk, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let superOp: { token: string; id: number };
beforeEach(async () => {
  t = await buildTestApp();
  superOp = await t.admin('super');
});
afterEach(() => t.close());

const list = async () => ok<OperatorView[]>(await t.get('/api/admin/operators', {}, superOp.token));
const signIn = (email: string, password: string) => t.post('/api/admin/login', { email, password });

describe('operator accounts, managed by a super-operator', () => {
  it('creates an operator who enrols at first sign-in, and refuses a taken address', async () => {
    const body = { email: 'New.Op@example.com', password: 'Operator123', role: 'auditor' };
    const created = ok<{ id: number; email: string }>(
      await t.post('/api/admin/operators/create', body, superOp.token),
    );
    expect(created.email).toBe('new.op@example.com');
    expect(failure(await t.post('/api/admin/operators/create', body, superOp.token))).toMatchObject(
      { code: 'ACCOUNT_EXISTS' },
    );
    expect((await list()).find((o) => o.id === created.id)).toMatchObject({
      role: 'auditor',
      totp_enrolled: false,
      disabled_at: null,
      last_seen_at: null,
    });
    const token = (await expectOk(await signIn(body.email, body.password))).message as string;
    expect(
      ok<{ enrolled: boolean }>(await t.get('/api/admin/totp/state', {}, token)).enrolled,
    ).toBe(false);
  });

  it('disables an operator (sessions end, no sign-in) and enables them again', async () => {
    const op = await t.admin('operator');
    ok(await t.post('/api/admin/operators/disable', { id: op.id }, superOp.token));
    expect(failure(await t.get('/api/admin/me', {}, op.token)).type).toBe('999');
    expect(failure(await signIn(op.email, op.password))).toMatchObject({
      code: 'OPERATOR_DISABLED',
    });
    expect(
      failure(await t.post('/api/admin/operators/disable', { id: op.id }, superOp.token)),
    ).toMatchObject({ code: 'ALREADY_HANDLED' });
    ok(await t.post('/api/admin/operators/enable', { id: op.id }, superOp.token));
    await expectOk(await signIn(op.email, op.password));
    const actions = (
      await t.db.selectFrom('audit_log').select('action').where('entity', '=', 'operator').execute()
    ).map((a) => a.action);
    expect(actions).toEqual(['operator.disable', 'operator.enable']);
  });

  it('resets a lost authenticator: the next sign-in enrols again; never one’s own account', async () => {
    const op = await t.admin('operator');
    ok(await t.post('/api/admin/operators/reset-totp', { id: op.id }, superOp.token));
    expect(failure(await t.get('/api/admin/me', {}, op.token)).type).toBe('999');
    const token = (await expectOk(await signIn(op.email, op.password))).message as string;
    expect(
      ok<{ enrolled: boolean }>(await t.get('/api/admin/totp/state', {}, token)).enrolled,
    ).toBe(false);
    for (const path of ['disable', 'reset-totp']) {
      expect(
        failure(await t.post(`/api/admin/operators/${path}`, { id: superOp.id }, superOp.token)),
      ).toMatchObject({ code: 'OPERATOR_SELF' });
    }
  });
});
