import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';

import { userRoom } from '@meridian/contract';

import { resetPassword } from '../testing/accounts.js';
import { userIdOf } from '../testing/money.js';
import { buildTestApp, expectOk, openTestDatabase, type TestApp } from '../testing/test-app.js';

const apps: TestApp[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function start(...args: Parameters<typeof buildTestApp>) {
  const t = await buildTestApp(...args);
  apps.push(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return t;
}

/** A socket.io client as the tests of other domains open it (Node sends no Origin header). */
function open(t: TestApp, options: { token?: string; origin?: string } = {}) {
  const { port } = t.app.server.address() as AddressInfo;
  const socket = connect(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    reconnection: false,
    auth: options.token ? { token: options.token } : {},
    ...(options.origin ? { extraHeaders: { origin: options.origin } } : {}),
  });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket) {
  return new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
}

/** Resolves once `count` sockets of the user sit in its private room (on any node). */
async function joined(t: TestApp, userId: number, count = 1) {
  for (let i = 0; i < 200; i++) {
    if ((await t.app.io.in(userRoom(userId)).fetchSockets()).length === count) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`user ${userId} never had ${count} socket(s) in its room`);
}

/** Whether the server disconnects the socket within `ms`. */
function serverDisconnects(socket: Socket, ms = 3000) {
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason === 'io server disconnect');
    });
  });
}

async function signedIn(t: TestApp) {
  const user = await t.signUp();
  return { ...user, id: await userIdOf(t, user.token) };
}

// The first test of a worker builds the database template too, which takes long on a busy machine.
describe('private rooms end with the session', { timeout: 60_000 }, () => {
  it('audit 9: logout disconnects the sockets of that session, and its token joins nothing again', async () => {
    const t = await start();
    const user = await signedIn(t);
    const phone = open(t, { token: user.token });
    await connected(phone);
    const laptop = await expectOk(
      await t.post('/api/user/login', { user_string: user.email, password: user.password }),
    );
    const other = open(t, { token: laptop.message as string });
    await connected(other);
    await joined(t, user.id, 2);

    const phoneGone = serverDisconnects(phone);
    await expectOk(await t.get('/api/user/logout', {}, user.token));
    expect(await phoneGone).toBe(true);
    // Logout ends that session only: the laptop keeps its live events.
    expect(other.connected).toBe(true);
    await joined(t, user.id, 1);

    // Reconnecting with the dead token gives a visitor's socket, outside the private room.
    const again = open(t, { token: user.token });
    await connected(again);
    await new Promise((r) => setTimeout(r, 200));
    const room = await t.app.io.in(userRoom(user.id)).fetchSockets();
    expect(room.map((s) => s.id)).toEqual([other.id]);
  });

  it('audit 9: a password reset or change disconnects every socket of the user', async () => {
    const t = await start();
    const user = await signedIn(t);
    const first = open(t, { token: user.token });
    const second = open(t, { token: user.token });
    await Promise.all([connected(first), connected(second)]);
    await joined(t, user.id, 2);
    const gone = Promise.all([serverDisconnects(first), serverDisconnects(second)]);
    await resetPassword(t, user.email);
    expect(await gone).toEqual([true, true]);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)(
    'audit 9: a password reset on one node disconnects the user on another (Redis adapter)',
    async () => {
      const socketKey = `meridian-test-${randomBytes(4).toString('hex')}`;
      const a = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
      const b = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
      const database = await openTestDatabase();
      try {
        const nodeA = await start({}, { redis: a, socketKey, database });
        const nodeB = await start({}, { redis: b, socketKey, database });
        const user = await signedIn(nodeA);
        const socket = open(nodeB, { token: user.token });
        await connected(socket);
        await joined(nodeA, user.id, 1);
        const gone = serverDisconnects(socket);
        await resetPassword(nodeA, user.email);
        expect(await gone).toBe(true);
      } finally {
        for (const socket of sockets.splice(0)) socket.disconnect();
        await Promise.all(apps.splice(0).map((x) => x.close()));
        await database.close();
        a.disconnect();
        b.disconnect();
      }
    },
  );
});

describe('socket origin', { timeout: 60_000 }, () => {
  it("audit 9: a socket from another site's Origin is refused", async () => {
    const t = await start();
    await expect(connected(open(t, { origin: 'https://evil.example' }))).rejects.toThrow();
  });

  it('accepts its own origin, and clients that send none', async () => {
    const t = await start();
    const { port } = t.app.server.address() as AddressInfo;
    await connected(open(t, { origin: `http://127.0.0.1:${port}` }));
    await connected(open(t));
  });

  it('with PUBLIC_URL set, accepts that origin and refuses others', async () => {
    const t = await start({ publicUrl: 'https://app.meridian.example' });
    await connected(open(t, { origin: 'https://app.meridian.example' }));
    await expect(connected(open(t, { origin: 'https://evil.example' }))).rejects.toThrow();
  });
});
