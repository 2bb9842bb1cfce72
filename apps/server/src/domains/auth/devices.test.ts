import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ageCodes } from '../../testing/accounts.js';
import { buildTestApp, expectOk, type TestApp } from '../../testing/test-app.js';
import { networkOf, parseUserAgent } from './device.js';
import { LAST_SEEN_EVERY_MS } from './devices.service.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const json = (res: { json(): unknown }) =>
  res.json() as { type: string; message: unknown; code?: string };

interface Device {
  id: number;
  browser: string;
  os: string;
  network: string;
  network_kind: string;
  last_seen_at: number | null;
  signed_in_at: number;
  current: boolean;
}

/** Signs in from a browser and address, as a phone would. */
async function signIn(email: string, password: string, userAgent: string, ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: new URLSearchParams({ user_string: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
    remoteAddress: ip,
  });
  return `Bearer ${(await expectOk(res)).message as string}`;
}

/** A dead session's answer: type 999 (the web goes to the login screen). */
async function expectSignedOut(token: string) {
  expect(json(await t.get('/api/user/info', {}, token))).toMatchObject({
    type: '999',
    code: 'SESSION_INVALID',
  });
}

async function devicesOf(token: string) {
  return (await expectOk(await t.get('/api/user/devices', {}, token))).message as Device[];
}

const newDeviceMails = (email: string) =>
  t.outbox.mails.filter((m) => m.to === email && /new sign-in/i.test(m.subject));

describe('device names and networks', () => {
  it('names browser and OS, and shows the network, never a city', () => {
    expect(parseUserAgent(IPHONE)).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(parseUserAgent('')).toEqual({ browser: '', os: '' });
    expect(networkOf('203.0.113.7')).toEqual({ network: '203.0.113.0/24', networkKind: 'public' });
    expect(networkOf('2001:db8:1:2::5')).toEqual({
      network: '2001:db8:1::/48',
      networkKind: 'public',
    });
    expect(networkOf('::ffff:192.168.1.9')).toEqual({
      network: '192.168.1.0/24',
      networkKind: 'private',
    });
    expect(networkOf('::1').networkKind).toBe('loopback');
    expect(networkOf('127.0.0.1').networkKind).toBe('loopback');
    expect(networkOf('fd00::1').networkKind).toBe('private');
    expect(networkOf('nonsense')).toEqual({ network: '', networkKind: 'unknown' });
  });
});

describe('GET /user/devices and signing devices out', () => {
  it('lists only my devices, this one marked, with browser, OS and network', async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    const phone = await signIn(me.email, me.password, IPHONE, '203.0.113.7');
    await signIn(other.email, other.password, ANDROID, '198.51.100.2');
    const list = await devicesOf(phone);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      browser: 'Safari',
      os: 'iOS',
      network: '203.0.113.0/24',
      network_kind: 'public',
      current: true,
    });
    expect(list[1]).toMatchObject({ network_kind: 'loopback', current: false });
    expect(list.every((d) => d.signed_in_at > 0)).toBe(true);
  });

  it("refuses another user's session id and leaves it signed in", async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    const [theirs] = await devicesOf(`Bearer ${other.token}`);
    const res = json(
      await t.post('/api/user/devices/revoke', { id: theirs?.id ?? 0 }, `Bearer ${me.token}`),
    );
    expect(res).toMatchObject({ type: 'error', code: 'DEVICE_NOT_FOUND' });
    await expectOk(await t.get('/api/user/info', {}, `Bearer ${other.token}`));
    expect(await devicesOf(`Bearer ${other.token}`)).toHaveLength(1);
  });

  it('signs one device out: its token is refused at once', async () => {
    const me = await t.signUp();
    const phone = await signIn(me.email, me.password, IPHONE, '203.0.113.7');
    // The laptop's session is cached by its first request.
    await expectOk(await t.get('/api/user/info', {}, `Bearer ${me.token}`));
    const laptop = (await devicesOf(phone)).find((d) => !d.current);
    await expectOk(await t.post('/api/user/devices/revoke', { id: laptop?.id ?? 0 }, phone));
    await expectSignedOut(`Bearer ${me.token}`);
    expect(await devicesOf(phone)).toHaveLength(1);
    // Once is enough: the same id again is no longer a device of mine.
    expect(
      json(await t.post('/api/user/devices/revoke', { id: laptop?.id ?? 0 }, phone)),
    ).toMatchObject({ code: 'DEVICE_NOT_FOUND' });
  });

  it('signs every other device out and keeps this one', async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    const phone = await signIn(me.email, me.password, IPHONE, '203.0.113.7');
    const tablet = await signIn(me.email, me.password, ANDROID, '198.51.100.2');
    await expectOk(await t.post('/api/user/devices/revoke_others', {}, phone));
    await expectSignedOut(`Bearer ${me.token}`);
    await expectSignedOut(tablet);
    await expectOk(await t.get('/api/user/info', {}, phone));
    await expectOk(await t.get('/api/user/info', {}, `Bearer ${other.token}`));
    const left = await devicesOf(phone);
    expect(left.map((d) => d.current)).toEqual([true]);
  });

  it('notes last seen at most once a minute', async () => {
    const me = await t.signUp();
    const token = `Bearer ${me.token}`;
    const [before] = await devicesOf(token);
    expect(before?.last_seen_at).toBeGreaterThan(0);
    const stale = new Date(Date.now() - LAST_SEEN_EVERY_MS - 5_000);
    await t.db.updateTable('sessions').set({ last_seen_at: stale }).execute();
    // Within the session cache's few seconds nothing is read again; a new app node reads it.
    const fresh = await buildTestApp({}, { database: { db: t.db } as never });
    try {
      const [after] = (await expectOk(await fresh.get('/api/user/devices', {}, token)))
        .message as Device[];
      expect(after?.last_seen_at).toBeGreaterThan(stale.getTime());
    } finally {
      await fresh.app.close();
    }
  });
});

