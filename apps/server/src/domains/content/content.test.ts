import { LANGUAGES, PAGE_KEYS } from '@meridian/contract';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MENU_TILE_COUNT } from '../../seed/content.js';
import { seedDemoData } from '../../seed/index.js';
import { buildTestApp, expectOk, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let op: string;
beforeEach(async () => {
  t = await buildTestApp();
  op = (await t.admin()).token;
});
afterEach(() => t.close());

type Envelope = { type: string; message: unknown; code?: string; field?: string };
const json = (res: { json(): unknown }) => res.json() as Envelope;
const message = <T>(res: { json(): unknown }) => (res.json() as { message: T }).message;

/** Creates content through the operator API and answers its id. */
async function create(
  kind: 'menu' | 'news' | 'faq',
  body: Record<string, unknown>,
): Promise<number> {
  const res = await expectOk(
    await t.post(
      `/api/admin/${kind}/create`,
      { is_published: 1, ...body, translations: JSON.stringify(body.translations) },
      op,
    ),
  );
  return (res.message as { id: number }).id;
}

const notice = (title: string, extra: Record<string, unknown> = {}) =>
  create('news', {
    c_id: 4,
    translations: { en: { title, summary: `${title} summary`, content: `<p>${title}</p>` } },
    ...extra,
  });

describe('GET /api/menu', () => {
  const SPEC_ORDER = [
    'recharge',
    'withdraw',
    'stock',
    'futures',
    'copy_trading',
    'financial',
    'margin',
    'otc',
    'coupon',
    'bills',
    'exchange',
    'mining',
    'game',
    'chat',
    'quick_buy',
    'defi',
    'cloud_mining',
    'lock_mining',
    'coin_transfer',
    'ieo',
    'options',
    'borrowing',
    'nft',
    'invest',
    'download',
  ];

  it('lists every SPEC §2 home tile in order, only the built products with a route', async () => {
    const menu = message<
      { key: string; label: string; route: string | null; icon: string; sort: number }[]
    >(await t.get('/api/menu'));
    expect(MENU_TILE_COUNT).toBe(25);
    expect(menu.map((m) => m.key)).toEqual(SPEC_ORDER);
    expect(menu.every((m) => m.icon.length > 0)).toBe(true);
    expect(
      Object.fromEntries(menu.filter((m) => m.route !== null).map((m) => [m.key, m.route])),
    ).toEqual({
      recharge: '/pages/fund/receive',
      withdraw: '/pages/fund/withdraw',
      exchange: '/pages/fund/fundTransfer',
      coin_transfer: '/pages/fund/transfer',
      stock: '/pages/transaction/index2?category=stock',
      futures: '/pages/transaction/index?product=futures',
      margin: '/pages/transaction/index?product=futures',
      coupon: '/pages/setting/coupon',
      options: '/pages/transaction/index?product=options',
      bills: '/pages/setting/bill',
      financial: '/pages/financial/index',
      invest: '/pages/invest/invest',
      ieo: '/pages/ieo/ieo',
      lock_mining: '/pages/lockming/lockming',
      mining: '/pages/lockming/lockming?category=mining',
      defi: '/pages/lockming/lockming?category=defi',
      cloud_mining: '/pages/lockming/lockming?category=cloud',
      game: '/pages/game/game',
      chat: '/pages/chat/index',
      otc: '/pages/otc/otc?tab=buy',
      quick_buy: '/pages/otc/otc?tab=quick',
      borrowing: '/pages/common/borrowing',
      nft: '/pages/nft/nft',
    });
    expect(menu[0]).toMatchObject({
      key: 'recharge',
      label: 'Recharge',
      icon: 'recharge',
      sort: 0,
    });
    expect(menu.find((m) => m.key === 'copy_trading')).toMatchObject({
      label: 'Copy trading',
      icon: 'copyTrading',
    });
  });

  it('labels tiles in every one of the eight languages', async () => {
    const english = message<{ label: string }[]>(await t.get('/api/menu'));
    for (const lang of LANGUAGES) {
      const labels = message<{ key: string; label: string }[]>(await t.get('/api/menu', { lang }));
      expect(labels).toHaveLength(25);
      expect(labels.every((l) => l.label.length > 0)).toBe(true);
      if (lang !== 'en')
        expect(labels.map((l) => l.label)).not.toEqual(english.map((l) => l.label));
    }
    const zh = message<{ key: string; label: string }[]>(await t.get('/api/menu', { lang: 'zh' }));
    expect(zh.find((m) => m.key === 'recharge')?.label).toBe('充值');
    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/api/menu',
      headers: { 'accept-language': 'ja' },
    });
    expect(message<{ label: string }[]>(byHeader)[0]?.label).toBe('入金');
  });

  it('hides an unpublished tile and shows it again once published', async () => {
    const menu = message<{ id: number; key: string }[]>(await t.get('/api/menu'));
    const nft = menu.find((m) => m.key === 'nft')!;
    await expectOk(await t.post('/api/admin/menu/unpublish', { id: nft.id }, op));
    expect(message<{ key: string }[]>(await t.get('/api/menu')).map((m) => m.key)).not.toContain(
      'nft',
    );
    await expectOk(await t.post('/api/admin/menu/publish', { id: nft.id }, op));
    expect(message<{ key: string }[]>(await t.get('/api/menu')).map((m) => m.key)).toContain('nft');
  });

  it('falls back to English for a tile without a label in the request language', async () => {
    await create('menu', {
      key: 'lottery_free',
      icon: 'gift',
      translations: { en: { label: 'Only English' } },
    });
    const th = message<{ key: string; label: string }[]>(await t.get('/api/menu', { lang: 'th' }));
    expect(th.find((m) => m.key === 'lottery_free')?.label).toBe('Only English');
  });
});

