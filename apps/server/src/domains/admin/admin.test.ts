import { sql } from 'kysely';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { DEMO_ADMIN, DEMO_CHECKER, DEMO_SUPER, seedDemoData } from '../../seed/index.js';
import { buildTestApp, expectOk, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

type Envelope = { type: string; message: unknown; code?: string; field?: string };
const json = (res: { json(): unknown }) => res.json() as Envelope;
const tr = (value: unknown) => JSON.stringify(value);

async function auditCount(): Promise<number> {
  const row = await t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function multipart(content: Buffer) {
  const boundary = '----meridian-admin-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="banner.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = () =>
  sharp({ create: { width: 60, height: 24, channels: 3, background: '#d4ba83' } })
    .png()
    .toBuffer();

describe('operator login, sessions and roles', () => {
  it('logs in with email and password and answers who is logged in', async () => {
    const { token, email, id } = await t.admin('operator', 'Ops@Example.com');
    expect(token).toMatch(/^[a-f0-9]{64}$/);
    expect(json(await t.get('/api/admin/me', {}, token))).toEqual({
      type: 'ok',
      message: { id, email: email.toLowerCase(), role: 'operator' },
    });
    expect(json(await t.get('/api/admin/me', {}, `Bearer ${token}`)).type).toBe('ok');
    const stored = await t.db
      .selectFrom('admin_sessions')
      .select('token_hash')
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(token);
  });

  it('refuses a wrong password or an unknown address with the same translated failure', async () => {
    const { email } = await t.admin();
    expect(json(await t.post('/api/admin/login', { email, password: 'Wrong12345' }))).toMatchObject(
      { type: 'error', code: 'LOGIN_FAILED' },
    );
    expect(
      json(
        await t.post('/api/admin/login', {
          email: 'nobody@example.com',
          password: 'Wrong12345',
          lang: 'jp',
        }),
      ),
    ).toMatchObject({
      code: 'LOGIN_FAILED',
      message: 'ログイン失敗：アカウントまたはパスワードが違います',
    });
    expect(
      json(await t.post('/api/admin/login', { email: 'not-an-email', password: 'x' })),
    ).toMatchObject({ code: 'EMAIL_INVALID', field: 'email' });
  });

  it('locks the account after five failed logins, even for the right password', async () => {
    const { email, password } = await t.admin();
    for (let i = 0; i < 5; i++) {
      expect(json(await t.post('/api/admin/login', { email, password: 'Wrong12345' })).code).toBe(
        'LOGIN_FAILED',
      );
    }
    expect(json(await t.post('/api/admin/login', { email, password }))).toMatchObject({
      code: 'LOGIN_LOCKED',
      message: expect.stringContaining('15') as string,
    });
    await t.db
      .updateTable('admins')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .execute();
    await expectOk(await t.post('/api/admin/login', { email, password }));
  });

  it('counts concurrent failures so a burst cannot dodge the lock', async () => {
    const { email, password } = await t.admin();
    await Promise.all(
      Array.from({ length: 5 }, () =>
        t.post('/api/admin/login', { email, password: 'Wrong12345' }),
      ),
    );
    expect(json(await t.post('/api/admin/login', { email, password })).code).toBe('LOGIN_LOCKED');
  });

  it('audit 8: twelve parallel wrong operator passwords lock the account', async () => {
    const { email, password } = await t.admin();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.post('/api/admin/login', { email, password: 'Wrong12345' }),
      ),
    );
    const codes = guesses.map((g) => json(g).code);
    // Only five guesses reach the password check; the others find the account locked.
    expect(codes.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(5);
    expect(codes.filter((c) => c === 'LOGIN_LOCKED')).toHaveLength(7);
    expect(json(await t.post('/api/admin/login', { email, password })).code).toBe('LOGIN_LOCKED');
  });

  it('rate-limits operator logins per IP with HTTP 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await t.post('/api/admin/login', { email: `x${i}@example.com`, password: 'Wrong12345' }))
          .statusCode,
      );
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('ends the session on logout', async () => {
    const { token } = await t.admin();
    await expectOk(await t.get('/api/admin/logout', {}, token));
    expect(json(await t.get('/api/admin/me', {}, token))).toMatchObject({
      type: '999',
      code: 'SESSION_INVALID',
    });
  });

  it('refuses a missing, unknown or expired operator token', async () => {
    expect(json(await t.get('/api/admin/menu')).type).toBe('999');
    expect(json(await t.get('/api/admin/menu', {}, 'a'.repeat(64))).type).toBe('999');
    const { token } = await t.admin();
    await t.db
      .updateTable('admin_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect(json(await t.get('/api/admin/menu', {}, token)).type).toBe('999');
  });

  it('refuses a user token on /admin and an operator token as a user', async () => {
    const user = await t.signUp();
    const { token } = await t.admin();
    expect(json(await t.get('/api/admin/me', {}, user.token))).toMatchObject({
      type: '999',
      code: 'SESSION_INVALID',
    });
    expect(
      json(
        await t.post(
          '/api/admin/faq/create',
          { translations: tr({ en: { question: 'q' } }) },
          user.token,
        ),
      ).type,
    ).toBe('999');
    expect(json(await t.get('/api/user/info', {}, token))).toMatchObject({
      type: '999',
      code: 'SESSION_INVALID',
    });
    expect(await auditCount()).toBe(0);
  });

  it('lets an auditor read but answers a translated FORBIDDEN to every write, changing nothing', async () => {
    const { token } = await t.admin('auditor');
    expect(json(await t.get('/api/admin/menu', {}, token)).type).toBe('ok');
    expect(json(await t.get('/api/admin/audit', {}, token)).type).toBe('ok');
    expect(json(await t.get('/api/admin/news', {}, token)).type).toBe('ok');

    const menuBefore = await t.db.selectFrom('menu_items').selectAll().orderBy('id').execute();
    const writes: [string, Record<string, unknown>][] = [
      [
        '/api/admin/menu/create',
        { key: 'x_tile', icon: 'x', translations: tr({ en: { label: 'X' } }) },
      ],
      ['/api/admin/menu/unpublish', { id: menuBefore[0]!.id }],
      [
        '/api/admin/menu/sort',
        {
          ids: menuBefore
            .map((m) => m.id)
            .reverse()
            .join(','),
        },
      ],
      ['/api/admin/news/create', { c_id: 4, translations: tr({ en: { title: 'x' } }) }],
      ['/api/admin/faq/create', {}],
      ['/api/admin/pages/update', { key: 'aboutus', translations: tr({ en: { title: 'x' } }) }],
    ];
    for (const [url, body] of writes) {
      expect(json(await t.post(url, body, token)), url).toMatchObject({
        type: 'error',
        code: 'FORBIDDEN',
      });
    }
    expect(json(await t.post('/api/admin/faq/create', { lang: 'zh' }, token))).toMatchObject({
      code: 'FORBIDDEN',
      message: '您的角色为只读，无法进行修改',
    });
    const { payload, headers } = multipart(await png());
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      payload,
      headers: { ...headers, authorization: token },
    });
    expect(json(upload).code).toBe('FORBIDDEN');

    expect(await t.db.selectFrom('menu_items').selectAll().orderBy('id').execute()).toEqual(
      menuBefore,
    );
    expect(await t.db.selectFrom('news').selectAll().execute()).toEqual([]);
    expect(await auditCount()).toBe(0);
  });

  it('seeds the demo operator with DEMO=1', async () => {
    await seedDemoData(t.db, { uploadDir: t.config.uploadDir });
    const login = await expectOk(
      await t.post('/api/admin/login', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
    );
    const token = login.message as string;
    // Past the password, the demo operator enrols its authenticator first (TOTP, first sign-in).
    expect(json(await t.get('/api/admin/me', {}, token))).toMatchObject({ code: 'TOTP_REQUIRED' });
    expect(json(await t.get('/api/admin/totp/state', {}, token)).message).toEqual({
      enrolled: false,
      stage: 'password',
    });
    for (const seeded of [DEMO_CHECKER, DEMO_SUPER]) {
      await expectOk(
        await t.post('/api/admin/login', { email: seeded.email, password: seeded.password }),
      );
    }
  });
});

describe('operator content API', () => {
  let op: string;
  beforeEach(async () => {
    op = (await t.admin()).token;
  });

  it('creates, updates, sorts and deletes a menu tile', async () => {
    const created = (
      await expectOk(
        await t.post(
          '/api/admin/menu/create',
          {
            key: 'promo',
            icon: 'gift',
            route: '/pages/setting/share',
            sort: 99,
            translations: tr({ en: { label: 'Promo' }, zh: { label: '活动' } }),
          },
          op,
        ),
      )
    ).message as { id: number; is_published: boolean; translations: Record<string, unknown> };
    expect(created).toMatchObject({
      key: 'promo',
      icon: 'gift',
      route: '/pages/setting/share',
      sort: 99,
      is_published: false,
      translations: { en: { label: 'Promo' }, zh: { label: '活动' } },
    });
    expect(
      (json(await t.get('/api/menu')).message as { key: string }[]).map((m) => m.key),
    ).not.toContain('promo');

    const updated = (
      await expectOk(
        await t.post(
          '/api/admin/menu/update',
          {
            id: created.id,
            route: '',
            is_published: 1,
            translations: tr({ zh: null, th: { label: 'โปรโมชัน' } }),
          },
          op,
        ),
      )
    ).message;
    expect(updated).toMatchObject({
      route: null,
      is_published: true,
      translations: { en: { label: 'Promo' }, th: { label: 'โปรโมชัน' } },
    });
    expect((updated as { translations: Record<string, unknown> }).translations.zh).toBeUndefined();
    expect(
      (
        json(await t.get('/api/menu', { lang: 'zh' })).message as { key: string; label: string }[]
      ).find((m) => m.key === 'promo')?.label,
    ).toBe('Promo');

    const ids = (json(await t.get('/api/admin/menu', {}, op)).message as { id: number }[]).map(
      (m) => m.id,
    );
    const reversed = [...ids].reverse();
    await expectOk(await t.post('/api/admin/menu/sort', { ids: reversed.join(',') }, op));
    expect((json(await t.get('/api/menu')).message as { id: number }[]).map((m) => m.id)).toEqual(
      reversed,
    );

    expect(json(await t.post('/api/admin/menu/delete', { id: created.id }, op))).toEqual({
      type: 'ok',
      message: 'Deleted',
    });
    expect(
      (json(await t.get('/api/admin/menu', {}, op)).message as { key: string }[]).map((m) => m.key),
    ).not.toContain('promo');
    expect(
      await t.db
        .selectFrom('menu_item_translations')
        .select('lang')
        .where('menu_item_id', '=', created.id)
        .execute(),
    ).toEqual([]);
  });

  it('refuses bad operator input with the field it concerns', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        '/api/admin/menu/create',
        { key: 'recharge', icon: 'x', translations: tr({ en: { label: 'Dup' } }) },
        'KEY_TAKEN',
        '',
      ],
      [
        '/api/admin/menu/create',
        { key: 'Bad Key', icon: 'x', translations: tr({ en: { label: 'x' } }) },
        'PARAMETER_ERROR',
        'key',
      ],
      [
        '/api/admin/menu/create',
        { key: 'nolabel', icon: 'x', translations: tr({ zh: { label: '只有中文' } }) },
        'PARAMETER_ERROR',
        'translations.en',
      ],
      [
        '/api/admin/menu/create',
        { key: 'badlang', icon: 'x', translations: tr({ en: { label: 'x' }, de: { label: 'x' } }) },
        'PARAMETER_ERROR',
        'translations',
      ],
      [
        '/api/admin/menu/create',
        { key: 'badjson', icon: 'x', translations: '{not json' },
        'PARAMETER_ERROR',
        'translations',
      ],
      [
        '/api/admin/menu/create',
        {
          key: 'badroute',
          icon: 'x',
          route: 'javascript:alert(1)',
          translations: tr({ en: { label: 'x' } }),
        },
        'PARAMETER_ERROR',
        'route',
      ],
      ['/api/admin/menu/update', { id: 999_999, sort: 1 }, 'NOT_FOUND', ''],
      [
        '/api/admin/menu/update',
        { id: 1, translations: tr({ en: null }) },
        'PARAMETER_ERROR',
        'translations.en',
      ],
      ['/api/admin/menu/publish', { id: 999_999 }, 'NOT_FOUND', ''],
      ['/api/admin/menu/sort', { ids: '1,999999' }, 'NOT_FOUND', ''],
      ['/api/admin/menu/sort', { ids: '1,1' }, 'PARAMETER_ERROR', 'ids'],
      [
        '/api/admin/news/create',
        { c_id: 7, translations: tr({ en: { title: 'x' } }) },
        'PARAMETER_ERROR',
        'c_id',
      ],
      [
        '/api/admin/news/create',
        { c_id: 5, image: 'http://plain.example/a.png', translations: tr({ en: { title: 'x' } }) },
        'PARAMETER_ERROR',
        'image',
      ],
      [
        '/api/admin/news/create',
        { c_id: 5, link: 'javascript:alert(1)', translations: tr({ en: { title: 'x' } }) },
        'PARAMETER_ERROR',
        'link',
      ],
      [
        '/api/admin/news/create',
        { c_id: 4, translations: tr({ en: { title: '' } }) },
        'PARAMETER_ERROR',
        'translations.en.title',
      ],
      ['/api/admin/news/delete', { id: 999_999 }, 'NOT_FOUND', ''],
      ['/api/admin/faq/update', { id: 999_999, sort: 1 }, 'NOT_FOUND', ''],
      [
        '/api/admin/pages/update',
        { key: 'terms', translations: tr({ en: { title: 'x' } }) },
        'PARAMETER_ERROR',
        'key',
      ],
      [
        '/api/admin/pages/update',
        { key: 'aboutus', translations: tr({ zh: { title: '关于' } }) },
        'PARAMETER_ERROR',
        'translations.en',
      ],
      ['/api/admin/pages/publish', { key: 'share' }, 'NOT_FOUND', ''],
    ];
    for (const [url, body, code, field] of cases) {
      const res = json(await t.post(url, body, op));
      expect(res, `${url} ${JSON.stringify(body)}`).toMatchObject({
        type: 'error',
        code,
        ...(field ? { field } : {}),
      });
    }
    expect(await auditCount()).toBe(0);
    expect(await t.db.selectFrom('pages').selectAll().execute()).toEqual([]);
  });

  it('lists news for operators with drafts, paged and by category', async () => {
    for (const c_id of [4, 4, 5]) {
      await expectOk(
        await t.post(
          '/api/admin/news/create',
          { c_id, translations: tr({ en: { title: `c${c_id}` } }) },
          op,
        ),
      );
    }
    const all = json(await t.get('/api/admin/news', { limit: 2 }, op)).message as {
      data: { is_published: boolean }[];
      total: number;
      last_page: number;
    };
    expect(all).toMatchObject({ total: 3, last_page: 2 });
    expect(all.data.every((n) => !n.is_published)).toBe(true);
    expect(
      (json(await t.get('/api/admin/news', { c_id: 5 }, op)).message as { total: number }).total,
    ).toBe(1);
    expect(json(await t.get('/api/admin/news', { c_id: 3 }, op))).toMatchObject({
      code: 'PARAMETER_ERROR',
      field: 'c_id',
    });
  });

  it('uploads a banner image owned by no user', async () => {
    const { payload, headers } = multipart(await png());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      payload,
      headers: { ...headers, authorization: op },
    });
    const url = (await expectOk(res)).message as string;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const row = await t.db.selectFrom('uploads').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, mime: 'image/webp', width: 60, height: 24 });
    await expectOk(
      await t.post(
        '/api/admin/news/create',
        { c_id: 5, image: url, is_published: 1, translations: tr({ en: { title: 'Banner' } }) },
        op,
      ),
    );
    expect(
      (json(await t.post('/api/news/list', { c_id: 5 })).message as { data: { image: string }[] })
        .data[0]?.image,
    ).toBe(url);

    const bad = multipart(Buffer.from('<svg onload="alert(1)"></svg>'));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      payload: bad.payload,
      headers: { ...bad.headers, authorization: op },
    });
    expect(json(refused).code).toBe('UPLOAD_NOT_IMAGE');
  });
});

