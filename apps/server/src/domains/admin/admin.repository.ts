import type { AdminRole, AuditFilter } from '@meridian/contract';
import { sql } from 'kysely';

import type { AdminRow, AdminSessionStage, Executor } from '../../db/database.js';
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
  session: {
    admin_id: number;
    token_hash: string;
    expires_at: Date;
    stage: AdminSessionStage;
    user_agent: string | null;
    ip: string | null;
  },
) {
  return db.insertInto('admin_sessions').values(session).execute();
}

/** The operator behind a live (not revoked, not expired) session token hash. */
export function findLiveSession(db: Executor, tokenHash: string) {
  return db
    .selectFrom('admin_sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .select(['s.id as session_id', 's.stage', 's.last_seen_at', 'a.id', 'a.email', 'a.role'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', new Date())
    .where('a.disabled_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Whether an operator who may answer users (not an auditor) is at the console: a live, fully
 * signed-in session used since `activeSince`, or one of `connected` (sessions with a console
 * socket open) not idle past `idleSince`.
 */
export async function respondersOnline(
  db: Executor,
  {
    connected,
    activeSince,
    idleSince,
  }: { connected: number[]; activeSince: Date; idleSince: Date },
): Promise<boolean> {
  const row = await db
    .selectFrom('admin_sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .select('s.id')
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', new Date())
    .where('s.stage', '=', 'full')
    .where('a.disabled_at', 'is', null)
    .where('a.role', '!=', 'auditor')
    .where((eb) =>
      eb.or([
        eb('s.last_seen_at', '>', activeSince),
        ...(connected.length > 0
          ? [eb.and([eb('s.id', 'in', connected), eb('s.last_seen_at', '>', idleSince)])]
          : []),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Notes that a session is in use (the idle timeout counts from here). */
export function touchAdminSession(db: Executor, sessionId: number, now: Date) {
  return db
    .updateTable('admin_sessions')
    .set({ last_seen_at: now })
    .where('id', '=', sessionId)
    .execute();
}

/** Past the second factor: the session may call every route its role allows. */
export function completeAdminSession(db: Executor, sessionId: number, expiresAt: Date) {
  return db
    .updateTable('admin_sessions')
    .set({ stage: 'full', expires_at: expiresAt, last_seen_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function revokeAdminSession(db: Executor, sessionId: number) {
  return db
    .updateTable('admin_sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** An operator's live sessions, newest first. */
export function listLiveSessions(db: Executor, adminId: number) {
  return db
    .selectFrom('admin_sessions')
    .select(['id', 'stage', 'created_at', 'last_seen_at', 'expires_at', 'user_agent', 'ip'])
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one of the operator's own sessions; 0 rows when it is not theirs or already ended. */
export async function revokeOwnSession(db: Executor, adminId: number, sessionId: number) {
  const result = await db
    .updateTable('admin_sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// ---- operator accounts (super-operators) ---------------------------------------------------------

export function listOperators(db: Executor) {
  return db
    .selectFrom('admins as a')
    .leftJoin('admin_sessions as s', 's.admin_id', 'a.id')
    .select((eb) => [
      'a.id',
      'a.email',
      'a.role',
      'a.created_at',
      'a.disabled_at',
      'a.totp_confirmed_at',
      eb.fn.max('s.last_seen_at').as('last_seen_at'),
    ])
    .groupBy('a.id')
    .orderBy('a.id', 'desc')
    .execute();
}

/** Disables (a date) or enables (null) an account; false when it is unknown or already so. */
export async function setOperatorDisabled(db: Executor, id: number, at: Date | null) {
  const result = await db
    .updateTable('admins')
    .set({ disabled_at: at, updated_at: new Date() })
    .where('id', '=', id)
    .where('disabled_at', at ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Forgets an operator's authenticator and recovery codes: the next sign-in enrols again. */
export async function resetOperatorTotp(db: Executor, id: number) {
  const result = await db
    .updateTable('admins')
    .set({
      totp_secret: null,
      totp_confirmed_at: null,
      totp_last_step: null,
      totp_failures: 0,
      totp_locked_until: null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: new Date() })
    .where('admin_id', '=', id)
    .where('used_at', 'is', null)
    .execute();
  return Number(result.numUpdatedRows) === 1;
}

export function revokeAllAdminSessions(db: Executor, adminId: number) {
  return db
    .updateTable('admin_sessions')
    .set({ revoked_at: new Date() })
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .execute();
}

// ---- second factor -------------------------------------------------------------------------------

export function findTotp(db: Executor, adminId: number) {
  return db
    .selectFrom('admins')
    .select(['id', 'email', 'totp_secret', 'totp_confirmed_at', 'totp_last_step'])
    .where('id', '=', adminId)
    .executeTakeFirstOrThrow();
}

/** A new, unconfirmed secret: only while no authenticator is confirmed. */
export async function setPendingTotp(db: Executor, adminId: number, secret: string) {
  const result = await db
    .updateTable('admins')
    .set({ totp_secret: secret, updated_at: new Date() })
    .where('id', '=', adminId)
    .where('totp_confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes a code's time step if it is later than any taken before (the replay guard, safe across
 * nodes: one UPDATE); `confirm` also marks the authenticator confirmed.
 */
export async function takeTotpStep(
  db: Executor,
  adminId: number,
  step: number,
  confirm: boolean,
): Promise<boolean> {
  const now = new Date();
  const result = await db
    .updateTable('admins')
    .set(
      confirm
        ? { totp_last_step: step, totp_confirmed_at: now, updated_at: now }
        : { totp_last_step: step, updated_at: now },
    )
    .where('id', '=', adminId)
    .where((eb) =>
      eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function insertRecoveryCodes(db: Executor, adminId: number, hashes: string[]) {
  return db
    .insertInto('admin_recovery_codes')
    .values(hashes.map((code_hash) => ({ admin_id: adminId, code_hash })))
    .execute();
}

/** Uses a recovery code once: true when it was the operator's and unused. */
export async function useRecoveryCode(db: Executor, adminId: number, hash: string) {
  const result = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: new Date() })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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

/** The audit log narrowed by the operator's filters (the user's id is matched in `detail`). */
function filteredAudit(db: Executor, filter: AuditFilter) {
  let query = db.selectFrom('audit_log as l');
  if (filter.entity) query = query.where('l.entity', '=', filter.entity);
  if (filter.admin_id) query = query.where('l.admin_id', '=', filter.admin_id);
  if (filter.action?.endsWith('.')) query = query.where('l.action', 'like', `${filter.action}%`);
  else if (filter.action) query = query.where('l.action', '=', filter.action);
  if (filter.user_id)
    query = query.where(sql<string>`l.detail ->> 'user_id'`, '=', String(filter.user_id));
  if (filter.since !== undefined) query = query.where('l.created_at', '>=', new Date(filter.since));
  if (filter.until !== undefined) query = query.where('l.created_at', '<', new Date(filter.until));
  return query;
}

export function listAudit(db: Executor, filter: AuditFilter, offset: number, limit: number) {
  return filteredAudit(db, filter)
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
    ])
    .orderBy('l.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countAudit(db: Executor, filter: AuditFilter): Promise<number> {
  const row = await filteredAudit(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- users, as operators see them ----------------------------------------------------------------

const userSummary = ['id', 'email', 'mobile', 'nickname', 'real_level', 'created_at'] as const;

/**
 * Users newest first, optionally those whose email, mobile or nickname contains `keyword`, whose
 * invite code is it, or (all digits) whose id is it.
 */
export function pageUsers(db: Executor, keyword: string | undefined, request: PageRequest) {
  let query = db.selectFrom('users');
  if (keyword) {
    const like = `%${keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const id = /^\d{1,9}$/.test(keyword) ? Number(keyword) : null;
    query = query.where((eb) =>
      eb.or([
        eb('email', 'ilike', like),
        eb('mobile', 'like', like),
        eb('nickname', 'ilike', like),
        eb('invite_code', '=', keyword.toUpperCase()),
        ...(id === null ? [] : [eb('id', '=', id)]),
      ]),
    );
  }
  return pageOf(query, (q) => q.select(userSummary).orderBy('id', 'desc'), request);
}

/** An account's hold: the reason the user is told, since when and by which operator. */
export function findUserHold(db: Executor, id: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('admins as a', 'a.id', 'u.held_by')
    .select(['u.held_reason', 'u.held_at', 'a.email as held_by_email'])
    .where('u.id', '=', id)
    .executeTakeFirst();
}

/** Holds an account that is not held; false when it is (or does not exist). */
export async function holdUser(db: Executor, id: number, reason: string, adminId: number) {
  const result = await db
    .updateTable('users')
    .set({ held_reason: reason, held_at: new Date(), held_by: adminId, updated_at: new Date() })
    .where('id', '=', id)
    .where('held_reason', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Releases a held account; false when it is not held (or does not exist). */
export async function releaseUser(db: Executor, id: number) {
  const result = await db
    .updateTable('users')
    .set({ held_reason: null, held_at: null, held_by: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('held_reason', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
