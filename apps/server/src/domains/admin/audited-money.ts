import type { Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { moneyTransaction, publishBalanceChanges } from '../../ledger/transaction.js';
import type { AdminCaller } from './admin-auth.js';
import { assertCanWrite } from './admin-auth.js';
import * as repo from './admin.repository.js';

/**
 * Runs one operator action that may move money: the business change, its ledger postings and
 * its audit row commit together or not at all; users see their balances change after the commit.
 * `action` may depend on the result (a confirmation that waits for a second operator is audited
 * as a request, not as a confirmation), and so may `detail` (the user an approval moved money of,
 * so the log can be filtered by user).
 */
export async function auditedMoney<T>(
  deps: AppDeps,
  admin: AdminCaller,
  action: string | ((result: T) => string),
  entityId: (result: T) => string,
  work: (trx: Trx) => Promise<T>,
  detail: Record<string, unknown> | ((result: T) => Record<string, unknown>) = {},
): Promise<T> {
  assertCanWrite(admin);
  return moneyTransaction(
    deps.db,
    async (trx) => {
      const result = await work(trx);
      const done = typeof action === 'string' ? action : action(result);
      const [entity] = done.split('.');
      await repo.insertAudit(trx, {
        admin_id: admin.id,
        action: done,
        entity: entity!,
        entity_id: entityId(result),
        detail: typeof detail === 'function' ? detail(result) : detail,
      });
      return result;
    },
    publishBalanceChanges(deps.events),
  );
}
