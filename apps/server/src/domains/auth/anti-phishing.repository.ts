import type { Kysely } from 'kysely';

import type { Database, Executor } from '../../db/database.js';

/** `user_anti_phishing` (migration 0031): the code a user set to recognise the platform's mail. */
export interface UserAntiPhishingTable {
  user_id: number;
  code: string;
  updated_at: Date;
}

type WithCode = Kysely<Database & { user_anti_phishing: UserAntiPhishingTable }>;

function withCode(db: Executor): WithCode {
  return (db as Kysely<Database>).withTables<{ user_anti_phishing: UserAntiPhishingTable }>();
}

export async function findAntiPhishingCode(db: Executor, userId: number) {
  const row = await withCode(db)
    .selectFrom('user_anti_phishing')
    .select('code')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.code ?? null;
}

/** The code of the user whose email address this is (lower case), if they set one. */
export async function findAntiPhishingCodeByEmail(db: Executor, email: string) {
  const row = await withCode(db)
    .selectFrom('user_anti_phishing')
    .innerJoin('users', 'users.id', 'user_anti_phishing.user_id')
    .select('user_anti_phishing.code')
    .where('users.email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.code ?? null;
}

export function saveAntiPhishingCode(db: Executor, userId: number, code: string) {
  return withCode(db)
    .insertInto('user_anti_phishing')
    .values({ user_id: userId, code, updated_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ code, updated_at: new Date() }))
    .execute();
}
