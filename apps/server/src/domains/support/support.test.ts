import type { AddressInfo } from 'node:net';

import type {
  AdminSupportCannedView,
  AdminSupportConversationView,
  AdminSupportCountsView,
  AdminSupportMessageView,
  AdminSupportProfileView,
  Page,
  SupportConversationView,
  SupportInboxEvent,
  SupportMessageEvent,
  SupportMessageView,
  SupportSendView,
} from '@meridian/contract';
import sharp from 'sharp';
import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';

import { dropReferenceData } from '../../db/reference-cache.js';
import { expectTranslatedRefusal } from '../../testing/input-bounds.js';
import { buildDatabaseTemplateFirst, closedAfterEach } from '../../testing/lifecycle.js';
import { failure, ok, uploadImage } from '../../testing/money.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * Customer service (issue #20 item 1) through HTTP and the socket: one conversation per user,
 * tickets while no operator is online, replies that reach their owner only, the operators' inbox
 * and its audited actions, and the refusals of bad input with nothing written.
 */
buildDatabaseTemplateFirst();
const opened = closedAfterEach<TestApp>();

async function start() {
  const t = await buildTestApp();
  opened.push(t);
  return t;
}

/** No operator has used the console in the last 10 minutes: a message becomes a ticket. */
const operatorsAway = (t: TestApp) =>
  t.db
    .updateTable('admin_sessions')
    .set({ last_seen_at: new Date(Date.now() - 10 * 60_000) })
    .execute();

const send = (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.post('/api/support/send', body, token);
const history = async (t: TestApp, token: string, query: Record<string, unknown> = {}) =>
  ok<Page<SupportMessageView>>(await t.get('/api/support/messages', query, token));
const conversationOf = async (t: TestApp, token: string) =>
  ok<SupportConversationView>(await t.get('/api/support/conversation', {}, token));
const inbox = async (t: TestApp, token: string, box: string) =>
  ok<Page<AdminSupportConversationView>>(await t.get('/api/admin/support/inbox', { box }, token));
const countRows = async (t: TestApp, table: 'support_messages' | 'support_conversations') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** An image an operator uploads (owned by no user), as its plain path. */
async function operatorImage(t: TestApp, token: string): Promise<string> {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#345' } })
    .png()
    .toBuffer();
  const boundary = '----support-boundary';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/upload',
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="o.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
  });
  return ok<string>(res);
}

/** Sockets as the H5 (`token`) and the console (`operatorToken`) open them; closed after `use`. */
async function withClients<T>(
  t: TestApp,
  auths: readonly Record<string, string>[],
  use: (sockets: Socket[]) => Promise<T>,
): Promise<T> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const sockets = auths.map((auth) =>
    connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false, auth }),
  );
  try {
    await Promise.all(
      sockets.map((s) => new Promise((resolve) => s.on('connect', () => resolve(undefined)))),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    return await use(sockets);
  } finally {
    for (const socket of sockets) socket.close();
  }
}

