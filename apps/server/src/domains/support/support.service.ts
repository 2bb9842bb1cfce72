import {
  DEFAULT_SUPPORT_REPLY_HOURS,
  SUPPORT_OPERATOR_ACTIVE_MS,
  SUPPORT_REPLY_HOURS_SETTING,
  SUPPORT_TEXT_MAX,
  type Page,
  type SupportConversationView,
  type SupportHistoryInput,
  type SupportMessageView,
  type SupportSendInput,
  type SupportSendView,
  type SupportUnreadView,
} from '@meridian/contract';

import type { Executor } from '../../db/database.js';
import { readSettings } from '../../db/settings.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { pageView } from '../../lib/pagination.js';
import { ADMIN_IDLE_MS, respondersOnline } from '../admin/index.js';
import { findUploadByUrl, signUploadUrl, uploadPathOf } from '../upload/index.js';
import * as repo from './support.repository.js';

/*
 * Customer service, the user's side (issue #20 item 1): one conversation per user, made by the
 * first message. A message written while no operator is online becomes a ticket: the platform
 * answers at once with the time by which a reply is due, once per waiting period.
 */

const MAX_REPLY_HOURS = 24 * 30;

/** The published hours a ticket waits at most (a whole number from 1 to 720), else the default. */
export async function replyHours(db: Executor): Promise<number> {
  const value = (await readSettings(db, [SUPPORT_REPLY_HOURS_SETTING]))[
    SUPPORT_REPLY_HOURS_SETTING
  ];
  const hours = Number(value);
  return Number.isInteger(hours) && hours >= 1 && hours <= MAX_REPLY_HOURS
    ? hours
    : DEFAULT_SUPPORT_REPLY_HOURS;
}

/**
 * Whether an operator who may answer is at the console: one used it in the last few minutes, or
 * has it open (a connected console socket whose session is still live).
 */
export async function operatorsOnline(deps: AppDeps, now = Date.now()): Promise<boolean> {
  const connected = (await deps.connectedOperatorSessions?.()) ?? [];
  return respondersOnline(deps.db, {
    connected,
    activeSince: new Date(now - SUPPORT_OPERATOR_ACTIVE_MS),
    idleSince: new Date(now - ADMIN_IDLE_MS),
  });
}

/** A message as both sides see it; its image as a fresh signed link. */
export function messageView(row: repo.MessageRow): SupportMessageView {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender: row.sender,
    text: row.body,
    image: signUploadUrl(row.image),
    reply_due_at: row.reply_due_at?.getTime() ?? null,
    created_at: row.created_at.getTime(),
  };
}

/** The text trimmed, within SUPPORT_TEXT_MAX characters (code points, not UTF-16 units). */
export function checkedText(text: string): string {
  const trimmed = text.trim();
  if ([...trimmed].length > SUPPORT_TEXT_MAX) {
    throw new AppError('SUPPORT_TEXT_TOO_LONG', { max: SUPPORT_TEXT_MAX });
  }
  return trimmed;
}

/**
 * The stored path of a message's image: one of our uploads whose owner is `owner` (a user's id;
 * null for an operator's upload, which belongs to no user). Anything else is refused, so nobody
 * can show another user's private image in a thread.
 */
export async function checkedImage(
  db: Executor,
  image: string | undefined,
  owner: number | null,
): Promise<string | null> {
  if (image === undefined) return null;
  const upload = await findUploadByUrl(db, image);
  if (!upload || upload.user_id !== owner) throw new AppError('SUPPORT_IMAGE_INVALID');
  return uploadPathOf(image);
}

/** Text and image of a message, checked; one of them at least. */
export async function checkedMessage(
  db: Executor,
  input: SupportSendInput,
  owner: number | null,
): Promise<{ body: string; image: string | null }> {
  const body = checkedText(input.text);
  const image = await checkedImage(db, input.image, owner);
  if (body === '' && image === null) throw new AppError('SUPPORT_MESSAGE_EMPTY');
  return { body, image };
}

/** GET /support/conversation: status, whether operators are online, the promise, unread. */
export async function conversation(
  deps: AppDeps,
  caller: Caller,
): Promise<SupportConversationView> {
  const [row, online, hours] = await Promise.all([
    repo.findUserConversation(deps.db, caller.user.id),
    operatorsOnline(deps),
    replyHours(deps.db),
  ]);
  return {
    id: row?.id ?? null,
    status: row?.status ?? 'open',
    operators_online: online,
    reply_hours: hours,
    ticket_due_at: row?.ticket_due_at?.getTime() ?? null,
    unread: row ? await repo.userUnread(deps.db, row) : 0,
  };
}

/** GET /support/messages: the caller's history, newest first. */
export async function history(
  deps: AppDeps,
  caller: Caller,
  input: SupportHistoryInput,
): Promise<Page<SupportMessageView>> {
  const row = await repo.findUserConversation(deps.db, caller.user.id);
  const found = row ? await repo.pageMessages(deps.db, row.id, input) : { rows: [], total: 0 };
  return pageView(found, messageView, input);
}

/**
 * POST /support/send: the user's message. A closed conversation opens again. With no operator
 * online and no ticket waiting, the platform's notice with the due time follows it (the
 * conversation's row lock makes that once, however many messages race). Both go to the user's
 * other screens and the operators hear of the conversation, after the commit.
 */
export async function send(
  deps: AppDeps,
  caller: Caller,
  input: SupportSendInput,
): Promise<SupportSendView> {
  const userId = caller.user.id;
  const message = await checkedMessage(deps.db, input, userId);
  const [online, hours] = await Promise.all([operatorsOnline(deps), replyHours(deps.db)]);
  const written = await deps.db.transaction().execute(async (trx) => {
    const before = await repo.lockUserConversation(trx, userId);
    const now = new Date();
    const sent = await repo.insertMessage(trx, {
      conversation_id: before.id,
      sender: 'user',
      ...message,
    });
    const due = online || before.ticket_due_at ? null : new Date(now.getTime() + hours * 3_600_000);
    const notice = due
      ? await repo.insertMessage(trx, {
          conversation_id: before.id,
          sender: 'system',
          reply_due_at: due,
        })
      : null;
    const after = await repo.updateConversation(trx, before.id, {
      status: 'open',
      closed_at: null,
      last_message_at: now,
      ...(due ? { ticket_due_at: due } : {}),
    });
    return { sent, notice, conversation: after, unread: await repo.userUnread(trx, after) };
  });
  const views = {
    message: messageView(written.sent),
    notice: written.notice ? messageView(written.notice) : null,
  };
  for (const view of [views.message, views.notice]) {
    if (view) deps.notifyUser(userId, 'support_message', { message: view, unread: written.unread });
  }
  deps.notifyOperators?.('support_inbox', {
    conversation_id: written.conversation.id,
    kind: 'message',
  });
  return views;
}

/** GET /support/unread: operators' replies the user has not read. */
export async function unread(deps: AppDeps, caller: Caller): Promise<SupportUnreadView> {
  const row = await repo.findUserConversation(deps.db, caller.user.id);
  return { count: row ? await repo.userUnread(deps.db, row) : 0 };
}

/** POST /support/read: every message so far is read. */
export async function markRead(deps: AppDeps, caller: Caller): Promise<SupportUnreadView> {
  const row = await repo.findUserConversation(deps.db, caller.user.id);
  if (row) await repo.markUserRead(deps.db, row.id);
  return unread(deps, caller);
}
