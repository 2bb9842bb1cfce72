import type { AdminRole } from '@meridian/contract';

import type { AdminRow, Executor } from '../../db/database.js';
import { pageOf } from '../../db/paging.js';
import type { PageRequest } from '../../lib/pagination.js';

export function findAdminByEmail(db: Executor, email: string) {
  return db
    .selectFrom('admins')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function insertAdmin(
  db: Executor,
  admin: { email: string; password_hash: string; role: AdminRole },
) {
  return db
    .insertInto('admins')
    .values({ ...admin, email: admin.email.toLowerCase() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateAdmin(
  db: Executor,
  id: number,
  changes: Partial<Pick<AdminRow, 'failed_logins' | 'locked_until' | 'password_hash' | 'role'>>,
) {
  return db
    .updateTable('admins')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export function insertAdminSession(
  db: Executor,
  adminId: number,
  tokenHash: string,
  expiresAt: Date,
) {
  return db
    .insertInto('admin_sessions')
    .values({ admin_id: adminId, token_hash: tokenHash, expires_at: expiresAt })
    .execute();
}

/** The operator behind a live (not revoked, not expired) session token hash. */
export function findLiveSession(db: Executor, tokenHash: string) {
  return db
    .selectFrom('admin_sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .select(['s.id as session_id', 'a.id', 'a.email', 'a.role'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', new Date())
    .executeTakeFirst();
}

export function revokeAdminSession(db: Executor, sessionId: number) {
  return db
    .updateTable('admin_sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function insertAudit(
  db: Executor,
  entry: { admin_id: number; action: string; entity: string; entity_id: string; detail: unknown },
) {
  return db
    .insertInto('audit_log')
    .values({ ...entry, detail: JSON.stringify(entry.detail ?? {}) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function listAudit(db: Executor, entity: string | undefined, offset: number, limit: number) {
  let query = db
    .selectFrom('audit_log as l')
    .innerJoin('admins as a', 'a.id', 'l.admin_id')
    .select([
      'l.id',
      'l.admin_id',
      'a.email as admin_email',
      'l.action',
      'l.entity',
      'l.entity_id',
      'l.detail',
      'l.created_at',
    ]);
  if (entity) query = query.where('l.entity', '=', entity);
  return query.orderBy('l.id', 'desc').offset(offset).limit(limit).execute();
}

export async function countAudit(db: Executor, entity: string | undefined): Promise<number> {
  let query = db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n'));
  if (entity) query = query.where('entity', '=', entity);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

// ---- users, as operators see them ----------------------------------------------------------------

const userSummary = ['id', 'email', 'mobile', 'nickname', 'real_level', 'created_at'] as const;

/** Users newest first, optionally those whose email, mobile or nickname contains `keyword`. */
export function pageUsers(db: Executor, keyword: string | undefined, request: PageRequest) {
  let query = db.selectFrom('users');
  if (keyword) {
    const like = `%${keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('email', 'ilike', like),
        eb('mobile', 'like', like),
        eb('nickname', 'ilike', like),
      ]),
    );
  }
  return pageOf(query, (q) => q.select(userSummary).orderBy('id', 'desc'), request);
}

export function findUserSummary(db: Executor, id: number) {
  return db.selectFrom('users').select(userSummary).where('id', '=', id).executeTakeFirst();
}

export function listUserBalances(db: Executor, userId: number) {
  return db
    .selectFrom('balances as b')
    .innerJoin('currencies as c', 'c.id', 'b.currency_id')
    .select([
      'b.currency_id',
      'c.name as currency_name',
      'b.account_type',
      'b.available',
      'b.frozen',
    ])
    .where('b.user_id', '=', userId)
    .orderBy('b.account_type')
    .orderBy('b.currency_id')
    .execute();
}
