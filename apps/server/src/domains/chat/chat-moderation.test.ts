import type {
  AdminChatMessageView,
  AdminChatMuteView,
  AdminChatReportView,
  ChatHistoryView,
  ChatMessageView,
  ChatStateView,
  Page,
} from '@meridian/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { chatter, say } from '../../testing/chat.js';
import { buildDatabaseTemplateFirst, closedAfterEach } from '../../testing/lifecycle.js';
import { failure, ok, uploadImage } from '../../testing/money.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * Operators and the chat room (issue #20 item 2): the report queue, deleting a message, muting
 * and unmuting with a written reason, the links and images switches; every change audited.
 */
buildDatabaseTemplateFirst();
const apps = closedAfterEach<TestApp>();

async function start() {
  const t = await buildTestApp();
  apps.push(t);
  return t;
}

const auditOf = (t: TestApp, action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
const switchesOf = async (t: TestApp) => ok<ChatStateView>(await t.get('/api/chat/state'));
const roomBodies = async (t: TestApp, room = 'en') =>
  ok<ChatHistoryView>(await t.get('/api/chat/messages', { room })).data.map((m) => m.body);

describe('the report queue', () => {
  it('lists reported messages with their reasons; a delete takes the message out and closes them', async () => {
    const t = await start();
    const op = await t.admin();
    const author = await chatter(t);
    const [a, b] = [await chatter(t), await chatter(t)];
    const bad = ok<ChatMessageView>(await say(t, author, 'send me your password'));
    ok(await t.post('/api/chat/report', { id: bad.id, reason: 'scam' }, a.token));
    ok(await t.post('/api/chat/report', { id: bad.id, reason: 'abuse' }, b.token));

    const open = ok<Page<AdminChatReportView>>(
      await t.get('/api/admin/chat/reports', {}, op.token),
    );
    expect(open.total).toBe(1);
    expect(open.data[0]).toMatchObject({
      id: bad.id,
      user_id: author.id,
      nickname: author.nickname,
      body: 'send me your password',
      reports: 2,
      open_reports: 2,
      reasons: { scam: 1, abuse: 1 },
      deleted_at: null,
      resolution: null,
    });

    // A reason is required; nothing changes without one.
    const bare = await t.post('/api/admin/chat/delete', { id: bad.id }, op.token);
    expect(failure(bare).code).toBe('REASON_REQUIRED');
    expect(await roomBodies(t)).toEqual(['send me your password']);

    ok(await t.post('/api/admin/chat/delete', { id: bad.id, reason: 'phishing' }, op.token));
    expect(await roomBodies(t)).toEqual([]);
    const closed = ok<Page<AdminChatReportView>>(
      await t.get('/api/admin/chat/reports', { status: 'closed' }, op.token),
    );
    expect(closed.data[0]).toMatchObject({
      id: bad.id,
      resolution: 'deleted',
      open_reports: 0,
      delete_reason: 'phishing',
      deleted_by: op.id,
    });
    expect(ok<Page<unknown>>(await t.get('/api/admin/chat/reports', {}, op.token)).total).toBe(0);
    const [audit] = await auditOf(t, 'chat_message.delete');
    expect(audit).toMatchObject({ admin_id: op.id, entity_id: String(bad.id) });
    expect(audit?.detail).toMatchObject({
      user_id: author.id,
      reason: 'phishing',
      body: 'send me your password',
      reports_closed: 2,
    });
    // Deleted once: a second delete, or a report of it, finds nothing to do.
    const twice = await t.post('/api/admin/chat/delete', { id: bad.id, reason: 'again' }, op.token);
    expect(failure(twice).code).toBe('CHAT_NOTHING_OPEN');
    const late = await t.post('/api/chat/report', { id: bad.id, reason: 'spam' }, a.token);
    expect(failure(late).code).toBe('CHAT_MESSAGE_NOT_FOUND');
    expect(await auditOf(t, 'chat_message.delete')).toHaveLength(1);
  });

  it('dismisses reports with a reason: the message stays, audited', async () => {
    const t = await start();
    const op = await t.admin();
    const author = await chatter(t);
    const reader = await chatter(t);
    const fine = ok<ChatMessageView>(await say(t, author, 'BTC looks strong'));
    ok(await t.post('/api/chat/report', { id: fine.id, reason: 'other' }, reader.token));
    const body = { id: fine.id, reason: 'an opinion, not abuse' };
    expect(ok(await t.post('/api/admin/chat/reports/dismiss', body, op.token))).toEqual({
      id: fine.id,
      dismissed: 1,
    });
    expect(await roomBodies(t)).toEqual(['BTC looks strong']);
    const again = await t.post('/api/admin/chat/reports/dismiss', body, op.token);
    expect(failure(again).code).toBe('CHAT_NOTHING_OPEN');
    const closed = ok<Page<AdminChatReportView>>(
      await t.get('/api/admin/chat/reports', { status: 'closed' }, op.token),
    );
    expect(closed.data[0]).toMatchObject({ id: fine.id, resolution: 'dismissed' });
    expect((await auditOf(t, 'chat_report.dismiss'))[0]?.detail).toMatchObject({
      user_id: author.id,
      reason: 'an opinion, not abuse',
    });
  });

  it('shows operators every room newest first, deleted messages too, by room or by author', async () => {
    const t = await start();
    const op = await t.admin();
    const me = await chatter(t);
    const other = await chatter(t);
    const first = ok<ChatMessageView>(await say(t, me, 'hello'));
    ok(await say(t, other, '你好', 'zh'));
    ok(await t.post('/api/admin/chat/delete', { id: first.id, reason: 'test' }, op.token));
    const all = ok<Page<AdminChatMessageView>>(
      await t.get('/api/admin/chat/messages', {}, op.token),
    );
    expect(all.data.map((m) => [m.body, m.deleted_at !== null])).toEqual([
      ['你好', false],
      ['hello', true],
    ]);
    const zh = await t.get('/api/admin/chat/messages', { room: 'zh' }, op.token);
    expect(ok<Page<AdminChatMessageView>>(zh).data.map((m) => m.body)).toEqual(['你好']);
    const mine = await t.get('/api/admin/chat/messages', { user_id: me.id }, op.token);
    expect(ok<Page<AdminChatMessageView>>(mine).data.map((m) => m.body)).toEqual(['hello']);
    // Users cannot read operators' routes.
    expect(failure(await t.get('/api/admin/chat/messages', {}, me.token)).type).toBe('999');
  });
});

describe('mutes', () => {
  it('mutes a user for a time with a reason (they cannot post), and unmutes early, both audited', async () => {
    const t = await start();
    const op = await t.admin();
    const loud = await chatter(t);
    const noReason = await t.post(
      '/api/admin/chat/mute',
      { user_id: loud.id, minutes: 60 },
      op.token,
    );
    expect(failure(noReason).code).toBe('REASON_REQUIRED');
    const tooLong = await t.post(
      '/api/admin/chat/mute',
      { user_id: loud.id, minutes: 525_601, reason: 'spam' },
      op.token,
    );
    expect(failure(tooLong).code).toBe('PARAMETER_ERROR');
    const nobody = await t.post(
      '/api/admin/chat/mute',
      { user_id: 999_999, minutes: 60, reason: 'spam' },
      op.token,
    );
    expect(failure(nobody).code).toBe('ACCOUNT_NOT_FOUND');

    const before = Date.now();
    const mute = ok<AdminChatMuteView>(
      await t.post(
        '/api/admin/chat/mute',
        { user_id: loud.id, minutes: 60, reason: 'repeated spam' },
        op.token,
      ),
    );
    expect(mute.until - before).toBeGreaterThan(59 * 60_000);
    expect(mute.until - before).toBeLessThan(61 * 60_000);
    const refused = failure(await say(t, loud, 'let me talk'));
    expect(refused.code).toBe('CHAT_MUTED');
    expect(refused.message).toMatch(
      /^An operator has muted you in the chat room until \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
    );
    const state = ok<ChatStateView>(await t.get('/api/chat/state', {}, loud.token));
    expect(state.me).toMatchObject({ blocked: 'muted', muted_until: mute.until });
    const listed = ok<AdminChatMuteView[]>(await t.get('/api/admin/chat/mutes', {}, op.token));
    expect(listed).toEqual([
      expect.objectContaining({ user_id: loud.id, reason: 'repeated spam' }),
    ]);

    ok(
      await t.post('/api/admin/chat/unmute', { user_id: loud.id, reason: 'apologised' }, op.token),
    );
    ok(await say(t, loud, 'sorry'));
    const again = await t.post(
      '/api/admin/chat/unmute',
      { user_id: loud.id, reason: 'x2' },
      op.token,
    );
    expect(failure(again).code).toBe('CHAT_NOT_MUTED');
    expect((await auditOf(t, 'chat_mute.create'))[0]?.detail).toMatchObject({
      user_id: loud.id,
      minutes: 60,
      reason: 'repeated spam',
    });
    expect((await auditOf(t, 'chat_mute.lift'))[0]?.detail).toMatchObject({
      user_id: loud.id,
      reason: 'apologised',
    });
  });

  it('replaces a mute in force, and lets the user post once a mute ends', async () => {
    const t = await start();
    const op = await t.admin();
    const loud = await chatter(t);
    const mute = (minutes: number) =>
      t.post('/api/admin/chat/mute', { user_id: loud.id, minutes, reason: 'flood' }, op.token);
    ok(await mute(600));
    const shorter = ok<AdminChatMuteView>(await mute(1));
    expect(ok<AdminChatMuteView[]>(await t.get('/api/admin/chat/mutes', {}, op.token))).toEqual([
      expect.objectContaining({ id: shorter.id }),
    ]);
    expect((await auditOf(t, 'chat_mute.create'))[1]?.detail).toMatchObject({
      replaced: [expect.any(Number)],
    });
    await sql`update chat_mutes set until = now() - interval '1 second' where id = ${shorter.id}`.execute(
      t.db,
    );
    ok(await say(t, loud, 'back'));
  });

  it('lets an auditor read but not delete, mute or switch', async () => {
    const t = await start();
    const auditor = await t.admin('auditor');
    const author = await chatter(t);
    const message = ok<ChatMessageView>(await say(t, author, 'hi'));
    ok(await t.get('/api/admin/chat/reports', {}, auditor.token));
    for (const [url, body] of [
      ['/api/admin/chat/delete', { id: message.id, reason: 'no' }],
      ['/api/admin/chat/mute', { user_id: author.id, minutes: 5, reason: 'no' }],
      ['/api/admin/chat/settings/save', { allow_links: 1, allow_images: 0 }],
    ] as const) {
      expect(failure(await t.post(url, body, auditor.token)).code).toBe('FORBIDDEN');
    }
    expect(await roomBodies(t)).toEqual(['hi']);
    expect(await t.db.selectFrom('chat_mutes').selectAll().execute()).toHaveLength(0);
  });
});

describe('links and images switches', () => {
  it('lets links through once an operator turns them on (published, audited)', async () => {
    const t = await start();
    const op = await t.admin();
    const me = await chatter(t);
    expect(failure(await say(t, me, 'docs at example.org')).code).toBe('CHAT_LINKS_OFF');
    ok(
      await t.post('/api/admin/chat/settings/save', { allow_links: 1, allow_images: 0 }, op.token),
    );
    expect(ok<string>(await t.get('/api/getSetting', { keyword: 'chat_allow_links' }))).toBe(
      'true',
    );
    // Settings are cached for a moment on each node; the change reaches them at once or soon after.
    await expect.poll(async () => switchesOf(t)).toMatchObject({ allow_links: true });
    ok(await say(t, me, 'docs at example.org'));
    expect((await auditOf(t, 'chat_settings.update'))[0]?.detail).toEqual({
      before: { allow_links: false, allow_images: false },
      after: { allow_links: true, allow_images: false },
    });
  });

  it("posts an image of one's own upload once images are on, never another user's", async () => {
    const t = await start();
    const op = await t.admin();
    const me = await chatter(t);
    const other = await chatter(t);
    const mine = await uploadImage(t, me.token);
    const theirs = await uploadImage(t, other.token);
    ok(
      await t.post('/api/admin/chat/settings/save', { allow_links: 0, allow_images: 1 }, op.token),
    );
    await expect.poll(async () => switchesOf(t)).toMatchObject({ allow_images: true });
    const send = (who: typeof me, image: string) =>
      t.post('/api/chat/send', { room: 'en', body: 'chart', image }, who.token);
    expect(failure(await send(me, theirs)).code).toBe('CHAT_IMAGE_INVALID');
    const posted = ok<ChatMessageView>(await send(me, mine));
    expect(posted.image).toMatch(/^\/uploads\/[a-f0-9]{32}\.\w+$/);
    // The room sees it without a signature: it is a public copy now.
    const seen = await t.app.inject({ method: 'GET', url: posted.image! });
    expect(seen.statusCode).toBe(200);
  });
});