describe('audit log', () => {
  it('writes exactly one audit row for every operator write, naming the operator', async () => {
    const { token: op, id: adminId } = await t.admin();
    const tile = (json(await t.get('/api/admin/menu', {}, op)).message as { id: number }[])[0]!.id;
    let news = 0;
    let faq = 0;
    const writes: [string, () => Record<string, unknown>, string, (message: unknown) => void][] = [
      [
        '/api/admin/menu/create',
        () => ({ key: 'audited', icon: 'x', translations: tr({ en: { label: 'A' } }) }),
        'menu_item.create',
        () => {},
      ],
      ['/api/admin/menu/update', () => ({ id: tile, sort: 5 }), 'menu_item.update', () => {}],
      ['/api/admin/menu/unpublish', () => ({ id: tile }), 'menu_item.unpublish', () => {}],
      ['/api/admin/menu/publish', () => ({ id: tile }), 'menu_item.publish', () => {}],
      ['/api/admin/menu/sort', () => ({ ids: String(tile) }), 'menu_item.sort', () => {}],
      [
        '/api/admin/news/create',
        () => ({
          c_id: 4,
          translations: tr({ en: { title: 'N', content: '<p onclick="x">N</p>' } }),
        }),
        'news.create',
        (m) => (news = (m as { id: number }).id),
      ],
      ['/api/admin/news/update', () => ({ id: news, is_popup: 1 }), 'news.update', () => {}],
      ['/api/admin/news/publish', () => ({ id: news }), 'news.publish', () => {}],
      ['/api/admin/news/unpublish', () => ({ id: news }), 'news.unpublish', () => {}],
      ['/api/admin/news/sort', () => ({ ids: `[${news}]` }), 'news.sort', () => {}],
      [
        '/api/admin/faq/create',
        () => ({ translations: tr({ en: { question: 'Q', answer: 'A' } }) }),
        'faq_item.create',
        (m) => (faq = (m as { id: number }).id),
      ],
      [
        '/api/admin/faq/update',
        () => ({ id: faq, translations: tr({ spa: { question: 'P', answer: 'R' } }) }),
        'faq_item.update',
        () => {},
      ],
      ['/api/admin/faq/publish', () => ({ id: faq }), 'faq_item.publish', () => {}],
      ['/api/admin/faq/unpublish', () => ({ id: faq }), 'faq_item.unpublish', () => {}],
      ['/api/admin/faq/sort', () => ({ ids: String(faq) }), 'faq_item.sort', () => {}],
      [
        '/api/admin/pages/update',
        () => ({ key: 'contactus', translations: tr({ en: { title: 'C', content: '<p>C</p>' } }) }),
        'page.update',
        () => {},
      ],
      ['/api/admin/pages/unpublish', () => ({ key: 'contactus' }), 'page.unpublish', () => {}],
      ['/api/admin/pages/publish', () => ({ key: 'contactus' }), 'page.publish', () => {}],
      ['/api/admin/faq/delete', () => ({ id: faq }), 'faq_item.delete', () => {}],
      ['/api/admin/news/delete', () => ({ id: news }), 'news.delete', () => {}],
      ['/api/admin/menu/delete', () => ({ id: tile }), 'menu_item.delete', () => {}],
    ];
    for (const [url, body, action, keep] of writes) {
      const before = await auditCount();
      const res = await expectOk(await t.post(url, body(), op));
      keep(res.message);
      expect(await auditCount(), url).toBe(before + 1);
      const last = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(last, url).toMatchObject({ admin_id: adminId, action });
    }

    const before = await auditCount();
    const { payload, headers } = multipart(await png());
    await expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/upload',
        payload,
        headers: { ...headers, authorization: op },
      }),
    );
    expect(await auditCount()).toBe(before + 1);

    const deleted = await t.db
      .selectFrom('audit_log')
      .select(['entity_id', 'detail'])
      .where('action', '=', 'menu_item.delete')
      .executeTakeFirstOrThrow();
    expect(deleted).toMatchObject({
      entity_id: String(tile),
      detail: { deleted: { id: tile, key: 'recharge' } },
    });
    const createdNews = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'news.create')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(createdNews.detail)).not.toContain('onclick');
  });

  it('pages the log newest first with the operator address', async () => {
    const { token: op, email } = await t.admin();
    for (let i = 0; i < 3; i++) {
      await expectOk(
        await t.post(
          '/api/admin/faq/create',
          { translations: tr({ en: { question: `Q${i}` } }) },
          op,
        ),
      );
    }
    const page = json(await t.get('/api/admin/audit', { page: 1, limit: 2 }, op)).message as {
      data: {
        action: string;
        admin_email: string;
        entity: string;
        entity_id: string;
        created_at: number;
        detail: unknown;
      }[];
      total: number;
      last_page: number;
      current_page: number;
      per_page: number;
    };
    expect(page).toMatchObject({ total: 3, last_page: 2, current_page: 1, per_page: 2 });
    expect(page.data[0]).toMatchObject({
      action: 'faq_item.create',
      admin_email: email,
      entity: 'faq_item',
      created_at: expect.any(Number) as number,
    });
    expect(Number(page.data[0]!.entity_id)).toBeGreaterThan(Number(page.data[1]!.entity_id));
    expect(json(await t.get('/api/admin/audit', { page: 0 }, op))).toMatchObject({
      code: 'PARAMETER_ERROR',
      field: 'page',
    });
    expect(
      (json(await t.get('/api/admin/audit', { entity: 'page' }, op)).message as { total: number })
        .total,
    ).toBe(0);
  });

  it('cannot be updated, deleted or truncated: the trigger raises', async () => {
    const { token: op } = await t.admin();
    await expectOk(
      await t.post('/api/admin/faq/create', { translations: tr({ en: { question: 'Q' } }) }, op),
    );
    await expect(sql`update audit_log set action = 'forged'`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await t.db.selectFrom('audit_log').select('action').execute()).toEqual([
      { action: 'faq_item.create' },
    ]);
  });

  it('rolls back the change when its audit row cannot be written', async () => {
    const { token: op, id } = await t.admin();
    // An audit row naming a missing operator fails its foreign key, after the change was made.
    await sql`alter table audit_log drop constraint audit_log_admin_id_fkey`.execute(t.db);
    await sql`alter table audit_log add constraint audit_log_admin_probe check (admin_id <> ${sql.lit(id)})`.execute(
      t.db,
    );
    const res = await t.post(
      '/api/admin/faq/create',
      { translations: tr({ en: { question: 'Q' } }) },
      op,
    );
    expect(res.statusCode).toBe(500);
    expect(await t.db.selectFrom('faq_items').selectAll().execute()).toEqual([]);
  });
});
