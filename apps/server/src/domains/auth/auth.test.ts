import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Secrets from '../../lib/secrets.js';
import { ageCodes, registerByMobile, resetPassword } from '../../testing/accounts.js';
import { buildTestApp, expectOk, type TestApp } from '../../testing/test-app.js';

// Counts password checks, so tests can tell that every login path does the same hashing work.
const passwordChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/secrets.js', async (importOriginal) => {
  const real = await importOriginal<typeof Secrets>();
  return {
    ...real,
    verifySecret: (hashed: string, secret: string) => {
      passwordChecks.count++;
      return real.verifySecret(hashed, secret);
    },
  };
});

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const json = (res: { json(): unknown }) =>
  res.json() as { type: string; message: unknown; code?: string; field?: string };

async function sendCode(email: string, scene = 'register') {
  await expectOk(await t.post('/api/sms_mail', { user_string: email, scene }));
  return t.outbox.codeFor(email);
}

describe('POST /api/sms_mail', () => {
  it('mails a 6-digit code in the request language', async () => {
    await expectOk(await t.post('/api/sms_mail', { user_string: 'a@example.com', lang: 'zh' }));
    expect(t.outbox.mails).toHaveLength(1);
    expect(t.outbox.mails[0]?.text).toMatch(/您的验证码是 \d{6}/);
  });

  it('allows one send per address every 60 s', async () => {
    await sendCode('a@example.com');
    const res = json(await t.post('/api/sms_mail', { user_string: 'a@example.com' }));
    expect(res).toMatchObject({ type: 'error', code: 'CODE_SEND_TOO_FREQUENT' });
    expect(t.outbox.mails).toHaveLength(1);
  });

  it('sends one code when the same address is asked for twice at once', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => t.post('/api/sms_mail', { user_string: 'b@example.com' })),
    );
    expect(results.filter((r) => json(r).type === 'ok')).toHaveLength(1);
    expect(t.outbox.mails).toHaveLength(1);
  });

  it('refuses a register code for an address that already has an account', async () => {
    await t.signUp('taken@example.com');
    await ageCodes(t);
    expect(json(await t.post('/api/sms_mail', { user_string: 'taken@example.com' }))).toMatchObject(
      { code: 'ACCOUNT_EXISTS' },
    );
  });

  it('rejects a malformed address with a translated message naming the field', async () => {
    const res = json(await t.post('/api/sms_mail', { user_string: 'not-an-email', lang: 'fra' }));
    expect(res).toMatchObject({ type: 'error', code: 'EMAIL_INVALID', field: 'user_string' });
    expect(res.message).toBe('Veuillez saisir une adresse e-mail valide');
  });

  it('answers 429 after too many sends from one address in a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await t.post('/api/sms_mail', { user_string: `r${i}@example.com` })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const limited = await t.post('/api/sms_mail', { user_string: 'r99@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({ type: 'error', code: 'TOO_MANY_REQUESTS' });
  });
});

