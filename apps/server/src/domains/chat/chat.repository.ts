import { CHAT, type ChatReportReason, type ChatRoom } from '@meridian/contract';
import { sql } from 'kysely';

import type { Executor, Trx } from '../../db/database.js';

/*
 * The chat room's rows (issue #20 item 2, migration 0038). Times that limit a user (the rate
 * limit, mutes) are compared with the database's clock, so every node counts alike.
 */

export interface NewMessage {
  room: ChatRoom;
  user_id: number;
  nickname: string;
  body: string;
  image: string | null;
}

export function insertMessage(trx: Trx, message: NewMessage) {
  return trx.insertInto('chat_messages').values(message).returningAll().executeTakeFirstOrThrow();
}

export function findMessage(db: Executor, id: number) {
  return db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockMessage(trx: Trx, id: number) {
  return trx
    .selectFrom('chat_messages')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** A room's messages that are not deleted, newest first, older than `before` when given. */
export function roomHistory(
  db: Executor,
  room: ChatRoom,
  before: number | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('chat_messages')
    .selectAll()
    .where('room', '=', room)
    .where('deleted_at', 'is', null);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** Which of these messages `reporterId` reported. */
export async function reportedBy(db: Executor, reporterId: number, messageIds: number[]) {
  if (messageIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('chat_reports')
    .select('message_id')
    .where('reporter_id', '=', reporterId)
    .where('message_id', 'in', messageIds)
    .execute();
  return new Set(rows.map((r) => r.message_id));
}

/**
 * How long ago (ms, by the database's clock) the user posted each of their last CHAT.perMinute
 * messages of the last minute, newest first: what the rate limit decides from.
 */
export async function recentPostAges(trx: Trx, userId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('chat_messages')
    .select(sql<string>`extract(epoch from (now() - created_at)) * 1000`.as('age'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - interval '1 minute'`)
    .orderBy('created_at', 'desc')
    .limit(CHAT.perMinute)
    .execute();
  return rows.map((r) => Number(r.age));
}

/** The user's mute in force now (the latest-ending one), if any. */
export function activeMute(db: Executor, userId: number) {
  return db
    .selectFrom('chat_mutes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('lifted_at', 'is', null)
    .where('until', '>', sql<Date>`now()`)
    .orderBy('until', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One report per reporter and message: a repeat inserts nothing (and answers false). */
export async function insertReport(
  db: Executor,
  report: { message_id: number; reporter_id: number; reason: ChatReportReason },
): Promise<boolean> {
  const rows = await db
    .insertInto('chat_reports')
    .values(report)
    .onConflict((oc) => oc.columns(['message_id', 'reporter_id']).doNothing())
    .returning('id')
    .execute();
  return rows.length === 1;
}

// ---- operators ------------------------------------------------------------------------------

/** Closes a message's open reports; answers how many. */
export async function resolveReports(
  trx: Trx,
  messageId: number,
  adminId: number,
  resolution: 'deleted' | 'dismissed',
): Promise<number> {
  const done = await trx
    .updateTable('chat_reports')
    .set({ resolved_at: new Date(), resolved_by: adminId, resolution })
    .where('message_id', '=', messageId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows);
}

export function markDeleted(trx: Trx, id: number, adminId: number, reason: string) {
  return trx
    .updateTable('chat_messages')
    .set({ deleted_at: new Date(), deleted_by: adminId, delete_reason: reason })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertMute(
  trx: Trx,
  mute: { user_id: number; minutes: number; admin_id: number; reason: string },
) {
  return trx
    .insertInto('chat_mutes')
    .values({
      user_id: mute.user_id,
      admin_id: mute.admin_id,
      reason: mute.reason,
      until: sql<Date>`now() + make_interval(mins => ${mute.minutes})`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Lifts the user's mutes in force; answers the lifted rows' ids. */
export async function liftMutes(trx: Trx, userId: number, adminId: number, reason: string) {
  const rows = await trx
    .updateTable('chat_mutes')
    .set({ lifted_at: new Date(), lifted_by: adminId, lift_reason: reason })
    .where('user_id', '=', userId)
    .where('lifted_at', 'is', null)
    .where('until', '>', sql<Date>`now()`)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Mutes in force, ending soonest first, with the user's nickname now. */
export function activeMutes(db: Executor) {
  return db
    .selectFrom('chat_mutes as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.user_id',
      'u.nickname',
      'm.until',
      'm.reason',
      'm.admin_id',
      'm.created_at',
    ])
    .where('m.lifted_at', 'is', null)
    .where('m.until', '>', sql<Date>`now()`)
    .orderBy('m.until')
    .execute();
}

/** Columns of a message as operators see it: open reports and the author's mute now. */
function operatorMessages(db: Executor) {
  return db
    .selectFrom('chat_messages as m')
    .selectAll('m')
    .select((eb) => [
      eb
        .selectFrom('chat_reports as r')
        .select((sub) => sub.fn.countAll<string>().as('n'))
        .whereRef('r.message_id', '=', 'm.id')
        .where('r.resolved_at', 'is', null)
        .as('open_reports'),
      eb
        .selectFrom('chat_mutes as u')
        .select((sub) => sub.fn.max('u.until').as('until'))
        .whereRef('u.user_id', '=', 'm.user_id')
        .where('u.lifted_at', 'is', null)
        .where('u.until', '>', sql<Date>`now()`)
        .as('muted_until'),
    ]);
}

export type OperatorMessageRow = Awaited<
  ReturnType<ReturnType<typeof operatorMessages>['execute']>
>[number];

/** Messages newest first (deleted ones too), optionally one room or one author. */
export async function listForOperator(
  db: Executor,
  filter: { room?: ChatRoom | undefined; user_id?: number | undefined },
  offset: number,
  limit: number,
) {
  let count = db.selectFrom('chat_messages as m').select((eb) => eb.fn.countAll<string>().as('n'));
  let rows = operatorMessages(db);
  if (filter.room) {
    count = count.where('m.room', '=', filter.room);
    rows = rows.where('m.room', '=', filter.room);
  }
  if (filter.user_id) {
    count = count.where('m.user_id', '=', filter.user_id);
    rows = rows.where('m.user_id', '=', filter.user_id);
  }
  const [found, total] = await Promise.all([
    rows.orderBy('m.id', 'desc').offset(offset).limit(limit).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: found, total: Number(total.n) };
}

/**
 * Reported messages, each with its reports (open ones, or closed ones) counted by reason: the
 * open queue oldest report first, closed ones most recently reported first.
 */
export async function reportQueue(
  db: Executor,
  status: 'open' | 'closed',
  offset: number,
  limit: number,
) {
  const reports = db
    .selectFrom('chat_reports as r')
    .where('r.resolved_at', status === 'open' ? 'is' : 'is not', null);
  const grouped = reports
    .select((eb) => [
      'r.message_id',
      eb.fn.countAll<string>().as('reports'),
      sql<string>`count(*) filter (where r.reason = 'spam')`.as('spam'),
      sql<string>`count(*) filter (where r.reason = 'abuse')`.as('abuse'),
      sql<string>`count(*) filter (where r.reason = 'scam')`.as('scam'),
      sql<string>`count(*) filter (where r.reason = 'other')`.as('other'),
      eb.fn.min('r.created_at').as('first_reported_at'),
      eb.fn.max('r.created_at').as('last_reported_at'),
      eb.fn.max('r.resolution').as('resolution'),
    ])
    .groupBy('r.message_id');
  const [rows, total] = await Promise.all([
    operatorMessages(db)
      .innerJoin(grouped.as('g'), 'g.message_id', 'm.id')
      .select([
        'g.reports',
        'g.spam',
        'g.abuse',
        'g.scam',
        'g.other',
        'g.first_reported_at',
        'g.last_reported_at',
        'g.resolution',
      ])
      .orderBy(
        status === 'open' ? 'g.first_reported_at' : 'g.last_reported_at',
        status === 'open' ? 'asc' : 'desc',
      )
      .orderBy('m.id')
      .offset(offset)
      .limit(limit)
      .execute(),
    reports.select(sql<string>`count(distinct r.message_id)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Upserts published settings (the chat's switches). */
export async function saveSettings(trx: Trx, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) {
    await trx
      .insertInto('settings')
      .values({ key, value, is_public: true })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
      .execute();
  }
}