describe('POST /api/news/list', () => {
  it.each([
    [{ c_id: 6 }, 'c_id'],
    [{ c_id: 'abc' }, 'c_id'],
    [{}, 'c_id'],
    [{ c_id: 4, page: 0 }, 'page'],
    [{ c_id: 4, page: 'x' }, 'page'],
    [{ c_id: 4, page: -1 }, 'page'],
    [{ c_id: 4, limit: 51 }, 'limit'],
    [{ c_id: 4, limit: 0 }, 'limit'],
  ])('refuses %j naming the bad field', async (body, field) => {
    expect(json(await t.post('/api/news/list', body))).toMatchObject({
      type: 'error',
      code: 'PARAMETER_ERROR',
      field,
    });
  });

  it('names the bad field in the translated message', async () => {
    const res = json(await t.post('/api/news/list', { c_id: 9, lang: 'zh' }));
    expect(res.message).toBe('参数错误：c_id');
  });

  it('answers the paged list shape, newest first', async () => {
    for (let i = 1; i <= 12; i++) await notice(`Notice ${i}`);
    await t.db
      .updateTable('news')
      .set((eb) => ({ created_at: eb.fn('to_timestamp', [eb('id', '*', 1000)]) }))
      .execute();
    const page = message<{
      data: { title: string; c_id: number; created_at: number }[];
      current_page: number;
      per_page: number;
      total: number;
      last_page: number;
    }>(await t.post('/api/news/list', { c_id: 4, page: 2, limit: 5 }));
    expect(page).toMatchObject({ current_page: 2, per_page: 5, total: 12, last_page: 3 });
    expect(page.data.map((d) => d.title)).toEqual([
      'Notice 7',
      'Notice 6',
      'Notice 5',
      'Notice 4',
      'Notice 3',
    ]);
    expect(Object.keys(page.data[0]!).sort()).toEqual([
      'c_id',
      'created_at',
      'id',
      'image',
      'link',
      'summary',
      'title',
    ]);
    expect(page.data[0]?.created_at).toBe(7_000_000);

    const last = message<{ data: unknown[]; current_page: number }>(
      await t.post('/api/news/list', { c_id: 4, page: 3, limit: 5 }),
    );
    expect(last.data).toHaveLength(2);
    const beyond = message<{ data: unknown[]; total: number }>(
      await t.post('/api/news/list', { c_id: 4, page: 9 }),
    );
    expect(beyond).toMatchObject({ data: [], total: 12 });
  });

  it('defaults to page 1 of 10 and an empty list still has one page', async () => {
    expect(message(await t.post('/api/news/list', { c_id: 5 }))).toEqual({
      data: [],
      current_page: 1,
      per_page: 10,
      total: 0,
      last_page: 1,
    });
  });

  it('keeps categories apart and hides drafts and unpublished items', async () => {
    await notice('Published notice');
    const hidden = await notice('Unpublished notice');
    await notice('Draft notice', { is_published: 0 });
    await create('news', {
      c_id: 5,
      image: '/uploads/0123456789abcdef0123456789abcdef.webp',
      link: '/pages/common/aboutus',
      translations: { en: { title: 'A banner' } },
    });
    await expectOk(await t.post('/api/admin/news/unpublish', { id: hidden }, op));

    const notices = message<{ data: { title: string }[]; total: number }>(
      await t.post('/api/news/list', { c_id: 4 }),
    );
    expect(notices.data.map((d) => d.title)).toEqual(['Published notice']);
    expect(notices.total).toBe(1);
    const banners = message<{ data: { title: string; image: string; link: string }[] }>(
      await t.post('/api/news/list', { c_id: 5 }),
    );
    expect(banners.data).toEqual([
      expect.objectContaining({
        title: 'A banner',
        image: '/uploads/0123456789abcdef0123456789abcdef.webp',
        link: '/pages/common/aboutus',
      }),
    ]);
  });

  it('orders by the operator sort before date', async () => {
    const a = await notice('First by sort');
    const b = await notice('Second by sort');
    await expectOk(await t.post('/api/admin/news/sort', { ids: `${a},${b}` }, op));
    const list = message<{ data: { title: string }[] }>(
      await t.post('/api/news/list', { c_id: 4 }),
    );
    expect(list.data.map((d) => d.title)).toEqual(['First by sort', 'Second by sort']);
  });

  it('answers English for a language the item lacks, and the language when it has it', async () => {
    const id = await notice('English only');
    expect(
      message<{ data: { title: string }[] }>(
        await t.post('/api/news/list', { c_id: 4, lang: 'th' }),
      ).data[0]?.title,
    ).toBe('English only');

    await expectOk(
      await t.post(
        '/api/admin/news/update',
        {
          id,
          translations: JSON.stringify({
            zh: { title: '中文标题', summary: '摘要', content: '<p>内容</p>' },
          }),
        },
        op,
      ),
    );
    const zh = message<{ data: { title: string; summary: string }[] }>(
      await t.post('/api/news/list', { c_id: 4, lang: 'zh' }),
    );
    expect(zh.data[0]).toMatchObject({ title: '中文标题', summary: '摘要' });
    expect(
      message<{ title: string; content: string }>(
        await t.post('/api/news/detail', { id, lang: 'zh' }),
      ),
    ).toMatchObject({ title: '中文标题', content: '<p>内容</p>' });
    expect(
      message<{ title: string }>(await t.post('/api/news/detail', { id, lang: 'th' })).title,
    ).toBe('English only');
    expect(
      message<{ title: string }>(await t.post('/api/news/detail', { id, lang: 'hk' })).title,
    ).toBe('English only');
  });
});

