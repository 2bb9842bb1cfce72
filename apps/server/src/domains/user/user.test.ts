import fs from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { registerByMobile } from '../../testing/accounts.js';
import { buildTestApp, expectOk, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const json = (res: { json(): unknown }) =>
  res.json() as { type: string; message: unknown; code?: string; field?: string };

async function ageCodes() {
  await t.db
    .updateTable('verification_codes')
    .set({ created_at: new Date(Date.now() - 61_000) })
    .execute();
}

function multipart(fileName: string, content: Buffer, field = 'file', contentType = 'image/png') {
  const boundary = '----meridian-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(token: string, fileName: string, content: Buffer) {
  const { payload, headers } = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, authorization: token },
  });
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 212, g: 186, b: 131 } } })
    .png()
    .toBuffer();

describe('POST /api/user/editNickname', () => {
  it('saves a nickname of 2-10 Chinese, letters or digits and a signature of 2-30', async () => {
    const { token } = await t.signUp();
    const res = json(
      await t.post(
        '/api/user/editNickname',
        { nickname: '小明Ming1', signature: 'Long-term holder, 长期持有' },
        token,
      ),
    );
    expect(res).toMatchObject({
      type: 'ok',
      message: { nickname: '小明Ming1', signature: 'Long-term holder, 长期持有' },
    });
  });

  it.each([
    ['a', 'NICKNAME_LENGTH'],
    ['abcdefghijk', 'NICKNAME_LENGTH'],
    ['bad name!', 'NICKNAME_LENGTH'],
  ])('rejects the nickname %j', async (nickname, code) => {
    const { token } = await t.signUp();
    const before = json(await t.get('/api/user/info', {}, token)).message as { nickname: string };
    expect(json(await t.post('/api/user/editNickname', { nickname }, token))).toMatchObject({
      code,
      field: 'nickname',
    });
    expect(
      (json(await t.get('/api/user/info', {}, token)).message as { nickname: string }).nickname,
    ).toBe(before.nickname);
  });

  it('rejects a signature outside 2-30 characters', async () => {
    const { token } = await t.signUp();
    expect(json(await t.post('/api/user/editNickname', { signature: 'x' }, token))).toMatchObject({
      code: 'SIGNATURE_LENGTH',
    });
    expect(
      json(await t.post('/api/user/editNickname', { signature: 'x'.repeat(31) }, token)),
    ).toMatchObject({ code: 'SIGNATURE_LENGTH' });
  });

  it('needs a session', async () => {
    expect(json(await t.post('/api/user/editNickname', { nickname: 'Ming' })).type).toBe('999');
  });
});

describe('POST /api/upload and /api/user/uploadHeadPortrait', () => {
  it('re-encodes an image to WebP and serves it at the answered URL', async () => {
    const { token } = await t.signUp();
    const res = json(await upload(token, 'avatar.png', await png()));
    expect(res.type).toBe('ok');
    const url = res.message as string;
    // Private until used as an avatar (audit #11 item 14a): a signed link.
    expect(url).toMatch(/^\/uploads\/private\/[a-f0-9]{32}\.webp\?expires=\d+&sig=[a-f0-9]{64}$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    // The H5 sends the plain path back (its uploadPath), which the avatar makes public.
    const plain = `/uploads/${path.basename(url.split('?')[0]!)}`;
    const info = json(
      await t.post('/api/user/uploadHeadPortrait', { head_portrait: plain }, token),
    );
    expect(info).toMatchObject({ type: 'ok', message: { head_portrait: plain } });
    expect((await t.app.inject({ method: 'GET', url: plain })).statusCode).toBe(200);
  });

  it('sniffs content: a script named .png is refused and nothing is stored', async () => {
    const { token } = await t.signUp();
    const res = json(await upload(token, 'evil.png', Buffer.from('<script>alert(1)</script>')));
    expect(res).toMatchObject({ type: 'error', code: 'UPLOAD_NOT_IMAGE' });
    expect(fs.readdirSync(t.config.uploadDir)).toHaveLength(0);
  });

  it('refuses an image above the size limit with 413', async () => {
    await t.close();
    t = await buildTestApp({ uploadMaxBytes: 1000 });
    const { token } = await t.signUp();
    const big = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#123456' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const res = await upload(token, 'big.png', big);
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ type: 'error', code: 'UPLOAD_TOO_LARGE' });
  });

  it('needs a session to upload', async () => {
    const { payload, headers } = multipart('a.png', await png());
    const res = await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers });
    expect(json(res).type).toBe('999');
  });

  it("refuses another user's upload as a head portrait", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const url = json(await upload(alice.token, 'a.png', await png())).message as string;
    const plain = `/uploads/${path.basename(url.split('?')[0]!)}`;
    expect(
      json(await t.post('/api/user/uploadHeadPortrait', { head_portrait: plain }, bob.token)),
    ).toMatchObject({ code: 'PARAMETER_ERROR' });
    expect(plain).toMatch(/webp$/);
  });
});

