import type { ChatHistoryView, ChatMessageView, ChatStateView } from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import { ageMessages, chatter, say, seedMessages } from '../../testing/chat.js';
import { buildDatabaseTemplateFirst, closedAfterEach } from '../../testing/lifecycle.js';
import { failure, ok, succeeded } from '../../testing/money.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * The chat room through HTTP (issue #20 item 2): who may post, the rate limit, links off by
 * default, reports and paged history. Moderation and the socket have their own files.
 */
buildDatabaseTemplateFirst();
const apps = closedAfterEach<TestApp>();

async function start() {
  const t = await buildTestApp();
  apps.push(t);
  return t;
}

const history = async (t: TestApp, query: Record<string, unknown>, token?: string) =>
  ok<ChatHistoryView>(await t.get('/api/chat/messages', query, token));
const stored = (t: TestApp) => t.db.selectFrom('chat_messages').selectAll().orderBy('id').execute();

describe('who may post', () => {
  it('lets a visitor read the rules and a room, but not post or report', async () => {
    const t = await start();
    const state = ok<ChatStateView>(await t.get('/api/chat/state'));
    expect(state).toMatchObject({
      rooms: ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'],
      allow_links: false,
      allow_images: false,
      max_length: 500,
      min_interval_seconds: 3,
      per_minute: 20,
      me: null,
    });
    expect(await history(t, { room: 'en' })).toEqual({ data: [], has_more: false });
    const posted = await t.post('/api/chat/send', { room: 'en', body: 'hello' });
    expect(failure(posted).type).toBe('999');
    expect(failure(await t.post('/api/chat/report', { id: 1, reason: 'spam' })).type).toBe('999');
    expect(await stored(t)).toHaveLength(0);
  });

  it('refuses a user without a nickname of their own, and takes the nickname at post time', async () => {
    const t = await start();
    const plain = await chatter(t, false);
    const state = ok<ChatStateView>(await t.get('/api/chat/state', {}, plain.token));
    expect(state.me).toMatchObject({ blocked: 'nickname', muted_until: null });
    expect(failure(await say(t, plain, 'hello')).code).toBe('CHAT_NICKNAME_REQUIRED');
    expect(await stored(t)).toHaveLength(0);

    ok(await t.post('/api/user/editNickname', { nickname: 'Ming' }, plain.token));
    expect(ok<ChatStateView>(await t.get('/api/chat/state', {}, plain.token)).me).toEqual({
      nickname: 'Ming',
      blocked: null,
      muted_until: null,
    });
    const message = ok<ChatMessageView>(await say(t, plain, '  hello room  '));
    expect(message).toMatchObject({ room: 'en', nickname: 'Ming', body: 'hello room', mine: true });
    // A later rename leaves what the room saw.
    ok(await t.post('/api/user/editNickname', { nickname: 'Ming2' }, plain.token));
    expect((await history(t, { room: 'en' })).data[0]).toMatchObject({
      nickname: 'Ming',
      mine: false,
    });
  });

  it('refuses empty, too long and unknown-room messages, storing nothing', async () => {
    const t = await start();
    const me = await chatter(t);
    expect(failure(await say(t, me, '   ')).code).toBe('CHAT_EMPTY');
    expect(failure(await say(t, me, 'x'.repeat(501))).code).toBe('CHAT_TOO_LONG');
    expect(failure(await t.post('/api/chat/send', { room: 'xx', body: 'hi' }, me.token)).code).toBe(
      'CHAT_ROOM_UNKNOWN',
    );
    expect(failure(await say(t, me, 'x'.repeat(501))).message).toBe(
      'A message is at most 500 characters',
    );
    expect(await stored(t)).toHaveLength(0);
    ok(await say(t, me, '好'.repeat(500)));
  });
});

describe('the rate limit', () => {
  it('allows one message every 3 s per user, whatever the room, and says how long to wait', async () => {
    const t = await start();
    const me = await chatter(t);
    const other = await chatter(t);
    ok(await say(t, me, 'first'));
    const again = failure(await say(t, me, 'second', 'zh'));
    expect(again.code).toBe('CHAT_RATE_LIMIT');
    expect(again.message).toMatch(/^You are sending messages too fast; wait [1-3] s$/);
    // Another user is not slowed by it.
    ok(await say(t, other, 'mine'));
    await ageMessages(t, me.id, 3_100);
    ok(await say(t, me, 'second', 'zh'));
    expect((await stored(t)).map((m) => m.body)).toEqual(['first', 'mine', 'second']);
  });

  it('posts one of two messages sent at once', async () => {
    const t = await start();
    const me = await chatter(t);
    const results = await Promise.all([say(t, me, 'one'), say(t, me, 'two'), say(t, me, 'three')]);
    expect(results.filter(succeeded)).toHaveLength(1);
    expect(results.filter((r) => !succeeded(r)).map((r) => failure(r).code)).toEqual([
      'CHAT_RATE_LIMIT',
      'CHAT_RATE_LIMIT',
    ]);
    expect(await stored(t)).toHaveLength(1);
  });

  it('allows 20 messages in any minute', async () => {
    const t = await start();
    const me = await chatter(t);
    // 20 messages of the last minute, the oldest 45 s ago and the newest 10 s ago.
    await seedMessages(t, me, 'en', ['old'], 45_000);
    await seedMessages(
      t,
      me,
      'en',
      Array.from({ length: 19 }, (_, i) => `m${i}`),
      10_000,
    );
    const refused = failure(await say(t, me, 'twenty-first'));
    expect(refused.code).toBe('CHAT_RATE_LIMIT');
    const wait = Number(/wait (\d+) s/.exec(refused.message)?.[1]);
    expect(wait).toBeGreaterThanOrEqual(14);
    expect(wait).toBeLessThanOrEqual(16);
    // Once the oldest is over a minute old, there is room for one more.
    await ageMessages(t, me.id, 16_000);
    ok(await say(t, me, 'twenty-first'));
  });
});