const heard = <E>(socket: Socket, event: string) => {
  const events: E[] = [];
  socket.on(event, (e: E) => events.push(e));
  return events;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('customer service: the user side', () => {
  it('has no conversation until the first message, then a ticket while no operator is online', async () => {
    const t = await start();
    const me = await t.signUp();
    expect(await conversationOf(t, me.token)).toEqual({
      id: null,
      status: 'open',
      operators_online: false,
      reply_hours: 12,
      ticket_due_at: null,
      unread: 0,
    });
    expect((await history(t, me.token)).total).toBe(0);

    const before = Date.now();
    const first = ok<SupportSendView>(await send(t, me.token, { text: '  I cannot withdraw  ' }));
    expect(first.message).toMatchObject({ sender: 'user', text: 'I cannot withdraw', image: null });
    expect(first.notice).toMatchObject({ sender: 'system', text: '' });
    const due = first.notice!.reply_due_at!;
    expect(due).toBeGreaterThanOrEqual(before + 12 * 3_600_000);
    expect(due).toBeLessThan(Date.now() + 12 * 3_600_000 + 1000);

    // The ticket waits: a second message adds no second notice.
    const second = ok<SupportSendView>(await send(t, me.token, { text: 'Any news?' }));
    expect(second.notice).toBeNull();
    const state = await conversationOf(t, me.token);
    expect(state).toMatchObject({ id: first.message.conversation_id, ticket_due_at: due });
    expect((await history(t, me.token)).data.map((m) => m.sender)).toEqual([
      'user',
      'system',
      'user',
    ]);
  });

  it('promises the published reply hours, and the default when the setting is not a whole number of hours', async () => {
    const t = await start();
    const me = await t.signUp();
    /** Writes the setting behind the operator API's back and drops the cached copy, as a publish does. */
    const publish = async (value: string) => {
      await t.db
        .updateTable('settings')
        .set({ value })
        .where('key', '=', 'support_reply_hours')
        .execute();
      dropReferenceData(t.db);
    };
    /** The hours the page is told, once the settings' reload (started by a read) has landed. */
    const hoursBecome = async (expected: number) => {
      for (let i = 0; i < 50; i++) {
        if ((await conversationOf(t, me.token)).reply_hours === expected) return;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect((await conversationOf(t, me.token)).reply_hours).toBe(expected);
    };
    await publish('48');
    await hoursBecome(48);
    await operatorsAway(t);
    const sent = ok<SupportSendView>(await send(t, me.token, { text: 'Hi' }));
    expect(sent.notice!.reply_due_at! - sent.notice!.created_at).toBeGreaterThanOrEqual(
      48 * 3_600_000 - 1000,
    );
    await publish('1.5');
    await hoursBecome(12);
  });

  it('answers live when an operator is online: no ticket, the reply reaches the user with the unread count', async () => {
    const t = await start();
    const me = await t.signUp();
    const op = await t.admin();
    expect((await conversationOf(t, me.token)).operators_online).toBe(true);
    const sent = ok<SupportSendView>(await send(t, me.token, { text: 'Hello' }));
    expect(sent.notice).toBeNull();

    await withClients(t, [{ token: me.token }], async ([socket]) => {
      const events = heard<SupportMessageEvent>(socket!, 'support_message');
      const reply = ok<AdminSupportMessageView>(
        await t.post(
          '/api/admin/support/reply',
          { id: sent.message.conversation_id, text: 'Hi, how can I help?' },
          op.token,
        ),
      );
      expect(reply).toMatchObject({ sender: 'operator', operator_email: op.email });
      await settle();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        unread: 1,
        message: { id: reply.id, sender: 'operator', text: 'Hi, how can I help?' },
      });
      // The user never learns which operator answered.
      expect(events[0]!.message).not.toHaveProperty('operator_email');
    });
    expect(ok<{ count: number }>(await t.get('/api/support/unread', {}, me.token)).count).toBe(1);
    expect(ok<{ count: number }>(await t.post('/api/support/read', {}, me.token)).count).toBe(0);
    expect((await conversationOf(t, me.token)).unread).toBe(0);
  });

  it('keeps each user to their own conversation: history, replies and socket events', async () => {
    const t = await start();
    const alice = await t.signUp();
    const bob = await t.signUp();
    const op = await t.admin();
    const mine = ok<SupportSendView>(await send(t, alice.token, { text: 'Alice here' }));
    ok(await send(t, bob.token, { text: 'Bob here' }));
    expect((await history(t, alice.token)).data.map((m) => m.text)).toEqual(['Alice here']);
    expect((await history(t, bob.token)).data.map((m) => m.text)).toEqual(['Bob here']);

    await withClients(t, [{ token: alice.token }, { token: bob.token }], async ([a, b]) => {
      const toAlice = heard<SupportMessageEvent>(a!, 'support_message');
      const toBob = heard<SupportMessageEvent>(b!, 'support_message');
      ok(
        await t.post(
          '/api/admin/support/reply',
          { id: mine.message.conversation_id, text: 'For Alice only' },
          op.token,
        ),
      );
      await settle();
      expect(toAlice.map((e) => e.message.text)).toEqual(['For Alice only']);
      expect(toBob).toEqual([]);
    });
    expect((await history(t, bob.token)).data.map((m) => m.text)).toEqual(['Bob here']);
    // No user route takes a conversation id: there is nothing to point at another's thread.
    const byId = await t.get(
      '/api/support/messages',
      { id: mine.message.conversation_id },
      bob.token,
    );
    expect(ok<Page<SupportMessageView>>(byId).data.map((m) => m.text)).toEqual(['Bob here']);
  });

  it('writes every one of concurrent messages and one ticket notice only', async () => {
    const t = await start();
    const me = await t.signUp();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(t, me.token, { text: `message ${i}` })),
    );
    const views = answers.map((res) => ok<SupportSendView>(res));
    expect(new Set(views.map((v) => v.message.id)).size).toBe(10);
    expect(views.filter((v) => v.notice !== null)).toHaveLength(1);
    const all = await history(t, me.token, { limit: 50 });
    expect(all.total).toBe(11);
    expect(all.data.filter((m) => m.sender === 'system')).toHaveLength(1);
    expect(await countRows(t, 'support_conversations')).toBe(1);
  });

  it('pages back from a message, unaffected by newer ones', async () => {
    const t = await start();
    const me = await t.signUp();
    await t.admin();
    for (let i = 1; i <= 5; i++) ok(await send(t, me.token, { text: `m${i}` }));
    const first = await history(t, me.token, { limit: 2 });
    expect(first.data.map((m) => m.text)).toEqual(['m5', 'm4']);
    ok(await send(t, me.token, { text: 'm6' }));
    const older = await history(t, me.token, { limit: 2, before_id: first.data[1]!.id });
    expect(older.data.map((m) => m.text)).toEqual(['m3', 'm2']);
    expect(older.total).toBe(3);
  });

  it('takes one image of the user’s own, and refuses anyone else’s with nothing written', async () => {
    const t = await start();
    const me = await t.signUp();
    const other = await t.signUp();
    const op = await t.admin();
    const mine = await uploadImage(t, me.token);
    const theirs = await uploadImage(t, other.token);
    const sent = ok<SupportSendView>(await send(t, me.token, { image: mine }));
    expect(sent.message.text).toBe('');
    expect(sent.message.image).toMatch(/^\/uploads\/private\/[a-f0-9]{32}\.webp\?expires=\d+&sig=/);
    const stored = await t.db
      .selectFrom('support_messages')
      .select('image')
      .where('id', '=', sent.message.id)
      .executeTakeFirstOrThrow();
    expect(stored.image).toBe(mine);

    const count = await countRows(t, 'support_messages');
    for (const image of [
      theirs,
      `/uploads/${'0'.repeat(32)}.webp`,
      'https://example.com/a.png',
      await operatorImage(t, op.token),
    ]) {
      expectTranslatedRefusal(
        await send(t, me.token, { text: 'look', image }),
        'SUPPORT_IMAGE_INVALID',
        image,
      );
    }
    expect(await countRows(t, 'support_messages')).toBe(count);
  });

  it('refuses an empty message and one over 2,000 characters, translated, with nothing written', async () => {
    const t = await start();
    const me = await t.signUp();
    for (const body of [{}, { text: '' }, { text: '   \n ' }, { text: '', image: '' }]) {
      expectTranslatedRefusal(await send(t, me.token, body), 'SUPPORT_MESSAGE_EMPTY');
    }
    const long = expectTranslatedRefusal(
      await t.post('/api/support/send?lang=zh', { text: '字'.repeat(2001) }, me.token),
      'SUPPORT_TEXT_TOO_LONG',
    );
    expect(long.message).toContain('2000');
    expectTranslatedRefusal(
      await send(t, me.token, { text: '😀'.repeat(2001) }),
      'SUPPORT_TEXT_TOO_LONG',
    );
    expect(await countRows(t, 'support_conversations')).toBe(0);
    expect(await countRows(t, 'support_messages')).toBe(0);
    // 2,000 characters, each two UTF-16 units, is within the limit.
    ok(await send(t, me.token, { text: '😀'.repeat(2000) }));
  });

  it('needs a user session; an operator token is not one', async () => {
    const t = await start();
    const op = await t.admin();
    for (const token of [undefined, op.token]) {
      expect(failure(await t.get('/api/support/conversation', {}, token)).type).toBe('999');
      expect(failure(await send(t, token ?? '', { text: 'x' })).type).toBe('999');
    }
  });
});