describe('security: pay password, phone and email binding', () => {
  it('sets a 6-digit pay password with a code mailed to the user', async () => {
    const { token, email } = await t.signUp();
    await ageCodes();
    await expectOk(
      await t.post('/api/sms_mail', { user_string: email, scene: 'pay_password' }, token),
    );
    const code = t.outbox.codeFor(email);
    await expectOk(
      await t.post(
        '/api/safe/update_password',
        { password: '246810', re_password: '246810', code },
        token,
      ),
    );
    expect(json(await t.get('/api/user/info', {}, token)).message).toMatchObject({
      has_pay_password: true,
    });
  });

  it('refuses a pay password that is not 6 digits, or does not match', async () => {
    const { token } = await t.signUp();
    expect(
      json(
        await t.post(
          '/api/safe/update_password',
          { password: '12ab56', re_password: '12ab56', code: '123456' },
          token,
        ),
      ),
    ).toMatchObject({ code: 'PAY_PASSWORD_FORMAT' });
    expect(
      json(
        await t.post(
          '/api/safe/update_password',
          { password: '123456', re_password: '654321', code: '123456' },
          token,
        ),
      ),
    ).toMatchObject({ code: 'PASSWORD_MISMATCH' });
  });

  it("does not send a pay-password code to someone else's address", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const res = json(
      await t.post('/api/sms_mail', { user_string: alice.email, scene: 'pay_password' }, bob.token),
    );
    expect(res.type).toBe('error');
  });

  it('binds a phone with the SMS code, and refuses one bound to another account', async () => {
    const alice = await t.signUp();
    await expectOk(
      await t.post(
        '/api/sms_send',
        { area_code: '86', mobile: '13912345678', scene: 'bind_mobile' },
        alice.token,
      ),
    );
    const code = t.outbox.codeFor('86:13912345678');
    await expectOk(
      await t.post(
        '/api/safe/mobile',
        { area_code: '86', mobile: '13912345678', code },
        alice.token,
      ),
    );
    expect(json(await t.get('/api/user/info', {}, alice.token)).message).toMatchObject({
      mobile: '13912345678',
      area_code: '86',
    });

    const bob = await t.signUp();
    expect(
      json(
        await t.post(
          '/api/sms_send',
          { area_code: '86', mobile: '13912345678', scene: 'bind_mobile' },
          bob.token,
        ),
      ),
    ).toMatchObject({ code: 'MOBILE_TAKEN' });
  });

  it('binds an email to an account registered by mobile', async () => {
    await registerByMobile(t, '44', '7700900123', 'Secret123');
    const token = json(
      await t.post('/api/user/login', {
        user_string: '7700900123',
        area_code: '44',
        password: 'Secret123',
      }),
    ).message as string;
    await expectOk(
      await t.post(
        '/api/sms_mail',
        { user_string: 'bound@example.com', scene: 'bind_email' },
        token,
      ),
    );
    await expectOk(
      await t.post(
        '/api/safe/email',
        { email: 'bound@example.com', code: t.outbox.codeFor('bound@example.com') },
        token,
      ),
    );
    expect(json(await t.get('/api/user/info', {}, token)).message).toMatchObject({
      email: 'bound@example.com',
    });
  });

  it('saves the default fiat and language, and refuses an unknown fiat', async () => {
    const { token } = await t.signUp();
    expect(
      json(await t.post('/api/user/setting', { fiat: 'JPY', language: 'th' }, token)).message,
    ).toMatchObject({ default_fiat: 'JPY', language: 'th' });
    expect(json(await t.post('/api/user/setting', { fiat: 'XXX' }, token))).toMatchObject({
      code: 'PARAMETER_ERROR',
      field: 'fiat',
    });
  });

  it('keeps the price colours chosen, goes back to the default on auto, refuses others', async () => {
    const { token } = await t.signUp();
    const info = async () => json(await t.get('/api/user/info', {}, token)).message;
    expect(await info()).toMatchObject({ price_colours: null });
    await t.post('/api/user/setting', { price_colours: 'red-up' }, token);
    expect(await info()).toMatchObject({ price_colours: 'red-up' });
    // Changing the language alone leaves the choice as it is.
    await t.post('/api/user/setting', { language: 'en' }, token);
    expect(await info()).toMatchObject({ price_colours: 'red-up', language: 'en' });
    expect(
      json(await t.post('/api/user/setting', { price_colours: 'blue-up' }, token)),
    ).toMatchObject({ code: 'PARAMETER_ERROR', field: 'price_colours' });
    expect(await info()).toMatchObject({ price_colours: 'red-up' });
    await t.post('/api/user/setting', { price_colours: 'auto' }, token);
    expect(await info()).toMatchObject({ price_colours: null });
  });
});

describe('site configuration', () => {
  it('answers the site name and logo, and that there is no feed (so no demo mode)', async () => {
    expect(json(await t.get('/api/getSiteConfig'))).toEqual({
      type: 'ok',
      message: {
        site_name: 'Meridian',
        site_logo: '/h5/logo.svg',
        demo_mode: false,
        feed: 'none',
        seed_hash: null,
        seed_public: false,
      },
    });
  });

  it('answers a public setting by keyword and refuses unknown ones', async () => {
    expect(json(await t.get('/api/getSetting', { keyword: 'site_name' }))).toEqual({
      type: 'ok',
      message: 'Meridian',
    });
    expect(json(await t.get('/api/getSetting', { keyword: 'nope' }))).toMatchObject({
      code: 'SETTING_NOT_FOUND',
    });
    expect(json(await t.get('/api/getSetting', {}))).toMatchObject({
      code: 'PARAMETER_ERROR',
      field: 'keyword',
    });
  });

  it('serves the fiat list of SPEC §9 with USD at 1', async () => {
    const res = (await t.app.inject({ method: 'GET', url: '/h5/rates.json' })).json<{
      rates: { currency_code: string; rate: string }[];
    }>();
    expect(res.rates.map((r) => r.currency_code)).toEqual([
      'USD',
      'CNY',
      'GBP',
      'HKD',
      'JPY',
      'EUR',
      'AED',
      'THB',
      'PHP',
      'SGD',
      'VND',
    ]);
    expect(res.rates[0]?.rate).toBe('1');
  });
});
