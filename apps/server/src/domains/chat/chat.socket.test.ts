import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import {
  chatRoom,
  NAMED_ROOMS,
  userRoom,
  type ChatDeletedEvent,
  type ChatHistoryView,
  type ChatMessageView,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@meridian/contract';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';

import { ageMessages, chatter, say } from '../../testing/chat.js';
import { buildDatabaseTemplateFirst } from '../../testing/lifecycle.js';
import { ok } from '../../testing/money.js';
import { buildTestApp, openTestDatabase, type TestApp } from '../../testing/test-app.js';

/*
 * The chat room's live side (issue #20 item 2): screens subscribed to `chat:<lang>` get each new
 * message and each deletion after the commit, on every node; other rooms hear nothing; a socket
 * can join no private room by naming it.
 */
buildDatabaseTemplateFirst();

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const apps: TestApp[] = [];
const sockets: ChatSocket[] = [];
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

/** A connected socket (a visitor's, or a user's with `token`) that joined `rooms`. */
async function openIn(t: TestApp, rooms: string[], token?: string): Promise<ChatSocket> {
  const { port } = t.app.server.address() as AddressInfo;
  const socket: ChatSocket = connect(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    reconnection: false,
    auth: token ? { token } : {},
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  socket.emit('subscribe', { rooms });
  // The join is asynchronous on the server: wait until the adapter (any node) has it.
  const joinable = rooms.find((room) => NAMED_ROOMS.has(room));
  for (let i = 0; i < 200 && joinable; i++) {
    const inRoom = await t.app.io.in(joinable).fetchSockets();
    if (inRoom.some((s) => s.id === socket.id)) return socket;
    await new Promise((r) => setTimeout(r, 25));
  }
  return socket;
}

/** Collects every event of one kind a socket receives. */
function heard<E extends 'chat_message' | 'chat_deleted'>(socket: ChatSocket, event: E) {
  const got: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) =>
    got.push(payload)) as never);
  return got;
}

const until = async (check: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('never happened');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('the chat room live', { timeout: 60_000 }, () => {
  it("tells the room's screens of a message, and no other room's", async () => {
    const t = await start();
    const author = await chatter(t);
    const reader = await chatter(t);
    const visitor = await openIn(t, [chatRoom('en')]);
    const member = await openIn(t, [chatRoom('en')], reader.token);
    const elsewhere = await openIn(t, [chatRoom('zh')], reader.token);
    const toVisitor = heard(visitor, 'chat_message');
    const toMember = heard(member, 'chat_message');
    const toElsewhere = heard(elsewhere, 'chat_message');

    const posted = ok<ChatMessageView>(await say(t, author, 'gm everyone'));
    await until(() => toVisitor.length === 1 && toMember.length === 1);
    expect(toVisitor[0]).toEqual({ ...posted, mine: false, reported: false });
    expect(toMember[0]?.body).toBe('gm everyone');
    await settle();
    expect(toElsewhere).toEqual([]);

    // Leaving the room stops its messages.
    member.emit('unsubscribe', { rooms: [chatRoom('en')] });
    await settle();
    await ageMessages(t, author.id, 3_100);
    ok(await say(t, author, 'second'));
    await until(() => toVisitor.length === 2);
    await settle();
    expect(toMember).toHaveLength(1);
  });

  it('takes a deleted message off every screen of the room', async () => {
    const t = await start();
    const op = await t.admin();
    const author = await chatter(t);
    const first = await openIn(t, [chatRoom('jp')]);
    const second = await openIn(t, [chatRoom('jp')]);
    const other = await openIn(t, [chatRoom('en')]);
    const gone = [first, second, other].map((s) => heard(s, 'chat_deleted'));
    const posted = ok<ChatMessageView>(await say(t, author, 'spam spam', 'jp'));
    ok(await t.post('/api/admin/chat/delete', { id: posted.id, reason: 'spam' }, op.token));
    await until(() => gone[0]!.length === 1 && gone[1]!.length === 1);
    const expected: ChatDeletedEvent = { room: 'jp', id: posted.id };
    expect(gone[0]).toEqual([expected]);
    expect(gone[1]).toEqual([expected]);
    await settle();
    expect(gone[2]).toEqual([]);
    const after = ok<ChatHistoryView>(await t.get('/api/chat/messages', { room: 'jp' }));
    expect(after.data).toEqual([]);
  });

  it("joins no room it cannot name: not another user's, not an unknown chat room", async () => {
    const t = await start();
    const victim = await chatter(t);
    const spy = await openIn(t, [userRoom(victim.id), 'chat:xx', 'market:all']);
    await settle();
    const rooms = await t.app.io.in(spy.id!).fetchSockets();
    expect([...(rooms[0]?.rooms ?? [])]).toEqual([spy.id]);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)('tells screens on another node (Redis adapter)', async () => {
    const socketKey = `meridian-chat-${randomBytes(4).toString('hex')}`;
    const a = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
    const b = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
    const database = await openTestDatabase();
    try {
      const nodeA = await start({}, { redis: a, socketKey, database });
      const nodeB = await start({}, { redis: b, socketKey, database });
      const op = await nodeA.admin();
      const author = await chatter(nodeA);
      const reader = await openIn(nodeB, [chatRoom('kor')]);
      const messages = heard(reader, 'chat_message');
      const deletions = heard(reader, 'chat_deleted');
      const posted = ok<ChatMessageView>(await say(nodeA, author, '안녕하세요', 'kor'));
      await until(() => messages.length === 1);
      expect(messages[0]?.id).toBe(posted.id);
      ok(await nodeA.post('/api/admin/chat/delete', { id: posted.id, reason: 'x1' }, op.token));
      await until(() => deletions.length === 1);
    } finally {
      for (const socket of sockets.splice(0)) socket.disconnect();
      await Promise.all(apps.splice(0).map((x) => x.close()));
      await database.close();
      a.disconnect();
      b.disconnect();
    }
  });
});
