import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  MAX_PUSH_SUBSCRIPTIONS,
  type DepositRequestView,
  type PushKeyView,
  type PushPayload,
  type PushSettingsView,
} from '@meridian/contract';
import { afterEach, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/connect.js';
import { buildDatabaseTemplateFirst, closedAfterEach } from '../../testing/lifecycle.js';
import {
  balanceOf,
  failure,
  LEVER,
  liveFeed,
  ok,
  uploadImage,
  USDT,
  userIdOf,
} from '../../testing/money.js';
import { buildTestApp, openTestDatabase, type TestApp } from '../../testing/test-app.js';
import { futuresOrder, trader } from '../../testing/traders.js';
import { tradingApp } from '../../testing/trading.js';
import { pushesSent } from './index.js';

buildDatabaseTemplateFirst();
const apps = closedAfterEach<TestApp>();
const servers: http.Server[] = [];
let shared: DatabaseHandle | undefined;
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
  await shared?.close();
  shared = undefined;
});

const PRICES = { 'BTC/USDT': '65000', 'ETH/USDT': '3250' };

async function start(overrides = { pushAllowLoopback: true }) {
  const t = await buildTestApp(overrides, { feed: liveFeed(PRICES) });
  apps.push(t);
  return t;
}

// ---- a browser and a push service, as far as the server can tell --------------------------------

/** A device's subscription keys, made as a browser makes them: a P-256 pair and a 16-byte secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authText: auth.toString('base64url'),
  };
}

interface Received {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A loopback push service: records each POST and answers `status()`. */
async function pushService(status: () => number = () => 201) {
  const received: Received[] = [];
  const waiting: ((r: Received) => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const got = { headers: req.headers, body: Buffer.concat(chunks) };
      received.push(got);
      waiting.shift()?.(got);
      res.statusCode = status();
      res.end();
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    endpoint: (path = 'sub') => `http://127.0.0.1:${port}/push/${path}`,
    next: () =>
      new Promise<Received>((resolve) => {
        waiting.push(resolve);
      }),
  };
}

/** RFC 8291 (aes128gcm) decryption with the browser's keys, written from the RFC. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    keys.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2 and optional zero padding.
  let end = plain.length - 1;
  while (plain[end] === 0) end -= 1;
  expect(plain[end]).toBe(2);
  return plain.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` is signed by the server's public key for this audience. */
function expectVapid(headers: http.IncomingHttpHeaders, publicKey: string, endpoint: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.authorization));
  expect(match).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(publicKey);
  const [head, claims, signature] = jwt!.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  expect(payload.aud).toBe(new URL(endpoint).origin);
  expect(payload.sub).toMatch(/^mailto:/);
  expect(Number(payload.exp)).toBeGreaterThan(Date.now() / 1000);
}

// ---- helpers -------------------------------------------------------------------------------------

const subscribe = (t: TestApp, token: string, endpoint: string, keys = browserKeys()) =>
  t.post('/api/push/subscribe', { endpoint, p256dh: keys.p256dh, auth: keys.authText }, token);

const settings = async (t: TestApp, token: string) =>
  ok<PushSettingsView>(await t.get('/api/push/settings', {}, token));

const subscriptionRows = (t: TestApp) =>
  t.db.selectFrom('push_subscriptions').selectAll().orderBy('id').execute();

async function user(t: TestApp) {
  const u = await t.signUp();
  return { ...u, id: await userIdOf(t, u.token) };
}

async function creditDeposit(t: TestApp, token: string, amount: string) {
  const op = await t.admin('operator');
  const voucher = await uploadImage(t, token);
  const request = ok<DepositRequestView>(
    await t.post(
      '/api/wallet/charge_req',
      { currency: USDT, network: 'TRC20', amount, voucher },
      token,
    ),
  );
  return t.post('/api/admin/deposits/confirm', { id: request.id }, op.token);
}

// ---- tests ---------------------------------------------------------------------------------------