describe('links', () => {
  it('refuses a message with a link while links are off (the default), storing nothing', async () => {
    const t = await start();
    const me = await chatter(t);
    for (const body of ['free at https://pump.example', 'www.pump.example', 'see pump.io/x']) {
      const refused = failure(await say(t, me, body));
      expect(refused.code).toBe('CHAT_LINKS_OFF');
    }
    expect(failure(await say(t, me, 'www.x.example')).message).toBe(
      'Links are not allowed in the chat room; remove the address and send again',
    );
    expect(await stored(t)).toHaveLength(0);
    // A price is not a link.
    ok(await say(t, me, 'BTC 65,000.5 e.g. now'));
  });

  it('refuses an image while images are off', async () => {
    const t = await start();
    const me = await chatter(t);
    const sent = await t.post(
      '/api/chat/send',
      { room: 'en', body: 'look', image: '/uploads/0123456789abcdef0123456789abcdef.webp' },
      me.token,
    );
    expect(failure(sent).code).toBe('CHAT_IMAGES_OFF');
    expect(await stored(t)).toHaveLength(0);
  });
});

describe('history', () => {
  it('pages a room newest first with `before`, without other rooms, marking my own', async () => {
    const t = await start();
    const me = await chatter(t);
    const other = await chatter(t);
    const ids = await seedMessages(t, me, 'en', ['a', 'b', 'c', 'd', 'e']);
    await seedMessages(t, other, 'zh', ['中文']);
    await seedMessages(t, other, 'en', ['f']);

    const first = await history(t, { room: 'en', limit: 2 }, me.token);
    expect(first.data.map((m) => [m.body, m.mine])).toEqual([
      ['f', false],
      ['e', true],
    ]);
    expect(first.has_more).toBe(true);
    const second = await history(t, { room: 'en', limit: 2, before: first.data[1]!.id });
    expect(second.data.map((m) => m.body)).toEqual(['d', 'c']);
    const last = await history(t, { room: 'en', limit: 2, before: ids[2]! });
    expect(last).toMatchObject({ has_more: false });
    expect(last.data.map((m) => m.body)).toEqual(['b', 'a']);
    expect((await history(t, { room: 'zh' })).data.map((m) => m.body)).toEqual(['中文']);
    expect((await history(t, { room: 'en' })).data).toHaveLength(6);
    // The page size is bounded.
    expect(failure(await t.get('/api/chat/messages', { room: 'en', limit: 51 })).code).toBe(
      'PARAMETER_ERROR',
    );
  });
});

describe('reports', () => {
  it("reports another user's message once per reporter, never one's own or a missing one", async () => {
    const t = await start();
    const author = await chatter(t);
    const reader = await chatter(t, false);
    const message = ok<ChatMessageView>(await say(t, author, 'buy my coin'));

    // A reader needs no nickname to report; a double tap and a repeat make one report.
    const taps = await Promise.all([
      t.post('/api/chat/report', { id: message.id, reason: 'spam' }, reader.token),
      t.post('/api/chat/report', { id: message.id, reason: 'scam' }, reader.token),
    ]);
    expect(taps.every(succeeded)).toBe(true);
    ok(await t.post('/api/chat/report', { id: message.id, reason: 'spam' }, reader.token));
    const reports = await t.db.selectFrom('chat_reports').selectAll().execute();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ message_id: message.id, reporter_id: reader.id });
    expect((await history(t, { room: 'en' }, reader.token)).data[0]?.reported).toBe(true);
    expect((await history(t, { room: 'en' }, author.token)).data[0]?.reported).toBe(false);

    const own = await t.post('/api/chat/report', { id: message.id, reason: 'spam' }, author.token);
    expect(failure(own).code).toBe('CHAT_REPORT_OWN');
    const missing = await t.post('/api/chat/report', { id: 999_999, reason: 'spam' }, reader.token);
    expect(failure(missing).code).toBe('CHAT_MESSAGE_NOT_FOUND');
    const odd = await t.post(
      '/api/chat/report',
      { id: message.id, reason: 'boring' },
      reader.token,
    );
    expect(failure(odd).code).toBe('PARAMETER_ERROR');
    expect(await t.db.selectFrom('chat_reports').selectAll().execute()).toHaveLength(1);
  });
});
