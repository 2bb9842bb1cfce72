import {
  AUDIT_CSV_MAX_ROWS,
  type AuditCsvInput,
  type AdminLoginInput,
  type AdminView,
  type AuditEntryView,
  type AuditListInput,
  type FaqCreateInput,
  type FaqUpdateInput,
  type MenuItemCreateInput,
  type MenuItemUpdateInput,
  type NewsCreateInput,
  type NewsUpdateInput,
  type Page,
  type PageKey,
  type PageUpdateInput,
} from '@meridian/contract';

import { ADMIN_LOGIN_ATTEMPTS, checkCountedAttempt } from '../../db/attempt-limit.js';
import type { Trx } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { offsetOf, toPage } from '../../lib/pagination.js';
import { hashSecret, newToken, sha256, verifySecret } from '../../lib/secrets.js';
import { checkPasswordOfNobody, loginLocked } from '../auth/index.js';
import { content } from '../content/index.js';
import { encodeImage, saveImage } from '../upload/index.js';
import { assertCanWrite, type AdminCaller } from './admin-auth.js';
import * as repo from './admin.repository.js';

/** Five failed logins lock the account for 15 minutes. */
const LOGIN_LIMITS = { maxAttempts: 5, lockMs: 15 * 60 * 1000 };
/** Operator sessions are short: a working day (and end after ADMIN_IDLE_MS unused). */
export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;
/** A password-stage session has this long to give its second factor. */
const SECOND_FACTOR_MS = 10 * 60 * 1000;

/**
 * POST /admin/login: answers a new operator token, which opens only the second-factor routes
 * until the operator enrols an authenticator (first sign-in) or gives its code (totp.service.ts).
 * Five failures lock the account for 15
 * minutes; each attempt is counted in SQL before the password is checked, so a parallel burst
 * gets five checks. An unknown address costs the same hashing time as a wrong password, so
 * response times do not tell which operator addresses exist.
 */
export async function login(
  deps: AppDeps,
  input: AdminLoginInput,
  client: { userAgent: string | null; ip: string | null },
): Promise<string> {
  const admin = await repo.findAdminByEmail(deps.db, input.email);
  if (!admin) {
    await checkPasswordOfNobody(input.password);
    throw new AppError('LOGIN_FAILED');
  }
  const outcome = await checkCountedAttempt(
    deps.db,
    ADMIN_LOGIN_ATTEMPTS,
    admin.id,
    LOGIN_LIMITS,
    () => verifySecret(admin.password_hash, input.password),
  );
  if (outcome.lockedUntil) throw loginLocked(outcome.lockedUntil);
  if (!outcome.passed) throw new AppError('LOGIN_FAILED');
  if (admin.disabled_at) throw new AppError('OPERATOR_DISABLED');
  const token = newToken();
  // The token only opens the second-factor routes until the TOTP code is given (totp.service).
  await repo.insertAdminSession(deps.db, {
    admin_id: admin.id,
    token_hash: sha256(token),
    expires_at: new Date(Date.now() + SECOND_FACTOR_MS),
    stage: 'password',
    user_agent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip,
  });
  return token;
}

/** GET /admin/logout: ends this session only. */
export async function logout(deps: AppDeps, admin: AdminCaller): Promise<void> {
  await repo.revokeAdminSession(deps.db, admin.sessionId);
}

/** GET /admin/me. */
export function describeAdmin(admin: AdminCaller): AdminView {
  return { id: admin.id, email: admin.email, role: admin.role };
}

/** Creates an operator account (seeds and tests; there is no sign-up). */
export async function createAdmin(
  deps: Pick<AppDeps, 'db'>,
  input: { email: string; password: string; role: AdminView['role'] },
) {
  const row = await repo.insertAdmin(deps.db, {
    email: input.email,
    password_hash: await hashSecret(input.password),
    role: input.role,
  });
  return { id: row.id, email: row.email, role: row.role };
}

/**
 * Runs one operator change and writes its audit row in the same transaction: the change and
 * its record commit together or not at all.
 */
async function audited<T>(
  deps: AppDeps,
  admin: AdminCaller,
  entity: string,
  verb: string,
  change: (trx: Trx) => Promise<content.Change<T>>,
): Promise<T> {
  assertCanWrite(admin);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const done = await change(trx);
      await repo.insertAudit(trx, {
        admin_id: admin.id,
        action: `${entity}.${verb}`,
        entity,
        entity_id: done.entityId,
        detail: done.detail,
      });
      return done.result;
    });
  } catch (error) {
    // Two operators creating the same key at once: the loser sees what a sequential one would.
    if (isUniqueViolation(error)) throw new AppError('KEY_TAKEN');
    throw error;
  }
}