describe('push subscriptions and switches', () => {
  it('accepts a browser subscription, refuses bad endpoints and keys, and stores nothing then', async () => {
    const t = await start({ pushAllowLoopback: false });
    const u = await user(t);
    const keys = browserKeys();
    const good = 'https://push.example.com/send/abc';
    expect(failure(await subscribe(t, u.token, 'http://127.0.0.1:9/x', keys)).code).toBe(
      'PUSH_ENDPOINT_INVALID',
    );
    expect(failure(await subscribe(t, u.token, 'ftp://push.example.com/x', keys)).code).toBe(
      'PUSH_ENDPOINT_INVALID',
    );
    expect(
      failure(
        await t.post(
          '/api/push/subscribe',
          { endpoint: good, p256dh: 'abc', auth: keys.authText },
          u.token,
        ),
      ).code,
    ).toBe('PUSH_KEYS_INVALID');
    expect(
      failure(
        await t.post(
          '/api/push/subscribe',
          { endpoint: good, p256dh: keys.p256dh, auth: 'x' },
          u.token,
        ),
      ).code,
    ).toBe('PUSH_KEYS_INVALID');
    // A translated message, not a code.
    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscribe',
      payload: {
        endpoint: 'http://10.0.0.1/x',
        keys: { p256dh: keys.p256dh, auth: keys.authText },
      },
      headers: { authorization: u.token, 'accept-language': 'zh-cn' },
    });
    expect(zh.json()).toMatchObject({
      code: 'PUSH_ENDPOINT_INVALID',
      message: expect.stringContaining('https'),
    });
    expect(await subscriptionRows(t)).toEqual([]);
    expect(failure(await t.get('/api/push/settings', {})).type).toBe('999');

    // The browser's own JSON shape (keys nested) is accepted too.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscribe',
      payload: { endpoint: good, keys: { p256dh: keys.p256dh, auth: keys.authText } },
      headers: { authorization: u.token },
    });
    expect(ok<PushSettingsView>(json).devices).toBe(1);
    const [row] = await subscriptionRows(t);
    expect(row).toMatchObject({
      user_id: u.id,
      endpoint: good,
      p256dh: keys.p256dh,
      failure_count: 0,
    });
  });

  it('keeps a subscription to its owner and replaces the oldest beyond the cap', async () => {
    const t = await start();
    const alice = await user(t);
    const bob = await user(t);
    const endpoint = 'https://push.example.com/alice';
    ok(await subscribe(t, alice.token, endpoint));
    // Bob cannot remove Alice's device.
    expect(
      ok<PushSettingsView>(await t.post('/api/push/unsubscribe', { endpoint }, bob.token)).devices,
    ).toBe(0);
    expect((await subscriptionRows(t)).map((r) => r.user_id)).toEqual([alice.id]);
    expect(
      ok<PushSettingsView>(await t.post('/api/push/unsubscribe', { endpoint }, alice.token))
        .devices,
    ).toBe(0);
    expect(await subscriptionRows(t)).toEqual([]);

    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS; i++) {
      ok(await subscribe(t, alice.token, `https://push.example.com/d${i}`));
    }
    const rows = await subscriptionRows(t);
    expect(rows).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(rows.map((r) => r.endpoint)).not.toContain('https://push.example.com/d0');
    expect((await settings(t, alice.token)).devices).toBe(MAX_PUSH_SUBSCRIPTIONS);
  });

  it('has every category on by default and keeps a switch', async () => {
    const t = await start();
    const u = await user(t);
    expect((await settings(t, u.token)).categories).toEqual({
      alerts: true,
      fills: true,
      liquidation: true,
      options: true,
      wallet: true,
    });
    const off = ok<PushSettingsView>(
      await t.post('/api/push/settings', { category: 'wallet', enabled: '0' }, u.token),
    );
    expect(off.categories.wallet).toBe(false);
    expect((await settings(t, u.token)).categories).toMatchObject({ wallet: false, alerts: true });
    ok(await t.post('/api/push/settings', { category: 'wallet', enabled: 'true' }, u.token));
    expect((await settings(t, u.token)).categories.wallet).toBe(true);
    expect(
      failure(await t.post('/api/push/settings', { category: 'news', enabled: '1' }, u.token)).code,
    ).toBe('PARAMETER_ERROR');
    expect(
      failure(await t.post('/api/push/settings', { category: 'wallet', enabled: 'maybe' }, u.token))
        .type,
    ).toBe('error');
  });

  it('makes the VAPID pair once, seals its private key, and reads the same pair after a restart', async () => {
    shared = await openTestDatabase();
    const first = await buildTestApp({}, { database: shared });
    const key = ok<PushKeyView>(await first.get('/api/push/key'));
    expect(Buffer.from(key.public_key, 'base64url')).toHaveLength(65);
    await first.close();
    const second = await buildTestApp({}, { database: shared });
    apps.push(second);
    expect(ok<PushKeyView>(await second.get('/api/push/key')).public_key).toBe(key.public_key);
    const rows = await second.db.selectFrom('push_vapid_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.private_key_sealed).toMatch(/^v1\./);
  });
});