describe('customer service: the operators', () => {
  it('files conversations under unassigned, mine and closed, with unread counts per tab', async () => {
    const t = await start();
    const me = await t.signUp();
    const op = await t.admin();
    const other = await t.admin();
    const sent = ok<SupportSendView>(await send(t, me.token, { text: 'Help' }));
    ok(await send(t, me.token, { text: 'Please' }));
    const id = sent.message.conversation_id;

    const waiting = await inbox(t, op.token, 'unassigned');
    expect(waiting.data).toHaveLength(1);
    expect(waiting.data[0]).toMatchObject({
      id,
      status: 'open',
      assignee_id: null,
      last_text: 'Please',
      last_sender: 'user',
      unread: 2,
    });
    expect(
      ok<AdminSupportCountsView>(await t.get('/api/admin/support/counts', {}, op.token)),
    ).toEqual({ unassigned: 2, mine: 0, unassigned_conversations: 1, mine_conversations: 0 });

    // Replying takes the conversation and reads it.
    ok(await t.post('/api/admin/support/reply', { id, text: 'On it' }, op.token));
    expect((await inbox(t, op.token, 'unassigned')).total).toBe(0);
    expect((await inbox(t, op.token, 'mine')).data[0]).toMatchObject({
      id,
      assignee_id: op.id,
      assignee_email: op.email,
      unread: 0,
      last_sender: 'operator',
    });
    expect((await inbox(t, other.token, 'mine')).total).toBe(0);

    ok(await send(t, me.token, { text: 'Thanks' }));
    expect(
      ok<AdminSupportCountsView>(await t.get('/api/admin/support/counts', {}, op.token)).mine,
    ).toBe(1);
    ok(await t.post('/api/admin/support/read', { id }, op.token));
    expect(
      ok<AdminSupportCountsView>(await t.get('/api/admin/support/counts', {}, op.token)).mine,
    ).toBe(0);

    // Another operator takes it over; then it is closed and reopened.
    expect(ok(await t.post('/api/admin/support/assign', { id }, other.token))).toMatchObject({
      assignee_id: other.id,
    });
    expect((await inbox(t, other.token, 'mine')).total).toBe(1);
    ok(await t.post('/api/admin/support/close', { id }, other.token));
    expect((await inbox(t, other.token, 'closed')).data.map((c) => c.id)).toEqual([id]);
    expect((await inbox(t, other.token, 'mine')).total).toBe(0);
    expectTranslatedRefusal(
      await t.post('/api/admin/support/reply', { id, text: 'late' }, other.token),
      'SUPPORT_CONVERSATION_CLOSED',
    );
    // The user writing again opens it again, still with its operator.
    ok(await send(t, me.token, { text: 'One more thing' }));
    expect((await inbox(t, other.token, 'mine')).data[0]).toMatchObject({ id, status: 'open' });
    ok(await t.post('/api/admin/support/close', { id }, other.token));
    ok(await t.post('/api/admin/support/reopen', { id }, other.token));
    expect((await inbox(t, other.token, 'mine')).total).toBe(1);

    const actions = await t.db
      .selectFrom('audit_log')
      .select(['action', 'admin_id', 'entity_id'])
      .where('entity', '=', 'support_conversation')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'support.reply',
      'support.assign',
      'support.close',
      'support.close',
      'support.reopen',
    ]);
    expect(actions.every((a) => a.entity_id === String(id))).toBe(true);
  });

  it('answers a ticket: the reply clears its due time', async () => {
    const t = await start();
    const me = await t.signUp();
    const op = await t.admin();
    await operatorsAway(t);
    const sent = ok<SupportSendView>(await send(t, me.token, { text: 'Anyone?' }));
    expect(sent.notice?.reply_due_at).toBeTypeOf('number');
    const [item] = (await inbox(t, op.token, 'unassigned')).data;
    expect(item).toMatchObject({ ticket_due_at: sent.notice!.reply_due_at, last_text: 'Anyone?' });
    ok(
      await t.post(
        '/api/admin/support/reply',
        { id: sent.message.conversation_id, text: 'Here' },
        op.token,
      ),
    );
    expect((await conversationOf(t, me.token)).ticket_due_at).toBeNull();
  });

  it('shows the thread with operators’ emails, and the user’s profile beside it', async () => {
    const t = await start();
    const me = await t.signUp();
    const op = await t.admin();
    const sent = ok<SupportSendView>(await send(t, me.token, { text: 'Hi' }));
    const id = sent.message.conversation_id;
    const image = await operatorImage(t, op.token);
    ok(await t.post('/api/admin/support/reply', { id, text: '', image }, op.token));
    const thread = ok<Page<AdminSupportMessageView>>(
      await t.get('/api/admin/support/thread', { id }, op.token),
    );
    expect(thread.data.map((m) => [m.sender, m.operator_email])).toEqual([
      ['operator', op.email],
      ['user', null],
    ]);
    expect(thread.data[0]!.image).toMatch(/^\/uploads\/private\/[a-f0-9]{32}\.webp\?/);
    // The operator's image shows on the user's side too.
    expect((await history(t, me.token)).data[0]!.image).toMatch(/sig=/);

    const profile = ok<AdminSupportProfileView>(
      await t.get('/api/admin/support/profile', { id }, op.token),
    );
    expect(profile).toMatchObject({
      email: me.email,
      real_level: 0,
      conversation_status: 'open',
      assignee_email: op.email,
    });
    expect(profile.last_login_at).toBeTypeOf('number');

    expectTranslatedRefusal(
      await t.get('/api/admin/support/thread', { id: id + 100 }, op.token),
      'SUPPORT_CONVERSATION_NOT_FOUND',
    );
    // A user's private upload is never an operator's to send.
    expectTranslatedRefusal(
      await t.post(
        '/api/admin/support/reply',
        { id, image: await uploadImage(t, me.token) },
        op.token,
      ),
      'SUPPORT_IMAGE_INVALID',
    );
  });

  it('lets an auditor read the inbox but not reply, and no user into operator routes', async () => {
    const t = await start();
    const me = await t.signUp();
    const auditor = await t.admin('auditor');
    const sent = ok<SupportSendView>(await send(t, me.token, { text: 'Hi' }));
    const id = sent.message.conversation_id;
    // An auditor at the console does not count as someone who answers.
    expect(sent.notice).not.toBeNull();
    expect((await inbox(t, auditor.token, 'unassigned')).total).toBe(1);
    for (const route of ['reply', 'assign', 'close', 'read']) {
      expect(
        failure(await t.post(`/api/admin/support/${route}`, { id, text: 'x' }, auditor.token)).code,
      ).toBe('FORBIDDEN');
    }
    expect(failure(await t.get('/api/admin/support/inbox', { box: 'mine' }, me.token)).type).toBe(
      '999',
    );
    expect(
      failure(await t.get('/api/admin/support/inbox', { box: 'everything' }, auditor.token)).code,
    ).toBe('PARAMETER_ERROR');
  });

  it('keeps canned replies, audited, within their limit', async () => {
    const t = await start();
    const op = await t.admin();
    const created = ok<AdminSupportCannedView>(
      await t.post(
        '/api/admin/support/canned/create',
        { title: 'Greeting', text: 'Hello, how can I help?', sort: 2 },
        op.token,
      ),
    );
    ok(await t.post('/api/admin/support/canned/create', { title: 'First', text: 'A' }, op.token));
    const updated = ok<AdminSupportCannedView>(
      await t.post(
        '/api/admin/support/canned/update',
        { id: created.id, title: 'Hello', text: 'Hello!', sort: 2 },
        op.token,
      ),
    );
    expect(updated).toMatchObject({ title: 'Hello', text: 'Hello!' });
    const list = ok<AdminSupportCannedView[]>(
      await t.get('/api/admin/support/canned', {}, op.token),
    );
    expect(list.map((c) => c.title)).toEqual(['First', 'Hello']);
    ok(await t.post('/api/admin/support/canned/delete', { id: created.id }, op.token));
    expectTranslatedRefusal(
      await t.post('/api/admin/support/canned/delete', { id: created.id }, op.token),
      'SUPPORT_CANNED_NOT_FOUND',
    );
    expect(
      failure(await t.post('/api/admin/support/canned/create', { title: '', text: 'x' }, op.token))
        .code,
    ).toBe('PARAMETER_ERROR');

    await t.db
      .insertInto('support_canned_replies')
      .values(
        Array.from({ length: 199 }, (_, i) => ({ title: `t${i}`, body: 'b', created_by: op.id })),
      )
      .execute();
    expectTranslatedRefusal(
      await t.post('/api/admin/support/canned/create', { title: 'One more', text: 'x' }, op.token),
      'SUPPORT_CANNED_LIMIT',
    );
    const audited = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'support_canned')
      .orderBy('id')
      .execute();
    expect(audited.map((a) => a.action)).toEqual([
      'support_canned.create',
      'support_canned.create',
      'support_canned.update',
      'support_canned.delete',
    ]);
  });
});

