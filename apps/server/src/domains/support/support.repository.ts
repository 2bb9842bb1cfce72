import type { SupportBox, SupportSender } from '@meridian/contract';
import { sql, type ExpressionBuilder } from 'kysely';

import type { Database, Executor, Trx } from '../../db/database.js';
import { pageOf } from '../../db/paging.js';
import type { PageRequest } from '../../lib/pagination.js';

/*
 * Customer service's conversations, messages and canned replies (issue #20 item 1, migration
 * 0037). A conversation is changed only with its row locked, so concurrent messages of one user
 * write one ticket notice at most.
 */

export type ConversationRow = Awaited<ReturnType<typeof findConversation>> & {};

/** The user's conversation, made on their first message; locked for the caller's transaction. */
export async function lockUserConversation(trx: Trx, userId: number) {
  await trx
    .insertInto('support_conversations')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return trx
    .selectFrom('support_conversations')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function findConversation(db: Executor, id: number) {
  return db.selectFrom('support_conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserConversation(db: Executor, userId: number) {
  return db
    .selectFrom('support_conversations')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function lockConversation(trx: Trx, id: number) {
  return trx
    .selectFrom('support_conversations')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export interface ConversationChange {
  status?: 'open' | 'closed';
  assignee_id?: number | null;
  ticket_due_at?: Date | null;
  last_message_at?: Date;
  closed_at?: Date | null;
  operator_read_id?: number;
}

export function updateConversation(trx: Trx, id: number, change: ConversationChange) {
  return trx
    .updateTable('support_conversations')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface NewMessage {
  conversation_id: number;
  sender: SupportSender;
  admin_id?: number | null;
  body?: string;
  image?: string | null;
  reply_due_at?: Date | null;
}

/** A message with its operator's email (null for the user's and the platform's). */
function messageColumns(eb: ExpressionBuilder<Database, 'support_messages'>) {
  return [
    'support_messages.id',
    'support_messages.conversation_id',
    'support_messages.sender',
    'support_messages.body',
    'support_messages.image',
    'support_messages.reply_due_at',
    'support_messages.created_at',
    eb
      .selectFrom('admins')
      .select('admins.email')
      .whereRef('admins.id', '=', 'support_messages.admin_id')
      .as('operator_email'),
  ] as const;
}

export async function insertMessage(trx: Trx, message: NewMessage) {
  const { id } = await trx
    .insertInto('support_messages')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
  return trx
    .selectFrom('support_messages')
    .select(messageColumns)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export type MessageRow = Awaited<ReturnType<typeof insertMessage>>;

/** One page of a conversation's messages, newest first; with `before_id`, older ones only. */
export function pageMessages(
  db: Executor,
  conversationId: number,
  request: PageRequest & { before_id?: number | undefined },
) {
  let filtered = db
    .selectFrom('support_messages')
    .where('support_messages.conversation_id', '=', conversationId);
  if (request.before_id !== undefined) {
    filtered = filtered.where('support_messages.id', '<', request.before_id);
  }
  return pageOf(
    filtered,
    (q) => q.select(messageColumns).orderBy('support_messages.id', 'desc'),
    request,
  );
}

/** Messages of `senders` after `afterId`: the other side's unread messages. */
async function countAfter(
  db: Executor,
  conversationId: number,
  senders: readonly SupportSender[],
  afterId: number,
) {
  const row = await db
    .selectFrom('support_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('conversation_id', '=', conversationId)
    .where('sender', 'in', [...senders])
    .where('id', '>', afterId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Operators' replies the user has not read. */
export function userUnread(db: Executor, conversation: { id: number; user_read_id: number }) {
  return countAfter(db, conversation.id, ['operator'], conversation.user_read_id);
}

/** The user's messages no operator has read. */
export function operatorUnread(
  db: Executor,
  conversation: { id: number; operator_read_id: number },
) {
  return countAfter(db, conversation.id, ['user'], conversation.operator_read_id);
}

/** The newest message id of a conversation (0 when none). */
async function newestId(db: Executor, conversationId: number) {
  const row = await db
    .selectFrom('support_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Marks every message so far read by the user (a mark never moves back). */
export async function markUserRead(db: Executor, conversationId: number) {
  const upTo = await newestId(db, conversationId);
  await db
    .updateTable('support_conversations')
    .set({ user_read_id: sql<number>`greatest(user_read_id, ${upTo})` })
    .where('id', '=', conversationId)
    .execute();
}

/** Marks every message so far read by the operators (a mark never moves back). */
export async function markOperatorRead(db: Executor, conversationId: number) {
  const upTo = await newestId(db, conversationId);
  await db
    .updateTable('support_conversations')
    .set({ operator_read_id: sql<number>`greatest(operator_read_id, ${upTo})` })
    .where('id', '=', conversationId)
    .execute();
}

// ---- the operators' inbox ----------------------------------------------------------------------

/** The conversations of one inbox tab. */
function inboxOf(db: Executor, box: SupportBox, adminId: number) {
  const query = db.selectFrom('support_conversations as c');
  if (box === 'closed') return query.where('c.status', '=', 'closed');
  const open = query.where('c.status', '=', 'open');
  return box === 'mine'
    ? open.where('c.assignee_id', '=', adminId)
    : open.where('c.assignee_id', 'is', null);
}

/** One page of a tab, most recent activity first, each with its last message and unread count. */
export function pageInbox(db: Executor, box: SupportBox, adminId: number, request: PageRequest) {
  return pageOf(
    inboxOf(db, box, adminId),
    (q) =>
      q
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .leftJoin('admins as a', 'a.id', 'c.assignee_id')
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('support_messages as m')
              .select(['m.body', 'm.image', 'm.sender'])
              .whereRef('m.conversation_id', '=', 'c.id')
              .where('m.sender', '!=', 'system')
              .orderBy('m.id', 'desc')
              .limit(1)
              .as('last'),
          (join) => join.onTrue(),
        )
        .select((eb) => [
          'c.id',
          'c.user_id',
          'c.status',
          'c.assignee_id',
          'c.ticket_due_at',
          'c.last_message_at',
          'u.nickname',
          'u.username',
          'a.email as assignee_email',
          'last.body as last_text',
          'last.image as last_image',
          'last.sender as last_sender',
          eb
            .selectFrom('support_messages as m')
            .select((m) => m.fn.countAll<string>().as('n'))
            .whereRef('m.conversation_id', '=', 'c.id')
            .where('m.sender', '=', 'user')
            .whereRef('m.id', '>', 'c.operator_read_id')
            .as('unread'),
        ])
        .orderBy('c.last_message_at', 'desc')
        .orderBy('c.id', 'desc'),
    request,
  );
}

/** Unread user messages and conversations in an open tab. */
export async function boxCounts(db: Executor, box: 'unassigned' | 'mine', adminId: number) {
  const row = await inboxOf(db, box, adminId)
    .leftJoin('support_messages as m', (join) =>
      join
        .onRef('m.conversation_id', '=', 'c.id')
        .on('m.sender', '=', 'user')
        .onRef('m.id', '>', 'c.operator_read_id'),
    )
    .select((eb) => [
      eb.fn.count<string>('c.id').distinct().as('conversations'),
      eb.fn.count<string>('m.id').as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return { conversations: Number(row.conversations), unread: Number(row.unread) };
}

/** What an operator sees of the user behind a conversation. */
export function findProfile(db: Executor, conversationId: number) {
  return db
    .selectFrom('support_conversations as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('admins as a', 'a.id', 'c.assignee_id')
    .select([
      'u.id as user_id',
      'u.username',
      'u.nickname',
      'u.email',
      'u.mobile',
      'u.area_code',
      'u.language',
      'u.real_level',
      'u.created_at',
      'u.held_reason',
      'c.status as conversation_status',
      'a.email as assignee_email',
    ])
    .where('c.id', '=', conversationId)
    .executeTakeFirst();
}

// ---- canned replies ----------------------------------------------------------------------------

export function listCanned(db: Executor) {
  return db
    .selectFrom('support_canned_replies')
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function countCanned(db: Executor) {
  const row = await db
    .selectFrom('support_canned_replies')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function lockCanned(trx: Trx, id: number) {
  return trx
    .selectFrom('support_canned_replies')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function insertCanned(
  trx: Trx,
  canned: { title: string; body: string; sort: number; created_by: number },
) {
  return trx
    .insertInto('support_canned_replies')
    .values(canned)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateCanned(
  trx: Trx,
  id: number,
  canned: { title: string; body: string; sort: number },
) {
  return trx
    .updateTable('support_canned_replies')
    .set({ ...canned, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deleteCanned(trx: Trx, id: number) {
  return trx.deleteFrom('support_canned_replies').where('id', '=', id).execute();
}

/**
 * Locks the canned replies' table against concurrent inserts (a share row lock would not stop
 * two creations racing past the limit), for the transaction's length.
 */
export async function lockCannedTable(trx: Trx) {
  await sql`lock table support_canned_replies in share row exclusive mode`.execute(trx);
}
