import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';

import type { UserRow } from '../db/database.js';
import { resetPassword } from '../testing/accounts.js';
import { buildTestApp, openTestDatabase, type TestApp } from '../testing/test-app.js';
import { SESSION_CACHE_MS, SessionCache, type LiveSession } from './session-cache.js';

const TOKEN = 'a'.repeat(64);
const session = (userId: number, sessionId: number, expiresAt = Date.now() + 60_000) =>
  ({
    caller: { user: { id: userId } as UserRow, sessionId },
    expiresAt: new Date(expiresAt),
  }) satisfies LiveSession;

describe('SessionCache', () => {
  it('asks the database once per token while the entry lives', async () => {
    let loads = 0;
    const cache = new SessionCache(async () => {
      loads++;
      return session(1, 10);
    });
    expect((await cache.findCaller(TOKEN))?.sessionId).toBe(10);
    expect((await cache.findCaller(TOKEN))?.sessionId).toBe(10);
    expect(loads).toBe(1);
    expect(await cache.findCaller(undefined)).toBeUndefined();
    expect(loads).toBe(1);
  });

  it('forgets one session, or every session of a user, and no one else', async () => {
    const loads: string[] = [];
    const cache = new SessionCache(async (token) => {
      loads.push(token);
      return session(token === TOKEN ? 1 : 2, token === TOKEN ? 10 : 20);
    });
    const other = 'b'.repeat(64);
    await cache.findCaller(TOKEN);
    await cache.findCaller(other);
    cache.forget(1, 11);
    await cache.findCaller(TOKEN);
    expect(loads).toEqual([TOKEN, other]);
    cache.forget(1, 10);
    await cache.findCaller(TOKEN);
    await cache.findCaller(other);
    expect(loads).toEqual([TOKEN, other, TOKEN]);
    cache.forget(1);
    await cache.findCaller(TOKEN);
    expect(loads).toEqual([TOKEN, other, TOKEN, TOKEN]);
  });

  it('does not keep a session read while a logout dropped it', async () => {
    let loads = 0;
    let release: () => void = () => undefined;
    const cache = new SessionCache(async () => {
      loads++;
      if (loads === 1) await new Promise<void>((resolve) => (release = resolve));
      return session(1, 10);
    });
    const inFlight = cache.findCaller(TOKEN);
    cache.forget(1);
    release();
    await inFlight;
    await cache.findCaller(TOKEN);
    expect(loads).toBe(2);
  });

  it('never keeps a session past its own end', async () => {
    let loads = 0;
    const cache = new SessionCache(async () => {
      loads++;
      return session(1, 10, Date.now() - 1);
    });
    await cache.findCaller(TOKEN);
    await cache.findCaller(TOKEN);
    expect(loads).toBe(2);
    expect(SESSION_CACHE_MS).toBeLessThanOrEqual(5_000);
  });
});

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function start(...args: Parameters<typeof buildTestApp>) {
  const t = await buildTestApp(...args);
  apps.push(t);
  return t;
}

/** The answer type of GET /user/info: 'ok' for a live session, '999' for a dead one. */
async function infoType(t: TestApp, token: string): Promise<string> {
  return (await t.get('/api/user/info', {}, token)).json<{ type: string }>().type;
}

/** Polls until `token` is refused on `t`, at most `withinMs` (well below the cache's life). */
async function refusedWithin(t: TestApp, token: string, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  for (;;) {
    if ((await infoType(t, token)) === '999') return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('cached sessions end at once', { timeout: 60_000 }, () => {
  it('a logged-out token is refused on the next request', async () => {
    const t = await start();
    const user = await t.signUp();
    expect(await infoType(t, user.token)).toBe('ok');
    expect((await t.get('/api/user/logout', {}, user.token)).json()).toMatchObject({ type: 'ok' });
    expect(await infoType(t, user.token)).toBe('999');
  });

  it('a password reset refuses every token of the user on the next request', async () => {
    const t = await start();
    const user = await t.signUp();
    const second = await t.post('/api/user/login', {
      user_string: user.email,
      password: user.password,
    });
    const secondToken = second.json<{ message: string }>().message;
    expect(await infoType(t, user.token)).toBe('ok');
    expect(await infoType(t, secondToken)).toBe('ok');
    await resetPassword(t, user.email);
    expect(await infoType(t, user.token)).toBe('999');
    expect(await infoType(t, secondToken)).toBe('999');
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)(
    'a logout or password reset on one node is refused on another at once (Redis)',
    async () => {
      const socketKey = `meridian-test-${randomBytes(4).toString('hex')}`;
      const a = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
      const b = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
      const database = await openTestDatabase();
      try {
        const nodeA = await start({}, { redis: a, socketKey, database });
        const nodeB = await start({}, { redis: b, socketKey, database });
        const user = await nodeA.signUp();
        expect(await infoType(nodeB, user.token)).toBe('ok');
        await nodeA.get('/api/user/logout', {}, user.token);
        expect(await refusedWithin(nodeB, user.token, SESSION_CACHE_MS / 5)).toBe(true);

        const again = await nodeA.post('/api/user/login', {
          user_string: user.email,
          password: user.password,
        });
        const token = again.json<{ message: string }>().message;
        expect(await infoType(nodeB, token)).toBe('ok');
        await resetPassword(nodeA, user.email);
        expect(await refusedWithin(nodeB, token, SESSION_CACHE_MS / 5)).toBe(true);
      } finally {
        await Promise.all(apps.splice(0).map((x) => x.close()));
        await database.close();
        a.disconnect();
        b.disconnect();
      }
    },
  );
});