describe('customer service: the operators’ socket', () => {
  it('tells connected consoles that a conversation changed, without its text, and counts them online', async () => {
    const t = await start();
    const me = await t.signUp();
    const op = await t.admin();
    await operatorsAway(t);
    await withClients(
      t,
      [{ operatorToken: op.token }, { operatorToken: me.token }, { token: me.token }],
      async ([console_, pretender, phone]) => {
        const told = heard<SupportInboxEvent>(console_!, 'support_inbox');
        const toPretender = heard<SupportInboxEvent>(pretender!, 'support_inbox');
        const toPhone = heard<SupportInboxEvent>(phone!, 'support_inbox');
        // The console is open (its session live, though not used for 10 minutes): no ticket.
        expect((await conversationOf(t, me.token)).operators_online).toBe(true);
        const sent = ok<SupportSendView>(await send(t, me.token, { text: 'secret text' }));
        expect(sent.notice).toBeNull();
        await settle();
        expect(told).toEqual([{ conversation_id: sent.message.conversation_id, kind: 'message' }]);
        expect(JSON.stringify(told)).not.toContain('secret');
        expect(toPretender).toEqual([]);
        expect(toPhone).toEqual([]);
      },
    );
  });

  it('does not count a console whose session ended', async () => {
    const t = await start();
    const me = await t.signUp();
    const op = await t.admin();
    await operatorsAway(t);
    await withClients(t, [{ operatorToken: op.token }], async () => {
      await t.db.updateTable('admin_sessions').set({ revoked_at: new Date() }).execute();
      const sent = ok<SupportSendView>(await send(t, me.token, { text: 'Hello?' }));
      expect(sent.notice).not.toBeNull();
    });
  });
});