describe('POST /api/news/detail', () => {
  it('answers a published item with its content', async () => {
    const id = await notice('Hello');
    const detail = message<Record<string, unknown>>(await t.post('/api/news/detail', { id }));
    expect(detail).toEqual({
      id,
      c_id: 4,
      title: 'Hello',
      content: '<p>Hello</p>',
      image: '',
      created_at: expect.any(Number) as number,
    });
  });

  it('answers NOT_FOUND for an unknown, draft or unpublished id', async () => {
    expect(json(await t.post('/api/news/detail', { id: 999_999 }))).toMatchObject({
      type: 'error',
      code: 'NOT_FOUND',
    });
    const draft = await notice('Draft', { is_published: 0 });
    expect(json(await t.post('/api/news/detail', { id: draft }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const gone = await notice('Gone');
    await expectOk(await t.post('/api/admin/news/unpublish', { id: gone }, op));
    expect(json(await t.post('/api/news/detail', { id: gone }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    await expectOk(await t.post('/api/admin/news/delete', { id: gone }, op));
    expect(json(await t.post('/api/news/detail', { id: gone }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it.each([[{}], [{ id: 'abc' }], [{ id: 0 }], [{ id: 1.5 }]])(
    'refuses the id in %j',
    async (body) => {
      expect(json(await t.post('/api/news/detail', body))).toMatchObject({
        code: 'PARAMETER_ERROR',
        field: 'id',
      });
    },
  );
});

describe('sanitising operator HTML', () => {
  const DIRTY =
    '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p>' +
    '<img src=x onerror="alert(2)">' +
    '<a href="javascript:alert(3)">bad link</a>' +
    '<a href="https://example.com/x">good link</a>' +
    '<img src="https://example.com/a.png" onload="alert(4)">' +
    '<iframe src="https://evil.example"></iframe><style>body{}</style>';

  function expectClean(html: string) {
    expect(html).not.toMatch(
      /<script|alert\(|onerror|onclick|onload|javascript:|style=|<iframe|<style/i,
    );
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain(
      '<a href="https://example.com/x" rel="noopener noreferrer" target="_blank">good link</a>',
    );
    expect(html).toContain('<img src="https://example.com/a.png" />');
    expect(html).toContain('bad link');
  }

  it('strips scripts, event attributes, javascript: links and styles on write', async () => {
    const id = await create('news', {
      c_id: 4,
      translations: { en: { title: 'Dirty', content: DIRTY } },
    });
    const stored = await t.db
      .selectFrom('news_translations')
      .select('content')
      .where('news_id', '=', id)
      .executeTakeFirstOrThrow();
    expectClean(stored.content);
    expectClean(message<{ content: string }>(await t.post('/api/news/detail', { id })).content);
  });

  it('strips the same again on read, for rows written past the API', async () => {
    const id = await notice('Clean at first');
    await t.db
      .updateTable('news_translations')
      .set({ content: DIRTY })
      .where('news_id', '=', id)
      .execute();
    expectClean(message<{ content: string }>(await t.post('/api/news/detail', { id })).content);

    await expectOk(await t.post('/api/admin/news/update', { id, is_popup: 1 }, op));
    expectClean(message<{ content: string }>(await t.get('/api/news/index_pop')).content);

    const faq = await create('faq', {
      translations: { en: { question: 'Q?', answer: '<p>A</p>' } },
    });
    await t.db
      .updateTable('faq_item_translations')
      .set({ answer: DIRTY })
      .where('faq_item_id', '=', faq)
      .execute();
    expectClean(message<{ answer: string }[]>(await t.get('/api/faq'))[0]!.answer);

    await expectOk(
      await t.post(
        '/api/admin/pages/update',
        {
          key: 'aboutus',
          translations: JSON.stringify({ en: { title: 'About', content: '<p>x</p>' } }),
        },
        op,
      ),
    );
    await t.db.updateTable('page_translations').set({ content: DIRTY }).execute();
    expectClean(message<{ content: string }>(await t.get('/api/aboutus')).content);
  });

  it('keeps images only from our uploads or https', async () => {
    const id = await create('faq', {
      translations: {
        en: {
          question: 'Images?',
          answer:
            '<img src="/uploads/0123456789abcdef0123456789abcdef.webp"><img src="http://plain.example/a.png"><img src="//cdn.example/a.png"><img src="data:image/png;base64,AAAA"><img src="/uploads/../api/admin/logout">',
        },
      },
    });
    const answer = message<{ id: number; answer: string }[]>(await t.get('/api/faq')).find(
      (f) => f.id === id,
    )!.answer;
    expect(answer).toBe('<img src="/uploads/0123456789abcdef0123456789abcdef.webp" />');
  });
});

describe('GET /api/news/index_pop', () => {
  it('answers null when there is no published pop-up', async () => {
    expect(json(await t.get('/api/news/index_pop'))).toEqual({ type: 'ok', message: null });
    const id = await notice('Not a pop-up');
    await expectOk(
      await t.post('/api/admin/news/update', { id, is_popup: 1, is_published: 0 }, op),
    );
    expect(message(await t.get('/api/news/index_pop'))).toBeNull();
  });

  it('answers the published pop-up in the request language', async () => {
    const id = await create('news', {
      c_id: 4,
      is_popup: 1,
      translations: {
        en: { title: 'Welcome', content: '<p>Hi</p>' },
        kor: { title: '환영합니다', content: '<p>안녕하세요</p>' },
      },
    });
    expect(message(await t.get('/api/news/index_pop'))).toEqual({
      id,
      title: 'Welcome',
      content: '<p>Hi</p>',
    });
    expect(message(await t.get('/api/news/index_pop', { lang: 'kor' }))).toEqual({
      id,
      title: '환영합니다',
      content: '<p>안녕하세요</p>',
    });
    expect(message(await t.get('/api/news/index_pop', { lang: 'spa' }))).toMatchObject({
      title: 'Welcome',
    });
  });

  it('refuses a banner as a pop-up', async () => {
    const res = json(
      await t.post(
        '/api/admin/news/create',
        { c_id: 5, is_popup: 1, translations: JSON.stringify({ en: { title: 'x' } }) },
        op,
      ),
    );
    expect(res).toMatchObject({ code: 'PARAMETER_ERROR', field: 'is_popup' });
  });
});

describe('GET /api/faq and the pages', () => {
  it('lists published FAQ items in sort order with language fallback', async () => {
    const a = await create('faq', {
      translations: { en: { question: 'Only English?', answer: '<p>Yes</p>' } },
    });
    const b = await create('faq', {
      translations: {
        en: { question: 'Both?', answer: '<p>Yes</p>' },
        zh: { question: '两种语言？', answer: '<p>是</p>' },
      },
    });
    await create('faq', {
      is_published: 0,
      translations: { en: { question: 'Draft?', answer: '' } },
    });
    await expectOk(await t.post('/api/admin/faq/sort', { ids: `${b},${a}` }, op));
    expect(message(await t.get('/api/faq', { lang: 'zh' }))).toEqual([
      { id: b, question: '两种语言？', answer: '<p>是</p>' },
      { id: a, question: 'Only English?', answer: '<p>Yes</p>' },
    ]);
    expect(
      message<{ question: string }[]>(await t.get('/api/faq', { lang: 'th' })).map(
        (f) => f.question,
      ),
    ).toEqual(['Both?', 'Only English?']);
  });

  it.each([...PAGE_KEYS])(
    'answers /%s, NOT_FOUND until written or once unpublished',
    async (key) => {
      expect(json(await t.get(`/api/${key}`))).toMatchObject({ type: 'error', code: 'NOT_FOUND' });
      await expectOk(
        await t.post(
          '/api/admin/pages/update',
          {
            key,
            translations: JSON.stringify({
              en: { title: 'Title', content: '<p>Body</p>' },
              fra: { title: 'Titre', content: '<p>Corps</p>' },
            }),
          },
          op,
        ),
      );
      expect(message(await t.get(`/api/${key}`))).toEqual({
        title: 'Title',
        content: '<p>Body</p>',
      });
      expect(message(await t.get(`/api/${key}`, { lang: 'fra' }))).toEqual({
        title: 'Titre',
        content: '<p>Corps</p>',
      });
      expect(message(await t.get(`/api/${key}`, { lang: 'jp' }))).toEqual({
        title: 'Title',
        content: '<p>Body</p>',
      });
      await expectOk(await t.post('/api/admin/pages/unpublish', { key }, op));
      expect(json(await t.get(`/api/${key}`))).toMatchObject({ code: 'NOT_FOUND' });
    },
  );
});

describe('demo content (DEMO=1)', () => {
  it('seeds notices, a pop-up, banners with served images, FAQ and pages in all eight languages, once', async () => {
    await seedDemoData(t.db, { uploadDir: t.config.uploadDir });
    await seedDemoData(t.db, { uploadDir: t.config.uploadDir });

    const notices = message<{ total: number }>(await t.post('/api/news/list', { c_id: 4 }));
    expect(notices.total).toBe(4);
    const banners = message<{ data: { image: string; link: string }[] }>(
      await t.post('/api/news/list', { c_id: 5 }),
    );
    expect(banners.data).toHaveLength(2);
    for (const banner of banners.data) {
      expect(banner.image).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
      expect(banner.link).toMatch(/^\/pages\//);
      const served = await t.app.inject({ method: 'GET', url: banner.image });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 750,
        height: 300,
      });
    }
    expect(message<{ title: string }>(await t.get('/api/news/index_pop'))?.title).toBe(
      'Welcome to Meridian',
    );
    expect(message<unknown[]>(await t.get('/api/faq'))).toHaveLength(6);

    for (const lang of LANGUAGES) {
      for (const key of PAGE_KEYS) {
        const page = message<{ title: string; content: string }>(
          await t.get(`/api/${key}`, { lang }),
        );
        expect(page.title.length).toBeGreaterThan(0);
        expect(page.content).toMatch(/^<p>/);
      }
      const translations = await t.db
        .selectFrom('news_translations')
        .select('news_id')
        .where('lang', '=', lang)
        .execute();
      expect(translations).toHaveLength(6);
      const faq = await t.db
        .selectFrom('faq_item_translations')
        .select('faq_item_id')
        .where('lang', '=', lang)
        .execute();
      expect(faq).toHaveLength(6);
    }
    expect(message<{ title: string }>(await t.get('/api/aboutus', { lang: 'th' })).title).toBe(
      'เกี่ยวกับ Meridian',
    );
    expect(message<{ content: string }>(await t.get('/api/contactus')).content).toContain(
      'href="mailto:support@example.com" rel="noopener noreferrer"',
    );
  });

  it('keeps the settings the app reads for support, game and download links', async () => {
    for (const keyword of ['support_url', 'game_url', 'apk_download_url']) {
      expect(json(await t.get('/api/getSetting', { keyword })).type).toBe('ok');
    }
  });
});
