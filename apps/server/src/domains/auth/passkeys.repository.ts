import type { Executor } from '../../db/database.js';
import type { PasskeyChallengesTable } from '../../db/database-passkeys.js';

/*
 * Passkeys and their ceremonies' challenges (issue #21 item 1, migration 0033). A challenge is
 * taken with one DELETE … RETURNING, and a counter moves with one conditional UPDATE, so two
 * parallel requests with the same answer cannot both pass, on any node.
 */

type Purpose = PasskeyChallengesTable['purpose'];

export function listPasskeys(db: Executor, userId: number) {
  return db
    .selectFrom('user_passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function findPasskeyByCredential(db: Executor, credentialId: string) {
  return db
    .selectFrom('user_passkeys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

export interface NewPasskey {
  user_id: number;
  credential_id: string;
  public_key: Uint8Array;
  counter: number;
  transports: string;
  user_handle: string;
  synced: boolean;
  name: string;
}

/** Adds a passkey; its id. */
export async function insertPasskey(db: Executor, passkey: NewPasskey) {
  const row = await db
    .insertInto('user_passkeys')
    .values({ ...passkey, counter: String(passkey.counter) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countPasskeys(db: Executor, userId: number) {
  const row = await db
    .selectFrom('user_passkeys')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Records a verified use: the new counter, only if the counter is still the one the check read
 * (a replayed or parallel assertion finds it moved and loses). False when it lost.
 */
export async function recordPasskeyUse(
  db: Executor,
  id: number,
  readCounter: string,
  newCounter: number,
) {
  const result = await db
    .updateTable('user_passkeys')
    .set({ counter: String(newCounter), last_used_at: new Date() })
    .where('id', '=', id)
    .where('counter', '=', readCounter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function renamePasskey(db: Executor, userId: number, id: number, name: string) {
  const result = await db
    .updateTable('user_passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePasskey(db: Executor, userId: number, id: number) {
  const result = await db
    .deleteFrom('user_passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Keeps a new challenge, and drops the expired ones on the way (they are never read again). */
export async function insertChallenge(
  db: Executor,
  row: {
    challenge: string;
    purpose: Purpose;
    user_id: number | null;
    stay?: boolean;
    rp_id: string;
    origin: string;
    user_handle?: string;
    subject?: string;
  },
  expiresAt: Date,
) {
  await db.deleteFrom('passkey_challenges').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('passkey_challenges')
    .values({ ...row, expires_at: expiresAt })
    .execute();
}

/** Takes a live challenge for `purpose` once: its row, or undefined when unknown, used or expired. */
export function takeChallenge(db: Executor, challenge: string, purpose: Purpose) {
  return db
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', new Date())
    .returning(['user_id', 'stay', 'rp_id', 'origin', 'user_handle', 'subject'])
    .executeTakeFirst();
}
