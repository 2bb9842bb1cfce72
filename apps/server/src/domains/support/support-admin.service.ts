import {
  SUPPORT_CANNED_MAX,
  type AdminSupportCannedInput,
  type AdminSupportCannedUpdateInput,
  type AdminSupportCannedView,
  type AdminSupportConversationView,
  type AdminSupportCountsView,
  type AdminSupportInboxInput,
  type AdminSupportMessageView,
  type AdminSupportProfileView,
  type AdminSupportReplyInput,
  type AdminSupportThreadInput,
  type Page,
  type SupportInboxEvent,
} from '@meridian/contract';

import type { Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { pageView } from '../../lib/pagination.js';
import { insertAudit, type AdminCaller } from '../admin/index.js';
import { pageLogins } from '../auth/index.js';
import * as repo from './support.repository.js';
import { checkedMessage, messageView } from './support.service.js';

/*
 * Customer service, the operators' side (issue #20 item 1): the inbox (unassigned, mine, closed),
 * a thread, replies, assignment, closing and reopening, canned replies and the user's profile.
 * Every change is audited in its own transaction; the user hears replies over the socket and the
 * other consoles hear that the conversation changed, after the commit.
 */

const PREVIEW_CHARS = 80;

type InboxRow = Awaited<ReturnType<typeof repo.pageInbox>>['rows'][number];

function conversationView(row: InboxRow): AdminSupportConversationView {
  return {
    id: row.id,
    user_id: row.user_id,
    user_name: row.nickname || row.username,
    status: row.status,
    assignee_id: row.assignee_id,
    assignee_email: row.assignee_email,
    last_text: [...(row.last_text ?? '')].slice(0, PREVIEW_CHARS).join(''),
    last_image: Boolean(row.last_image),
    last_sender: row.last_sender ?? 'user',
    last_message_at: row.last_message_at.getTime(),
    unread: Number(row.unread ?? 0),
    ticket_due_at: row.ticket_due_at?.getTime() ?? null,
  };
}

function operatorMessageView(row: repo.MessageRow): AdminSupportMessageView {
  return { ...messageView(row), operator_email: row.operator_email };
}

function tell(deps: AppDeps, conversationId: number, kind: SupportInboxEvent['kind']) {
  deps.notifyOperators?.('support_inbox', { conversation_id: conversationId, kind });
}

async function lockExisting(trx: Trx, id: number) {
  const row = await repo.lockConversation(trx, id);
  if (!row) throw new AppError('SUPPORT_CONVERSATION_NOT_FOUND');
  return row;
}

/** GET /admin/support/inbox: one tab, a page, most recent activity first. */
export async function inbox(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminSupportInboxInput,
): Promise<Page<AdminSupportConversationView>> {
  return pageView(
    await repo.pageInbox(deps.db, input.box, admin.id, input),
    conversationView,
    input,
  );
}

/** GET /admin/support/counts: unread user messages and conversations in the open tabs. */
export async function counts(deps: AppDeps, admin: AdminCaller): Promise<AdminSupportCountsView> {
  const [unassigned, mine] = await Promise.all([
    repo.boxCounts(deps.db, 'unassigned', admin.id),
    repo.boxCounts(deps.db, 'mine', admin.id),
  ]);
  return {
    unassigned: unassigned.unread,
    mine: mine.unread,
    unassigned_conversations: unassigned.conversations,
    mine_conversations: mine.conversations,
  };
}

/** GET /admin/support/thread: a conversation's messages, newest first. Reading marks nothing. */
export async function thread(
  deps: AppDeps,
  input: AdminSupportThreadInput,
): Promise<Page<AdminSupportMessageView>> {
  const row = await repo.findConversation(deps.db, input.id);
  if (!row) throw new AppError('SUPPORT_CONVERSATION_NOT_FOUND');
  return pageView(await repo.pageMessages(deps.db, row.id, input), operatorMessageView, input);
}

/**
 * POST /admin/support/reply: an operator's message to the user. The conversation becomes the
 * operator's when nobody has it, its ticket is answered, and the operators have read it all.
 * An image must be an operator's upload (POST /admin/upload), never a user's.
 */
export async function reply(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminSupportReplyInput,
): Promise<AdminSupportMessageView> {
  const message = await checkedMessage(deps.db, input, null);
  const written = await deps.db.transaction().execute(async (trx) => {
    const before = await lockExisting(trx, input.id);
    if (before.status === 'closed') throw new AppError('SUPPORT_CONVERSATION_CLOSED');
    const sent = await repo.insertMessage(trx, {
      conversation_id: before.id,
      sender: 'operator',
      admin_id: admin.id,
      ...message,
    });
    const after = await repo.updateConversation(trx, before.id, {
      assignee_id: before.assignee_id ?? admin.id,
      ticket_due_at: null,
      last_message_at: new Date(),
      operator_read_id: sent.id,
    });
    await insertAudit(trx, {
      admin_id: admin.id,
      action: 'support.reply',
      entity: 'support_conversation',
      entity_id: String(before.id),
      detail: { user_id: before.user_id, message_id: sent.id, image: message.image !== null },
    });
    return { sent, conversation: after, unread: await repo.userUnread(trx, after) };
  });
  const view = operatorMessageView(written.sent);
  // The user sees "customer service", never which operator (nor their email).
  deps.notifyUser(written.conversation.user_id, 'support_message', {
    message: messageView(written.sent),
    unread: written.unread,
  });
  tell(deps, written.conversation.id, 'message');
  return view;
}

/** POST /admin/support/read: the operators have read every message so far. */
export async function markRead(deps: AppDeps, id: number): Promise<null> {
  const row = await repo.findConversation(deps.db, id);
  if (!row) throw new AppError('SUPPORT_CONVERSATION_NOT_FOUND');
  await repo.markOperatorRead(deps.db, id);
  tell(deps, id, 'read');
  return null;
}

/** An audited change of a conversation's assignee or status. */
async function change(
  deps: AppDeps,
  admin: AdminCaller,
  id: number,
  action: 'assign' | 'close' | 'reopen',
) {
  const after = await deps.db.transaction().execute(async (trx) => {
    const before = await lockExisting(trx, id);
    const now = new Date();
    const updated = await repo.updateConversation(
      trx,
      id,
      action === 'assign'
        ? { assignee_id: admin.id }
        : action === 'close'
          ? { status: 'closed', closed_at: now }
          : { status: 'open', closed_at: null },
    );
    await insertAudit(trx, {
      admin_id: admin.id,
      action: `support.${action}`,
      entity: 'support_conversation',
      entity_id: String(id),
      detail: {
        user_id: before.user_id,
        before: { status: before.status, assignee_id: before.assignee_id },
        after: { status: updated.status, assignee_id: updated.assignee_id },
      },
    });
    return updated;
  });
  tell(deps, id, action === 'assign' ? 'assigned' : action === 'close' ? 'closed' : 'reopened');
  return { id: after.id, status: after.status, assignee_id: after.assignee_id };
}

/** POST /admin/support/assign: the conversation becomes the caller's (taken over if another's). */
export const assignToMe = (deps: AppDeps, admin: AdminCaller, id: number) =>
  change(deps, admin, id, 'assign');
/** POST /admin/support/close. */
export const close = (deps: AppDeps, admin: AdminCaller, id: number) =>
  change(deps, admin, id, 'close');
/** POST /admin/support/reopen. */
export const reopen = (deps: AppDeps, admin: AdminCaller, id: number) =>
  change(deps, admin, id, 'reopen');

/** GET /admin/support/profile: the user beside the thread. */
export async function profile(deps: AppDeps, id: number): Promise<AdminSupportProfileView> {
  const row = await repo.findProfile(deps.db, id);
  if (!row) throw new AppError('SUPPORT_CONVERSATION_NOT_FOUND');
  const logins = await pageLogins(deps.db, row.user_id, { page: 1, limit: 10 });
  const lastLogin = logins.rows.find((login) => login.success);
  return {
    ...row,
    created_at: row.created_at.getTime(),
    last_login_at: lastLogin?.at.getTime() ?? null,
  };
}

// ---- canned replies ----------------------------------------------------------------------------

type CannedRow = Awaited<ReturnType<typeof repo.listCanned>>[number];

function cannedView(row: CannedRow): AdminSupportCannedView {
  return {
    id: row.id,
    title: row.title,
    text: row.body,
    sort: row.sort,
    updated_at: row.updated_at.getTime(),
  };
}

/** GET /admin/support/canned. */
export async function listCanned(deps: AppDeps): Promise<AdminSupportCannedView[]> {
  return (await repo.listCanned(deps.db)).map(cannedView);
}

function auditCanned(
  trx: Trx,
  admin: AdminCaller,
  action: 'create' | 'update' | 'delete',
  id: number,
  detail: unknown,
) {
  return insertAudit(trx, {
    admin_id: admin.id,
    action: `support_canned.${action}`,
    entity: 'support_canned',
    entity_id: String(id),
    detail,
  });
}

/** POST /admin/support/canned/create: up to SUPPORT_CANNED_MAX replies in all. */
export async function createCanned(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminSupportCannedInput,
): Promise<AdminSupportCannedView> {
  return deps.db.transaction().execute(async (trx) => {
    await repo.lockCannedTable(trx);
    if ((await repo.countCanned(trx)) >= SUPPORT_CANNED_MAX) {
      throw new AppError('SUPPORT_CANNED_LIMIT', { max: SUPPORT_CANNED_MAX });
    }
    const row = await repo.insertCanned(trx, {
      title: input.title,
      body: input.text,
      sort: input.sort,
      created_by: admin.id,
    });
    await auditCanned(trx, admin, 'create', row.id, { after: cannedView(row) });
    return cannedView(row);
  });
}

/** POST /admin/support/canned/update. */
export async function updateCanned(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminSupportCannedUpdateInput,
): Promise<AdminSupportCannedView> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await repo.lockCanned(trx, input.id);
    if (!before) throw new AppError('SUPPORT_CANNED_NOT_FOUND');
    const row = await repo.updateCanned(trx, input.id, {
      title: input.title,
      body: input.text,
      sort: input.sort,
    });
    await auditCanned(trx, admin, 'update', row.id, {
      before: cannedView(before),
      after: cannedView(row),
    });
    return cannedView(row);
  });
}

/** POST /admin/support/canned/delete. */
export async function deleteCanned(deps: AppDeps, admin: AdminCaller, id: number): Promise<null> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.lockCanned(trx, id);
    if (!before) throw new AppError('SUPPORT_CANNED_NOT_FOUND');
    await repo.deleteCanned(trx, id);
    await auditCanned(trx, admin, 'delete', id, { before: cannedView(before) });
  });
  return null;
}