describe('GET /user/login_history', () => {
  it('pages my sign-ins, failures too, newest first, and no one else’s', async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    await signIn(other.email, other.password, ANDROID, '198.51.100.2');
    await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: new URLSearchParams({ user_string: me.email, password: 'Wrong1234' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': ANDROID },
      remoteAddress: '2001:db8:5:6::1',
    });
    const phone = await signIn(me.email, me.password, IPHONE, '203.0.113.7');
    const page = (await expectOk(await t.get('/api/user/login_history', { limit: 2 }, phone)))
      .message as { data: Record<string, unknown>[]; total: number; last_page: number };
    expect(page.total).toBe(3);
    expect(page.last_page).toBe(2);
    expect(page.data[0]).toMatchObject({
      browser: 'Safari',
      network: '203.0.113.0/24',
      success: true,
    });
    expect(page.data[1]).toMatchObject({
      browser: 'Chrome',
      os: 'Android',
      network: '2001:db8:5::/48',
      success: false,
    });
  });
});

describe('new-device mail', () => {
  it('mails once for a new device, in the user’s language, and not again for the same one', async () => {
    const me = await t.signUp();
    expect(newDeviceMails(me.email)).toHaveLength(0);
    await signIn(me.email, me.password, IPHONE, '203.0.113.7');
    const [mail] = newDeviceMails(me.email);
    expect(newDeviceMails(me.email)).toHaveLength(1);
    expect(mail?.text).toContain('Safari · iOS');
    expect(mail?.text).toContain('203.0.113.0/24');
    expect(mail?.text).toMatch(/change your password/i);
    // Same browser, OS and network (a newer version, another address in the /24): no mail.
    await signIn(me.email, me.password, IPHONE.replace('17_0', '17_1'), '203.0.113.99');
    expect(newDeviceMails(me.email)).toHaveLength(1);
    // A failed attempt from a new device is not a sign-in.
    await t.post('/api/user/login', { user_string: me.email, password: 'Wrong1234' });
    expect(newDeviceMails(me.email)).toHaveLength(1);
  });
});

describe('anti-phishing code', () => {
  async function setCode(token: string, email: string, code: string) {
    await ageCodes(t);
    await expectOk(
      await t.post('/api/sms_mail', { user_string: email, scene: 'anti_phishing' }, token),
    );
    const sent = t.outbox.codeFor(email);
    return t.post('/api/user/anti_phishing', { anti_phishing_code: code, code: sent }, token);
  }

  it('is set with a mailed code, shown masked, and heads every later mail to the user', async () => {
    const me = await t.signUp();
    const token = `Bearer ${me.token}`;
    expect((await expectOk(await t.get('/api/user/anti_phishing', {}, token))).message).toEqual({
      set: false,
      masked: null,
    });
    expect((await expectOk(await setCode(token, me.email, 'Blue42'))).message).toEqual({
      set: true,
      masked: 'B••••2',
    });
    await ageCodes(t);
    await expectOk(
      await t.post(
        '/api/sms_mail',
        { user_string: me.email, scene: 'password', lang: 'zh' },
        token,
      ),
    );
    const code = t.outbox.mails.at(-1);
    expect(code?.text.split('\n')[0]).toBe('您的防钓鱼码：Blue42');
    // The new-device mail carries it too.
    await signIn(me.email, me.password, ANDROID, '198.51.100.2');
    expect(newDeviceMails(me.email).at(-1)?.text.split('\n')[0]).toBe(
      'Your anti-phishing code: Blue42',
    );
    // Another user's mail does not.
    await ageCodes(t);
    await t.post('/api/sms_mail', { user_string: 'stranger@example.com', scene: 'register' });
    expect(t.outbox.mails.at(-1)?.text).not.toContain('Blue42');
  });

  it('refuses a bad code or a wrong verification code and keeps the old one', async () => {
    const me = await t.signUp();
    const token = `Bearer ${me.token}`;
    await expectOk(await setCode(token, me.email, 'Blue42'));
    for (const bad of ['ab1', '123456', 'has space', 'x'.repeat(21), 'semi;colon']) {
      expect(json(await setCode(token, me.email, bad))).toMatchObject({
        type: 'error',
        code: 'ANTI_PHISHING_INVALID',
      });
    }
    await ageCodes(t);
    await expectOk(
      await t.post('/api/sms_mail', { user_string: me.email, scene: 'anti_phishing' }, token),
    );
    const right = t.outbox.codeFor(me.email);
    const wrong = right === '000000' ? '111111' : '000000';
    expect(
      json(
        await t.post(
          '/api/user/anti_phishing',
          { anti_phishing_code: 'Red77', code: wrong },
          token,
        ),
      ),
    ).toMatchObject({ type: 'error', code: 'CODE_INVALID' });
    // A code sent for another purpose does not set it either.
    await ageCodes(t);
    await expectOk(
      await t.post('/api/sms_mail', { user_string: me.email, scene: 'password' }, token),
    );
    const other = t.outbox.codeFor(me.email);
    expect(
      json(
        await t.post(
          '/api/user/anti_phishing',
          { anti_phishing_code: 'Red77', code: other },
          token,
        ),
      ),
    ).toMatchObject({ type: 'error', code: 'CODE_INVALID' });
    expect((await expectOk(await t.get('/api/user/anti_phishing', {}, token))).message).toEqual({
      set: true,
      masked: 'B••••2',
    });
  });
});
