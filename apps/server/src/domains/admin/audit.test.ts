import type { AuditEntryView, Page } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { failure, ok, USDT, userIdOf } from '../../testing/money.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let op: { token: string; id: number };
let checker: { token: string; id: number };
let auditor: { token: string };
beforeEach(async () => {
  t = await buildTestApp();
  op = await t.admin('operator');
  checker = await t.admin('operator');
  auditor = await t.admin('auditor');
});
afterEach(() => t.close());

const audit = async (query: Record<string, unknown>) =>
  ok<Page<AuditEntryView>>(await t.get('/api/admin/audit', query, auditor.token));

/** Two users' adjustments asked by `op` and approved by `checker`; answers the users' ids. */
async function twoUsersAdjusted() {
  const alice = await userIdOf(t, (await t.signUp()).token);
  const bob = await userIdOf(t, (await t.signUp()).token);
  for (const user of [alice, bob]) {
    const body = {
      user_id: user,
      currency_id: USDT,
      type: 2,
      amount: '7',
      reason: 'Goodwill, = 7',
    };
    const { approval_id } = ok<{ approval_id: number }>(
      await t.post('/api/admin/adjust', body, op.token),
    );
    ok(await t.post('/api/admin/approvals/approve', { id: approval_id }, checker.token));
  }
  return { alice, bob };
}

describe('GET /admin/audit', () => {
  it('filters by operator, action (exact or an entity’s), user and time', async () => {
    const before = Date.now() - 1000;
    const { alice } = await twoUsersAdjusted();

    expect((await audit({})).total).toBe(4);
    const byChecker = await audit({ admin_id: checker.id });
    expect(byChecker.data.map((e) => e.action)).toEqual(['approval.approve', 'approval.approve']);
    expect((await audit({ action: 'balance.adjust_requested' })).total).toBe(2);
    expect((await audit({ action: 'approval.' })).total).toBe(2);
    const aliceOnly = await audit({ user_id: alice });
    expect(aliceOnly.data.map((e) => e.action)).toEqual([
      'approval.approve',
      'balance.adjust_requested',
    ]);
    expect((await audit({ since: before })).total).toBe(4);
    expect((await audit({ until: before })).total).toBe(0);
    expect(
      failure(await t.get('/api/admin/audit', { action: 'DROP TABLE' }, auditor.token)),
    ).toMatchObject({ code: 'PARAMETER_ERROR' });
  });

  it('exports the filtered log as CSV, quoting fields as RFC 4180 asks', async () => {
    const { bob } = await twoUsersAdjusted();
    const csv = ok<string>(await t.get('/api/admin/audit/csv', { user_id: bob }, auditor.token));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,time,operator,action,entity,entity_id,detail');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^\d+,\d{4}-\d\d-\d\dT[^,]+,[^,]+@example\.com,approval\.approve,approval,\d+,"\{/,
    );
    // The reason's comma is inside a quoted field; the JSON's quotes are doubled.
    expect(lines[2]).toContain('""reason"":""Goodwill, = 7""');
  });
});