describe('push delivery', () => {
  it('a credited deposit reaches the device encrypted, signed, in the user’s language', async () => {
    const t = await start();
    const service = await pushService();
    const u = await user(t);
    await t.db.updateTable('users').set({ language: 'zh' }).where('id', '=', u.id).execute();
    const keys = browserKeys();
    const endpoint = service.endpoint('alice');
    ok(await subscribe(t, u.token, endpoint, keys));

    const arrived = service.next();
    ok(await creditDeposit(t, u.token, '250'));
    const got = await arrived;
    const { public_key } = ok<PushKeyView>(await t.get('/api/push/key'));
    expectVapid(got.headers, public_key, endpoint);
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(got.headers.ttl)).toBeGreaterThan(0);
    expect(got.headers.urgency).toBe('normal');
    const payload = JSON.parse(decrypt(got.body, keys)) as PushPayload;
    expect(payload).toEqual({
      title: '充值已到账',
      body: '250.00 USDT 已存入您的账户。',
      route: '/pages/fund/receive_withdraw_record',
      tag: expect.stringMatching(/^deposit-\d+$/),
      category: 'wallet',
    });
    await pushesSent(t.db);
    const [row] = await subscriptionRows(t);
    expect(row!.last_success_at).not.toBeNull();
  });

  it('a price alert fired by a replay tick is pushed; a switched-off category sends nothing', async () => {
    const t = await tradingApp({ 'BTC/USDT': '87000' }, { pushAllowLoopback: true });
    apps.push(t);
    const service = await pushService();
    const u = await user(t);
    const keys = browserKeys();
    ok(await subscribe(t, u.token, service.endpoint(), keys));

    ok(await t.post('/api/push/settings', { category: 'alerts', enabled: '0' }, u.token));
    ok(
      await t.post(
        '/api/alert/add',
        { symbol: 'BTC/USDT', kind: 'cross', price: '88000' },
        u.token,
      ),
    );
    await t.settle();
    await t.tick('BTC/USDT', '88000');
    await pushesSent(t.db);
    expect(service.received).toHaveLength(0);
    // The inbox still has it: the switch is about the phone only.
    const unread = ok<{ count: number }>(await t.get('/api/notification/unread', {}, u.token));
    expect(unread.count).toBe(1);

    ok(await t.post('/api/push/settings', { category: 'alerts', enabled: '1' }, u.token));
    ok(
      await t.post(
        '/api/alert/add',
        { symbol: 'BTC/USDT', kind: 'cross', price: '90000' },
        u.token,
      ),
    );
    await t.settle();
    const arrived = service.next();
    await t.tick('BTC/USDT', '90012.5');
    const payload = JSON.parse(decrypt((await arrived).body, keys)) as PushPayload;
    expect(payload).toMatchObject({
      title: 'Price alert: BTC/USDT',
      body: 'BTC/USDT reached 90,012.50. Tap to see your notifications.',
      route: '/pages/setting/notification',
      category: 'alerts',
    });
  });

  it('a liquidation warning and the liquidation are pushed at high urgency', async () => {
    const t = await tradingApp({ 'BTC/USDT': '65000' }, { pushAllowLoopback: true });
    apps.push(t);
    const service = await pushService();
    const u = await trader(t, { [LEVER]: { [USDT]: '100' } });
    const keys = browserKeys();
    ok(await subscribe(t, u.token, service.endpoint(), keys));
    ok(await t.post('/api/lever/submit', futuresOrder(), u.token));
    await t.settle();
    await pushesSent(t.db);
    service.received.splice(0);

    await t.tick('BTC/USDT', '55350');
    await pushesSent(t.db);
    await t.tick('BTC/USDT', '55200');
    await pushesSent(t.db);
    const [warning, liquidated] = service.received;
    expect(service.received).toHaveLength(2);
    expect(warning!.headers.urgency).toBe('high');
    expect(JSON.parse(decrypt(warning!.body, keys))).toMatchObject({
      title: 'Liquidation risk: BTC/USDT',
      body: 'Your BTC/USDT futures position is near liquidation (estimated at 55,227.59). Add margin or reduce it.',
      category: 'liquidation',
      route: '/pages/transaction/contract_order',
    });
    expect(liquidated!.headers.urgency).toBe('high');
    expect(JSON.parse(decrypt(liquidated!.body, keys))).toMatchObject({
      title: 'Position liquidated',
      category: 'liquidation',
    });
  });

  it('a 410 deletes the subscription; a failing push service never touches the money path', async () => {
    const t = await start();
    let answer = 410;
    const service = await pushService(() => answer);
    const u = await user(t);
    ok(await subscribe(t, u.token, service.endpoint('gone')));
    ok(await creditDeposit(t, u.token, '10'));
    await pushesSent(t.db);
    expect(service.received).toHaveLength(1);
    expect(await subscriptionRows(t)).toEqual([]);

    answer = 500;
    ok(await subscribe(t, u.token, service.endpoint('broken')));
    ok(await creditDeposit(t, u.token, '20'));
    await pushesSent(t.db);
    const [row] = await subscriptionRows(t);
    expect(row).toMatchObject({ failure_count: 1, last_success_at: null });
    expect(await balanceOf(t.db, u.id, USDT)).toMatchObject({ available: '30' });

    // Nobody listening at all: the deposit is still credited, the failure counted.
    await new Promise((r) => servers.pop()!.close(r));
    ok(await creditDeposit(t, u.token, '5'));
    await pushesSent(t.db);
    expect((await subscriptionRows(t))[0]!.failure_count).toBe(2);
    expect(await balanceOf(t.db, u.id, USDT)).toMatchObject({ available: '35' });
  });
});
