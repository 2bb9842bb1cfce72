import type { OperatorCreateInput, OperatorView } from '@meridian/contract';

import type { Trx } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashSecret } from '../../lib/secrets.js';
import type { AdminCaller } from './admin-auth.js';
import * as repo from './admin.repository.js';

/*
 * Super-operators manage operator accounts (issue #15 item 9): create one with a role, disable
 * or enable it, and reset its authenticator. Accounts are never deleted (the audit log names
 * them); every change is audited; a super-operator cannot disable or reset their own account.
 */

const ms = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

/** GET /admin/operators. */
export async function listOperators(deps: AppDeps): Promise<OperatorView[]> {
  return (await repo.listOperators(deps.db)).map((o) => ({
    id: o.id,
    email: o.email,
    role: o.role,
    created_at: o.created_at.getTime(),
    disabled_at: ms(o.disabled_at),
    totp_enrolled: o.totp_confirmed_at !== null,
    last_seen_at: ms(o.last_seen_at as Date | string | null),
  }));
}

/** One audited change of an operator account, in one transaction with its audit row. */
async function operatorChange<T>(
  deps: AppDeps,
  admin: AdminCaller,
  verb: string,
  id: number,
  change: (trx: Trx) => Promise<T>,
  detail: Record<string, unknown> = {},
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    const result = await change(trx);
    await repo.insertAudit(trx, {
      admin_id: admin.id,
      action: `operator.${verb}`,
      entity: 'operator',
      entity_id: String(id),
      detail,
    });
    return result;
  });
}

/** POST /admin/operators/create: the operator enrols a TOTP authenticator at first sign-in. */
export async function createOperator(
  deps: AppDeps,
  admin: AdminCaller,
  input: OperatorCreateInput,
) {
  const passwordHash = await hashSecret(input.password);
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      const created = await repo.insertAdmin(trx, {
        email: input.email,
        password_hash: passwordHash,
        role: input.role,
      });
      await repo.insertAudit(trx, {
        admin_id: admin.id,
        action: 'operator.create',
        entity: 'operator',
        entity_id: String(created.id),
        detail: { email: created.email, role: created.role },
      });
      return created;
    });
    return { id: row.id, email: row.email, role: row.role };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
}

function notSelf(admin: AdminCaller, id: number) {
  if (admin.id === id) throw new AppError('OPERATOR_SELF');
}

/** POST /admin/operators/disable: no more sign-in; every session of the account ends. */
export async function disableOperator(deps: AppDeps, admin: AdminCaller, id: number) {
  notSelf(admin, id);
  await operatorChange(deps, admin, 'disable', id, async (trx) => {
    if (!(await repo.setOperatorDisabled(trx, id, new Date())))
      throw new AppError('ALREADY_HANDLED');
    await repo.revokeAllAdminSessions(trx, id);
  });
}

/** POST /admin/operators/enable. */
export async function enableOperator(deps: AppDeps, admin: AdminCaller, id: number) {
  await operatorChange(deps, admin, 'enable', id, async (trx) => {
    if (!(await repo.setOperatorDisabled(trx, id, null))) throw new AppError('ALREADY_HANDLED');
  });
}

/**
 * POST /admin/operators/reset-totp: a lost authenticator. Its secret and recovery codes are
 * forgotten and its sessions end; the next sign-in enrols a new one.
 */
export async function resetOperatorTotp(deps: AppDeps, admin: AdminCaller, id: number) {
  notSelf(admin, id);
  await operatorChange(deps, admin, 'reset_totp', id, async (trx) => {
    if (!(await repo.resetOperatorTotp(trx, id))) throw new AppError('NOT_FOUND');
    await repo.revokeAllAdminSessions(trx, id);
  });
}
