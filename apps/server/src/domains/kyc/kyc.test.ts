import type { RealStateView } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { forgetCachedUser } from '../../http/session-cache.js';
import { failure, ok, PAY_PASSWORD, uploadImage, userIdOf } from '../../testing/money.js';
import { buildTestApp, expectOk, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const LEVEL1 = { real_type: 1, id_type: 1, name: 'Alice Chen', card_id: 'AB1234567' };

let phones = 0;
/** Binds a fresh mainland phone number through the real SMS flow. */
async function bindPhone(token: string): Promise<string> {
  const mobile = `139${String(Date.now() % 1e6).padStart(6, '0')}${String(phones++).padStart(2, '0')}`;
  await expectOk(
    await t.post('/api/sms_send', { area_code: '86', mobile, scene: 'bind_mobile' }, token),
  );
  const code = t.outbox.codeFor(`86:${mobile}`);
  await expectOk(await t.post('/api/safe/mobile', { area_code: '86', mobile, code }, token));
  return mobile;
}

/** A signed-up user with email and phone bound, ready to submit. */
async function boundUser() {
  const { token } = await t.signUp();
  await bindPhone(token);
  return { token, id: await userIdOf(t, token) };
}

const realState = async (token: string) =>
  ok<RealStateView>(await t.get('/api/real/state', {}, token));

async function kycRows(userId?: number) {
  let query = t.db.selectFrom('kyc_records').selectAll().orderBy('id');
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.execute();
}

async function auditRows(action?: string) {
  let query = t.db.selectFrom('audit_log').selectAll().orderBy('id');
  if (action) query = query.where('action', '=', action);
  return query.execute();
}

async function realLevel(userId: number) {
  return (
    await t.db
      .selectFrom('users')
      .select('real_level')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).real_level;
}

describe('GET /real/state', () => {
  it('shows a new email user at level 0 with nothing submitted, email bound and no phone', async () => {
    const { token } = await t.signUp();
    expect(await realState(token)).toEqual({
      level: 0,
      level1: {
        status: 0,
        reason: null,
        submitted_at: null,
        name: null,
        id_type: null,
        card_id: null,
      },
      level2: { status: 0, reason: null, submitted_at: null },
      email_bound: true,
      mobile_bound: false,
    });
  });

  it('needs a session', async () => {
    expect(failure(await t.get('/api/real/state')).type).toBe('999');
  });
});

describe('POST /user/real, level 1', () => {
  it('needs a bound phone, then goes under audit once; a second submission is refused', async () => {
    const { token } = await t.signUp();
    expect(failure(await t.post('/api/user/real', LEVEL1, token))).toMatchObject({
      type: 'error',
      code: 'KYC_BIND_REQUIRED',
    });
    expect(await kycRows()).toHaveLength(0);

    await bindPhone(token);
    expect((await realState(token)).mobile_bound).toBe(true);
    const state = ok<RealStateView>(await t.post('/api/user/real', LEVEL1, token));
    expect(state.level).toBe(0);
    expect(state.level1).toMatchObject({
      status: 1,
      reason: null,
      name: 'Alice Chen',
      id_type: 1,
      card_id: '*****4567',
    });
    expect(state.level1.submitted_at).toBeGreaterThan(Date.now() - 60_000);
    expect(state.level2.status).toBe(0);
    expect(await realState(token)).toEqual(state);

    expect(
      failure(await t.post('/api/user/real', { ...LEVEL1, name: 'Other Name' }, token)),
    ).toMatchObject({ code: 'KYC_PENDING' });
    expect(await kycRows()).toHaveLength(1);
  });

  it('stores exactly one record for two concurrent submissions', async () => {
    const { token, id } = await boundUser();
    const answers = await Promise.all([
      t.post('/api/user/real', LEVEL1, token),
      t.post('/api/user/real', LEVEL1, token),
    ]);
    const bodies = answers.map((a) => failure(a));
    expect(bodies.filter((b) => b.type === 'ok')).toHaveLength(1);
    expect(bodies.filter((b) => b.code === 'KYC_PENDING')).toHaveLength(1);
    expect(await kycRows(id)).toHaveLength(1);
  });

  it('refuses bad input with a translated error and stores nothing', async () => {
    const { token } = await boundUser();
    expect(
      failure(await t.post('/api/user/real', { ...LEVEL1, name: 'Alice 2' }, token)),
    ).toMatchObject({
      type: 'error',
      code: 'NAME_INVALID',
      message: 'Please enter a valid name',
    });
    expect(
      failure(await t.post('/api/user/real', { ...LEVEL1, name: 'Alice 2', lang: 'zh' }, token)),
    ).toMatchObject({
      code: 'NAME_INVALID',
      message: '请输入有效的名称',
    });
    expect(
      failure(await t.post('/api/user/real', { ...LEVEL1, card_id: 'AB1' }, token)),
    ).toMatchObject({
      code: 'ID_NUMBER_INVALID',
      message: 'Please enter a valid document number',
    });
    expect(
      failure(await t.post('/api/user/real', { ...LEVEL1, card_id: 'AB1', lang: 'zh' }, token)),
    ).toMatchObject({
      code: 'ID_NUMBER_INVALID',
      message: '请输入有效的证件号码',
    });
    expect(failure(await t.post('/api/user/real', { ...LEVEL1, id_type: 9 }, token))).toMatchObject(
      { code: 'PARAMETER_ERROR' },
    );
    const zh = failure(
      await t.post('/api/user/real', { ...LEVEL1, id_type: 9, lang: 'zh' }, token),
    );
    expect(zh.code).toBe('PARAMETER_ERROR');
    expect(zh.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await kycRows()).toHaveLength(0);
    expect((await realState(token)).level1.status).toBe(0);
  });
});

describe('operator review of identity', () => {
  it('rejects with a reason the user sees, lets the user resubmit, then approves to level 1', async () => {
    const op = await t.admin('operator');
    const { token, id: userId } = await boundUser();
    ok(await t.post('/api/user/real', LEVEL1, token));
    const [first] = await kycRows(userId);

    expect(
      failure(await t.post('/api/admin/kyc/reject', { id: first!.id }, op.token)),
    ).toMatchObject({ code: 'REASON_REQUIRED' });
    expect(
      failure(await t.post('/api/admin/kyc/reject', { id: first!.id, reason: '' }, op.token)),
    ).toMatchObject({ code: 'REASON_REQUIRED' });
    expect((await realState(token)).level1.status).toBe(1);
    expect(await auditRows()).toHaveLength(0);

    ok(
      await t.post(
        '/api/admin/kyc/reject',
        { id: first!.id, reason: 'The photo is blurred' },
        op.token,
      ),
    );
    const rejected = await realState(token);
    expect(rejected.level).toBe(0);
    expect(rejected.level1).toMatchObject({ status: 3, reason: 'The photo is blurred' });
    expect(await auditRows('kyc.reject')).toMatchObject([
      {
        admin_id: op.id,
        entity: 'kyc',
        entity_id: String(first!.id),
        detail: { reason: 'The photo is blurred' },
      },
    ]);
    expect(
      failure(await t.post('/api/admin/kyc/reject', { id: first!.id, reason: 'again' }, op.token)),
    ).toMatchObject({
      code: 'ALREADY_HANDLED',
    });

    // Resubmission after a failed audit.
    const resubmitted = ok<RealStateView>(
      await t.post('/api/user/real', { ...LEVEL1, card_id: 'XY9876543' }, token),
    );
    expect(resubmitted.level1).toMatchObject({ status: 1, reason: null, card_id: '*****6543' });
    const second = (await kycRows(userId))[1]!;
    expect(second.status).toBe(1);

    ok(await t.post('/api/admin/kyc/approve', { id: second.id }, op.token));
    expect(await realLevel(userId)).toBe(1);
    const approved = await realState(token);
    expect(approved.level).toBe(1);
    expect(approved.level1).toMatchObject({ status: 2, reason: null });
    expect(
      failure(await t.post('/api/admin/kyc/approve', { id: second.id }, op.token)),
    ).toMatchObject({ code: 'ALREADY_HANDLED' });
    expect(
      failure(
        await t.post('/api/admin/kyc/reject', { id: second.id, reason: 'Too late' }, op.token),
      ),
    ).toMatchObject({
      code: 'ALREADY_HANDLED',
    });
    expect(failure(await t.post('/api/user/real', LEVEL1, token))).toMatchObject({
      code: 'KYC_CERTIFIED',
    });

    expect((await auditRows()).map((a) => [a.action, a.entity_id, a.admin_id])).toEqual([
      ['kyc.reject', String(first!.id), op.id],
      ['kyc.approve', String(second.id), op.id],
    ]);
    const stored = await kycRows(userId);
    expect(stored.map((r) => [r.status, r.admin_id])).toEqual([
      [3, op.id],
      [2, op.id],
    ]);
    expect(stored[1]!.handled_at).not.toBeNull();
  });

  it('lets an auditor list but not decide; a user token cannot reach the operator API', async () => {
    const auditor = await t.admin('auditor');
    const { token, id: userId } = await boundUser();
    ok(await t.post('/api/user/real', LEVEL1, token));
    const [record] = await kycRows(userId);

    const list = ok<{ data: Record<string, unknown>[]; total: number }>(
      await t.get('/api/admin/kyc', { status: 1 }, auditor.token),
    );
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      id: record!.id,
      user_id: userId,
      level: 1,
      name: 'Alice Chen',
      status: 1,
    });
    expect(
      ok<{ total: number }>(await t.get('/api/admin/kyc', { status: 2 }, auditor.token)).total,
    ).toBe(0);

    expect(
      failure(await t.post('/api/admin/kyc/approve', { id: record!.id }, auditor.token)),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      failure(
        await t.post(
          '/api/admin/kyc/reject',
          { id: record!.id, reason: 'No reason' },
          auditor.token,
        ),
      ),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(failure(await t.get('/api/admin/kyc', {}, token)).type).toBe('999');
    expect(failure(await t.post('/api/admin/kyc/approve', { id: record!.id }, token)).type).toBe(
      '999',
    );

    expect(await realLevel(userId)).toBe(0);
    expect((await kycRows(userId))[0]!.status).toBe(1);
    expect(await auditRows()).toHaveLength(0);
  });
});

