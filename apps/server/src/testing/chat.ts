import type { ChatRoom } from '@meridian/contract';
import { sql } from 'kysely';

import { expectOk, type TestApp } from './test-app.js';
import { userIdOf } from './money.js';

/** A logged-in user of the chat tests; `named` users chose a nickname. */
export interface Chatter {
  token: string;
  id: number;
  nickname: string;
}

let serial = 0;

/** Registers a user and, unless `named` is false, gives them a nickname of their own. */
export async function chatter(t: TestApp, named = true): Promise<Chatter> {
  const { token } = await t.signUp();
  const id = await userIdOf(t, token);
  serial += 1;
  const nickname = `Chat${id}x${serial}`.slice(0, 10);
  if (named) await expectOk(await t.post('/api/user/editNickname', { nickname }, token));
  return { token, id, nickname };
}

/** Posts a message as `who`. */
export const say = (t: TestApp, who: Chatter, body: string, room: ChatRoom = 'en') =>
  t.post('/api/chat/send', { room, body }, who.token);

/** Moves a user's messages `ms` into the past, as if time had passed (the rate limit reads it). */
export async function ageMessages(t: TestApp, userId: number, ms: number): Promise<void> {
  await sql`update chat_messages set created_at = created_at - make_interval(secs => ${ms / 1000})
    where user_id = ${userId}`.execute(t.db);
}

/** Writes messages straight into a room, posted `ageMs` ago (paging needs more than the rate limit allows). */
export async function seedMessages(
  t: TestApp,
  who: Chatter,
  room: ChatRoom,
  bodies: string[],
  ageMs = 120_000,
): Promise<number[]> {
  const rows = await t.db
    .insertInto('chat_messages')
    .values(
      bodies.map((body) => ({
        room,
        user_id: who.id,
        nickname: who.nickname,
        body,
        created_at: sql<string>`now() - make_interval(secs => ${ageMs / 1000})`,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