describe('POST /api/user/register', () => {
  const password = 'Secret123';
  /** A registration form with `password` typed twice, unless `body` says otherwise. */
  const register = (body: Record<string, unknown>) =>
    t.post('/api/user/register', { password, re_password: password, ...body });

  it('registers by email with the mailed code and gives the user an invite code', async () => {
    const code = await sendCode('new@example.com');
    const res = json(
      await register({
        user_string: 'New@Example.com',
        code,
      }),
    );
    expect(res).toMatchObject({ type: 'ok', message: 'Registration success' });
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'new@example.com')
      .executeTakeFirstOrThrow();
    expect(user.invite_code).toMatch(/^[A-Z2-9]{6}$/);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('binds the inviter named by extension_code', async () => {
    const inviter = await t.signUp('inviter@example.com');
    const info = json(await t.get('/api/user/info', {}, inviter.token)).message as {
      id: number;
      invite_code: string;
    };
    const code = await sendCode('invitee@example.com');
    await expectOk(
      await register({
        user_string: 'invitee@example.com',
        code,
        extension_code: info.invite_code.toLowerCase(),
      }),
    );
    const invitee = await t.db
      .selectFrom('users')
      .select('inviter_id')
      .where('email', '=', 'invitee@example.com')
      .executeTakeFirstOrThrow();
    expect(invitee.inviter_id).toBe(info.id);
  });

  it('rejects an unknown invite code and creates nothing', async () => {
    const code = await sendCode('x@example.com');
    const res = json(
      await register({
        user_string: 'x@example.com',
        code,
        extension_code: 'NOPE42',
      }),
    );
    expect(res).toMatchObject({ code: 'INVITE_CODE_INVALID' });
    expect(
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'x@example.com')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('registers by mobile with the SMS code', async () => {
    await registerByMobile(t, '86', '13800138000', password);
    const login = await t.post('/api/user/login', {
      user_string: '13800138000',
      area_code: '86',
      password,
    });
    expect(json(login).type).toBe('ok');
  });

  it('rejects a mainland number that does not match 1[3-9]xxxxxxxxx', async () => {
    expect(
      json(await t.post('/api/sms_send', { area_code: '86', mobile: '12800138000' })),
    ).toMatchObject({ code: 'MOBILE_INVALID' });
  });

  it('rejects a wrong code, then five wrong tries kill the code', async () => {
    const code = await sendCode('w@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = () =>
      register({
        user_string: 'w@example.com',
        code: wrong,
      });
    for (let i = 0; i < 4; i++)
      expect(json(await attempt())).toMatchObject({ code: 'CODE_INVALID' });
    expect(json(await attempt())).toMatchObject({ code: 'CODE_TOO_MANY_TRIES' });
    const right = await register({
      user_string: 'w@example.com',
      code,
    });
    expect(json(right)).toMatchObject({ code: 'CODE_TOO_MANY_TRIES' });
  });

  it('rejects an expired code', async () => {
    const code = await sendCode('e@example.com');
    await t.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const res = json(
      await register({
        user_string: 'e@example.com',
        code,
      }),
    );
    expect(res).toMatchObject({ code: 'CODE_EXPIRED' });
  });

  it('rejects a code sent for another purpose', async () => {
    const { email, token } = await t.signUp('p@example.com');
    await ageCodes(t);
    const code = await sendCode(email, 'forget');
    const res = json(
      await t.post(
        '/api/safe/update_password',
        { password: '123456', re_password: '123456', code },
        token,
      ),
    );
    expect(res).toMatchObject({ code: 'CODE_INVALID' });
  });

  it('applies the SPEC §5 password rules', async () => {
    const code = await sendCode('pw@example.com');
    const short = json(
      await t.post('/api/user/register', {
        user_string: 'pw@example.com',
        code,
        password: '123456',
        re_password: '123456',
      }),
    );
    expect(short).toMatchObject({ code: 'PASSWORD_LENGTH', field: 'password' });
    const mismatch = json(
      await t.post('/api/user/register', {
        user_string: 'pw@example.com',
        code,
        password,
        re_password: 'Other1234',
      }),
    );
    expect(mismatch).toMatchObject({ code: 'PASSWORD_MISMATCH', field: 're_password' });
    const badCode = json(
      await register({
        user_string: 'pw@example.com',
        code: '12345',
      }),
    );
    expect(badCode).toMatchObject({ code: 'CODE_FORMAT', field: 'code' });
  });

  it('creates one account when the same registration is submitted twice at once', async () => {
    const code = await sendCode('twice@example.com');
    const body = { user_string: 'twice@example.com', code, password, re_password: password };
    const results = await Promise.all([
      t.post('/api/user/register', body),
      t.post('/api/user/register', body),
    ]);
    expect(results.map((r) => json(r).type).sort()).toEqual(['error', 'ok']);
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', 'twice@example.com')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('names a missing field in the parameter error', async () => {
    const res = json(
      await register({
        user_string: 'a@example.com',
      }),
    );
    expect(res).toMatchObject({ type: 'error', code: 'PARAMETER_ERROR', field: 'code' });
    expect(res.message).toBe('Parameter error: code');
  });
});

describe('login, sessions and logout', () => {
  it('answers a token as the message and serves /user/info with it', async () => {
    const { token, email } = await t.signUp();
    expect(token).toMatch(/^[a-f0-9]{64}$/);
    const info = json(await t.get('/api/user/info', {}, `Bearer ${token}`));
    expect(info).toMatchObject({
      type: 'ok',
      message: { email, has_pay_password: false, real_level: 0 },
    });
    expect(JSON.stringify(info)).not.toContain('hash');
  });

  it('fails with a translated message on a wrong password', async () => {
    const { email } = await t.signUp();
    const res = json(
      await t.post('/api/user/login', { user_string: email, password: 'Wrong1234', lang: 'jp' }),
    );
    expect(res).toMatchObject({
      type: 'error',
      code: 'LOGIN_FAILED',
      message: 'ログイン失敗：アカウントまたはパスワードが違います',
    });
  });

  it('locks the account after five failed logins, even for the right password', async () => {
    const { email, password } = await t.signUp();
    for (let i = 0; i < 5; i++)
      await t.post('/api/user/login', { user_string: email, password: 'Wrong1234' });
    expect(json(await t.post('/api/user/login', { user_string: email, password }))).toMatchObject({
      code: 'LOGIN_LOCKED',
    });
  });

  it('audit 8: twelve parallel wrong passwords lock the account', async () => {
    const { email, password } = await t.signUp();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.post('/api/user/login', { user_string: email, password: 'Wrong1234' }),
      ),
    );
    const codes = guesses.map((g) => json(g).code);
    // Only five guesses reach the password check; the others find the account locked.
    expect(codes.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(5);
    expect(codes.filter((c) => c === 'LOGIN_LOCKED')).toHaveLength(7);
    expect(json(await t.post('/api/user/login', { user_string: email, password }))).toMatchObject({
      code: 'LOGIN_LOCKED',
    });
  });

  it('unlocks after the lock expires and counts five fresh failures again', async () => {
    const { email, password } = await t.signUp();
    for (let i = 0; i < 5; i++)
      await t.post('/api/user/login', { user_string: email, password: 'Wrong1234' });
    await t.db
      .updateTable('users')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    expect(
      json(await t.post('/api/user/login', { user_string: email, password: 'Wrong1234' })).code,
    ).toBe('LOGIN_FAILED');
    await expectOk(await t.post('/api/user/login', { user_string: email, password }));
  });

  it('audit 13: a login for an unknown account checks a password as a wrong password does', async () => {
    const { email } = await t.signUp();
    passwordChecks.count = 0;
    expect(
      json(await t.post('/api/user/login', { user_string: email, password: 'Wrong1234' })).code,
    ).toBe('LOGIN_FAILED');
    expect(passwordChecks.count).toBe(1);
    expect(
      json(
        await t.post('/api/user/login', {
          user_string: 'nobody@example.com',
          password: 'Wrong1234',
        }),
      ).code,
    ).toBe('LOGIN_FAILED');
    expect(
      json(
        await t.post('/api/user/login', {
          user_string: '13800000000',
          area_code: '86',
          password: 'Wrong1234',
        }),
      ).code,
    ).toBe('LOGIN_FAILED');
    expect(passwordChecks.count).toBe(3);
  });

  it('rate-limits logins per IP with HTTP 429', async () => {
    let last = 0;
    for (let i = 0; i < 21; i++)
      last = (
        await t.post('/api/user/login', {
          user_string: `nobody${i}@example.com`,
          password: 'Wrong1234',
        })
      ).statusCode;
    expect(last).toBe(429);
  });

  it('answers type 999 after logout, and for a missing, unknown or expired token', async () => {
    const { token } = await t.signUp();
    expect(json(await t.get('/api/user/info', {})).type).toBe('999');
    expect(json(await t.get('/api/user/info', {}, 'f'.repeat(64))).type).toBe('999');
    await expectOk(await t.get('/api/user/logout', {}, token));
    expect(json(await t.get('/api/user/info', {}, token))).toMatchObject({
      type: '999',
      code: 'SESSION_INVALID',
    });

    const other = await t.signUp();
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect(json(await t.get('/api/user/info', {}, other.token)).type).toBe('999');
  });

  it('logs in the seeded demo account when demo data is seeded', async () => {
    const { seedDemoData } = await import('../../seed/index.js');
    await seedDemoData(t.db, { uploadDir: t.config.uploadDir });
    expect(
      json(
        await t.post('/api/user/login', { user_string: 'demo@example.com', password: 'Demo12345' }),
      ).type,
    ).toBe('ok');
  });
});

describe('POST /api/user/forget and /api/user/check_email', () => {
  it('resets the password with a code and ends every session', async () => {
    const { email, token } = await t.signUp();
    await resetPassword(t, email);
    expect(json(await t.get('/api/user/info', {}, token)).type).toBe('999');
    expect(
      json(await t.post('/api/user/login', { user_string: email, password: 'NewSecret1' })).type,
    ).toBe('ok');
    const user = await t.db
      .selectFrom('users')
      .select('password_changed_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.password_changed_at).not.toBeNull();
  });

  it('refuses a forget code for an unknown account', async () => {
    expect(
      json(await t.post('/api/sms_mail', { user_string: 'ghost@example.com', scene: 'forget' })),
    ).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
  });

  it('does not reuse a code', async () => {
    const { email } = await t.signUp();
    const code = await resetPassword(t, email);
    expect(
      json(
        await t.post('/api/user/forget', {
          account: email,
          password: 'NewSecret2',
          repassword: 'NewSecret2',
          code,
        }),
      ),
    ).toMatchObject({ code: 'CODE_INVALID' });
  });

  it('audit 13: check_email answers 429 TOO_MANY_REQUESTS after its limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await t.post('/api/user/check_email', { user_string: `probe${i}@example.com` }))
          .statusCode,
      );
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await t.post('/api/user/check_email', { user_string: 'probe99@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({ type: 'error', code: 'TOO_MANY_REQUESTS' });
  });

  it('tells whether an email is free', async () => {
    const { email } = await t.signUp();
    expect(json(await t.post('/api/user/check_email', { user_string: email }))).toMatchObject({
      code: 'ACCOUNT_EXISTS',
    });
    expect(
      json(await t.post('/api/user/check_email', { user_string: 'free@example.com' })).type,
    ).toBe('ok');
  });
});

describe('the HTTP contract', () => {
  it('accepts JSON bodies as well as form bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms_mail',
      payload: { user_string: 'json@example.com' },
    });
    expect(json(res).type).toBe('ok');
  });

  it('sets a request id and security headers', async () => {
    const res = await t.get('/api/getSiteConfig');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers an unknown path with a translated NOT_FOUND envelope', async () => {
    const res = await t.get('/api/nope', { lang: 'kor' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({
      type: 'error',
      code: 'NOT_FOUND',
      message: '찾을 수 없습니다',
    });
  });

  it('serves OpenAPI generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/user/register', '/api/user/login', '/api/safe/mobile']),
    );
  });
});