describe('POST /user/real, level 2', () => {
  it('needs level 1, the caller’s own images, and goes under audit then to level 2', async () => {
    const op = await t.admin('operator');
    const { token, id: userId } = await boundUser();
    const front = await uploadImage(t, token);
    const back = await uploadImage(t, token);
    const level2 = { real_type: 2, front_pic: front, reverse_pic: back };

    expect(failure(await t.post('/api/user/real', level2, token))).toMatchObject({
      code: 'KYC_LEVEL1_REQUIRED',
    });
    ok(await t.post('/api/user/real', LEVEL1, token));
    expect(failure(await t.post('/api/user/real', level2, token))).toMatchObject({
      code: 'KYC_LEVEL1_REQUIRED',
    });
    ok(await t.post('/api/admin/kyc/approve', { id: (await kycRows(userId))[0]!.id }, op.token));

    const other = await t.signUp();
    const foreign = await uploadImage(t, other.token);
    expect(
      failure(await t.post('/api/user/real', { ...level2, front_pic: foreign }, token)),
    ).toMatchObject({ code: 'VOUCHER_INVALID' });
    expect(
      failure(await t.post('/api/user/real', { ...level2, reverse_pic: foreign }, token)),
    ).toMatchObject({ code: 'VOUCHER_INVALID' });
    expect(
      failure(
        await t.post(
          '/api/user/real',
          { ...level2, front_pic: '/uploads/nothing-here.webp' },
          token,
        ),
      ),
    ).toMatchObject({
      code: 'VOUCHER_INVALID',
    });
    expect(
      failure(
        await t.post(
          '/api/user/real',
          { ...level2, front_pic: 'https://evil.example/x.png' },
          token,
        ),
      ),
    ).toMatchObject({
      code: 'VOUCHER_INVALID',
    });
    expect(await kycRows(userId)).toHaveLength(1);

    const pending = ok<RealStateView>(await t.post('/api/user/real', level2, token));
    expect(pending).toMatchObject({
      level: 1,
      level1: { status: 2 },
      level2: { status: 1, reason: null },
    });
    expect(failure(await t.post('/api/user/real', level2, token))).toMatchObject({
      code: 'KYC_PENDING',
    });
    const record = (await kycRows(userId)).find((r) => r.level === 2)!;
    expect(record).toMatchObject({ front_pic: front, reverse_pic: back, status: 1 });

    ok(await t.post('/api/admin/kyc/approve', { id: record.id }, op.token));
    expect(await realLevel(userId)).toBe(2);
    expect(await realState(token)).toMatchObject({
      level: 2,
      level1: { status: 2 },
      level2: { status: 2 },
    });
    expect((await auditRows('kyc.approve')).map((a) => a.entity_id)).toEqual([
      String((await kycRows(userId))[0]!.id),
      String(record.id),
    ]);
  });
});