const entityOf = (kind: content.ContentKind) => content.CONTENT_KINDS[kind].entity;

export const createMenuItem = (deps: AppDeps, admin: AdminCaller, input: MenuItemCreateInput) =>
  audited(deps, admin, 'menu_item', 'create', (trx) => content.createMenuItem(trx, input));

export const updateMenuItem = (deps: AppDeps, admin: AdminCaller, input: MenuItemUpdateInput) =>
  audited(deps, admin, 'menu_item', 'update', (trx) => content.updateMenuItem(trx, input));

export const createNews = (deps: AppDeps, admin: AdminCaller, input: NewsCreateInput) =>
  audited(deps, admin, 'news', 'create', (trx) => content.createNews(trx, input));

export const updateNews = (deps: AppDeps, admin: AdminCaller, input: NewsUpdateInput) =>
  audited(deps, admin, 'news', 'update', (trx) => content.updateNews(trx, input));

export const createFaqItem = (deps: AppDeps, admin: AdminCaller, input: FaqCreateInput) =>
  audited(deps, admin, 'faq_item', 'create', (trx) => content.createFaqItem(trx, input));

export const updateFaqItem = (deps: AppDeps, admin: AdminCaller, input: FaqUpdateInput) =>
  audited(deps, admin, 'faq_item', 'update', (trx) => content.updateFaqItem(trx, input));

export const updatePage = (deps: AppDeps, admin: AdminCaller, input: PageUpdateInput) =>
  audited(deps, admin, 'page', 'update', (trx) => content.updatePage(trx, input));

export const setPagePublished = (
  deps: AppDeps,
  admin: AdminCaller,
  key: PageKey,
  isPublished: boolean,
) =>
  audited(deps, admin, 'page', isPublished ? 'publish' : 'unpublish', (trx) =>
    content.setPagePublished(trx, key, isPublished),
  );

export const deleteContent = (
  deps: AppDeps,
  admin: AdminCaller,
  kind: content.ContentKind,
  id: number,
) => audited(deps, admin, entityOf(kind), 'delete', (trx) => content.deleteItem(trx, kind, id));

export const setContentPublished = (
  deps: AppDeps,
  admin: AdminCaller,
  kind: content.ContentKind,
  id: number,
  isPublished: boolean,
) =>
  audited(deps, admin, entityOf(kind), isPublished ? 'publish' : 'unpublish', (trx) =>
    content.setItemPublished(trx, kind, id, isPublished),
  );

export const sortContent = (
  deps: AppDeps,
  admin: AdminCaller,
  kind: content.ContentKind,
  ids: number[],
) => audited(deps, admin, entityOf(kind), 'sort', (trx) => content.sortItems(trx, kind, ids));

/**
 * POST /admin/upload: a banner or article image, stored like a user's upload but owned by no
 * user. The image is re-encoded before the transaction opens, so the slow part holds no lock.
 */
export async function uploadImage(
  deps: AppDeps,
  admin: AdminCaller,
  bytes: Buffer,
): Promise<string> {
  assertCanWrite(admin);
  const image = await encodeImage(bytes);
  return audited(deps, admin, 'upload', 'create', async (trx) => {
    const url = await saveImage({ db: trx, config: deps.config }, null, image);
    return {
      entityId: url.slice(url.lastIndexOf('/') + 1),
      detail: { url, width: image.width, height: image.height },
      result: url,
    };
  });
}

/** GET /admin/audit: newest first, filtered. */
export async function listAudit(
  deps: AppDeps,
  input: AuditListInput,
): Promise<Page<AuditEntryView>> {
  const { page, limit, ...filter } = input;
  const [rows, total] = await Promise.all([
    repo.listAudit(deps.db, filter, offsetOf(page, limit), limit),
    repo.countAudit(deps.db, filter),
  ]);
  const data = rows.map((r) => ({ ...r, created_at: r.created_at.getTime() }));
  return toPage(data, total, page, limit);
}

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
function csvField(value: string): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet: kept as text.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** GET /admin/audit/csv: the filtered log as CSV text (at most AUDIT_CSV_MAX_ROWS, newest first). */
export async function auditCsv(deps: AppDeps, filter: AuditCsvInput): Promise<string> {
  const rows = await repo.listAudit(deps.db, filter, 0, AUDIT_CSV_MAX_ROWS);
  const header = ['id', 'time', 'operator', 'action', 'entity', 'entity_id', 'detail'];
  const lines = rows.map((r) =>
    [
      String(r.id),
      r.created_at.toISOString(),
      r.admin_email,
      r.action,
      r.entity,
      r.entity_id,
      JSON.stringify(r.detail ?? {}),
    ]
      .map(csvField)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