describe('identity photos', () => {
  it('audit 14a: are never public: the record keeps a private path and operators get signed URLs', async () => {
    const op = await t.admin('auditor');
    const { token, id: userId } = await boundUser();
    ok(await t.post('/api/user/real', LEVEL1, token));
    await t.db.updateTable('users').set({ real_level: 1 }).where('id', '=', userId).execute();
    forgetCachedUser(t.db, userId);
    const front = await uploadImage(t, token);
    const back = await uploadImage(t, token);
    ok(
      await t.post('/api/user/real', { real_type: 2, front_pic: front, reverse_pic: back }, token),
    );

    const record = (await kycRows(userId)).find((r) => r.level === 2)!;
    expect(record.front_pic).toBe(front);
    expect((await t.app.inject({ method: 'GET', url: record.front_pic! })).statusCode).toBe(404);

    const queue = ok<{ data: { user_id: number; front_pic: string; reverse_pic: string }[] }>(
      await t.get('/api/admin/kyc', { status: 1 }, op.token),
    );
    const listed = queue.data.find((r) => r.user_id === userId)!;
    for (const url of [listed.front_pic, listed.reverse_pic]) {
      expect(url).toMatch(/^\/uploads\/private\/[a-f0-9]{32}\.webp\?expires=\d+&sig=[a-f0-9]{64}$/);
      const photo = await t.app.inject({ method: 'GET', url });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('withdrawals need level 1', () => {
  it('answers envelope type 998 to a level-0 user', async () => {
    const { token } = await t.signUp();
    const res = failure(
      await t.post(
        '/api/wallet/out',
        { currency: 3, number: '20', pay_password: PAY_PASSWORD, bank: 'domestic' },
        token,
      ),
    );
    expect(res).toMatchObject({ type: '998', code: 'REAL_NAME_REQUIRED' });
    expect(res.message).toBeTruthy();
  });
});
